// Sending a native or ERC20 transfer through the wallet, then waiting for it on chain.
import type { KitNetwork, RpcClient, TransferRequest } from '@kit/core';
import { toHexChainId, walletRequest } from './eip1193';
import type { Eip1193Provider } from './eip1193';
import { adapterError } from './evm-errors';
import { buildTransfer } from './transfer';
import { waitForReceipt } from './wait-for-receipt';
import type { ReceiptWaitOptions } from './wait-for-receipt';

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

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
  const transaction = buildTransfer(request);
  const chainId = await context.ensureChain(request.network);
  const hash = await walletRequest(context.provider, 'eth_sendTransaction', [
    { ...transaction, chainId: toHexChainId(chainId) },
  ]);
  if (typeof hash !== 'string' || !HASH_PATTERN.test(hash)) {
    throw adapterError('UNKNOWN_ERROR', `eth_sendTransaction returned ${JSON.stringify(hash)}`);
  }
  await waitForReceipt(context.rpc, hash, context.receipt);
  return { hash };
}
