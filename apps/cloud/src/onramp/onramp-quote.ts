import { CONSTANTS } from '@kit/core';
import { formatUnits, parseUnits } from '@kit/core/units';
import { USD_PRICES } from '../blockchain/price-table';
import { ReasonError } from '../server/reason-error';
import {
  FIAT_USD_MICROS_PER_CENT,
  PAYMENT_METHOD_LIMITS,
  type PurchasableAsset,
} from './onramp-catalogue';

/** An amount and its currency (a fiat code or a token symbol). */
export interface WireAmount {
  amount: string;
  currency: string;
}

/** POST /v1/onramp/quote (spec §3); `coinbaseFee` is the provider's fee, as the real API names it. */
export interface WireOnrampQuote {
  paymentTotal: WireAmount;
  paymentSubtotal: WireAmount;
  networkFee: WireAmount;
  coinbaseFee: WireAmount;
  purchaseAmount: WireAmount;
  quoteId: string;
}

/** A priced purchase: the quote's amounts as integers. */
export interface OnrampPricing {
  fiat: string;
  totalCents: bigint;
  providerFeeCents: bigint;
  networkFeeCents: bigint;
  subtotalCents: bigint;
  /** What the buyer receives, in the asset's smallest unit. */
  purchaseUnits: bigint;
}

/**
 * The network fee of a purchase: the gas of the payout (a transfer for the native coin, a mint
 * for a token) at a reference 1 gwei, priced at the price table's ETH.
 */
export const NETWORK_FEE_GAS = { native: 21_000n, token: 60_000n } as const;
export const NETWORK_FEE_GAS_PRICE_WEI = 1_000_000_000n;
/** Purchase amounts are cut to this many decimals (or the token's, when fewer). */
export const PURCHASE_DECIMALS = 8;

const centsOf = (decimal: string) => parseUnits(decimal, 2);
/** The smallest payment of any method (10.00), in cents. */
export const MIN_PAYMENT_CENTS = PAYMENT_METHOD_LIMITS.reduce(
  (min, limit) => (centsOf(limit.min) < min ? centsOf(limit.min) : min),
  centsOf(CONSTANTS.ONRAMP_CARD_MIN),
);
/** The largest payment of any method (ACH's 25000.00), in cents. */
export const MAX_PAYMENT_CENTS = PAYMENT_METHOD_LIMITS.reduce(
  (max, limit) => (centsOf(limit.max) > max ? centsOf(limit.max) : max),
  0n,
);

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** '1234.5' → 123450n; a positive decimal with at most two decimals, else a 400. */
export function parseFiatCents(raw: unknown, field = 'amount'): bigint {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(text.trim())) {
    throw new ReasonError(400, `${field} must be a positive amount with at most two decimals`);
  }
  return parseUnits(text.trim(), 2);
}

/** 123450n → '1234.50'. */
export function formatCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A fiat currency code the local on-ramp takes (USD, EUR), upper case; anything else is a 400. */
export function checkFiat(raw: unknown): string {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (FIAT_USD_MICROS_PER_CENT[code] === undefined) {
    throw new ReasonError(
      400,
      `Unsupported payment currency '${String(raw)}': use ${Object.keys(FIAT_USD_MICROS_PER_CENT).join(' or ')}`,
    );
  }
  return code;
}

/**
 * The provider's fee, 1-2 % (§9) and a function of the amount alone: 100 + (cents mod 101) basis
 * points, rounded to the cent and kept inside [1 %, 2 %] of the total.
 */
export function providerFeeCents(totalCents: bigint): bigint {
  const minPercent = BigInt(CONSTANTS.ONRAMP_FEE_MIN_PERCENT);
  const maxPercent = BigInt(CONSTANTS.ONRAMP_FEE_MAX_PERCENT);
  const span = (maxPercent - minPercent) * 100n + 1n;
  const bps = minPercent * 100n + (totalCents % span);
  const fee = (totalCents * bps + 5_000n) / 10_000n;
  const low = ceilDiv(totalCents * minPercent, 100n);
  const high = (totalCents * maxPercent) / 100n;
  return fee < low ? low : fee > high ? high : fee;
}

/** The payout's gas priced in the fiat currency, rounded up to the cent. */
export function networkFeeCents(asset: PurchasableAsset, fiat: string): bigint {
  const gas = asset.address === undefined ? NETWORK_FEE_GAS.native : NETWORK_FEE_GAS.token;
  const ethMicros = BigInt(Math.round((USD_PRICES.ETH ?? 0) * 1_000_000));
  const usdMicros = ceilDiv(gas * NETWORK_FEE_GAS_PRICE_WEI * ethMicros, 10n ** 18n);
  return ceilDiv(usdMicros, FIAT_USD_MICROS_PER_CENT[fiat] as bigint);
}

/** How many of the asset's smallest units `cents` of `fiat` buy, cut to PURCHASE_DECIMALS. */
export function unitsForCents(asset: PurchasableAsset, fiat: string, cents: bigint): bigint {
  const micros = cents * (FIAT_USD_MICROS_PER_CENT[fiat] as bigint);
  const units = (micros * 10n ** BigInt(asset.decimals)) / asset.priceMicros;
  const step = 10n ** BigInt(Math.max(0, asset.decimals - PURCHASE_DECIMALS));
  return (units / step) * step;
}

/**
 * Prices a purchase of `asset` for `totalCents` of `fiat`: the total must be within the payment
 * limits (10.00 to 25000.00); the provider's fee and the network fee come off it, the rest buys
 * the asset at the local price table (ETH 3000 USD, KUSD 1 USD; EUR at 1.08 USD).
 */
export function priceOnramp(
  asset: PurchasableAsset,
  fiat: string,
  totalCents: bigint,
): OnrampPricing {
  if (totalCents < MIN_PAYMENT_CENTS || totalCents > MAX_PAYMENT_CENTS) {
    throw new ReasonError(
      400,
      `amount must be between ${formatCents(MIN_PAYMENT_CENTS)} and ${formatCents(MAX_PAYMENT_CENTS)} ${fiat}`,
    );
  }
  const providerFee = providerFeeCents(totalCents);
  const networkFee = networkFeeCents(asset, fiat);
  const subtotal = totalCents - providerFee - networkFee;
  return {
    fiat,
    totalCents,
    providerFeeCents: providerFee,
    networkFeeCents: networkFee,
    subtotalCents: subtotal,
    purchaseUnits: unitsForCents(asset, fiat, subtotal),
  };
}

/** The quote of a pricing. */
export function toWireQuote(
  asset: PurchasableAsset,
  pricing: OnrampPricing,
  quoteId: string,
): WireOnrampQuote {
  const fiat = (cents: bigint): WireAmount => ({
    amount: formatCents(cents),
    currency: pricing.fiat,
  });
  return {
    paymentTotal: fiat(pricing.totalCents),
    paymentSubtotal: fiat(pricing.subtotalCents),
    networkFee: fiat(pricing.networkFeeCents),
    coinbaseFee: fiat(pricing.providerFeeCents),
    purchaseAmount: {
      amount: formatUnits(pricing.purchaseUnits, asset.decimals),
      currency: asset.symbol,
    },
    quoteId,
  };
}
