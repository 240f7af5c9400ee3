import type { Saga } from 'redux-saga';
import {
  onrampCheckoutCancelled,
  onrampCheckoutRequested,
  onrampInitialized,
} from './onramp.slice';

/**
 * Loads the on-ramp saga in its own chunk (few visitors buy); the store runs it on the first of
 * ONRAMP_SAGA_TRIGGERS and replays that action.
 */
export function loadOnrampSaga(): Promise<Saga> {
  return import('./onramp.saga').then((module) => module.onrampSaga);
}

/** The intents that need the on-ramp saga; each is a plain intent, safe to replay. */
export const ONRAMP_SAGA_TRIGGERS: readonly string[] = [
  onrampInitialized.type,
  onrampCheckoutRequested.type,
  onrampCheckoutCancelled.type,
];
