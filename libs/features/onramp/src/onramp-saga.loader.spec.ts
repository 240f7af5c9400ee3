import {
  onrampCheckoutCancelled,
  onrampCheckoutRequested,
  onrampInitialized,
} from './onramp.actions';
import { ONRAMP_SAGA_TRIGGERS, onrampSagaLoadFailed } from './onramp-saga.loader';
import { onrampSlice } from './onramp.slice';
import { initialOnrampState } from './onramp.state';

describe('the on-ramp saga loader', () => {
  it("loads on the on-ramp's intents", () => {
    expect(ONRAMP_SAGA_TRIGGERS).toEqual([
      onrampInitialized.type,
      onrampCheckoutRequested.type,
      onrampCheckoutCancelled.type,
    ]);
  });

  it('fails the checkout with the typed error when the chunk does not load', () => {
    const failure = onrampSagaLoadFailed(
      new TypeError('Failed to fetch dynamically imported module'),
      onrampCheckoutRequested(),
    );
    expect(onrampSlice.reducer(initialOnrampState, failure)).toMatchObject({
      checkoutStatus: 'failed',
      error: {
        name: 'KitError',
        code: 'UNKNOWN_ERROR',
        message: 'Failed to fetch dynamically imported module',
      },
    });
  });
});
