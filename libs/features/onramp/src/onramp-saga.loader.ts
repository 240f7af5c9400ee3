import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import {
  ONRAMP_CHECKOUT_CANCELLED,
  ONRAMP_CHECKOUT_FAILED,
  ONRAMP_CHECKOUT_REQUESTED,
  ONRAMP_INITIALIZED,
} from './onramp.action-types';
import type { onrampCheckoutFailed } from './onramp.actions';

// The page's first load holds this file: it names the actions by their types only, so the action
// creators (onramp.actions.ts) and the slice stay in the on-ramp chunks (issue 22).

/** The intents that need the on-ramp saga; each is a plain intent, safe to replay. */
export const ONRAMP_SAGA_TRIGGERS: readonly string[] = [
  ONRAMP_INITIALIZED,
  ONRAMP_CHECKOUT_REQUESTED,
  ONRAMP_CHECKOUT_CANCELLED,
];

/** An on-ramp intent whose saga's chunk did not load fails the checkout with the load's error. */
export function onrampSagaLoadFailed(error: unknown, _trigger?: Action): Action {
  const failed: ReturnType<typeof onrampCheckoutFailed> = {
    type: ONRAMP_CHECKOUT_FAILED,
    payload: { error: serializeError(error) },
  };
  return failed;
}
