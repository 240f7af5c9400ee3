// @kit/onramp: buying crypto with fiat (spec §3 on-ramp option and quote, §7 /v1/onramp and
// /v1/generators/onrampurl, §8 fallbacks, §9 limits and popup): options, debounced quotes, the
// payment method (the checkout's provider), and the checkout in a popup watched to completion.
// Every export below carries its one-line doc comment at its declaration.
export { initialOnrampState, selectOnrampState } from './onramp.state';
export {
  // Form changes (views dispatch these)
  onrampPurchaseCurrencySelected,
  onrampPaymentCurrencySelected,
  onrampPaymentMethodSelected,
  onrampAmountChanged,
  onrampReset,
  // Saga outcomes
  onrampOptionsLoading,
  onrampOptionsLoaded,
  onrampQuoteStarted,
  onrampQuoteLoaded,
  onrampCheckoutOpening,
  onrampCheckoutPending,
  onrampCheckoutCompleted,
  onrampCheckoutFailed,
  // Intents (handled by the on-ramp saga)
  onrampInitialized,
  onrampCheckoutRequested,
  onrampCheckoutCancelled,
} from './onramp.actions';
export type { OnrampCheckoutStatus, OnrampState, WithOnramp } from './onramp.state';
export { ONRAMP_SAGA_TRIGGERS } from './onramp-saga.loader';
export { ONRAMP_MOCKED_QUOTE_ID } from '@kit/api';
export type {
  OnrampOptions,
  OnrampPaymentLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '@kit/api';
