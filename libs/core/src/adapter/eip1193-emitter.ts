/** A listener of an EIP-1193 provider event; the value is the event's one argument. */
export type Eip1193Listener = (...args: unknown[]) => void;

/** The events a Kit-made EIP-1193 provider emits (EIP-1193 §Events). */
export type Eip1193EventName = 'accountsChanged' | 'chainChanged' | 'disconnect';

/**
 * The `on` / `removeListener` half of an EIP-1193 provider, for the providers Kit makes itself (the
 * embedded wallet's, a WalletConnect session's): the EVM adapter watches those like any wallet's.
 */
export class Eip1193Emitter {
  readonly #listeners = new Map<string, Set<Eip1193Listener>>();

  on(event: string, listener: Eip1193Listener): this {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener(event: string, listener: Eip1193Listener): this {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }

  /** Tells the listeners of `event`; a listener removed meanwhile is still called this once. */
  emit(event: Eip1193EventName, value: unknown): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(value);
  }
}
