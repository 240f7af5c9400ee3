import type { KitStorage } from '../services/storage';

// The storage caches of spec §3/§9 (balances, portfolio, token prices, names, identities,
// history) share one layout: a record of entries by id, each with the `timestamp` it was read
// at. These helpers keep their freshness rule and their pruning in one place.

/** True for a plain object: the shape of a cache and of each of its entries. */
export function isStoredRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when a cache entry read at `timestamp` is still fresh at `now` for a lifetime of `ttl` ms.
 * A future-dated timestamp (a clock set back, or a forged entry) is not fresh.
 */
export function isFreshCacheTimestamp(
  timestamp: unknown,
  now: number,
  ttl: number,
): timestamp is number {
  return (
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp) &&
    timestamp <= now &&
    now - timestamp < ttl
  );
}

/** Writes `entries` into the cache under `key` and drops its expired ones, so it never grows without bound. */
export function writeCacheEntries(
  storage: KitStorage,
  key: string,
  entries: Record<string, unknown>,
  now: number,
  ttl: number,
): void {
  const kept: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(storage.get(key, isStoredRecord) ?? {})) {
    if (isStoredRecord(value) && isFreshCacheTimestamp(value['timestamp'], now, ttl)) {
      kept[id] = value;
    }
  }
  storage.set(key, Object.assign(kept, entries));
}
