import { createAction, createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { ExplorerWallet } from '@kit/api';
import { CONSTANTS, type SerializedKitError } from '@kit/core';

/**
 * An explorer wallet as the views read it: the catalogue entry plus its image URL, resolved by the
 * saga through the Explorer client (`walletImageUrl(image_id)`), so views need no client.
 */
export type WalletEntry = ExplorerWallet & {
  /** The wallet's image; absent when the explorer gave no usable `image_id`. */
  imageUrl?: string;
};

/**
 * Where the wallet listing stands.
 * - `idle`: nothing requested yet.
 * - `loading`: the first page (with recommended and featured) or the next page is on its way.
 * - `ready`: the last request succeeded.
 * - `error`: the last request failed; `error` says why and `walletsRetryRequested` retries it.
 * - `unavailable`: no Explorer API is configured; the views list discovered connectors only.
 */
export type WalletsStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

/**
 * Where a wallet search stands.
 * - `idle`: no search text.
 * - `loading`: waiting out the 300 ms debounce or the explorer's answer.
 * - `ready`: `results` answer `query`.
 * - `error`: the search failed; `error` says why.
 */
export type WalletSearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The wallet search (spec §5: the text is trimmed; §9: at most 100 results). */
export interface WalletSearchState {
  /** The trimmed search text. Views keep the raw input text themselves (it may end in a space). */
  query: string;
  results: WalletEntry[];
  status: WalletSearchStatus;
  error?: SerializedKitError;
}

/** The explorer wallet listing (spec §3 Wallet, §9 wallet paging). */
export interface WalletsState {
  /** Up to 4 wallets for Connect, without installed (discovered) and recent ones. */
  recommended: WalletEntry[];
  /** The integrator's `featuredWalletIds`, in that order. */
  featured: WalletEntry[];
  /** Every page loaded so far, in explorer rank order. */
  list: WalletEntry[];
  /** How many wallets match the filters in all (the explorer's `count`). */
  count: number;
  /** The last page loaded (pages of 40); 0 before the first. */
  page: number;
  status: WalletsStatus;
  error?: SerializedKitError;
  search: WalletSearchState;
}

/** Nothing loaded, nothing searched. */
export const initialWalletsState: WalletsState = {
  recommended: [],
  featured: [],
  list: [],
  count: 0,
  page: 0,
  status: 'idle',
  search: { query: '', results: [], status: 'idle' },
};

/** Appends `next` to `list`, skipping ids already there (the catalogue may shift between pages). */
function appendNew(list: WalletEntry[], next: WalletEntry[]): WalletEntry[] {
  const seen = new Set(list.map((wallet) => wallet.id));
  return [...list, ...next.filter((wallet) => !seen.has(wallet.id))];
}

/** The wallets slice; mount its reducer under `wallets`. */
export const walletsSlice = createSlice({
  name: 'wallets',
  initialState: initialWalletsState,
  reducers: {
    /** The first page (with recommended and featured) or the next page was requested. */
    walletsLoadStarted(state) {
      state.status = 'loading';
      delete state.error;
    },
    /** The first page arrived with the recommended and featured wallets; earlier pages are dropped. */
    walletsLoaded(
      state,
      action: PayloadAction<{
        recommended: WalletEntry[];
        featured: WalletEntry[];
        list: WalletEntry[];
        count: number;
      }>,
    ) {
      const { recommended, featured, list, count } = action.payload;
      state.recommended = recommended;
      state.featured = featured;
      state.list = appendNew([], list);
      state.count = count;
      state.page = 1;
      state.status = 'ready';
      delete state.error;
    },
    /** Page `page` arrived and is appended. */
    walletsPageLoaded(
      state,
      action: PayloadAction<{ page: number; list: WalletEntry[]; count: number }>,
    ) {
      const { page, list, count } = action.payload;
      // The loaded wallets as they were, not their draft: reading thousands of them through the
      // draft would make (and then finalise) one proxy each, on every page, as the list grows.
      state.list = appendNew(original(state.list) ?? state.list, list);
      // An empty page ends the listing whatever `count` says, so paging can never loop.
      state.count = list.length === 0 ? state.list.length : count;
      state.page = page;
      state.status = 'ready';
      delete state.error;
    },
    /** Loading a page failed; what was loaded stays. */
    walletsLoadFailed(state, action: PayloadAction<{ error: SerializedKitError }>) {
      state.status = 'error';
      state.error = action.payload.error;
    },
    /** No Explorer API is configured: the listing is empty and stays so. */
    walletsUnavailable(state) {
      state.recommended = [];
      state.featured = [];
      state.list = [];
      state.count = 0;
      state.page = 0;
      state.status = 'unavailable';
      delete state.error;
    },
    /**
     * Intent (handled by walletsSaga) and state change: the search text changed. It is trimmed
     * (spec §5); blank clears the results, anything else searches after the 300 ms debounce.
     */
    walletSearchChanged(state, action: PayloadAction<{ query: string }>) {
      const query = action.payload.query.trim();
      state.search =
        query === ''
          ? { query, results: [], status: 'idle' }
          : { query, results: state.search.results, status: 'loading' };
    },
    /** A search answered; dropped when the text has changed since it was sent (a stale answer). */
    walletSearchSucceeded(state, action: PayloadAction<{ query: string; results: WalletEntry[] }>) {
      if (action.payload.query !== state.search.query) return;
      state.search = {
        query: action.payload.query,
        results: action.payload.results,
        status: 'ready',
      };
    },
    /** A search failed; dropped when the text has changed since it was sent. */
    walletSearchFailed(state, action: PayloadAction<{ query: string; error: SerializedKitError }>) {
      if (action.payload.query !== state.search.query) return;
      state.search = {
        query: action.payload.query,
        results: [],
        status: 'error',
        error: action.payload.error,
      };
    },
  },
});

export const {
  walletsLoadStarted,
  walletsLoaded,
  walletsPageLoaded,
  walletsLoadFailed,
  walletsUnavailable,
  walletSearchChanged,
  walletSearchSucceeded,
  walletSearchFailed,
} = walletsSlice.actions;

/** Intent: load recommended, featured and the first page of 40; ignored while loading or loaded. */
export const walletsRequested = createAction('wallets/walletsRequested');

/** Intent: load the next page of 40; ignored while loading, before the first page, or at the end. */
export const nextPageRequested = createAction('wallets/nextPageRequested');

/** Intent: retry what failed (the first page, the next page, or the search). */
export const walletsRetryRequested = createAction('wallets/walletsRetryRequested');

/** Outcome: the first wallet images were preloaded (`loaded`) or gave up after 2 s or an error. */
export const walletImagesPreloaded = createAction<{ loaded: number; failed: number }>(
  'wallets/walletImagesPreloaded',
);

/** The slice of root state this feature reads. */
export interface WithWallets {
  wallets: WalletsState;
}

/** The whole wallets state. */
export const selectWalletsState = (state: WithWallets): WalletsState => state.wallets;
/** Where the listing stands. */
export const selectWalletsStatus = (state: WithWallets): WalletsStatus => state.wallets.status;
/** Why the last listing request failed. */
export const selectWalletsError = (state: WithWallets): SerializedKitError | undefined =>
  state.wallets.error;
/** How many wallets match the filters in all. */
export const selectWalletsCount = (state: WithWallets): number => state.wallets.count;
/** The featured wallets, in the integrator's order. */
export const selectFeaturedWallets = (state: WithWallets): WalletEntry[] => state.wallets.featured;
/** The search: trimmed text, results, status and error. */
export const selectWalletSearch = (state: WithWallets): WalletSearchState => state.wallets.search;
/** Whether another page can be loaded (a page was loaded and fewer than `count` are). */
export const selectHasMoreWallets = (state: WithWallets): boolean =>
  state.wallets.page > 0 && state.wallets.page * CONSTANTS.WALLETS_PAGE_SIZE < state.wallets.count;
