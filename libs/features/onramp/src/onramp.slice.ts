import { createSlice } from '@reduxjs/toolkit';
import {
  onrampAmountChanged,
  onrampCheckoutCompleted,
  onrampCheckoutFailed,
  onrampCheckoutOpening,
  onrampCheckoutPending,
  onrampOptionsLoaded,
  onrampOptionsLoading,
  onrampPaymentCurrencySelected,
  onrampPaymentMethodSelected,
  onrampPurchaseCurrencySelected,
  onrampQuoteLoaded,
  onrampQuoteStarted,
  onrampReset,
} from './onramp.actions';
import { initialOnrampState, type OnrampState } from './onramp.state';

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

/**
 * The on-ramp slice, mounted under `onramp`. Not in the store's first root reducer: the store
 * injects it when the OnRamp view or the on-ramp saga load (issue 22), and its actions live in
 * onramp.actions.ts, which the first load holds without this file. Each case is documented at its
 * action.
 */
export const onrampSlice = createSlice({
  name: 'onramp',
  initialState: initialOnrampState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(onrampOptionsLoading, (state) => {
        state.optionsStatus = 'loading';
      })
      .addCase(onrampOptionsLoaded, (state, action) => {
        const { options, purchaseCurrency, paymentCurrency, images = {} } = action.payload;
        state.options = options;
        state.images = images;
        state.optionsStatus = 'ready';
        if (purchaseCurrency === undefined) delete state.purchaseCurrency;
        else state.purchaseCurrency = purchaseCurrency;
        if (paymentCurrency === undefined) delete state.paymentCurrency;
        else state.paymentCurrency = paymentCurrency;
        formChanged(state);
      })
      .addCase(onrampPurchaseCurrencySelected, (state, action) => {
        state.purchaseCurrency = action.payload.id;
        formChanged(state);
      })
      .addCase(onrampPaymentCurrencySelected, (state, action) => {
        state.paymentCurrency = action.payload.id;
        formChanged(state);
      })
      .addCase(onrampPaymentMethodSelected, (state, action) => {
        state.paymentMethod = action.payload.id;
        formChanged(state);
      })
      .addCase(onrampAmountChanged, (state, action) => {
        state.amount = action.payload.amount;
        formChanged(state);
      })
      .addCase(onrampQuoteStarted, (state) => {
        state.quoteStatus = 'loading';
      })
      .addCase(onrampQuoteLoaded, (state, action) => {
        state.quote = action.payload;
        state.quoteStatus = 'ready';
      })
      .addCase(onrampCheckoutOpening, (state) => {
        state.checkoutStatus = 'opening';
        delete state.error;
        delete state.txHash;
        delete state.sessionId;
      })
      .addCase(onrampCheckoutPending, (state, action) => {
        state.checkoutStatus = 'pending';
        if (action.payload.sessionId !== undefined) state.sessionId = action.payload.sessionId;
      })
      .addCase(onrampCheckoutCompleted, (state, action) => {
        state.checkoutStatus = 'complete';
        if (action.payload.txHash !== undefined) state.txHash = action.payload.txHash;
      })
      .addCase(onrampCheckoutFailed, (state, action) => {
        state.checkoutStatus = 'failed';
        state.error = action.payload.error;
      })
      .addCase(onrampReset, (state) => ({
        ...initialOnrampState,
        ...(state.options !== undefined ? { options: state.options } : {}),
        optionsStatus: state.optionsStatus,
      }));
  },
});
