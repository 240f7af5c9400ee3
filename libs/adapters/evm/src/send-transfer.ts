// Sending a native or ERC20 transfer through the wallet, then waiting for it on chain.
import type { KitNetwork, RpcClient, TransferRequest } from '@kit/core';
import type { Eip1193Provider } from './eip1193';
import { sendEvmTransaction } from './send-transaction';
import { buildTransfer } from './transfer';
import type { ReceiptWaitOptions } from './wait-for-receipt';

/** What sendTransfer needs besides the request: the wallet, the chain's RPC and how to wait. */
export interface SendContext {
  provider: Eip1193Provider;
  rpc: RpcClient;
  /** Moves the wallet to the request's network when it is elsewhere. */
  ensureChain(network: KitNetwork): Promise<number>;
  receipt?: ReceiptWaitOptions;
}

/**
 * Puts the wallet on `request.network` (switching if needed), sends the transfer with
 * eth_sendTransaction and waits for its receipt through the RPC client. The transaction carries
 * `chainId` as well: if the visitor changes network in the wallet between the check and the
 * prompt, the wallet refuses it instead of sending value on the wrong chain.
 */
export async function sendTransfer(
  request: TransferRequest,
  context: SendContext,
): Promise<{ hash: string }> {
  return sendEvmTransaction(buildTransfer(request), request.network, context);
}
