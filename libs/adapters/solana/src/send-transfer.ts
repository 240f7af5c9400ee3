// A transfer end to end: build it, have the wallet sign (and usually send) it, send it through
// the RPC client when the wallet only signed, and wait for confirmation.
import type { RpcClient, TransferRequest } from '@kit/core';
import { base58, base64 } from '@scure/base';
import { sendRawTransaction } from './rpc-reads';
import { walletChainOf } from './solana-chains';
import { buildTransfer } from './transfer';
import { waitForConfirmation } from './wait-for-confirmation';
import type { ConfirmationWaitOptions } from './wait-for-confirmation';
import { signOrSendTransaction } from './wallet-calls';
import type { Wallet } from './wallet-standard';

export async function sendTransfer(
  request: TransferRequest,
  dependencies: { wallet: Wallet; rpc: RpcClient; confirmation: ConfirmationWaitOptions },
): Promise<{ hash: string }> {
  const { wallet, rpc } = dependencies;
  const { transaction, lastValidBlockHeight } = await buildTransfer(rpc, request);
  const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  const result = await signOrSendTransaction(
    wallet,
    request.from,
    unsigned,
    walletChainOf(request.network) as `${string}:${string}`,
  );
  const signature = result.sent
    ? base58.encode(result.signature)
    : await sendRawTransaction(rpc, base64.encode(result.signedTransaction));
  await waitForConfirmation(rpc, signature, lastValidBlockHeight, dependencies.confirmation);
  return { hash: signature };
}
