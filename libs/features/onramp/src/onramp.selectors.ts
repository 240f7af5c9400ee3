import { createSelector } from '@reduxjs/toolkit';
import type { OnrampNetwork, OnrampPaymentLimit, OnrampPurchaseCurrency } from '@kit/api';
import { isDecimal, type KitNetwork } from '@kit/core';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';
import { selectOnrampState, type WithOnramp } from './onramp.state';

/** The root state these selectors read. */
export type WithOnrampAndNetwork = WithOnramp & WithNetworkAndConnection;

/** The entry of a currency's networks for a Kit network (by chain id), if it is sold there. */
export function onrampNetworkOf(
  currency: OnrampPurchaseCurrency,
  network: Pick<KitNetwork, 'id'> | undefined,
): OnrampNetwork | undefined {
  return network === undefined
    ? undefined
    : currency.networks.find((entry) => entry.chain_id === String(network.id));
}

/** What can be bought on the active network. */
export const selectOnrampPurchaseCurrencies = /* @__PURE__ */ createSelector(
  [selectOnrampState, selectActiveCaipNetwork],
  (onramp, network): OnrampPurchaseCurrency[] =>
    (onramp.options?.purchaseCurrencies ?? []).filter(
      (currency) => onrampNetworkOf(currency, network) !== undefined,
    ),
);

/** The limits of the chosen payment currency and method, when the options give them. */
export const selectOnrampLimits = /* @__PURE__ */ createSelector(
  [selectOnrampState],
  (onramp): OnrampPaymentLimit | undefined =>
    onramp.options?.paymentCurrencies
      .find((currency) => currency.id === onramp.paymentCurrency)
      ?.payment_method_limits.find((limit) => limit.id === onramp.paymentMethod),
);

/** Cents of a decimal string ('10.5' → 1050n); undefined when it is not a plain amount. */
function cents(value: string): bigint | undefined {
  if (!isDecimal(value) || value.startsWith('-')) return undefined;
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > 2) return undefined;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * The first rule the form breaks, or undefined: something to buy, an amount of money (at most
 * two decimals), and within the payment method's limits (§9: card 10.00-7500.00, bank transfer
 * 10.00-25000.00).
 */
export const selectOnrampValidation = /* @__PURE__ */ createSelector(
  [selectOnrampState, selectOnrampLimits],
  (onramp, limits): string | undefined => {
    if (onramp.purchaseCurrency === undefined) return 'Select what to buy';
    const amount = onramp.amount.trim();
    if (amount === '') return 'Enter an amount';
    const value = cents(amount);
    if (value === undefined || value <= 0n) return `${amount} is not an amount of money`;
    if (limits !== undefined) {
      const min = cents(limits.min);
      const max = cents(limits.max);
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
        return `Enter an amount between ${limits.min} and ${limits.max} ${onramp.paymentCurrency ?? ''}`.trim();
      }
    }
    return undefined;
  },
);

/** Whether a checkout can start: a valid form, a quote, nothing under way. */
export const selectCanCheckout = (state: WithOnrampAndNetwork): boolean => {
  const { quoteStatus, checkoutStatus } = selectOnrampState(state);
  return (
    selectOnrampValidation(state) === undefined &&
    quoteStatus === 'ready' &&
    (checkoutStatus === 'idle' || checkoutStatus === 'failed' || checkoutStatus === 'complete')
  );
};
