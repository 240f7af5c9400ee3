// Sending a native or ERC20 transfer through the wallet, then waiting for it on chain.
import type { TransferRequest } from '@kit/core';
import type { SendContext } from './send-context';
import { sendEvmTransaction } from './send-transaction';
import { buildTransfer } from './transfer';

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
