import * as api from './index';
import * as actions from './onramp.actions';
import * as slice from './onramp.slice';
import * as views from './views';

// Pins the public API of @kit/onramp: changing this list is a deliberate API change (STYLE.md).
describe('@kit/onramp public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ONRAMP_CHECKOUT_COMPLETED',
      'ONRAMP_MOCKED_QUOTE_ID',
      'ONRAMP_SAGA_TRIGGERS',
      'initialOnrampState',
      'onrampSagaLoadFailed',
      'selectOnrampState',
    ]);
  });

  it('leaves to @kit/onramp/views what only the views use (out of the first load, issue 22)', () => {
    expect(Object.keys(views).sort()).toEqual([
      'onrampNetworkOf',
      'selectCanCheckout',
      'selectOnrampLimits',
      'selectOnrampPurchaseCurrencies',
      'selectOnrampSupported',
      'selectOnrampValidation',
    ]);
  });

  it('leaves the action creators to @kit/onramp/actions, out of the first load (issue 22)', () => {
    expect(Object.keys(actions).sort()).toEqual([
      'onrampAmountChanged',
      'onrampCheckoutCancelled',
      'onrampCheckoutCompleted',
      'onrampCheckoutFailed',
      'onrampCheckoutOpening',
      'onrampCheckoutPending',
      'onrampCheckoutRequested',
      'onrampInitialized',
      'onrampOptionsLoaded',
      'onrampOptionsLoading',
      'onrampPaymentCurrencySelected',
      'onrampPaymentMethodSelected',
      'onrampPurchaseCurrencySelected',
      'onrampQuoteLoaded',
      'onrampQuoteStarted',
      'onrampReset',
    ]);
  });

  it('leaves the slice to @kit/onramp/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['onrampSlice']);
    expect(api).not.toHaveProperty('onrampSlice');
  });
});
