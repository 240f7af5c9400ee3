import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  createExplorerClient,
  type CloudClients,
  type ExplorerClient,
  type GetWalletsParams,
} from '@kit/api';
import { LOCAL_PROJECT_ID, startCloud, walletIdFor, type Cloud } from '@kit/cloud';
import { CONSTANTS, mainnet, solana, type ConnectorDescriptor, type KitNetwork } from '@kit/core';
import {
  connectionSlice,
  connectorsDiscovered,
  namespaceFilterChanged,
  namespaceRegistered,
  recentWalletsChanged,
} from '@kit/connection';
import { waitForState } from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkSlice, networksConfigured } from '@kit/network';
import { optionsInitialized, optionsSlice, type KitLocalOptions } from '@kit/options';
import { walletsSaga } from './wallets.saga';
import {
  selectAllWallets,
  selectRecommendedWallets,
  selectWalletListChains,
} from './wallets.selectors';
import {
  nextPageRequested,
  selectFeaturedWallets,
  selectHasMoreWallets,
  selectWalletSearch,
  selectWalletsError,
  selectWalletsState,
  selectWalletsStatus,
  walletImagesPreloaded,
  walletsRequested,
  walletsRetryRequested,
  walletSearchChanged,
  walletsSlice,
} from './wallets.slice';

const CATALOGUE_SIZE = 350;
const METAMASK = walletIdFor('MetaMask');
const TRUST = walletIdFor('Trust Wallet');
const PHANTOM = walletIdFor('Phantom');
const RAINBOW = walletIdFor('Rainbow');

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud();
});

afterAll(async () => {
  await cloud.stop();
});

const tasks: Task[] = [];

afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  cloud.faults.clear();
  jest.useRealTimers();
});

/** An Explorer client on the local cloud whose getWallets calls are recorded. */
function countingExplorer(timeoutMs?: number) {
  const client = createExplorerClient({
    projectId: LOCAL_PROJECT_ID,
    baseUrl: cloud.url,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const requests: GetWalletsParams[] = [];
  const responses: Array<Promise<unknown>> = [];
  const explorer: ExplorerClient = {
    ...client,
    getWallets(params = {}) {
      requests.push(params);
      const response = client.getWallets(params);
      responses.push(response.catch(() => undefined));
      return response;
    },
  };
  return { explorer, requests, settled: () => Promise.all(responses) };
}

interface SetupOptions {
  /** The saga context's cloud clients; default: an Explorer client on the local cloud. */
  api?: CloudClients;
  options?: KitLocalOptions;
  networks?: KitNetwork[];
  window?: unknown;
  timeoutMs?: number;
}

function setup({
  options = {},
  networks = [mainnet, solana],
  window,
  timeoutMs,
  ...rest
}: SetupOptions = {}) {
  const counting = countingExplorer(timeoutMs);
  const api = 'api' in rest ? rest.api : { explorer: counting.explorer };
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { api, window } });
  const store = configureStore({
    reducer: {
      wallets: walletsSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(record, sagaMiddleware),
  });
  store.dispatch(optionsInitialized(options));
  store.dispatch(networksConfigured(networks));
  for (const namespace of new Set(networks.map((network) => network.chainNamespace))) {
    store.dispatch(namespaceRegistered({ namespace }));
  }
  tasks.push(sagaMiddleware.run(walletsSaga));
  const state = () => store.getState();
  const settledListing = () =>
    waitForState(store, (s) => !['idle', 'loading'].includes(selectWalletsStatus(s)));
  const settledSearch = () =>
    waitForState(store, (s) => !['loading'].includes(selectWalletSearch(s).status));
  return { store, state, actions, settledListing, settledSearch, ...counting };
}

type Kit = ReturnType<typeof setup>;

/** Resolves once `predicate` holds, checking between I/O turns (for things outside the store). */
async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((resolve) => setImmediate(resolve));
}

async function load(kit: Kit) {
  kit.store.dispatch(walletsRequested());
  await kit.settledListing();
}

async function nextPage(kit: Kit) {
  kit.store.dispatch(nextPageRequested());
  await kit.settledListing();
}

function announce(kit: Kit, connectors: ConnectorDescriptor[]) {
  kit.store.dispatch(connectorsDiscovered({ namespace: 'eip155', connectors }));
}

describe('walletsSaga: listing', () => {
  it('loads 4 recommended wallets and the first page of 40, with their image URLs', async () => {
    const kit = setup();
    await load(kit);

    const wallets = selectWalletsState(kit.state());
    expect(wallets.status).toBe('ready');
    expect(wallets.list).toHaveLength(CONSTANTS.WALLETS_PAGE_SIZE);
    expect(wallets.count).toBe(CATALOGUE_SIZE);
    expect(wallets.page).toBe(1);
    expect(selectRecommendedWallets(kit.state())).toHaveLength(CONSTANTS.WALLETS_RECOMMENDED_COUNT);
    expect(selectHasMoreWallets(kit.state())).toBe(true);
    expect(wallets.list[0]).toMatchObject({ id: METAMASK, name: 'MetaMask' });
    const [first] = wallets.list;
    expect(first?.imageUrl).toMatch(
      new RegExp(`^${cloud.url}/getWalletImage/${first?.image_id}\\?`),
    );
    const response = await fetch(first!.imageUrl!);
    expect(response.headers.get('content-type')).toMatch(/svg/);
  });

  it('asks the explorer for 4 recommended wallets and a page of 40', async () => {
    const kit = setup();
    await load(kit);
    expect(kit.requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: 1, entries: CONSTANTS.WALLETS_RECOMMENDED_COUNT }),
        expect.objectContaining({ page: 1, entries: CONSTANTS.WALLETS_PAGE_SIZE }),
      ]),
    );
  });

  it('is idempotent while loading and once loaded', async () => {
    const kit = setup();
    kit.store.dispatch(walletsRequested());
    kit.store.dispatch(walletsRequested());
    await kit.settledListing();
    const afterFirst = kit.requests.length;
    kit.store.dispatch(walletsRequested());
    await kit.settled();
    expect(kit.requests).toHaveLength(afterFirst);
    expect(selectWalletsState(kit.state()).list).toHaveLength(CONSTANTS.WALLETS_PAGE_SIZE);
  });

  it('appends the next page without repeating a wallet', async () => {
    const kit = setup();
    await load(kit);
    await nextPage(kit);

    const { list, page } = selectWalletsState(kit.state());
    expect(page).toBe(2);
    expect(list).toHaveLength(2 * CONSTANTS.WALLETS_PAGE_SIZE);
    expect(new Set(list.map((wallet) => wallet.id)).size).toBe(list.length);
    expect(kit.requests.at(-1)).toMatchObject({ page: 2, entries: CONSTANTS.WALLETS_PAGE_SIZE });
  });

  it('ignores a next-page request while a page is loading', async () => {
    const kit = setup();
    await load(kit);
    kit.store.dispatch(nextPageRequested());
    kit.store.dispatch(nextPageRequested());
    await kit.settledListing();
    expect(selectWalletsState(kit.state()).page).toBe(2);
    expect(kit.requests.filter((request) => request.page === 3)).toHaveLength(0);
  });

  it('ignores a next-page request before the first page', async () => {
    const kit = setup();
    kit.store.dispatch(nextPageRequested());
    await kit.settled();
    expect(kit.requests).toHaveLength(0);
    expect(selectWalletsStatus(kit.state())).toBe('idle');
  });

  it('reaches the last page, then has no more and asks for nothing further', async () => {
    const kit = setup();
    await load(kit);
    while (selectHasMoreWallets(kit.state())) await nextPage(kit);

    const { list, page } = selectWalletsState(kit.state());
    expect(list).toHaveLength(CATALOGUE_SIZE);
    expect(page).toBe(Math.ceil(CATALOGUE_SIZE / CONSTANTS.WALLETS_PAGE_SIZE));
    const requests = kit.requests.length;
    kit.store.dispatch(nextPageRequested());
    await kit.settled();
    expect(kit.requests).toHaveLength(requests);
  });

  it('keeps discovered and recent wallets out of the recommendations and discovered ones out of AllWallets', async () => {
    const kit = setup();
    announce(kit, [
      {
        id: 'eip155:io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      },
    ]);
    kit.store.dispatch(
      recentWalletsChanged([
        {
          connectorId: 'walletConnect',
          namespace: 'eip155',
          name: 'Trust Wallet',
          explorerId: TRUST,
          lastUsedAt: 1,
        },
      ]),
    );
    await load(kit);

    const recommended = selectRecommendedWallets(kit.state()).map((wallet) => wallet.name);
    expect(recommended).toHaveLength(CONSTANTS.WALLETS_RECOMMENDED_COUNT);
    expect(recommended).not.toContain('MetaMask');
    expect(recommended).not.toContain('Trust Wallet');
    const all = selectAllWallets(kit.state()).map((wallet) => wallet.id);
    expect(all).not.toContain(METAMASK);
    expect(all).toContain(TRUST);
  });

  it('drops a recommendation once its wallet announces itself after loading', async () => {
    const kit = setup();
    await load(kit);
    const [first] = selectRecommendedWallets(kit.state());
    expect(first?.rdns).toBeDefined();
    announce(kit, [
      {
        id: `eip155:${first!.rdns}`,
        name: first!.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: first!.rdns! },
      },
    ]);
    const names = selectRecommendedWallets(kit.state()).map((wallet) => wallet.name);
    expect(names).not.toContain(first!.name);
  });

  it('lists the featured wallets in the configured order, and never recommends them', async () => {
    const kit = setup({ options: { featuredWalletIds: [PHANTOM, RAINBOW, METAMASK] } });
    await load(kit);
    expect(selectFeaturedWallets(kit.state()).map((wallet) => wallet.name)).toEqual([
      'Phantom',
      'Rainbow',
      'MetaMask',
    ]);
    const recommended = selectRecommendedWallets(kit.state()).map((wallet) => wallet.id);
    expect(recommended).not.toEqual(expect.arrayContaining([PHANTOM]));
    expect(recommended).not.toContain(RAINBOW);
    expect(recommended).not.toContain(METAMASK);
  });

  it('shows only the included wallets', async () => {
    const kit = setup({ options: { includeWalletIds: [RAINBOW, PHANTOM, TRUST] } });
    await load(kit);
    const { list, count } = selectWalletsState(kit.state());
    expect(list.map((wallet) => wallet.id).sort()).toEqual([PHANTOM, RAINBOW, TRUST].sort());
    expect(count).toBe(3);
    expect(selectHasMoreWallets(kit.state())).toBe(false);
  });

  it('never shows an excluded wallet, not even when featured', async () => {
    const kit = setup({
      options: { excludeWalletIds: [METAMASK], featuredWalletIds: [METAMASK, PHANTOM] },
    });
    await load(kit);
    const { list, count, recommended } = selectWalletsState(kit.state());
    expect(count).toBe(CATALOGUE_SIZE - 1);
    expect(list.map((wallet) => wallet.id)).not.toContain(METAMASK);
    expect(recommended.map((wallet) => wallet.id)).not.toContain(METAMASK);
    expect(selectFeaturedWallets(kit.state()).map((wallet) => wallet.name)).toEqual(['Phantom']);
  });
});

describe('walletsSaga: namespace filter', () => {
  it('asks for no chain filter while every namespace is shown', async () => {
    const kit = setup();
    expect(selectWalletListChains(kit.state())).toBeUndefined();
    await load(kit);
    expect(kit.requests.every((request) => request.chains === undefined)).toBe(true);
  });

  it("lists only wallets of the enabled namespaces' configured networks", async () => {
    const kit = setup();
    kit.store.dispatch(namespaceFilterChanged({ namespace: 'eip155', enabled: false }));
    expect(selectWalletListChains(kit.state())).toEqual([solana.caipNetworkId]);
    await load(kit);

    const { list, count } = selectWalletsState(kit.state());
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(CATALOGUE_SIZE);
    expect(list.every((wallet) => wallet.chains.includes(solana.caipNetworkId))).toBe(true);
  });

  it('reloads from the first page when the filter changes after loading', async () => {
    const kit = setup();
    await load(kit);
    await nextPage(kit);
    kit.store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: false }));
    await waitForState(
      kit.store,
      (s) => selectWalletsStatus(s) === 'ready' && selectWalletsState(s).page === 1,
    );
    const { list, count } = selectWalletsState(kit.state());
    expect(count).toBeLessThan(CATALOGUE_SIZE);
    expect(list.every((wallet) => wallet.chains.includes(mainnet.caipNetworkId))).toBe(true);
  });

  it('shows no wallet, without asking, when every namespace is hidden', async () => {
    const kit = setup();
    kit.store.dispatch(namespaceFilterChanged({ namespace: 'eip155', enabled: false }));
    kit.store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: false }));
    await load(kit);
    expect(selectWalletsState(kit.state())).toMatchObject({ status: 'ready', list: [], count: 0 });
    expect(kit.requests).toHaveLength(0);
  });
});

describe('walletsSaga: search', () => {
  it('searches once for the trimmed text of a burst of changes', async () => {
    const kit = setup();
    kit.store.dispatch(walletSearchChanged({ query: ' m' }));
    kit.store.dispatch(walletSearchChanged({ query: ' me' }));
    kit.store.dispatch(walletSearchChanged({ query: '  meta  ' }));
    expect(selectWalletSearch(kit.state())).toMatchObject({ query: 'meta', status: 'loading' });
    await kit.settledSearch();

    expect(kit.requests).toEqual([
      expect.objectContaining({ search: 'meta', entries: CONSTANTS.WALLETS_SEARCH_LIMIT }),
    ]);
    const search = selectWalletSearch(kit.state());
    expect(search.status).toBe('ready');
    expect(search.results.map((wallet) => wallet.name)).toContain('MetaMask');
    expect(search.results.every((wallet) => /meta/i.test(wallet.name))).toBe(true);
  });

  it('waits 300 ms after the last change before asking', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const kit = setup();
    kit.store.dispatch(walletSearchChanged({ query: 'trust' }));
    await jest.advanceTimersByTimeAsync(CONSTANTS.WALLETS_SEARCH_DEBOUNCE_MS - 1);
    expect(kit.requests).toHaveLength(0);
    kit.store.dispatch(walletSearchChanged({ query: 'trust w' }));
    await jest.advanceTimersByTimeAsync(CONSTANTS.WALLETS_SEARCH_DEBOUNCE_MS - 1);
    expect(kit.requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(kit.requests).toEqual([expect.objectContaining({ search: 'trust w' })]);
  });

  it('returns at most 100 results', async () => {
    const kit = setup();
    kit.store.dispatch(walletSearchChanged({ query: 'a' }));
    await kit.settledSearch();
    expect(selectWalletSearch(kit.state()).results).toHaveLength(CONSTANTS.WALLETS_SEARCH_LIMIT);
  });

  it('clears the results without asking when the text becomes blank', async () => {
    const kit = setup();
    kit.store.dispatch(walletSearchChanged({ query: 'rain' }));
    await kit.settledSearch();
    const asked = kit.requests.length;
    kit.store.dispatch(walletSearchChanged({ query: '   ' }));
    expect(selectWalletSearch(kit.state())).toEqual({ query: '', results: [], status: 'idle' });
    await kit.settled();
    expect(kit.requests).toHaveLength(asked);
  });

  it('drops the answer to an older search that arrives after a newer one', async () => {
    const kit = setup();
    cloud.faults.set('/getWallets', { kind: 'slow', delayMs: 600, times: 1 });
    kit.store.dispatch(walletSearchChanged({ query: 'meta' }));
    await until(() => kit.requests.length === 1);
    kit.store.dispatch(walletSearchChanged({ query: 'phantom' }));
    await kit.settledSearch();
    await kit.settled(); // the slow 'meta' answer is in too now

    const search = selectWalletSearch(kit.state());
    expect(search.query).toBe('phantom');
    expect(search.results.map((wallet) => wallet.name)).toEqual(['Phantom']);
  });

  it('reports a failed search and retries it', async () => {
    const kit = setup();
    cloud.faults.set('/getWallets', { kind: 'status', status: 503, times: 1 });
    kit.store.dispatch(walletSearchChanged({ query: 'zerion' }));
    await kit.settledSearch();
    expect(selectWalletSearch(kit.state())).toMatchObject({
      status: 'error',
      error: { code: 'SERVER_ERROR' },
    });
    kit.store.dispatch(walletsRetryRequested());
    await kit.settledSearch();
    expect(selectWalletSearch(kit.state()).results.map((wallet) => wallet.name)).toEqual([
      'Zerion',
    ]);
  });
});

describe('walletsSaga: failures', () => {
  it('reports a server error and loads on retry', async () => {
    const kit = setup();
    cloud.faults.set('/getWallets', { kind: 'status', status: 500 });
    await load(kit);
    expect(selectWalletsStatus(kit.state())).toBe('error');
    expect(selectWalletsError(kit.state())).toMatchObject({
      code: 'SERVER_ERROR',
      message: 'Server error',
    });

    cloud.faults.clear();
    kit.store.dispatch(walletsRetryRequested());
    await kit.settledListing();
    expect(selectWalletsStatus(kit.state())).toBe('ready');
    expect(selectWalletsState(kit.state()).list).toHaveLength(CONSTANTS.WALLETS_PAGE_SIZE);
  });

  it('gives up on a stalled explorer and loads on retry', async () => {
    const kit = setup({ timeoutMs: 1_000 });
    cloud.faults.set('/getWallets', { kind: 'slow', delayMs: 3_000 });
    await load(kit);
    expect(selectWalletsError(kit.state())).toMatchObject({ code: 'API_TIMEOUT' });

    cloud.faults.clear();
    kit.store.dispatch(walletsRetryRequested());
    await kit.settledListing();
    expect(selectWalletsStatus(kit.state())).toBe('ready');
  });

  it('keeps the loaded pages when the next one fails, and retries that page', async () => {
    const kit = setup();
    await load(kit);
    cloud.faults.set('/getWallets', { kind: 'status', status: 502, times: 1 });
    await nextPage(kit);
    expect(selectWalletsState(kit.state())).toMatchObject({ status: 'error', page: 1 });
    expect(selectWalletsState(kit.state()).list).toHaveLength(CONSTANTS.WALLETS_PAGE_SIZE);

    kit.store.dispatch(walletsRetryRequested());
    await kit.settledListing();
    expect(selectWalletsState(kit.state())).toMatchObject({ status: 'ready', page: 2 });
    expect(selectWalletsState(kit.state()).list).toHaveLength(2 * CONSTANTS.WALLETS_PAGE_SIZE);
  });

  it('ignores a retry when nothing failed', async () => {
    const kit = setup();
    await load(kit);
    const asked = kit.requests.length;
    kit.store.dispatch(walletsRetryRequested());
    await kit.settled();
    expect(kit.requests).toHaveLength(asked);
  });

  it('is unavailable, without throwing, when no cloud is configured', async () => {
    for (const api of [{}, undefined]) {
      const kit = setup({ api });
      await load(kit);
      expect(selectWalletsState(kit.state())).toMatchObject({
        status: 'unavailable',
        list: [],
        recommended: [],
      });
      expect(selectHasMoreWallets(kit.state())).toBe(false);
      kit.store.dispatch(walletSearchChanged({ query: 'meta' }));
      await kit.settledSearch();
      expect(selectWalletSearch(kit.state())).toMatchObject({ status: 'ready', results: [] });
    }
  });
});

/** A page window whose images are recorded; `behaviour` decides whether and how they load. */
function fakeWindow(behaviour: 'never' | 'load' | 'error') {
  const images: Array<{ src: string }> = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #src = '';
    constructor() {
      images.push(this);
    }
    get src() {
      return this.#src;
    }
    set src(url: string) {
      this.#src = url;
      if (behaviour === 'load') setImmediate(() => this.onload?.());
      if (behaviour === 'error') setImmediate(() => this.onerror?.());
    }
  }
  return { window: { Image: FakeImage }, images };
}

describe('walletsSaga: image prefetch', () => {
  it('preloads the first 20 wallet images once the first page is in', async () => {
    const page = fakeWindow('load');
    const kit = setup({ window: page.window });
    await load(kit);
    await waitForState(kit.store, () => kit.actions.some(walletImagesPreloaded.match));

    const expected = [
      ...new Set(
        [
          ...selectWalletsState(kit.state()).recommended,
          ...selectWalletsState(kit.state()).list,
        ].map((wallet) => wallet.imageUrl),
      ),
    ].slice(0, CONSTANTS.WALLETS_IMAGE_PREFETCH_COUNT);
    expect(page.images.map((image) => image.src)).toEqual(expected);
    expect(kit.actions.find(walletImagesPreloaded.match)?.payload).toEqual({
      loaded: CONSTANTS.WALLETS_IMAGE_PREFETCH_COUNT,
      failed: 0,
    });
  });

  it('lists the wallets before any image has loaded, and gives up on each after 2 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const page = fakeWindow('never');
    const kit = setup({ window: page.window });
    await load(kit);
    expect(selectWalletsStatus(kit.state())).toBe('ready');
    expect(page.images).toHaveLength(CONSTANTS.WALLETS_IMAGE_PREFETCH_COUNT);

    await jest.advanceTimersByTimeAsync(CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS - 1);
    expect(kit.actions.some(walletImagesPreloaded.match)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(kit.actions.find(walletImagesPreloaded.match)?.payload).toEqual({
      loaded: 0,
      failed: CONSTANTS.WALLETS_IMAGE_PREFETCH_COUNT,
    });
    // The listing goes on as usual.
    kit.store.dispatch(nextPageRequested());
    await kit.settledListing();
    expect(selectWalletsState(kit.state()).page).toBe(2);
  });

  it('counts images that fail to load as failed', async () => {
    const page = fakeWindow('error');
    const kit = setup({ window: page.window });
    await load(kit);
    await waitForState(kit.store, () => kit.actions.some(walletImagesPreloaded.match));
    expect(kit.actions.find(walletImagesPreloaded.match)?.payload).toEqual({
      loaded: 0,
      failed: CONSTANTS.WALLETS_IMAGE_PREFETCH_COUNT,
    });
  });

  it('preloads nothing without a window', async () => {
    const kit = setup();
    await load(kit);
    await kit.settled();
    expect(kit.actions.some(walletImagesPreloaded.match)).toBe(false);
  });
});
