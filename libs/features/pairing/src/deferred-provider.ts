type Listener = (...args: unknown[]) => void;

/** The EIP-1193 shape of a session provider (what the namespace adapters drive). */
export interface SessionProviderLike {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on(event: string, listener: Listener): unknown;
  removeListener(event: string, listener: Listener): unknown;
}

/**
 * Stands in for a namespace's WalletConnect provider before the connector is loaded and between
 * sessions, so the adapter can list the WalletConnect connector from the start while the sign
 * client loads lazily. Listeners follow the live provider; without one, requests fail with 4900
 * (disconnected), as EIP-1193 says.
 */
export class DeferredProvider implements SessionProviderLike {
  readonly #listeners = new Map<string, Set<Listener>>();
  #target: SessionProviderLike | undefined;

  /** Points at the live session's provider (or at none). */
  setTarget(target: SessionProviderLike | undefined): void {
    if (this.#target === target) return;
    for (const [event, set] of this.#listeners) {
      for (const listener of set) {
        this.#target?.removeListener(event, listener);
        target?.on(event, listener);
      }
    }
    this.#target = target;
  }

  async request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    if (!this.#target) {
      throw Object.assign(new Error('WalletConnect is not connected'), { code: 4900 });
    }
    return this.#target.request(args);
  }

  on(event: string, listener: Listener): this {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    this.#target?.on(event, listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener);
    this.#target?.removeListener(event, listener);
    return this;
  }
}
