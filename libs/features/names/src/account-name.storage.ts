import { CONSTANTS, STORAGE_KEYS, sanitizeImageUrl, type KitStorage } from '@kit/core';

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

type Cache = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFresh(timestamp: unknown, now: number, ttl: number): boolean {
  return (
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp) &&
    timestamp <= now &&
    now - timestamp < ttl
  );
}

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
  const entry = storage.get<Cache>(key, isRecord)?.[entryKey(address)];
  if (!isRecord(entry) || !isFresh(entry['timestamp'], now, ttl)) return undefined;
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
  const kept: Cache = {};
  for (const [id, value] of Object.entries(storage.get<Cache>(key, isRecord) ?? {})) {
    if (isRecord(value) && isFresh(value['timestamp'], now, ttl)) kept[id] = value;
  }
  kept[entryKey(address)] = { name: answer.name, avatar: answer.avatar, timestamp: now };
  storage.set(key, kept);
}
