import * as v from 'valibot';

// Wire schemas of the on-ramp endpoints (spec §7) and the types the client returns, which keep
// the wire's field names (spec §3: payment_method_limits, display_name, chain_id…).

/** A network a purchase currency is sold on. */
export interface OnrampNetwork {
  name: string;
  display_name: string;
  /** The chain id, decimal string. */
  chain_id: string;
  /** The token's address; '' for a native coin. */
  contract_address: string;
}

/** Something to buy (spec §3). */
export interface OnrampPurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: OnrampNetwork[];
}

/** A payment method's limits, decimal strings in the payment currency. */
export interface OnrampPaymentLimit {
  /** 'card', 'ach_bank_account'… */
  id: string;
  min: string;
  max: string;
}

/** A fiat currency to pay in (spec §3). */
export interface OnrampPaymentCurrency {
  /** ISO code: 'USD', 'EUR'… */
  id: string;
  payment_method_limits: OnrampPaymentLimit[];
}

/** What the on-ramp sells and takes (GET /v1/onramp/options). */
export interface OnrampOptions {
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
}

/** An amount and its currency (a fiat code or a token symbol). */
export interface OnrampAmount {
  amount: string;
  currency: string;
}

/** An on-ramp quote (spec §3). */
export interface OnrampQuote {
  networkFee: OnrampAmount;
  paymentSubtotal: OnrampAmount;
  paymentTotal: OnrampAmount;
  purchaseAmount: OnrampAmount;
  /** The provider's fee (the real API's name for it), when the service gives it. */
  coinbaseFee?: OnrampAmount;
  /** 'mocked-quote-id' for the stand-in quote given when the service fails (§8). */
  quoteId: string;
}

/** Where a checkout session is. */
export type OnrampSessionStatus = 'pending' | 'processing' | 'complete' | 'failed';

/** A checkout session's progress (GET /v1/onramp/status/{sessionId}, apps/cloud's own). */
export interface OnrampStatus {
  sessionId: string;
  status: OnrampSessionStatus;
  purchaseAmount: OnrampAmount;
  /** CAIP-10 of the destination. */
  destination: string;
  network: string;
  /** The payment's transaction, once complete. */
  txHash?: string;
  /** ISO 8601. */
  completedAt?: string;
  /** Why the last payment attempt failed. */
  error?: string;
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const NetworkSchema = v.object({
  name: v.string(),
  display_name: v.string(),
  chain_id: v.string(),
  contract_address: v.nullish(v.string(), ''),
});

export const WirePurchaseCurrencySchema = v.object({
  id: v.string(),
  name: v.string(),
  symbol: v.string(),
  networks: v.array(NetworkSchema),
});

export const WirePaymentCurrencySchema = v.object({
  id: v.string(),
  payment_method_limits: v.array(v.object({ id: v.string(), min: v.string(), max: v.string() })),
});

export const OnrampOptionsResponseSchema = v.object({
  purchaseCurrencies: v.array(v.unknown()),
  paymentCurrencies: v.array(v.unknown()),
});

const AmountSchema = v.object({ amount: v.string(), currency: v.string() });

export const OnrampQuoteResponseSchema = v.object({
  networkFee: AmountSchema,
  paymentSubtotal: AmountSchema,
  paymentTotal: AmountSchema,
  purchaseAmount: AmountSchema,
  coinbaseFee: v.optional(AmountSchema),
  quoteId: v.string(),
});

export const OnrampUrlResponseSchema = v.object({
  url: v.string(),
  sessionId: v.optional(v.string()),
});

export const OnrampStatusResponseSchema = v.object({
  sessionId: v.string(),
  status: v.picklist(['pending', 'processing', 'complete', 'failed']),
  purchaseAmount: AmountSchema,
  destination: v.string(),
  network: v.string(),
  txHash: v.optional(v.string()),
  completedAt: v.optional(v.string()),
  error: v.optional(v.string()),
});

// ---------------------------------------------------------------------------------------------
// Wire to clean

const amountOf = (wire: OnrampAmount): OnrampAmount => ({
  amount: wire.amount,
  currency: wire.currency,
});

export function toOnrampQuote(wire: v.InferOutput<typeof OnrampQuoteResponseSchema>): OnrampQuote {
  return {
    networkFee: amountOf(wire.networkFee),
    paymentSubtotal: amountOf(wire.paymentSubtotal),
    paymentTotal: amountOf(wire.paymentTotal),
    purchaseAmount: amountOf(wire.purchaseAmount),
    ...(wire.coinbaseFee !== undefined ? { coinbaseFee: amountOf(wire.coinbaseFee) } : {}),
    quoteId: wire.quoteId,
  };
}

export function toOnrampStatus(
  wire: v.InferOutput<typeof OnrampStatusResponseSchema>,
): OnrampStatus {
  return {
    sessionId: wire.sessionId,
    status: wire.status,
    purchaseAmount: amountOf(wire.purchaseAmount),
    destination: wire.destination,
    network: wire.network,
    ...(wire.txHash !== undefined ? { txHash: wire.txHash } : {}),
    ...(wire.completedAt !== undefined ? { completedAt: wire.completedAt } : {}),
    ...(wire.error !== undefined ? { error: wire.error } : {}),
  };
}
