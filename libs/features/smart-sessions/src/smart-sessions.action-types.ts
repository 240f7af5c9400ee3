// The types of the smart-sessions actions the page's first load names (the lazy saga's triggers
// and load failure), the one place each is spelled: smart-sessions.actions.ts builds its action
// creators from them. The first load needs only these strings, so the action creators and the
// slice stay in the chunks of the SmartSessions view and saga (issue 22).

/** The list could not be fetched. */
export const SMART_SESSIONS_FETCH_FAILED = 'smartSessions/smartSessionsFetchFailed';
/** The wallet or the service refused; the session stays. */
export const SMART_SESSION_REVOKE_FAILED = 'smartSessions/smartSessionRevokeFailed';
/** Intent: fetch the active EVM account's standing smart sessions (never cached: spec §7). */
export const SMART_SESSIONS_REQUESTED = 'smartSessions/requested';
/** Intent: revoke a session. */
export const SMART_SESSION_REVOKE_REQUESTED = 'smartSessions/revokeRequested';
