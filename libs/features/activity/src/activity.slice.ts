import { createSlice } from '@reduxjs/toolkit';
import {
  transactionsCleared,
  transactionsFetched,
  transactionsFetchFailed,
  transactionsFetchStarted,
} from './activity.actions';
import { initialActivityState, type ActivityState } from './activity.state';

/**
 * The activity slice, mounted under `activity`. Not in the store's first root reducer: the store
 * injects it when the Activity view or the activity saga load (issue 22), and its actions live in
 * activity.actions.ts, which the first load holds without this file. Each case is documented at
 * its action.
 */
export const activitySlice = createSlice({
  name: 'activity',
  initialState: initialActivityState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(transactionsFetchStarted, (state, action): ActivityState | undefined => {
        const { caipAddress, reset } = action.payload;
        if (reset || state.caipAddress !== caipAddress) {
          return { ...initialActivityState, status: 'loading', caipAddress };
        }
        state.status = 'loading';
        delete state.error;
        return undefined;
      })
      .addCase(transactionsFetched, (state, action): ActivityState => {
        const { caipAddress, transactions, next, reset } = action.payload;
        const kept = reset || state.caipAddress !== caipAddress ? [] : state.transactions;
        // A page fetched again after new transactions may repeat entries of the previous one.
        const seen = new Set(kept.map((transaction) => transaction.id));
        const merged = [
          ...kept,
          ...transactions.filter((transaction) => !seen.has(transaction.id)),
        ];
        return {
          status: 'ready',
          caipAddress,
          transactions: merged,
          ...(next !== undefined ? { next } : {}),
          empty: merged.length === 0,
        };
      })
      .addCase(transactionsFetchFailed, (_state, action): ActivityState => {
        const { caipAddress, error } = action.payload;
        return {
          status: 'error',
          ...(caipAddress !== undefined ? { caipAddress } : {}),
          transactions: [],
          empty: true,
          error,
        };
      })
      .addCase(transactionsCleared, () => initialActivityState);
  },
});
