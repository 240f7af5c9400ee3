import {
  onrampCheckoutCancelled,
  onrampCheckoutRequested,
  onrampInitialized,
} from './onramp.actions';

/** The intents that need the on-ramp saga; each is a plain intent, safe to replay. */
export const ONRAMP_SAGA_TRIGGERS: readonly string[] = [
  onrampInitialized.type,
  onrampCheckoutRequested.type,
  onrampCheckoutCancelled.type,
];
