// @solana/web3.js and its dependencies are about 100 KiB gzip, more than the rest of Kit's first
// screen, and Wallet Standard discovery needs none of it. The adapter reaches the operations that
// do through this file's dynamic import: the SDK loads on the first token read, fee estimate or
// send (and is prefetched when a wallet connects, see preloadWeb3), never on page load.
import type * as Web3Operations from './web3-operations';

let loading: Promise<typeof Web3Operations> | undefined;
/** The chunk once loaded: calls then start in the same tick, so they batch with other reads. */
let loaded: typeof Web3Operations | undefined;

/** The operations chunk; a failed load is forgotten so the next call tries again. */
function load(): Promise<typeof Web3Operations> {
  loading ??= import('./web3-operations').then(
    (operations) => (loaded = operations),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading the SDK without waiting for it, so the first send or token read after a connect
 * does not wait for the download. A failure here is silent: the operation that needs it retries.
 */
export function preloadWeb3(): void {
  load().catch(() => undefined);
}

/**
 * An operation that runs at once when the chunk is loaded (a token read then joins the same
 * JSON-RPC batch as the SOL balance read beside it) and after the load otherwise.
 */
function lazily<Name extends keyof typeof Web3Operations>(
  name: Name,
): (typeof Web3Operations)[Name] {
  const operation = (...args: unknown[]) => {
    if (loaded) return (loaded[name] as (...args: unknown[]) => unknown)(...args);
    return load().then((operations) =>
      (operations[name] as (...args: unknown[]) => unknown)(...args),
    );
  };
  return operation as (typeof Web3Operations)[Name];
}

/** readTokenBalances of balances.ts, with web3.js loaded on first use. */
export const readTokenBalances = lazily('readTokenBalances');

/** estimateTransferFee of estimate-fee.ts, with web3.js loaded on first use. */
export const estimateTransferFee = lazily('estimateTransferFee');

/** sendTransfer of send-transfer.ts, with web3.js loaded on first use. */
export const sendTransfer = lazily('sendTransfer');
