import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';

/**
 * WalletConnect's key-value storage in memory, for Node tests: the SDK's Node default writes a
 * file in the working directory. Values are copied through JSON, as a real store would, so a
 * second client over the same storage (a "reload") sees exactly what was persisted.
 */
export class MemoryKeyValueStorage implements IKeyValueStorage {
  readonly #entries = new Map<string, string>();

  async getKeys(): Promise<string[]> {
    return [...this.#entries.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#entries].map(([key, value]) => [key, JSON.parse(value) as T]);
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const value = this.#entries.get(key);
    return value === undefined ? undefined : (JSON.parse(value) as T);
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.#entries.set(key, JSON.stringify(value));
  }

  async removeItem(key: string): Promise<void> {
    this.#entries.delete(key);
  }
}
