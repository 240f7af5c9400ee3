import type { Clock } from '@kit/core';

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * An in-memory cache whose entries live `ttlMs` (by the given clock, so tests advance time
 * without waiting) and which keeps at most `maxEntries`, dropping the least recently used. A
 * load in flight is shared by every caller of the same key; failures are not cached.
 */
export class ExpiringCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: Clock,
  ) {}

  /** Entries held now (expired ones included until they are looked up or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** The fresh value of `key`, or undefined when there is none or it expired. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (this.clock.now() - entry.storedAt >= this.ttlMs) return undefined;
    // Re-inserted last: Map order is the recency order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.clock.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * The fresh value of `key`, else what `load` gives (then cached). `refresh` skips the cached
   * value and any load in flight and loads anew (the answer replaces the cached one).
   */
  getOrLoad(key: string, load: () => Promise<T>, refresh = false): Promise<T> {
    if (!refresh) {
      const fresh = this.get(key);
      if (fresh !== undefined) return Promise.resolve(fresh);
      const pending = this.loading.get(key);
      if (pending !== undefined) return pending;
    }
    const done = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    const promise = load().then(
      (value) => {
        done();
        this.set(key, value);
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }
}
