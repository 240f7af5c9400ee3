import { configureStore } from '@reduxjs/toolkit';
import type { BlockchainTransaction } from '@kit/api';
import {
  transactionsCleared,
  transactionsFetched,
  transactionsFetchFailed,
  transactionsFetchStarted,
} from './activity.actions';
import { activitySlice } from './activity.slice';
import {
  initialActivityState,
  selectActivity,
  selectActivityLoading,
  selectHasMoreTransactions,
  selectTransactions,
} from './activity.state';

const ALICE = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
const BOB = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;

const tx = (id: string): BlockchainTransaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: id,
    minedAt: '2026-01-01T00:00:00.000Z',
    sentFrom: '0x1',
    sentTo: '0x2',
    status: 'confirmed',
    nonce: 0,
    chain: 'eip155:31337',
  },
  transfers: [],
});

const newStore = () => configureStore({ reducer: { activity: activitySlice.reducer } });

describe('activity slice', () => {
  it('appends the next page after the first, without repeating an entry both pages hold', () => {
    const store = newStore();
    store.dispatch(transactionsFetchStarted({ caipAddress: ALICE, reset: true }));
    expect(selectActivityLoading(store.getState())).toBe(true);
    store.dispatch(
      transactionsFetched({
        caipAddress: ALICE,
        transactions: [tx('c'), tx('b')],
        next: 'n1',
        reset: true,
      }),
    );
    expect(selectHasMoreTransactions(store.getState())).toBe(true);
    store.dispatch(transactionsFetchStarted({ caipAddress: ALICE, reset: false }));
    // The shown pages stay while the next one loads.
    expect(selectTransactions(store.getState()).map((t) => t.id)).toEqual(['c', 'b']);
    store.dispatch(
      transactionsFetched({ caipAddress: ALICE, transactions: [tx('b'), tx('a')], reset: false }),
    );
    expect(selectTransactions(store.getState()).map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect(selectActivity(store.getState())).toMatchObject({ status: 'ready', empty: false });
    expect(selectHasMoreTransactions(store.getState())).toBe(false);
  });

  it("drops another account's list when a page of this one starts", () => {
    const store = newStore();
    store.dispatch(
      transactionsFetched({ caipAddress: BOB, transactions: [tx('x')], next: 'n', reset: true }),
    );
    store.dispatch(transactionsFetchStarted({ caipAddress: ALICE, reset: false }));
    expect(selectActivity(store.getState())).toEqual({
      ...initialActivityState,
      status: 'loading',
      caipAddress: ALICE,
    });
  });

  it('marks the list empty and clears the cursor on failure (spec §8)', () => {
    const store = newStore();
    store.dispatch(
      transactionsFetched({ caipAddress: ALICE, transactions: [tx('a')], next: 'n', reset: true }),
    );
    const error = {
      name: 'KitError',
      code: 'FETCH_TRANSACTIONS_FAILED',
      message: 'Failed to fetch transactions',
    } as const;
    store.dispatch(transactionsFetchFailed({ caipAddress: ALICE, error }));
    expect(selectActivity(store.getState())).toEqual({
      status: 'error',
      caipAddress: ALICE,
      transactions: [],
      empty: true,
      error,
    });
    store.dispatch(transactionsCleared());
    expect(selectActivity(store.getState())).toEqual(initialActivityState);
  });
});
