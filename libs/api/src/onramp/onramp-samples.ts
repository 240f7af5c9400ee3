import { CONSTANTS } from '@kit/core';
import { ONRAMP_MOCKED_QUOTE_ID } from './onramp-quote-id';
import type { OnrampOptions, OnrampPaymentLimit, OnrampQuote } from './onramp-schemas';

const limits = (): OnrampPaymentLimit[] => [
  { id: 'card', min: CONSTANTS.ONRAMP_CARD_MIN, max: CONSTANTS.ONRAMP_CARD_MAX },
  { id: 'ach_bank_account', min: CONSTANTS.ONRAMP_ACH_MIN, max: CONSTANTS.ONRAMP_ACH_MAX },
];

/**
 * The built-in sample options, given when the options service fails (spec §8): USD and EUR with
 * §9's fallback limits (card 10.00-7500.00, ach_bank_account 10.00-25000.00), and ETH and USDC on
 * Ethereum to buy. Frozen: callers get copies.
 */
export const ONRAMP_SAMPLE_OPTIONS: Readonly<OnrampOptions> = deepFreeze({
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits() },
    { id: 'EUR', payment_method_limits: limits() },
  ],
});

/** A mutable copy of the sample options. */
export function sampleOnrampOptions(): OnrampOptions {
  return structuredClone(ONRAMP_SAMPLE_OPTIONS) as OnrampOptions;
}

/**
 * The stand-in quote of spec §8: every amount echoes the requested one, in the payment currency,
 * and the quote id is 'mocked-quote-id'.
 */
export function mockedOnrampQuote(amount: string, paymentCurrency: string): OnrampQuote {
  const echo = () => ({ amount, currency: paymentCurrency });
  return {
    networkFee: echo(),
    paymentSubtotal: echo(),
    paymentTotal: echo(),
    purchaseAmount: echo(),
    coinbaseFee: echo(),
    quoteId: ONRAMP_MOCKED_QUOTE_ID,
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
