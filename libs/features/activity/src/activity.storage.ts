import type { HistoryPage } from '@kit/api';
import { parseStoredHistoryPage } from '@kit/api/stored-history';
import { CONSTANTS, STORAGE_KEYS, type CaipAddress, type KitStorage } from '@kit/core';
import { isFreshCacheTimestamp, isStoredRecord, writeCacheEntries } from '@kit/core/cache-entries';

// The history cache of spec §3/§9: the first page of each account's history, kept 15 s by
// chain-qualified address, so a reload (or reopening Activity) shows it without asking the
// Blockchain API again. Only the first page: later pages are asked for while scrolling and the
// cursor of a page older than 15 s may be gone. A corrupt, foreign, future-dated or expired
// entry reads as a miss.

const TTL = CONSTANTS.HISTORY_CACHE_MS;

/** The network part (`namespace:chainId`) of a chain-qualified address. */
const networkOf = (caipAddress: CaipAddress) => caipAddress.split(':').slice(0, 2).join(':');

/** The fresh cached first page of `caipAddress`'s history, if storage holds one. */
export function readCachedHistory(
  storage: KitStorage,
  caipAddress: CaipAddress,
  now: number,
): HistoryPage | undefined {
  const entry = storage.get(STORAGE_KEYS.HISTORY_CACHE, isStoredRecord)?.[caipAddress];
  if (!isStoredRecord(entry) || !isFreshCacheTimestamp(entry['timestamp'], now, TTL)) {
    return undefined;
  }
  return parseStoredHistoryPage(entry['page'], networkOf(caipAddress));
}

/** Caches the first page of `caipAddress`'s history read at `now`, dropping expired entries. */
export function writeCachedHistory(
  storage: KitStorage,
  caipAddress: CaipAddress,
  page: HistoryPage,
  now: number,
): void {
  const entry = { page, timestamp: now };
  writeCacheEntries(storage, STORAGE_KEYS.HISTORY_CACHE, { [caipAddress]: entry }, now, TTL);
}
