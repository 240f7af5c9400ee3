// @kit/activity: the active account's transaction history through the Blockchain API, paged by
// cursor (spec §4, §5, §8, §9). Every export below carries its one-line doc comment at its
// declaration. The slice itself is the `@kit/activity/slice` entry: the first load holds this
// entry's actions, and the store injects the slice when its view or saga load (issue 22).
export {
  initialActivityState,
  selectActivity,
  selectTransactions,
  selectActivityLoading,
  selectHasMoreTransactions,
} from './activity.state';
export type { ActivityState, ActivityStatus, WithActivity } from './activity.state';
export {
  // Saga outcomes
  transactionsFetchStarted,
  transactionsFetched,
  transactionsFetchFailed,
  transactionsCleared,
  // Intents (handled by activitySaga, which the store loads on the first from @kit/activity/lazy-saga)
  transactionsRequested,
} from './activity.actions';
export { ACTIVITY_SAGA_TRIGGERS, activitySagaLoadFailed } from './activity-saga.loader';
// The history item types of @kit/api, for the views (which do not import @kit/api).
export type { BlockchainTransaction, TransactionTransfer } from '@kit/api';
