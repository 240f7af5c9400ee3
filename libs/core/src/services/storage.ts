/** The subset of the Web Storage API Kit needs; `localStorage` satisfies it. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Checks that a stored value has the shape its reader expects. */
export type StoredValueGuard<T> = (value: unknown) => value is T;

/**
 * Kit's one persistence service (ARCHITECTURE.md). Values are JSON. A value that does not parse or
 * fails its guard (corrupt, or written by someone else) reads as undefined and is never thrown;
 * a backend that throws (private mode, quota, blocked storage) degrades to "nothing stored".
 */
export interface KitStorage {
  get<T>(key: string, guard: StoredValueGuard<T>): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

/** A backend that keeps values in memory: servers, tests, and pages whose storage is blocked. */
export function createMemoryBackend(initial: Record<string, string> = {}): StorageBackend & {
  entries(): Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    entries: () => Object.fromEntries(values),
  };
}

/** The page's localStorage when it can be used, else an in-memory backend. SSR-safe. */
export function defaultStorageBackend(win: Window | undefined = globalThis.window): StorageBackend {
  try {
    const storage = win?.localStorage;
    if (storage) return storage;
  } catch {
    // Reading window.localStorage throws a SecurityError when the host blocks storage.
  }
  return createMemoryBackend();
}

/** Wraps a backend into the KitStorage service. */
export function createKitStorage(backend: StorageBackend): KitStorage {
  return {
    get<T>(key: string, guard: StoredValueGuard<T>): T | undefined {
      let raw: string | null;
      try {
        raw = backend.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        backend.setItem(key, JSON.stringify(value));
      } catch {
        // A full or blocked storage loses the value; Kit keeps working from memory.
      }
    },
    remove(key) {
      try {
        backend.removeItem(key);
      } catch {
        // As above: nothing to do when storage is blocked.
      }
    },
  };
}
