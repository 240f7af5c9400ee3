import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnrampOptions, OnrampQuote } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

/**
 * Where a checkout stands.
 * - `idle`: none started.
 * - `opening`: the popup is open and the checkout URL is being generated.
 * - `pending`: the checkout page is open in the popup; Kit polls it every second (§9).
 * - `complete`: the purchase was paid out; `txHash` names the payment.
 * - `failed`: the checkout failed, or the popup was closed first ('Popup closed').
 */
export type OnrampCheckoutStatus = 'idle' | 'opening' | 'pending' | 'complete' | 'failed';

/** The buy form, its quote and its checkout (spec §3 on-ramp option and quote). */
export interface OnrampState {
  /** Whether Kit has an on-ramp service (a Blockchain API URL and project id); set at start. */
  serviceAvailable: boolean;
  optionsStatus: 'idle' | 'loading' | 'ready';
  /** What can be bought and paid with: the service's, or the built-in sample (§8). */
  options?: OnrampOptions;
  /**
   * Images by currency id: the Explorer API's currency image for a payment currency, its token
   * image for a currency bought (spec §7 getCurrencyImage, getTokenImage); none without one.
   */
  images: Record<string, string>;
  /** The id of the currency bought ('ETH'). */
  purchaseCurrency?: string;
  /** The id of the fiat currency paid in ('USD'). */
  paymentCurrency?: string;
  /** The payment method (the checkout's provider): 'card', 'ach_bank_account'. */
  paymentMethod: string;
  /** The amount paid, in the payment currency, as typed ('100'). */
  amount: string;
  quote?: OnrampQuote;
  quoteStatus: 'idle' | 'loading' | 'ready';
  checkoutStatus: OnrampCheckoutStatus;
  sessionId?: string;
  txHash?: string;
  error?: SerializedKitError;
}

/** An empty form. */
export const initialOnrampState: OnrampState = {
  serviceAvailable: false,
  optionsStatus: 'idle',
  images: {},
  paymentMethod: 'card',
  amount: '',
  quoteStatus: 'idle',
  checkoutStatus: 'idle',
};

/** A changed form drops its quote and a finished checkout's outcome. */
function formChanged(state: OnrampState): void {
  delete state.quote;
  state.quoteStatus = 'idle';
  if (state.checkoutStatus === 'complete' || state.checkoutStatus === 'failed') {
    state.checkoutStatus = 'idle';
    delete state.error;
    delete state.txHash;
    delete state.sessionId;
  }
}

/** The on-ramp slice; mount its reducer under `onramp`. */
export const onrampSlice = createSlice({
  name: 'onramp',
  initialState: initialOnrampState,
  reducers: {
    /** Whether an on-ramp service is configured (dispatched by the store at start). */
    onrampServiceChecked(state, action: PayloadAction<{ available: boolean }>) {
      state.serviceAvailable = action.payload.available;
    },
    /** The options are being read. */
    onrampOptionsLoading(state) {
      state.optionsStatus = 'loading';
    },
    /** The options, with the defaults the saga chose for this network. */
    onrampOptionsLoaded(
      state,
      action: PayloadAction<{
        options: OnrampOptions;
        purchaseCurrency?: string;
        paymentCurrency?: string;
        images?: Record<string, string>;
      }>,
    ) {
      const { options, purchaseCurrency, paymentCurrency, images = {} } = action.payload;
      state.options = options;
      state.images = images;
      state.optionsStatus = 'ready';
      if (purchaseCurrency === undefined) delete state.purchaseCurrency;
      else state.purchaseCurrency = purchaseCurrency;
      if (paymentCurrency === undefined) delete state.paymentCurrency;
      else state.paymentCurrency = paymentCurrency;
      formChanged(state);
    },
    /** The visitor picked what to buy. */
    onrampPurchaseCurrencySelected(state, action: PayloadAction<{ id: string }>) {
      state.purchaseCurrency = action.payload.id;
      formChanged(state);
    },
    /** The visitor picked the currency to pay in. */
    onrampPaymentCurrencySelected(state, action: PayloadAction<{ id: string }>) {
      state.paymentCurrency = action.payload.id;
      formChanged(state);
    },
    /** The visitor picked how to pay (its limits apply). */
    onrampPaymentMethodSelected(state, action: PayloadAction<{ id: string }>) {
      state.paymentMethod = action.payload.id;
      formChanged(state);
    },
    /** The visitor typed the amount to pay. */
    onrampAmountChanged(state, action: PayloadAction<{ amount: string }>) {
      state.amount = action.payload.amount;
      formChanged(state);
    },
    /** The debounce elapsed and the form is being quoted. */
    onrampQuoteStarted(state) {
      state.quoteStatus = 'loading';
    },
    /** The form's quote (the stand-in 'mocked-quote-id' one when the service failed, §8). */
    onrampQuoteLoaded(state, action: PayloadAction<OnrampQuote>) {
      state.quote = action.payload;
      state.quoteStatus = 'ready';
    },
    /** The popup is open; the checkout URL is being generated. */
    onrampCheckoutOpening(state) {
      state.checkoutStatus = 'opening';
      delete state.error;
      delete state.txHash;
      delete state.sessionId;
    },
    /** The checkout page is open in the popup. */
    onrampCheckoutPending(state, action: PayloadAction<{ sessionId?: string }>) {
      state.checkoutStatus = 'pending';
      if (action.payload.sessionId !== undefined) state.sessionId = action.payload.sessionId;
    },
    /** The purchase was paid out. */
    onrampCheckoutCompleted(state, action: PayloadAction<{ txHash?: string }>) {
      state.checkoutStatus = 'complete';
      if (action.payload.txHash !== undefined) state.txHash = action.payload.txHash;
    },
    /** The checkout failed or was abandoned. */
    onrampCheckoutFailed(state, action: PayloadAction<{ error: SerializedKitError }>) {
      state.checkoutStatus = 'failed';
      state.error = action.payload.error;
    },
    /** Back to an empty form; the options and the service check are kept. */
    onrampReset(state) {
      return {
        ...initialOnrampState,
        serviceAvailable: state.serviceAvailable,
        ...(state.options !== undefined ? { options: state.options } : {}),
        optionsStatus: state.optionsStatus,
      };
    },
  },
});

export const {
  onrampServiceChecked,
  onrampOptionsLoading,
  onrampOptionsLoaded,
  onrampPurchaseCurrencySelected,
  onrampPaymentCurrencySelected,
  onrampPaymentMethodSelected,
  onrampAmountChanged,
  onrampQuoteStarted,
  onrampQuoteLoaded,
  onrampCheckoutOpening,
  onrampCheckoutPending,
  onrampCheckoutCompleted,
  onrampCheckoutFailed,
  onrampReset,
} = onrampSlice.actions;

/** Intent: read the on-ramp options (the OnRamp view opened). */
export const onrampInitialized = createAction('onramp/onrampInitialized');
/**
 * Intent: open the checkout in a popup and watch it. Dispatch it from the click itself: the
 * popup is opened before anything is awaited, so the browser counts it as the visitor's.
 */
export const onrampCheckoutRequested = createAction('onramp/onrampCheckoutRequested');
/** Intent: stop watching the checkout and close its popup. */
export const onrampCheckoutCancelled = createAction('onramp/onrampCheckoutCancelled');

/** The slice of root state this feature reads. */
export interface WithOnramp {
  onramp: OnrampState;
}

/** The buy form, its quote and its checkout. */
export const selectOnrampState = (state: WithOnramp): OnrampState => state.onramp;
