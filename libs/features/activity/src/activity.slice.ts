import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BlockchainTransaction } from '@kit/api';
import type { CaipAddress, SerializedKitError } from '@kit/core';

/**
 * Where the transaction list stands (spec §4 "Transaction list: loading, empty, next cursor").
 * - `idle`: nothing asked for yet (or the account changed and the list was dropped).
 * - `loading`: a page is being fetched; `transactions` keeps the pages already shown.
 * - `ready`: the last fetch answered; `next` says whether there is another page.
 * - `error`: the last fetch failed ('Failed to fetch transactions'): the list is marked empty and
 *   its cursor cleared (spec §8).
 */
export type ActivityStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The active account's transaction history, newest first, as far as it was paged. */
export interface ActivityState {
  status: ActivityStatus;
  /** Whose list this is: the active account on the active network when it was fetched. */
  caipAddress?: CaipAddress;
  transactions: BlockchainTransaction[];
  /** The cursor of the following page; absent on the last page (or before the first). */
  next?: string;
  /** True once an answer (or a failure) left the list with no transaction. */
  empty: boolean;
  error?: SerializedKitError;
}

/** Nothing fetched. */
export const initialActivityState: ActivityState = {
  status: 'idle',
  transactions: [],
  empty: false,
};

/** The activity slice; mount its reducer under `activity`. */
export const activitySlice = createSlice({
  name: 'activity',
  initialState: initialActivityState,
  reducers: {
    /** A page is being fetched; a first page (`reset`) drops the list of another account. */
    transactionsFetchStarted(
      state,
      action: PayloadAction<{ caipAddress: CaipAddress; reset: boolean }>,
    ) {
      const { caipAddress, reset } = action.payload;
      if (reset || state.caipAddress !== caipAddress) {
        return { ...initialActivityState, status: 'loading', caipAddress };
      }
      state.status = 'loading';
      delete state.error;
      return undefined;
    },
    /** A page arrived: appended (or the first page), with the cursor of the next. */
    transactionsFetched(
      state,
      action: PayloadAction<{
        caipAddress: CaipAddress;
        transactions: BlockchainTransaction[];
        next?: string;
        reset: boolean;
      }>,
    ) {
      const { caipAddress, transactions, next, reset } = action.payload;
      const kept = reset || state.caipAddress !== caipAddress ? [] : state.transactions;
      // A page fetched again after new transactions may repeat entries of the previous one.
      const seen = new Set(kept.map((transaction) => transaction.id));
      const merged = [...kept, ...transactions.filter((transaction) => !seen.has(transaction.id))];
      return {
        status: 'ready',
        caipAddress,
        transactions: merged,
        ...(next !== undefined ? { next } : {}),
        empty: merged.length === 0,
      };
    },
    /** The fetch failed: spec §8 marks the list empty and clears the cursor. */
    transactionsFetchFailed(
      _state,
      action: PayloadAction<{ caipAddress?: CaipAddress; error: SerializedKitError }>,
    ) {
      const { caipAddress, error } = action.payload;
      return {
        status: 'error',
        ...(caipAddress !== undefined ? { caipAddress } : {}),
        transactions: [],
        empty: true,
        error,
      };
    },
    /** The account, network or namespace changed, or the wallet left: the list no longer applies. */
    transactionsCleared() {
      return initialActivityState;
    },
  },
});

export const {
  transactionsFetchStarted,
  transactionsFetched,
  transactionsFetchFailed,
  transactionsCleared,
} = activitySlice.actions;

/**
 * Intent: fetch the active account's history. Without `reset` the next page is fetched (nothing
 * happens on the last page or while a page loads); with it, or when the list is of another
 * account, the first page. The Blockchain API client answers a page fetched within 15 s from its
 * cache (spec §9).
 */
export const transactionsRequested = createAction(
  'activity/transactionsRequested',
  (options: { reset?: boolean } = {}) => ({ payload: { reset: options.reset === true } }),
);

/** The slice of root state this feature reads. */
export interface WithActivity {
  activity: ActivityState;
}

/** The transaction list and its status. */
export const selectActivity = (state: WithActivity): ActivityState => state.activity;
/** The transactions shown, newest first. */
export const selectTransactions = (state: WithActivity): BlockchainTransaction[] =>
  state.activity.transactions;
/** True while a page is being fetched. */
export const selectActivityLoading = (state: WithActivity): boolean =>
  state.activity.status === 'loading';
/** True when another page can be fetched. */
export const selectHasMoreTransactions = (state: WithActivity): boolean =>
  state.activity.next !== undefined;
