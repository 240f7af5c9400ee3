import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import {
  SMART_SESSION_REVOKE_FAILED,
  SMART_SESSION_REVOKE_REQUESTED,
  SMART_SESSIONS_FETCH_FAILED,
  SMART_SESSIONS_REQUESTED,
} from './smart-sessions.action-types';
import type {
  smartSessionRevokeFailed,
  smartSessionRevokeRequested,
  smartSessionsFetchFailed,
} from './smart-sessions.actions';

// The page's first load holds this file: it names the actions by their types only, so the action
// creators (smart-sessions.actions.ts) and the slice stay in the smart-sessions chunks (issue 22).

/** The intents that need the smart-sessions saga; each is a plain intent, safe to replay. */
export const SMART_SESSIONS_SAGA_TRIGGERS: readonly string[] = [
  SMART_SESSIONS_REQUESTED,
  SMART_SESSION_REVOKE_REQUESTED,
];

/** What the intent reports when the saga's chunk cannot be loaded: its own failure. */
export function smartSessionsSagaLoadFailed(error: unknown, trigger: Action): Action {
  const failure = serializeError(error);
  if (trigger.type === SMART_SESSION_REVOKE_REQUESTED) {
    const { pci } = (trigger as ReturnType<typeof smartSessionRevokeRequested>).payload;
    const failed: ReturnType<typeof smartSessionRevokeFailed> = {
      type: SMART_SESSION_REVOKE_FAILED,
      payload: { pci, error: failure },
    };
    return failed;
  }
  const failed: ReturnType<typeof smartSessionsFetchFailed> = {
    type: SMART_SESSIONS_FETCH_FAILED,
    payload: { error: failure },
  };
  return failed;
}
