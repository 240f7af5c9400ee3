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

/**
 * The slice of root state this feature reads. The key is absent until the store injects the
 * slice (when the Activity view or the activity saga load): nothing moves the list before then.
 */
export interface WithActivity {
  activity?: ActivityState;
}

/** The transaction list and its status: the initial, empty one while the slice is absent. */
export const selectActivity = (state: WithActivity): ActivityState =>
  state.activity ?? initialActivityState;
/** The transactions shown, newest first. */
export const selectTransactions = (state: WithActivity): BlockchainTransaction[] =>
  selectActivity(state).transactions;
/** True while a page is being fetched. */
export const selectActivityLoading = (state: WithActivity): boolean =>
  selectActivity(state).status === 'loading';
/** True when another page can be fetched. */
export const selectHasMoreTransactions = (state: WithActivity): boolean =>
  selectActivity(state).next !== undefined;
