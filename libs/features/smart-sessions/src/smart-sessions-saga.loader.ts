import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import {
  smartSessionRevokeFailed,
  smartSessionRevokeRequested,
  smartSessionsFetchFailed,
  smartSessionsRequested,
} from './smart-sessions.actions';

/** The intents that need the smart-sessions saga; each is a plain intent, safe to replay. */
export const SMART_SESSIONS_SAGA_TRIGGERS: readonly string[] = [
  smartSessionsRequested.type,
  smartSessionRevokeRequested.type,
];

/** What the intent reports when the saga's chunk cannot be loaded: its own failure. */
export function smartSessionsSagaLoadFailed(error: unknown, trigger: Action): Action {
  const failure = serializeError(error);
  return smartSessionRevokeRequested.match(trigger)
    ? smartSessionRevokeFailed({ pci: trigger.payload.pci, error: failure })
    : smartSessionsFetchFailed({ error: failure });
}
