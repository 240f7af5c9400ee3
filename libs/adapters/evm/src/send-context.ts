// What a send needs besides its request, in a file of its own: send-transaction.ts and
// send-transfer.ts both take it, and neither should import the other for a type.
import type { KitNetwork, RpcClient } from '@kit/core';
import type { Eip1193Provider } from './eip1193';
import type { ReceiptWaitOptions } from './wait-for-receipt';

/** What a send needs besides the request: the wallet, the chain's RPC and how to wait. */
export interface SendContext {
  provider: Eip1193Provider;
  rpc: RpcClient;
  /** Moves the wallet to the request's network when it is elsewhere. */
  ensureChain(network: KitNetwork): Promise<number>;
  receipt?: ReceiptWaitOptions;
  /** Told the hash of a sent transaction whose receipt wait ran out (it may still be mined). */
  onReceiptTimeout?(hash: string): void;
}
