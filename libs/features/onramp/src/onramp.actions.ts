import { createAction } from '@reduxjs/toolkit';
import {
  ONRAMP_CHECKOUT_CANCELLED,
  ONRAMP_CHECKOUT_COMPLETED,
  ONRAMP_CHECKOUT_FAILED,
  ONRAMP_CHECKOUT_REQUESTED,
  ONRAMP_INITIALIZED,
} from './onramp.action-types';
import type { OnrampOptions, OnrampQuote } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

// The on-ramp's actions apart from its slice (issue 22): the page's eager code (the flow saga, the
// lazy saga's triggers and load failure) watches or dispatches some of them, and a bundler keeps
// a module whole, so the slice (onramp.slice.ts) stays in the chunks of the OnRamp view and the
// on-ramp saga, which inject it into the store's root reducer when they load.

// Saga outcomes

/** The options are being read. */
export const onrampOptionsLoading = createAction('onramp/onrampOptionsLoading');
/** The options, with the defaults the saga chose for this network. */
export const onrampOptionsLoaded = createAction<{
  options: OnrampOptions;
  purchaseCurrency?: string;
  paymentCurrency?: string;
  images?: Record<string, string>;
}>('onramp/onrampOptionsLoaded');
/** The debounce elapsed and the form is being quoted. */
export const onrampQuoteStarted = createAction('onramp/onrampQuoteStarted');
/** The form's quote (the stand-in 'mocked-quote-id' one when the service failed, §8). */
export const onrampQuoteLoaded = createAction<OnrampQuote>('onramp/onrampQuoteLoaded');
/** The popup is open; the checkout URL is being generated. */
export const onrampCheckoutOpening = createAction('onramp/onrampCheckoutOpening');
/** The checkout page is open in the popup. */
export const onrampCheckoutPending = createAction<{ sessionId?: string }>(
  'onramp/onrampCheckoutPending',
);
/** The purchase was paid out. */
export const onrampCheckoutCompleted = createAction<{ txHash?: string }>(ONRAMP_CHECKOUT_COMPLETED);
/** The checkout failed or was abandoned. */
export const onrampCheckoutFailed = createAction<{ error: SerializedKitError }>(
  ONRAMP_CHECKOUT_FAILED,
);

// Form changes (views dispatch these)

/** The visitor picked what to buy. */
export const onrampPurchaseCurrencySelected = createAction<{ id: string }>(
  'onramp/onrampPurchaseCurrencySelected',
);
/** The visitor picked the currency to pay in. */
export const onrampPaymentCurrencySelected = createAction<{ id: string }>(
  'onramp/onrampPaymentCurrencySelected',
);
/** The visitor picked how to pay (its limits apply). */
export const onrampPaymentMethodSelected = createAction<{ id: string }>(
  'onramp/onrampPaymentMethodSelected',
);
/** The visitor typed the amount to pay. */
export const onrampAmountChanged = createAction<{ amount: string }>('onramp/onrampAmountChanged');
/** Back to an empty form; the options are kept. */
export const onrampReset = createAction('onramp/onrampReset');

// Intents (handled by the on-ramp saga; no reducer)

/** Intent: read the on-ramp options (the OnRamp view opened). */
export const onrampInitialized = createAction(ONRAMP_INITIALIZED);
/**
 * Intent: open the checkout in a popup and watch it. Dispatch it from the click itself: the
 * popup is opened before anything is awaited, so the browser counts it as the visitor's.
 */
export const onrampCheckoutRequested = createAction(ONRAMP_CHECKOUT_REQUESTED);
/** Intent: stop watching the checkout and close its popup. */
export const onrampCheckoutCancelled = createAction(ONRAMP_CHECKOUT_CANCELLED);
