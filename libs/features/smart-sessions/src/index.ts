// @kit/smart-sessions: the active EVM account's smart sessions (ERC-7715 permissions it granted to
// this project), listed and revoked with the owner's signature (spec §1, §3, §7). Every export
// below carries its one-line doc comment at its declaration. The slice itself is the
// `@kit/smart-sessions/slice` entry: the first load holds this entry's actions, and the store
// injects the slice when its view or saga load (issue 22).
export { initialSmartSessionsState, selectSmartSessions } from './smart-sessions.state';
export type {
  SmartSessionsState,
  SmartSessionsStatus,
  WithSmartSessions,
} from './smart-sessions.state';
export {
  // Saga outcomes
  smartSessionsFetchStarted,
  smartSessionsFetched,
  smartSessionsFetchFailed,
  smartSessionRevokeStarted,
  smartSessionRevoked,
  smartSessionRevokeFailed,
  smartSessionsCleared,
  // Intents (handled by smartSessionsSaga, which the store loads on the first from @kit/smart-sessions/lazy-saga)
  smartSessionsRequested,
  smartSessionRevokeRequested,
} from './smart-sessions.actions';
export {
  SMART_SESSIONS_SAGA_TRIGGERS,
  smartSessionsSagaLoadFailed,
} from './smart-sessions-saga.loader';
// The session types of @kit/api, for the views (which do not import @kit/api).
export type { SmartSession, SmartSessionPermission } from '@kit/api';
