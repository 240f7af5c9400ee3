import { isCaipNetworkId, sanitizeImageUrl, type CaipNetworkId } from '@kit/core';
import * as v from 'valibot';

// Wire schemas of the Blockchain API (spec §7) and the clean types the client returns. Envelopes
// are strict (a body of another shape is API_INVALID_RESPONSE); list entries are checked one by
// one, and an entry of another shape is dropped rather than failing the whole list.

/** The chains the Blockchain API serves (GET /v1/supported-chains). */
export interface SupportedChains {
  /** CAIP-2 ids served over HTTP. */
  http: CaipNetworkId[];
  /** CAIP-2 ids served over WebSocket. */
  ws: CaipNetworkId[];
}

/** A token balance (spec §3 Token), as GET /v1/account/{address}/balance lists it. */
export interface BlockchainBalance {
  name: string;
  symbol: string;
  /** CAIP-2 id of the chain. */
  chainId: string;
  /** CAIP-10 id of the token; absent for the chain's native coin. */
  address?: string;
  /** Value of the quantity in the requested currency; absent, like price, when unpriced. */
  value?: number;
  /** Price of one whole token in the requested currency; absent when the API cannot price it. */
  price?: number;
  /** `decimals` and the amount in whole tokens (`numeric`), both decimal strings. */
  quantity: { decimals: string; numeric: string };
  /** The token's icon; absent when the API sent none or an unsafe URL. */
  iconUrl?: string;
}

/** A token's price (POST /v1/fungible/price). */
export interface TokenPrice {
  name: string;
  symbol: string;
  /** Absent when the API sent none or an unsafe URL. */
  iconUrl?: string;
  price: number;
}

/** The direction of a transfer relative to the account whose history it is. */
export type TransferDirection =
  /** Into the account. */
  | 'in'
  /** Out of the account. */
  | 'out'
  /** From the account to itself. */
  | 'self';

/** An NFT moved by a transfer; `flags.is_spam` marks spam (spec §3, §5). */
export interface TransactionNftInfo {
  name?: string;
  content?: { preview?: { url: string }; detail?: { url: string } };
  flags: { is_spam: boolean };
}

/** One asset movement inside a history item. */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } };
  nft_info?: TransactionNftInfo;
  direction: TransferDirection;
  /** Amount in whole units, a decimal string. */
  quantity: { numeric: string };
  /** Value in USD; a non-numeric value from the API counts as 0 (spec §5). */
  value: number;
  price?: number;
}

/** A transaction history item (spec §3). */
export interface BlockchainTransaction {
  /** The transaction hash. */
  id: string;
  metadata: {
    /** 'send', 'receive', 'trade', 'execute', 'deploy', 'approve'… */
    operationType: string;
    hash: string;
    /** ISO 8601. */
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    /** 'confirmed', 'failed' or 'pending'. */
    status: string;
    nonce: number;
    /** CAIP-2 id of the chain. */
    chain?: string;
  };
  transfers: TransactionTransfer[];
}

/** A page of history; `next` is the cursor of the following page, absent on the last. */
export interface HistoryPage {
  data: BlockchainTransaction[];
  next?: string;
}

/** The name and avatar of an address (GET /v1/identity/{address}); null when it has none. */
export interface BlockchainIdentity {
  name: string | null;
  avatar: string | null;
}

/** Gas prices in wei per gas, as decimal strings (GET /v1/convert/gas-price). */
export interface GasPrice {
  standard: string;
  fast: string;
  instant: string;
}

// ---------------------------------------------------------------------------------------------
// Wire schemas

const optionalString = v.nullish(v.string());
const urlObject = v.object({ url: v.string() });

export const SupportedChainsSchema = v.object({
  http: v.array(v.unknown()),
  ws: v.nullish(v.array(v.unknown())),
});

export const BalancesResponseSchema = v.object({ balances: v.array(v.unknown()) });

export const WireBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: optionalString,
  value: v.nullish(v.number()),
  // An asset the API cannot price comes without one; it is still a balance, not a bad entry.
  price: v.nullish(v.number()),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: optionalString,
});

export const TokenPricesResponseSchema = v.object({ fungibles: v.array(v.unknown()) });

export const WireTokenPriceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  iconUrl: optionalString,
  price: v.number(),
});

export const HistoryResponseSchema = v.object({
  data: v.array(v.unknown()),
  next: optionalString,
});

const WireTransferSchema = v.object({
  fungible_info: v.nullish(
    v.object({ name: optionalString, symbol: optionalString, icon: v.nullish(urlObject) }),
  ),
  nft_info: v.nullish(
    v.object({
      name: optionalString,
      content: v.nullish(v.object({ preview: v.nullish(urlObject), detail: v.nullish(urlObject) })),
      flags: v.object({ is_spam: v.boolean() }),
    }),
  ),
  direction: v.picklist(['in', 'out', 'self']),
  quantity: v.object({ numeric: v.string() }),
  // Anything: a non-numeric value counts as 0 (spec §5), it does not drop the transaction.
  value: v.optional(v.unknown()),
  price: v.optional(v.unknown()),
});

export const WireTransactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    operationType: v.string(),
    hash: v.string(),
    minedAt: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.string(),
    nonce: v.number(),
    chain: optionalString,
  }),
  transfers: v.nullish(v.array(WireTransferSchema)),
});

export const IdentityResponseSchema = v.object({
  name: optionalString,
  avatar: optionalString,
});

const weiAmount = v.union([
  v.pipe(v.string(), v.regex(/^\d+$/)),
  v.pipe(v.number(), v.integer(), v.minValue(0)),
]);

export const GasPriceResponseSchema = v.object({
  standard: weiAmount,
  fast: weiAmount,
  instant: weiAmount,
});

// ---------------------------------------------------------------------------------------------
// Wire to clean

/** A number, or 0 for anything non-numeric (spec §5's rule for transfer values). */
export function numericOr0(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : 0;
}

/** Checked list entries: an entry of another shape is dropped, not the list. */
export function parseEntries<TSchema extends v.GenericSchema, T>(
  items: readonly unknown[],
  schema: TSchema,
  clean: (wire: v.InferOutput<TSchema>) => T,
): T[] {
  return items.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [clean(parsed.output)] : [];
  });
}

export function toSupportedChains(wire: v.InferOutput<typeof SupportedChainsSchema>) {
  const ids = (items: readonly unknown[] | null | undefined): CaipNetworkId[] =>
    (items ?? []).filter((item): item is CaipNetworkId => isCaipNetworkId(item));
  return { http: ids(wire.http), ws: ids(wire.ws) };
}

export function toBalance(wire: v.InferOutput<typeof WireBalanceSchema>): BlockchainBalance {
  const iconUrl = sanitizeImageUrl(wire.iconUrl);
  return {
    name: wire.name,
    symbol: wire.symbol,
    chainId: wire.chainId,
    ...(wire.address != null ? { address: wire.address } : {}),
    ...(wire.value != null ? { value: wire.value } : {}),
    ...(wire.price != null ? { price: wire.price } : {}),
    quantity: { decimals: wire.quantity.decimals, numeric: wire.quantity.numeric },
    ...(iconUrl !== undefined ? { iconUrl } : {}),
  };
}

export function toTokenPrice(wire: v.InferOutput<typeof WireTokenPriceSchema>): TokenPrice {
  const iconUrl = sanitizeImageUrl(wire.iconUrl);
  return {
    name: wire.name,
    symbol: wire.symbol,
    ...(iconUrl !== undefined ? { iconUrl } : {}),
    price: wire.price,
  };
}

function safeUrlObject(value: { url: string } | null | undefined): { url: string } | undefined {
  const url = sanitizeImageUrl(value?.url);
  return url === undefined ? undefined : { url };
}

function toTransfer(wire: v.InferOutput<typeof WireTransferSchema>): TransactionTransfer {
  const fungible = wire.fungible_info;
  const nft = wire.nft_info;
  const icon = safeUrlObject(fungible?.icon);
  const preview = safeUrlObject(nft?.content?.preview);
  const detail = safeUrlObject(nft?.content?.detail);
  const price = numericOr0(wire.price);
  return {
    ...(fungible
      ? {
          fungible_info: {
            ...(fungible.name != null ? { name: fungible.name } : {}),
            ...(fungible.symbol != null ? { symbol: fungible.symbol } : {}),
            ...(icon ? { icon } : {}),
          },
        }
      : {}),
    ...(nft
      ? {
          nft_info: {
            ...(nft.name != null ? { name: nft.name } : {}),
            ...(preview || detail
              ? { content: { ...(preview ? { preview } : {}), ...(detail ? { detail } : {}) } }
              : {}),
            flags: { is_spam: nft.flags.is_spam },
          },
        }
      : {}),
    direction: wire.direction,
    quantity: { numeric: wire.quantity.numeric },
    value: numericOr0(wire.value),
    ...(wire.price != null ? { price } : {}),
  };
}

export function toTransaction(
  wire: v.InferOutput<typeof WireTransactionSchema>,
): BlockchainTransaction {
  const { metadata } = wire;
  return {
    id: wire.id,
    metadata: {
      operationType: metadata.operationType,
      hash: metadata.hash,
      minedAt: metadata.minedAt,
      sentFrom: metadata.sentFrom,
      sentTo: metadata.sentTo,
      status: metadata.status,
      nonce: metadata.nonce,
      ...(metadata.chain != null ? { chain: metadata.chain } : {}),
    },
    transfers: (wire.transfers ?? []).map(toTransfer),
  };
}

export function toIdentity(wire: v.InferOutput<typeof IdentityResponseSchema>): BlockchainIdentity {
  return {
    name: wire.name ?? null,
    avatar: sanitizeImageUrl(wire.avatar) ?? null,
  };
}

export function toGasPrice(wire: v.InferOutput<typeof GasPriceResponseSchema>): GasPrice {
  // BigInt: String(1e21) would be '1e+21'.
  const wei = (amount: string | number) => BigInt(amount).toString();
  return { standard: wei(wire.standard), fast: wei(wire.fast), instant: wei(wire.instant) };
}
