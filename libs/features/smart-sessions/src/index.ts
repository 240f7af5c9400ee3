// @kit/smart-sessions: the active EVM account's smart sessions (ERC-7715 permissions it granted to
// this project), listed and revoked with the owner's signature (spec §1, §3, §7). Every export
// below carries its one-line doc comment at its declaration. The page's first load reaches this
// entry, and a bundler puts a whole file in the first load when the page's imports reach it and
// any chunk uses it (issue 22): so the action creators are the `@kit/smart-sessions/actions` entry
// and the slice the `@kit/smart-sessions/slice` entry (the store injects it when its view or saga
// load).
export { initialSmartSessionsState, selectSmartSessions } from './smart-sessions.state';
export type {
  SmartSessionsState,
  SmartSessionsStatus,
  WithSmartSessions,
} from './smart-sessions.state';
export {
  SMART_SESSIONS_SAGA_TRIGGERS,
  smartSessionsSagaLoadFailed,
} from './smart-sessions-saga.loader';
// The session types of @kit/api, for the views (which do not import @kit/api).
export type { SmartSession, SmartSessionPermission } from '@kit/api';
