import { parseStoredHistoryPage, type HistoryPage } from '@kit/api';
import { CONSTANTS, STORAGE_KEYS, type CaipAddress, type KitStorage } from '@kit/core';

// The history cache of spec §3/§9: the first page of each account's history, kept 15 s by
// chain-qualified address, so a reload (or reopening Activity) shows it without asking the
// Blockchain API again. Only the first page: later pages are asked for while scrolling and the
// cursor of a page older than 15 s may be gone. A corrupt, foreign, future-dated or expired
// entry reads as a miss.

type Cache = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFresh(timestamp: unknown, now: number): boolean {
  return (
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp) &&
    timestamp <= now &&
    now - timestamp < CONSTANTS.HISTORY_CACHE_MS
  );
}

/** The network part (`namespace:chainId`) of a chain-qualified address. */
const networkOf = (caipAddress: CaipAddress) => caipAddress.split(':').slice(0, 2).join(':');

/** The fresh cached first page of `caipAddress`'s history, if storage holds one. */
export function readCachedHistory(
  storage: KitStorage,
  caipAddress: CaipAddress,
  now: number,
): HistoryPage | undefined {
  const entry = storage.get<Cache>(STORAGE_KEYS.HISTORY_CACHE, isRecord)?.[caipAddress];
  if (!isRecord(entry) || !isFresh(entry['timestamp'], now)) return undefined;
  return parseStoredHistoryPage(entry['page'], networkOf(caipAddress));
}

/** Caches the first page of `caipAddress`'s history read at `now`, dropping expired entries. */
export function writeCachedHistory(
  storage: KitStorage,
  caipAddress: CaipAddress,
  page: HistoryPage,
  now: number,
): void {
  const kept: Cache = {};
  for (const [id, value] of Object.entries(
    storage.get<Cache>(STORAGE_KEYS.HISTORY_CACHE, isRecord) ?? {},
  )) {
    if (isRecord(value) && isFresh(value['timestamp'], now)) kept[id] = value;
  }
  kept[caipAddress] = { page, timestamp: now };
  storage.set(STORAGE_KEYS.HISTORY_CACHE, kept);
}
