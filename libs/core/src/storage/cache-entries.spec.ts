import { createKitStorage, createMemoryBackend } from '../services/storage';
import { isFreshCacheTimestamp, isStoredRecord, writeCacheEntries } from './cache-entries';

describe('storage cache entries', () => {
  it('is fresh from the time it was read until its lifetime ends, and never when future-dated', () => {
    expect(isFreshCacheTimestamp(1_000, 1_000, 500)).toBe(true);
    expect(isFreshCacheTimestamp(1_000, 1_499, 500)).toBe(true);
    expect(isFreshCacheTimestamp(1_000, 1_500, 500)).toBe(false);
    expect(isFreshCacheTimestamp(1_001, 1_000, 500)).toBe(false);
    expect(isFreshCacheTimestamp('1000', 1_000, 500)).toBe(false);
    expect(isFreshCacheTimestamp(Number.NaN, 1_000, 500)).toBe(false);
  });

  it('takes only plain objects for records', () => {
    expect(isStoredRecord({})).toBe(true);
    expect([[], null, 'x', 1].map(isStoredRecord)).toEqual([false, false, false, false]);
  });

  it('writes new entries and drops the expired and malformed ones', () => {
    const backend = createMemoryBackend({
      cache: JSON.stringify({ old: { timestamp: 0 }, kept: { timestamp: 900 }, bad: 42 }),
    });
    writeCacheEntries(
      createKitStorage(backend),
      'cache',
      { fresh: { timestamp: 1_000 } },
      1_000,
      500,
    );
    expect(JSON.parse(backend.entries()['cache']!)).toEqual({
      kept: { timestamp: 900 },
      fresh: { timestamp: 1_000 },
    });
  });
});
