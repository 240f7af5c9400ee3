// @kit/onramp: buying crypto with fiat (spec §3 on-ramp option and quote, §7 /v1/onramp and
// /v1/generators/onrampurl, §8 fallbacks, §9 limits and popup): options, debounced quotes, the
// payment method (the checkout's provider), and the checkout in a popup watched to completion.
// Every export below carries its one-line doc comment at its declaration. The page's first load
// reaches this entry, and a bundler puts a whole file in the first load when the page's imports
// reach it and any chunk uses it (issue 22): so the action creators are the `@kit/onramp/actions`
// entry and the slice the `@kit/onramp/slice` entry (the store injects it when the OnRamp view or
// the on-ramp saga load); this entry names the actions the page watches by their types.
export { initialOnrampState, selectOnrampState } from './onramp.state';
export { ONRAMP_CHECKOUT_COMPLETED } from './onramp.action-types';
export type { OnrampCheckoutStatus, OnrampState, WithOnramp } from './onramp.state';
export { ONRAMP_SAGA_TRIGGERS, onrampSagaLoadFailed } from './onramp-saga.loader';
export { ONRAMP_MOCKED_QUOTE_ID } from '@kit/api';
export type {
  OnrampOptions,
  OnrampPaymentLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '@kit/api';
