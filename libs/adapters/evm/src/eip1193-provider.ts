// What discovery needs of EIP-1193: the provider's shape and its test. The requests and the
// parsing of a wallet's answers (eip1193.ts) load with the wallet code, after the first screen.
/** An EIP-1193 provider as wallets inject or announce it; `on`/`removeListener` are optional in the wild. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
  /** Some providers only offer the Node-style alias. */
  off?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** True for an object with an EIP-1193 `request` function. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}
