import type { Action } from '@reduxjs/toolkit';
import { kitError, serializeError } from '@kit/core';
import { transactionsFetchFailed, transactionsRequested } from './activity.actions';

/** The intents that need the activity saga; each is a plain intent, safe to replay. */
export const ACTIVITY_SAGA_TRIGGERS: readonly string[] = [transactionsRequested.type];

/** What a fetch reports when the saga's chunk cannot be loaded: 'Failed to fetch transactions'. */
export function activitySagaLoadFailed(error: unknown): Action {
  return transactionsFetchFailed({
    error: serializeError(kitError('FETCH_TRANSACTIONS_FAILED', {}, { cause: error })),
  });
}
