import { CONSTANTS, STORAGE_KEYS, sanitizeImageUrl, type KitStorage } from '@kit/core';
import { isFreshCacheTimestamp, isStoredRecord, writeCacheEntries } from '@kit/core/cache-entries';

// The account-name caches of spec §3/§9, so a reload shows the account's name at once and asks
// the services again only after 5 min: ENS_CACHE holds the names service's answer (reverse
// look-up) and IDENTITY_CACHE the Blockchain API's identity, each by address. A "no name" answer
// is cached too, so a nameless account is not asked about on every reload. Storage is not
// trusted: a corrupt, foreign, future-dated or expired entry reads as a miss.

/** A cached answer: the name and avatar, null when the service knew none. */
export interface CachedAccountName {
  name: string | null;
  avatar: string | null;
}

/** Which service's answer: the names service (ENS-style reverse look-up) or the identity. */
export type AccountNameSource = 'names' | 'identity';

const CACHES = {
  names: { key: STORAGE_KEYS.ENS_CACHE, ttl: CONSTANTS.NAME_CACHE_MS },
  identity: { key: STORAGE_KEYS.IDENTITY_CACHE, ttl: CONSTANTS.IDENTITY_CACHE_MS },
} as const;

/** Addresses are cached case-insensitively: EVM addresses come checksummed or not. */
const entryKey = (address: string) => address.toLowerCase();

/** The fresh cached answer of `source` for `address`, if storage holds one. */
export function readCachedAccountName(
  storage: KitStorage,
  source: AccountNameSource,
  address: string,
  now: number,
): CachedAccountName | undefined {
  const { key, ttl } = CACHES[source];
  const entry = storage.get(key, isStoredRecord)?.[entryKey(address)];
  if (!isStoredRecord(entry) || !isFreshCacheTimestamp(entry['timestamp'], now, ttl)) {
    return undefined;
  }
  const { name, avatar } = entry;
  if (name !== null && (typeof name !== 'string' || name === '')) return undefined;
  if (avatar !== null && typeof avatar !== 'string') return undefined;
  // The image passes the allow-list again; a bad one is dropped, the name kept.
  return { name, avatar: (avatar !== null ? sanitizeImageUrl(avatar) : undefined) ?? null };
}

/** Caches `source`'s answer for `address` read at `now`, dropping the expired entries. */
export function writeCachedAccountName(
  storage: KitStorage,
  source: AccountNameSource,
  address: string,
  answer: CachedAccountName,
  now: number,
): void {
  const { key, ttl } = CACHES[source];
  const entry = { name: answer.name, avatar: answer.avatar, timestamp: now };
  writeCacheEntries(storage, key, { [entryKey(address)]: entry }, now, ttl);
}
