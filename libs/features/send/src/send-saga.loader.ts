import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import {
  sendAmountChanged,
  sendFailed,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from './send.slice';

/** The intent that needs the sends' saga (a plain intent, safe to replay). */
export const SEND_SAGA_TRIGGERS: readonly string[] = [sendRequested.type];

/** A send whose saga's chunk did not load fails with the load's error (the next Send loads again). */
export function sendSagaLoadFailed(error: unknown, _trigger?: Action): Action {
  return sendFailed({ error: serializeError(error) });
}

/**
 * The form's changes, which load the form's saga (send-form.saga.ts) when no wallet has yet: an
 * integrator may open Send before one connects. They have reducers, so they are never replayed:
 * the saga reads the form when it starts.
 */
export const SEND_FORM_CHANGES: readonly string[] = [
  sendTokenSelected.type,
  sendAmountChanged.type,
  sendReceiverChanged.type,
];
