// @kit/activity: the active account's transaction history through the Blockchain API, paged by
// cursor (spec §4, §5, §8, §9). Every export below carries its one-line doc comment at its
// declaration.
export {
  activitySlice,
  initialActivityState,
  // Reducer actions (saga outcomes)
  transactionsFetchStarted,
  transactionsFetched,
  transactionsFetchFailed,
  transactionsCleared,
  // Intents (handled by activitySaga, which the store loads on the first from @kit/activity/lazy-saga)
  transactionsRequested,
  // Selectors
  selectActivity,
  selectTransactions,
  selectActivityLoading,
  selectHasMoreTransactions,
} from './activity.slice';
export type { ActivityState, ActivityStatus, WithActivity } from './activity.slice';
export { ACTIVITY_SAGA_TRIGGERS, activitySagaLoadFailed } from './activity-saga.loader';
// The history item types of @kit/api, for the views (which do not import @kit/api).
export type { BlockchainTransaction, TransactionTransfer } from '@kit/api';
