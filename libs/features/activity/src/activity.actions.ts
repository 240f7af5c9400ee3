import { createAction } from '@reduxjs/toolkit';
import type { BlockchainTransaction } from '@kit/api';
import type { CaipAddress, SerializedKitError } from '@kit/core';

// The activity's actions apart from its slice (issue 22): the page's eager code (the error reports,
// the late transactions, the lazy saga's triggers and load failure) watches or dispatches some of
// them, and a bundler keeps a module whole, so the slice (activity.slice.ts) stays in the chunks
// of the Activity view and the activity saga, which inject it into the store's root reducer.

// Saga outcomes

/** A page is being fetched; a first page (`reset`) drops the list of another account. */
export const transactionsFetchStarted = createAction<{ caipAddress: CaipAddress; reset: boolean }>(
  'activity/transactionsFetchStarted',
);
/** A page arrived: appended (or the first page), with the cursor of the next. */
export const transactionsFetched = createAction<{
  caipAddress: CaipAddress;
  transactions: BlockchainTransaction[];
  next?: string;
  reset: boolean;
}>('activity/transactionsFetched');
/** The fetch failed: spec §8 marks the list empty and clears the cursor. */
export const transactionsFetchFailed = createAction<{
  caipAddress?: CaipAddress;
  error: SerializedKitError;
}>('activity/transactionsFetchFailed');
/** The account, network or namespace changed, or the wallet left: the list no longer applies. */
export const transactionsCleared = createAction('activity/transactionsCleared');

// Intents (handled by the activity saga; no reducer)

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
