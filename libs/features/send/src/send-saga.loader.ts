import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import {
  SEND_AMOUNT_CHANGED,
  SEND_FAILED,
  SEND_RECEIVER_CHANGED,
  SEND_REQUESTED,
  SEND_TOKEN_SELECTED,
} from './send.action-types';
import type { sendFailed } from './send.actions';

// The page's first load holds this file: it names the actions by their types only, so the action
// creators (send.actions.ts) and the slice stay in the send chunks (issue 22).

/** The intent that needs the sends' saga (a plain intent, safe to replay). */
export const SEND_SAGA_TRIGGERS: readonly string[] = [SEND_REQUESTED];

/** A send whose saga's chunk did not load fails with the load's error (the next Send loads again). */
export function sendSagaLoadFailed(error: unknown, _trigger?: Action): Action {
  const failed: ReturnType<typeof sendFailed> = {
    type: SEND_FAILED,
    payload: { error: serializeError(error) },
  };
  return failed;
}

/**
 * The form's changes, which load the form's saga (send-form.saga.ts) when no wallet has yet: an
 * integrator may open Send before one connects. They have reducers, so they are never replayed:
 * the saga reads the form when it starts.
 */
export const SEND_FORM_CHANGES: readonly string[] = [
  SEND_TOKEN_SELECTED,
  SEND_AMOUNT_CHANGED,
  SEND_RECEIVER_CHANGED,
];
