import { sanitizeImageUrl, type CaipNetworkId } from '@kit/core';
import * as v from 'valibot';

// Wire schemas of the swap endpoints (spec §7, /v1/convert/…) and the clean types the client
// returns. Envelopes are strict (a body of another shape is API_INVALID_RESPONSE); token list
// entries are checked one by one, and an entry of another shape is dropped, not the list.
// Amounts are decimal strings in the token's smallest unit (bigint-safe, Redux-serialisable).

/** A token that can be swapped (GET /v1/convert/tokens). */
export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10; the native coin is `<network>:0xeeee…eeee`. */
  address: string;
  decimals: number;
  /** Absent when the API sent none or an unsafe URL. */
  logoUri?: string;
  /** Whether the token takes EIP-2612 permits. */
  eip2612?: boolean;
}

/** A swap quote (GET /v1/convert/quotes); tokens as CAIP-10, amounts in smallest units. */
export interface SwapQuote {
  fromAmount: string;
  /** CAIP-10 of the token sold. */
  fromAccount: string;
  toAmount: string;
  /** CAIP-10 of the token bought. */
  toAccount: string;
  /** The provider's quote id, when it gives one. */
  id?: string;
}

/** A transaction to have the wallet send (build-approve, build-transaction). */
export interface SwapTransaction {
  caipNetworkId: CaipNetworkId;
  /** The sender (the user), a plain address. */
  from: string;
  /** The contract called (the token for an approval, the router for a swap), a plain address. */
  to: string;
  data: string;
  /** Wei, decimal string. */
  value: string;
  /** Gas limit: the service's estimate × 1.2 (§9), decimal string. */
  gas: string;
  /** Wei per gas, decimal string. */
  gasPrice: string;
  /** Swaps only, when the service says: the output priced now and the least it accepts. */
  toAmount?: string;
  toAmountMin?: string;
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const integerString = v.pipe(v.string(), v.regex(/^\d+$/));
/** A quantity as a decimal string, a 0x-hex string or a safe integer. */
const quantity = v.union([
  integerString,
  v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)),
  v.pipe(v.number(), v.integer(), v.minValue(0)),
]);
const caip10 = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
);

export const SwapTokensResponseSchema = v.object({ tokens: v.array(v.unknown()) });

export const WireSwapTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  address: caip10,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  logoUri: v.nullish(v.string()),
  eip2612: v.nullish(v.boolean()),
});

export const SwapQuotesResponseSchema = v.object({
  quotes: v.array(
    v.object({
      id: v.nullish(v.string()),
      fromAmount: integerString,
      fromAccount: v.string(),
      toAmount: integerString,
      toAccount: v.string(),
    }),
  ),
});

export const SwapAllowanceResponseSchema = v.object({ allowance: quantity });

const WireSwapTransactionSchema = v.object({
  from: caip10,
  to: caip10,
  data: v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/)),
  value: v.nullish(quantity),
  eip155: v.object({ gas: quantity, gasPrice: quantity }),
});

export const SwapApproveResponseSchema = v.object({ tx: WireSwapTransactionSchema });

export const SwapBuildResponseSchema = v.object({
  tx: WireSwapTransactionSchema,
  toAmount: v.optional(integerString),
  toAmountMin: v.optional(integerString),
});

// ---------------------------------------------------------------------------------------------
// Wire to clean

/** A quantity as a decimal string (BigInt: String(1e21) would be '1e+21'). */
export function toDecimal(value: string | number): string {
  return BigInt(value).toString();
}

export function toSwapToken(wire: v.InferOutput<typeof WireSwapTokenSchema>): SwapToken {
  const logoUri = sanitizeImageUrl(wire.logoUri);
  return {
    name: wire.name,
    symbol: wire.symbol,
    address: wire.address,
    decimals: wire.decimals,
    ...(logoUri !== undefined ? { logoUri } : {}),
    ...(wire.eip2612 != null ? { eip2612: wire.eip2612 } : {}),
  };
}

export function toSwapQuote(
  wire: v.InferOutput<typeof SwapQuotesResponseSchema>['quotes'][number],
): SwapQuote {
  return {
    fromAmount: wire.fromAmount,
    fromAccount: wire.fromAccount,
    toAmount: wire.toAmount,
    toAccount: wire.toAccount,
    ...(wire.id != null ? { id: wire.id } : {}),
  };
}

export function toSwapTransaction(
  wire: v.InferOutput<typeof WireSwapTransactionSchema>,
  extra: { toAmount?: string | undefined; toAmountMin?: string | undefined } = {},
): SwapTransaction {
  const [namespace, reference, from] = wire.from.split(':') as [string, string, string];
  const to = wire.to.split(':')[2] as string;
  return {
    caipNetworkId: `${namespace}:${reference}` as CaipNetworkId,
    from,
    to,
    data: wire.data,
    value: toDecimal(wire.value ?? 0),
    gas: toDecimal(wire.eip155.gas),
    gasPrice: toDecimal(wire.eip155.gasPrice),
    ...(extra.toAmount !== undefined ? { toAmount: extra.toAmount } : {}),
    ...(extra.toAmountMin !== undefined ? { toAmountMin: extra.toAmountMin } : {}),
  };
}
