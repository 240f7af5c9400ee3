import { createAction } from '@reduxjs/toolkit';
import {
  SMART_SESSIONS_FETCH_FAILED,
  SMART_SESSIONS_REQUESTED,
  SMART_SESSION_REVOKE_FAILED,
  SMART_SESSION_REVOKE_REQUESTED,
} from './smart-sessions.action-types';
import type { SmartSession } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

// The smart sessions' actions apart from their slice (issue 22): the page's eager code (the lazy
// saga's triggers and load failure) dispatches some of them, and a bundler keeps a module whole,
// so the slice (smart-sessions.slice.ts) stays in the chunks of the SmartSessions view and the
// smart-sessions saga, which inject it into the store's root reducer.

// Saga outcomes

/** The account's list is being fetched; another account's list is dropped. */
export const smartSessionsFetchStarted = createAction<{ address: string }>(
  'smartSessions/smartSessionsFetchStarted',
);
/** The account's standing sessions arrived. */
export const smartSessionsFetched = createAction<{ address: string; sessions: SmartSession[] }>(
  'smartSessions/smartSessionsFetched',
);
/** The list could not be fetched. */
export const smartSessionsFetchFailed = createAction<{ error: SerializedKitError }>(
  SMART_SESSIONS_FETCH_FAILED,
);
/** A revocation started: the wallet is asked to sign. */
export const smartSessionRevokeStarted = createAction<{ pci: string }>(
  'smartSessions/smartSessionRevokeStarted',
);
/** The service revoked the session: it leaves the list. */
export const smartSessionRevoked = createAction<{ pci: string }>(
  'smartSessions/smartSessionRevoked',
);
/** The wallet or the service refused; the session stays. */
export const smartSessionRevokeFailed = createAction<{ pci: string; error: SerializedKitError }>(
  SMART_SESSION_REVOKE_FAILED,
);
/** The account changed or left: the list no longer applies. */
export const smartSessionsCleared = createAction('smartSessions/smartSessionsCleared');

// Intents (handled by the smart-sessions saga; no reducer)

/** Intent: fetch the active EVM account's standing smart sessions (never cached: spec §7). */
export const smartSessionsRequested = createAction(SMART_SESSIONS_REQUESTED);

/** Intent: revoke a session: the owner signs `Revoke smart session <pci>`, the service is told (pci + signature). */
export const smartSessionRevokeRequested = createAction<{ pci: string }>(
  SMART_SESSION_REVOKE_REQUESTED,
);
