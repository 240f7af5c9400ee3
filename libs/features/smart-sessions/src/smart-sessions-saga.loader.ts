import type { Action } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { serializeError } from '@kit/core';
import {
  smartSessionRevokeFailed,
  smartSessionRevokeRequested,
  smartSessionsFetchFailed,
  smartSessionsRequested,
} from './smart-sessions.slice';

/**
 * Loads the smart-sessions saga in its own chunk: the list is opened from Account only. The store
 * runs it on the first of SMART_SESSIONS_SAGA_TRIGGERS and replays the triggers to it. Until then
 * no list is held, so there is nothing for the saga's account watcher to clear.
 */
export function loadSmartSessionsSaga(): Promise<Saga> {
  return import('./smart-sessions.saga').then((module) => module.smartSessionsSaga);
}

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
