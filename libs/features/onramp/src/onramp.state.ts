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
  optionsStatus: 'idle',
  images: {},
  paymentMethod: 'card',
  amount: '',
  quoteStatus: 'idle',
  checkoutStatus: 'idle',
};

/**
 * The slice of root state this feature reads. The key is absent until the store injects the
 * slice (when the OnRamp view or the on-ramp saga load): nothing moves the form before then.
 */
export interface WithOnramp {
  onramp?: OnrampState;
}

/** The buy form, its quote and its checkout: the empty form while the slice is absent. */
export const selectOnrampState = (state: WithOnramp): OnrampState =>
  state.onramp ?? initialOnrampState;
