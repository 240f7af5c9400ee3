import * as api from './index';

// Pins the public API of @kit/onramp: changing this list is a deliberate API change (STYLE.md).
describe('@kit/onramp public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ONRAMP_MOCKED_QUOTE_ID',
      'ONRAMP_SAGA_TRIGGERS',
      'initialOnrampState',
      'onrampAmountChanged',
      'onrampCheckoutCancelled',
      'onrampCheckoutCompleted',
      'onrampCheckoutFailed',
      'onrampCheckoutOpening',
      'onrampCheckoutPending',
      'onrampCheckoutRequested',
      'onrampInitialized',
      'onrampNetworkOf',
      'onrampOptionsLoaded',
      'onrampOptionsLoading',
      'onrampPaymentCurrencySelected',
      'onrampPaymentMethodSelected',
      'onrampPurchaseCurrencySelected',
      'onrampQuoteLoaded',
      'onrampQuoteStarted',
      'onrampReset',
      'onrampServiceChecked',
      'onrampSlice',
      'selectCanCheckout',
      'selectOnrampLimits',
      'selectOnrampPurchaseCurrencies',
      'selectOnrampState',
      'selectOnrampSupported',
      'selectOnrampValidation',
    ]);
  });
});
