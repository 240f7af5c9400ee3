import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import { sendFailed, sendRequested } from './send.slice';

/** The intent that needs the sends' saga (a plain intent, safe to replay). */
export const SEND_SAGA_TRIGGERS: readonly string[] = [sendRequested.type];

/** A send whose saga's chunk did not load fails with the load's error (the next Send loads again). */
export function sendSagaLoadFailed(error: unknown, _trigger?: Action): Action {
  return sendFailed({ error: serializeError(error) });
}
