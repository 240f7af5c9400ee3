// Loads the adapter's wallet code (wallet-operations.ts) on its first use rather than with the
// page: connecting, reconnecting a stored connection, signing, switching and mapping errors all
// come after the first screen. A failed load is forgotten, so the next attempt loads again.
import type * as WalletOperations from './wallet-operations';

export type WalletCode = typeof WalletOperations;

let loading: Promise<WalletCode> | undefined;
let loaded: WalletCode | undefined;

/** The wallet code, loaded once; a rejected load is not kept. */
export function loadWalletCode(): Promise<WalletCode> {
  loading ??= import('./wallet-operations').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The wallet code if it has loaded already (for the synchronous error mapping), else undefined. */
export function loadedWalletCode(): WalletCode | undefined {
  return loaded;
}
