import { ExpiringCache } from './expiring-cache';

function setUp(ttlMs = 1_000, maxEntries = 3) {
  let now = 0;
  const clock = { now: () => now };
  return {
    cache: new ExpiringCache<string>(ttlMs, maxEntries, clock),
    advance: (ms: number) => void (now += ms),
  };
}

describe('ExpiringCache', () => {
  it('keeps a value for its lifetime by the given clock, not a moment longer', () => {
    const { cache, advance } = setUp();
    cache.set('a', 'A');
    advance(999);
    expect(cache.get('a')).toBe('A');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its bound', () => {
    const { cache } = setUp(1_000, 3);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    cache.get('a');
    cache.set('d', 'D');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('loads once for concurrent callers and serves the cached value after', async () => {
    const { cache } = setUp();
    const load = jest.fn(async () => 'loaded');
    const values = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(values).toEqual(['loaded', 'loaded']);
    expect(await cache.getOrLoad('k', load)).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const { cache } = setUp();
    await expect(
      cache.getOrLoad('k', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 'back')).toBe('back');
  });

  it('loads anew on refresh and caches what the refresh got', async () => {
    const { cache } = setUp();
    await cache.getOrLoad('k', async () => 'old');
    expect(await cache.getOrLoad('k', async () => 'new', true)).toBe('new');
    expect(cache.get('k')).toBe('new');
  });
});
