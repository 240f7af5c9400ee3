// @kit/smart-sessions: the active EVM account's smart sessions (ERC-7715 permissions it granted to
// this project), listed and revoked with the owner's signature (spec §1, §3, §7). Every export
// below carries its one-line doc comment at its declaration.
export {
  smartSessionsSlice,
  initialSmartSessionsState,
  // Reducer actions (saga outcomes)
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
  // Selectors
  selectSmartSessions,
} from './smart-sessions.slice';
export type {
  SmartSessionsState,
  SmartSessionsStatus,
  WithSmartSessions,
} from './smart-sessions.slice';
export {
  SMART_SESSIONS_SAGA_TRIGGERS,
  smartSessionsSagaLoadFailed,
} from './smart-sessions-saga.loader';
// The session types of @kit/api, for the views (which do not import @kit/api).
export type { SmartSession, SmartSessionPermission } from '@kit/api';
