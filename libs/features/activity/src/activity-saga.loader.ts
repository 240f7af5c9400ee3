import type { Action } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { kitError, serializeError } from '@kit/core';
import { transactionsFetchFailed, transactionsRequested } from './activity.slice';

/**
 * Loads the activity saga in its own chunk: history is opened from Account only, so the saga
 * need not weigh on every page's first load. The store runs it on the first of
 * ACTIVITY_SAGA_TRIGGERS and replays the triggers to it. Until then the list is empty, so there
 * is nothing for the saga's account watcher to clear.
 */
export function loadActivitySaga(): Promise<Saga> {
  return import('./activity.saga').then((module) => module.activitySaga);
}

/** The intents that need the activity saga; each is a plain intent, safe to replay. */
export const ACTIVITY_SAGA_TRIGGERS: readonly string[] = [transactionsRequested.type];

/** What a fetch reports when the saga's chunk cannot be loaded: 'Failed to fetch transactions'. */
export function activitySagaLoadFailed(error: unknown): Action {
  return transactionsFetchFailed({
    error: serializeError(kitError('FETCH_TRANSACTIONS_FAILED', {}, { cause: error })),
  });
}
