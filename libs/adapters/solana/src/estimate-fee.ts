// The network fee of a transfer: the transfer is built (web3.js) and its compiled message priced
// by the node (getFeeForMessage), in lamports.
import { nativeBalance } from '@kit/core';
import type { AdapterBalance, RpcClient, TransferRequest } from '@kit/core';
import { base64 } from '@scure/base';
import { getFeeForMessage } from './rpc-reads';
import { buildTransfer } from './transfer';

export async function estimateTransferFee(
  rpc: RpcClient,
  request: TransferRequest,
): Promise<AdapterBalance> {
  const { transaction } = await buildTransfer(rpc, request);
  const fee = await getFeeForMessage(rpc, base64.encode(transaction.serializeMessage()));
  if (fee === null) throw new Error('the blockhash expired while estimating');
  return nativeBalance(request.network, fee);
}
