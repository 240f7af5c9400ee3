import {
  CONSTANTS,
  STORAGE_KEYS,
  isDecimal,
  sanitizeImageUrl,
  type CaipAddress,
  type KitStorage,
} from '@kit/core';
import {
  isFreshCacheTimestamp as isFresh,
  isStoredRecord as isRecord,
  writeCacheEntries as writeEntries,
} from '@kit/core/cache-entries';
import type { NativeBalance, TokenBalance, TokenBalances } from './balances.slice';

// The storage caches of spec §3/§9: BALANCE_CACHE holds NativeBalance entries and
// PORTFOLIO_CACHE TokenBalances entries, both by chain-qualified address and kept 30 s;
// TOKEN_PRICE_CACHE holds USD prices by `priceKeyOf`, kept 15 s, so a reload shows values at once.
// Entries are checked one by one; a corrupt, foreign or future-dated entry reads as a miss.

type Cache = Record<string, unknown>;

function toNativeBalance(value: unknown, caipAddress: CaipAddress, now: number) {
  if (!isRecord(value)) return undefined;
  const { balance, symbol, timestamp } = value;
  if (value['caipAddress'] !== caipAddress || typeof balance !== 'string' || !isDecimal(balance)) {
    return undefined;
  }
  if (typeof symbol !== 'string' || !isFresh(timestamp, now, CONSTANTS.NATIVE_BALANCE_CACHE_MS)) {
    return undefined;
  }
  return { caipAddress, balance, symbol, timestamp } satisfies NativeBalance;
}

function toTokenBalance(value: unknown): TokenBalance | undefined {
  if (!isRecord(value)) return undefined;
  const { address, name, symbol, decimals, balance } = value;
  if (typeof address !== 'string' || typeof name !== 'string' || typeof symbol !== 'string') {
    return undefined;
  }
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals <= 0)
    return undefined;
  if (typeof balance !== 'string' || !isDecimal(balance)) return undefined;
  // Storage is not trusted: the image passes the allow-list again, and a bad one is dropped.
  const iconUrl = sanitizeImageUrl(
    typeof value['iconUrl'] === 'string' ? value['iconUrl'] : undefined,
  );
  return {
    address,
    name,
    symbol,
    decimals,
    balance,
    ...(iconUrl !== undefined ? { iconUrl } : {}),
  };
}

function toTokenBalances(value: unknown, now: number): TokenBalances | undefined {
  if (!isRecord(value) || !Array.isArray(value['tokens'])) return undefined;
  const { timestamp } = value;
  if (!isFresh(timestamp, now, CONSTANTS.PORTFOLIO_CACHE_MS)) return undefined;
  const tokens = value['tokens'].map(toTokenBalance);
  // One bad token makes the whole list untrustworthy: read again rather than show a partial list.
  if (tokens.some((token) => token === undefined)) return undefined;
  return { tokens: tokens as TokenBalance[], timestamp };
}

/** The fresh cached balances of an account, if storage holds any. */
export function readCachedBalances(
  storage: KitStorage,
  caipAddress: CaipAddress,
  now: number,
): { native?: NativeBalance; tokens?: TokenBalances } {
  const native = toNativeBalance(
    storage.get<Cache>(STORAGE_KEYS.BALANCE_CACHE, isRecord)?.[caipAddress],
    caipAddress,
    now,
  );
  const tokens = toTokenBalances(
    storage.get<Cache>(STORAGE_KEYS.PORTFOLIO_CACHE, isRecord)?.[caipAddress],
    now,
  );
  return { ...(native ? { native } : {}), ...(tokens ? { tokens } : {}) };
}

/** Caches what was read of an account's balances. */
export function writeCachedBalances(
  storage: KitStorage,
  caipAddress: CaipAddress,
  read: { native?: NativeBalance; tokens?: TokenBalances },
  now: number,
): void {
  if (read.native) {
    const ttl = CONSTANTS.NATIVE_BALANCE_CACHE_MS;
    writeEntries(storage, STORAGE_KEYS.BALANCE_CACHE, { [caipAddress]: read.native }, now, ttl);
  }
  if (read.tokens) {
    const ttl = CONSTANTS.PORTFOLIO_CACHE_MS;
    writeEntries(storage, STORAGE_KEYS.PORTFOLIO_CACHE, { [caipAddress]: read.tokens }, now, ttl);
  }
}

/** The fresh cached USD prices, by price key. */
export function readCachedPrices(storage: KitStorage, now: number): Record<string, number> {
  const prices: Record<string, number> = {};
  const cache = storage.get<Cache>(STORAGE_KEYS.TOKEN_PRICE_CACHE, isRecord) ?? {};
  for (const [key, value] of Object.entries(cache)) {
    if (!isRecord(value) || !isFresh(value['timestamp'], now, CONSTANTS.TOKEN_PRICE_CACHE_MS))
      continue;
    const { price } = value;
    if (typeof price === 'number' && Number.isFinite(price) && price >= 0) prices[key] = price;
  }
  return prices;
}

/** Caches USD prices read at `now`. */
export function writeCachedPrices(
  storage: KitStorage,
  prices: Record<string, number>,
  now: number,
): void {
  if (Object.keys(prices).length === 0) return;
  const entries: Cache = {};
  for (const [key, price] of Object.entries(prices)) entries[key] = { price, timestamp: now };
  writeEntries(
    storage,
    STORAGE_KEYS.TOKEN_PRICE_CACHE,
    entries,
    now,
    CONSTANTS.TOKEN_PRICE_CACHE_MS,
  );
}
