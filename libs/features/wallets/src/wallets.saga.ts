import type { Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';
import type {
  CloudClients,
  ExplorerClient,
  ExplorerWallet,
  ExplorerWalletPage,
  GetWalletsParams,
} from '@kit/api';
import { CONSTANTS, serializeError, type CaipNetworkId, type ConnectorDescriptor } from '@kit/core';
import {
  namespaceFilterChanged,
  selectConnectors,
  selectRecentWallets,
  type RecentWallet,
} from '@kit/connection';
import { selectOptions, type KitLocalOptions } from '@kit/options';
import { selectWalletListChains } from './wallets.selectors';
import {
  nextPageRequested,
  selectHasMoreWallets,
  selectWalletsState,
  walletImagesPreloaded,
  walletsLoaded,
  walletsLoadFailed,
  walletsLoadStarted,
  walletsPageLoaded,
  walletsRequested,
  walletsRetryRequested,
  walletSearchChanged,
  walletSearchFailed,
  walletSearchSucceeded,
  walletsUnavailable,
  type WalletEntry,
  type WalletsState,
} from './wallets.slice';

const {
  WALLETS_RECOMMENDED_COUNT,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_LIMIT,
  WALLETS_SEARCH_DEBOUNCE_MS,
  WALLETS_IMAGE_PREFETCH_COUNT,
  IMAGE_PRELOAD_TIMEOUT_MS,
} = CONSTANTS;

/** The filters every explorer request of the listing carries. */
interface ListingFilters {
  /** options.includeWalletIds; undefined when not set (an empty list means no filter too). */
  include?: string[];
  /** options.excludeWalletIds. */
  exclude: string[];
  /** CAIP-2 ids of the enabled namespaces' networks; undefined means every chain. */
  chains?: CaipNetworkId[];
}

/** The explorer client, or undefined when no cloud is configured (the listing is unavailable). */
function* explorerClient() {
  const api: CloudClients | undefined = yield getContext('api');
  return api?.explorer;
}

/** The integrator's include/exclude ids and the namespace filter's chains, read now. */
function* readFilters() {
  const options: KitLocalOptions = yield select(selectOptions);
  const chains: CaipNetworkId[] | undefined = yield select(selectWalletListChains);
  const filters: ListingFilters = { exclude: options.excludeWalletIds ?? [] };
  if (options.includeWalletIds && options.includeWalletIds.length > 0)
    filters.include = options.includeWalletIds;
  if (chains !== undefined) filters.chains = chains;
  return filters;
}

/** A stable key of what the listing was loaded for, to tell whether a filter change matters. */
const filtersKey = (filters: ListingFilters): string => JSON.stringify(filters);

/** Explorer wallets with their image URLs resolved, so views read plain data. */
function toEntries(explorer: ExplorerClient, wallets: ExplorerWallet[]): WalletEntry[] {
  return wallets.map((wallet) =>
    wallet.image_id === undefined
      ? wallet
      : { ...wallet, imageUrl: explorer.walletImageUrl(wallet.image_id) },
  );
}

/**
 * One explorer request with the listing's filters. Every enabled namespace having no configured
 * network means no wallet can match: answered empty without a request (an empty `chains` list
 * would read as "no filter" on the wire).
 */
async function fetchWallets(
  explorer: ExplorerClient,
  filters: ListingFilters,
  params: GetWalletsParams,
): Promise<ExplorerWalletPage> {
  if (filters.chains !== undefined && filters.chains.length === 0) return { count: 0, data: [] };
  return explorer.getWallets({
    ...params,
    ...(filters.include ? { include: filters.include } : {}),
    exclude: [...filters.exclude, ...(params.exclude ?? [])],
    ...(filters.chains ? { chains: filters.chains } : {}),
  });
}

/**
 * Up to 4 recommended wallets: not excluded, not featured, not recent and not already discovered.
 * Discovered connectors are matched by rdns, which the explorer cannot exclude, so as many extra
 * entries are asked for as there are discovered rdns, and those are dropped here.
 */
async function fetchRecommended(
  explorer: ExplorerClient,
  filters: ListingFilters,
  context: { connectors: ConnectorDescriptor[]; recent: RecentWallet[]; featuredIds: string[] },
): Promise<WalletEntry[]> {
  const rdns = new Set(
    context.connectors.flatMap((connector) =>
      connector.info?.rdns ? [connector.info.rdns.toLowerCase()] : [],
    ),
  );
  const knownIds = [
    ...context.recent.map((wallet) => wallet.explorerId),
    ...context.connectors.map((connector) => connector.explorerId),
  ].filter((id): id is string => id !== undefined);
  const page = await fetchWallets(explorer, filters, {
    page: 1,
    entries: Math.min(WALLETS_RECOMMENDED_COUNT + rdns.size, WALLETS_SEARCH_LIMIT),
    exclude: [...new Set([...knownIds, ...context.featuredIds])],
  });
  const fresh = page.data.filter(
    (wallet) => wallet.rdns === undefined || !rdns.has(wallet.rdns.toLowerCase()),
  );
  return toEntries(explorer, fresh.slice(0, WALLETS_RECOMMENDED_COUNT));
}

/** The featured wallets (options.featuredWalletIds, in that order), within the listing's filters. */
async function fetchFeatured(
  explorer: ExplorerClient,
  filters: ListingFilters,
  featuredIds: string[],
): Promise<WalletEntry[]> {
  const excluded = new Set(filters.exclude);
  const ids = featuredIds.filter(
    (id) => !excluded.has(id) && (!filters.include || filters.include.includes(id)),
  );
  if (ids.length === 0) return [];
  const page = await fetchWallets(
    explorer,
    { ...filters, include: ids },
    { page: 1, entries: Math.min(ids.length, WALLETS_SEARCH_LIMIT) },
  );
  const byId = new Map(page.data.map((wallet) => [wallet.id, wallet]));
  const ordered = ids.flatMap((id) => {
    const wallet = byId.get(id);
    return wallet ? [wallet] : [];
  });
  return toEntries(explorer, ordered);
}

/** The featured ids as configured, without repeats. */
function* readFeaturedIds() {
  const options: KitLocalOptions = yield select(selectOptions);
  return [...new Set(options.featuredWalletIds ?? [])];
}

/**
 * Loads recommended, featured and the first page of 40 side by side (spec §9). Without an
 * Explorer API the listing is `unavailable` (views list discovered connectors only); never throws.
 */
function* loadFirstPage(filters: ListingFilters) {
  const explorer: ExplorerClient | undefined = yield call(explorerClient);
  if (!explorer) {
    yield put(walletsUnavailable());
    return;
  }
  yield put(walletsLoadStarted());
  try {
    const featuredIds: string[] = yield call(readFeaturedIds);
    const connectors: ConnectorDescriptor[] = yield select(selectConnectors);
    const recent: RecentWallet[] = yield select(selectRecentWallets);
    const [recommended, featured, page] = (yield all([
      call(fetchRecommended, explorer, filters, { connectors, recent, featuredIds }),
      call(fetchFeatured, explorer, filters, featuredIds),
      call(fetchWallets, explorer, filters, { page: 1, entries: WALLETS_PAGE_SIZE }),
    ])) as [WalletEntry[], WalletEntry[], ExplorerWalletPage];
    yield put(
      walletsLoaded({
        recommended,
        featured,
        list: toEntries(explorer, page.data),
        count: page.count,
      }),
    );
  } catch (error) {
    yield put(walletsLoadFailed({ error: serializeError(error) }));
  }
}

/** Loads the page after the last one loaded and appends it. */
function* loadNextPage(filters: ListingFilters) {
  const explorer: ExplorerClient | undefined = yield call(explorerClient);
  if (!explorer) {
    yield put(walletsUnavailable());
    return;
  }
  const { page: last }: WalletsState = yield select(selectWalletsState);
  const page = last + 1;
  yield put(walletsLoadStarted());
  try {
    const result: ExplorerWalletPage = yield call(fetchWallets, explorer, filters, {
      page,
      entries: WALLETS_PAGE_SIZE,
    });
    yield put(
      walletsPageLoaded({ page, list: toEntries(explorer, result.data), count: result.count }),
    );
  } catch (error) {
    yield put(walletsLoadFailed({ error: serializeError(error) }));
  }
}

/**
 * Runs the listing requests one at a time: a request while one is loading is ignored. A change of
 * the namespace filter that changes the explorer filters reloads the listing from page 1
 * (cancelling a load in flight) and repeats a pending search.
 */
function* watchListing() {
  let task: Task | undefined;
  let loadedFor: string | undefined;
  while (true) {
    const action: { type: string } = yield take([
      walletsRequested.type,
      nextPageRequested.type,
      walletsRetryRequested.type,
      namespaceFilterChanged.type,
    ]);
    const busy = task?.isRunning() ?? false;
    const state: WalletsState = yield select(selectWalletsState);
    const filters: ListingFilters = yield call(readFilters);

    if (namespaceFilterChanged.match(action)) {
      if (state.status === 'idle' || loadedFor === filtersKey(filters)) continue;
      if (task && busy) yield cancel(task);
      loadedFor = filtersKey(filters);
      task = yield fork(loadFirstPage, filters);
      if (state.search.query !== '') yield put(walletSearchChanged({ query: state.search.query }));
      continue;
    }

    if (walletsRetryRequested.match(action) && state.search.status === 'error') {
      yield put(walletSearchChanged({ query: state.search.query }));
    }
    if (busy) continue;

    if (walletsRequested.match(action)) {
      // Idempotent: once a page is in, only paging, retry or a filter change loads more.
      if (state.page > 0) continue;
      loadedFor = filtersKey(filters);
      task = yield fork(loadFirstPage, filters);
    } else if (nextPageRequested.match(action)) {
      const hasMore: boolean = yield select(selectHasMoreWallets);
      if (state.status !== 'ready' || !hasMore) continue;
      task = yield fork(loadNextPage, filters);
    } else if (walletsRetryRequested.match(action) && state.status === 'error') {
      if (state.page === 0) {
        loadedFor = filtersKey(filters);
        task = yield fork(loadFirstPage, filters);
      } else {
        task = yield fork(loadNextPage, filters);
      }
    }
  }
}

/**
 * Searches after the 300 ms debounce (takeLatest cancels a pending search when the text changes,
 * so only the last of a burst of keystrokes reaches the explorer). At most 100 results (spec §9).
 * Without an Explorer API the search finds nothing.
 */
function* searchWorker(action: ReturnType<typeof walletSearchChanged>) {
  const query = action.payload.query.trim();
  if (query === '') return;
  yield delay(WALLETS_SEARCH_DEBOUNCE_MS);
  const explorer: ExplorerClient | undefined = yield call(explorerClient);
  if (!explorer) {
    yield put(walletSearchSucceeded({ query, results: [] }));
    return;
  }
  try {
    const filters: ListingFilters = yield call(readFilters);
    const page: ExplorerWalletPage = yield call(fetchWallets, explorer, filters, {
      page: 1,
      entries: WALLETS_SEARCH_LIMIT,
      search: query,
    });
    const results = toEntries(explorer, page.data.slice(0, WALLETS_SEARCH_LIMIT));
    yield put(walletSearchSucceeded({ query, results }));
  } catch (error) {
    yield put(walletSearchFailed({ query, error: serializeError(error) }));
  }
}

/** The part of an HTMLImageElement a preload uses (a test window may supply its own). */
interface PreloadImage {
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

type PreloadImageConstructor = new () => PreloadImage;

/** Resolves true when the image loads, false when it fails. */
function loadImage(ImageCtor: PreloadImageConstructor, url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new ImageCtor();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

/** One image preload, given up after CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS (2 s). */
function* preloadImage(ImageCtor: PreloadImageConstructor, url: string) {
  const { loaded } = (yield race({
    loaded: call(loadImage, ImageCtor, url),
    timeout: delay(IMAGE_PRELOAD_TIMEOUT_MS),
  })) as { loaded?: boolean };
  return loaded === true;
}

/**
 * After the first page arrives, warms the browser cache with the first 20 wallet images (featured
 * and recommended first, as Connect shows them), each raced against the 2 s timeout. Runs beside
 * the listing, never before it; skipped without a window (server rendering, tests without DOM).
 */
function* preloadWalletImages(action: ReturnType<typeof walletsLoaded>) {
  const win: Window | undefined = yield getContext('window');
  const ImageCtor = (win as unknown as { Image?: PreloadImageConstructor } | undefined)?.Image;
  if (typeof ImageCtor !== 'function') return;
  const { featured, recommended, list } = action.payload;
  const urls = [
    ...new Set(
      [...featured, ...recommended, ...list].flatMap((wallet) =>
        wallet.imageUrl ? [wallet.imageUrl] : [],
      ),
    ),
  ].slice(0, WALLETS_IMAGE_PREFETCH_COUNT);
  if (urls.length === 0) return;
  const results: boolean[] = yield all(urls.map((url) => call(preloadImage, ImageCtor, url)));
  const loaded = results.filter(Boolean).length;
  yield put(walletImagesPreloaded({ loaded, failed: results.length - loaded }));
}

/** Root saga of the wallets feature. Context: `api` (its `explorer` may be absent), `window`. */
export function* walletsSaga() {
  yield all([
    call(watchListing),
    takeLatest(walletSearchChanged.type, searchWorker),
    takeLatest(walletsLoaded.type, preloadWalletImages),
  ]);
}
