import { configureStore } from '@reduxjs/toolkit';
import type { ExplorerWallet } from '@kit/api';
import type { SerializedKitError } from '@kit/core';
import {
  selectHasMoreWallets,
  selectWalletSearch,
  selectWalletsState,
  walletSearchChanged,
  walletSearchFailed,
  walletSearchSucceeded,
  walletsLoaded,
  walletsPageLoaded,
  walletsSlice,
} from './wallets.slice';

function createStore() {
  return configureStore({ reducer: { wallets: walletsSlice.reducer } });
}

const wallet = (n: number): ExplorerWallet => ({
  id: `id-${n}`,
  name: `Wallet ${n}`,
  chains: [],
  badge_type: 'none',
});
const wallets = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => wallet(from + i));

const SERVER_ERROR: SerializedKitError = {
  name: 'ApiRequestError',
  code: 'SERVER_ERROR',
  message: 'Server error',
};

describe('wallets slice', () => {
  it('starts idle with nothing listed and no more to load', () => {
    const store = createStore();
    expect(selectWalletsState(store.getState())).toMatchObject({ status: 'idle', page: 0 });
    expect(selectHasMoreWallets(store.getState())).toBe(false);
  });

  it('has more wallets until the loaded pages cover the count', () => {
    const store = createStore();
    store.dispatch(
      walletsLoaded({ recommended: [], featured: [], list: wallets(0, 40), count: 50 }),
    );
    expect(selectHasMoreWallets(store.getState())).toBe(true);
    store.dispatch(walletsPageLoaded({ page: 2, list: wallets(40, 10), count: 50 }));
    expect(selectHasMoreWallets(store.getState())).toBe(false);
  });

  it('ends the listing at an empty page even when the count promised more', () => {
    const store = createStore();
    store.dispatch(
      walletsLoaded({ recommended: [], featured: [], list: wallets(0, 40), count: 500 }),
    );
    store.dispatch(walletsPageLoaded({ page: 2, list: [], count: 500 }));
    expect(selectWalletsState(store.getState()).count).toBe(40);
    expect(selectHasMoreWallets(store.getState())).toBe(false);
  });

  it('does not repeat a wallet that moved into the next page', () => {
    const store = createStore();
    store.dispatch(
      walletsLoaded({ recommended: [], featured: [], list: wallets(0, 40), count: 80 }),
    );
    store.dispatch(walletsPageLoaded({ page: 2, list: wallets(39, 40), count: 80 }));
    expect(selectWalletsState(store.getState()).list).toHaveLength(79);
  });

  it('appends a page without drafting the wallets already loaded', () => {
    const store = createStore();
    store.dispatch(
      walletsLoaded({ recommended: [], featured: [], list: wallets(0, 2_000), count: 5_000 }),
    );
    const loaded = selectWalletsState(store.getState()).list;
    // Immer makes one revocable proxy per object it drafts: a merge read through the draft makes
    // one per loaded wallet, on every page, so paging slows as the list grows.
    const drafts = jest.spyOn(Proxy, 'revocable');
    try {
      store.dispatch(walletsPageLoaded({ page: 51, list: wallets(2_000, 40), count: 5_000 }));
      expect(drafts.mock.calls.length).toBeLessThan(10);
    } finally {
      drafts.mockRestore();
    }
    const list = selectWalletsState(store.getState()).list;
    expect(list).toHaveLength(2_040);
    // The wallets already loaded are the same objects: nothing that shows them needs to re-render.
    expect(list.slice(0, 2_000).every((entry, index) => entry === loaded[index])).toBe(true);
    expect(list.at(-1)?.id).toBe('id-2039');
  });

  it('keeps the search text trimmed', () => {
    const store = createStore();
    store.dispatch(walletSearchChanged({ query: '  rain bow ' }));
    expect(selectWalletSearch(store.getState())).toMatchObject({
      query: 'rain bow',
      status: 'loading',
    });
  });

  it('drops an answer or failure for text that has changed since', () => {
    const store = createStore();
    store.dispatch(walletSearchChanged({ query: 'meta' }));
    store.dispatch(walletSearchChanged({ query: 'trust' }));
    store.dispatch(walletSearchSucceeded({ query: 'meta', results: [wallet(1)] }));
    store.dispatch(walletSearchFailed({ query: 'meta', error: SERVER_ERROR }));
    expect(selectWalletSearch(store.getState())).toMatchObject({
      query: 'trust',
      status: 'loading',
      results: [],
    });
    store.dispatch(walletSearchSucceeded({ query: 'trust', results: [wallet(2)] }));
    expect(selectWalletSearch(store.getState())).toEqual({
      query: 'trust',
      status: 'ready',
      results: [wallet(2)],
    });
  });
});
