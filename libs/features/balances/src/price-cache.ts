import { CONSTANTS, STORAGE_KEYS, type KitStorage } from '@kit/core';

// The token price cache of spec §3/§9 (TOKEN_PRICE_CACHE, 15 s): USD prices by `priceKeyOf`, so a
// reload within 15 s shows values without asking again. A corrupt, foreign or future-dated entry
// reads as a miss.

interface PriceEntry {
  price: number;
  timestamp: number;
}

type Cache = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function freshEntry(value: unknown, now: number): PriceEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { price, timestamp } = value;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (typeof timestamp !== 'number' || timestamp > now) return undefined;
  return now - timestamp < CONSTANTS.TOKEN_PRICE_CACHE_MS ? { price, timestamp } : undefined;
}

/** The fresh cached prices, by price key. */
export function readCachedPrices(storage: KitStorage, now: number): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const [key, value] of Object.entries(
    storage.get<Cache>(STORAGE_KEYS.TOKEN_PRICE_CACHE, isRecord) ?? {},
  )) {
    const entry = freshEntry(value, now);
    if (entry !== undefined) prices[key] = entry.price;
  }
  return prices;
}

/** Caches prices read at `now`, dropping expired entries so the cache never grows without bound. */
export function writeCachedPrices(
  storage: KitStorage,
  prices: Record<string, number>,
  now: number,
): void {
  if (Object.keys(prices).length === 0) return;
  const kept: Cache = {};
  for (const [key, value] of Object.entries(
    storage.get<Cache>(STORAGE_KEYS.TOKEN_PRICE_CACHE, isRecord) ?? {},
  )) {
    if (freshEntry(value, now) !== undefined) kept[key] = value;
  }
  for (const [key, price] of Object.entries(prices)) kept[key] = { price, timestamp: now };
  storage.set(STORAGE_KEYS.TOKEN_PRICE_CACHE, kept);
}
