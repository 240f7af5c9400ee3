// Sending a built transaction (a swap's approval or swap) through the wallet, then waiting for it
// on chain. Transfers go through the same path (send-transfer.ts).
import { isKitError, ValidationError } from '@kit/core';
import { toChecksumAddress } from '@kit/core/address';
import type { KitNetwork, TransactionRequest } from '@kit/core';
import { toHexQuantity } from './hex';
import { toHexChainId, walletRequest } from './eip1193';
import { adapterError } from './evm-errors';
import type { SendContext } from './send-context';
import type { EvmTransaction } from './transfer';
import { waitForReceipt } from './wait-for-receipt';

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
const HEX_DATA = /^0x([0-9a-fA-F]{2})*$/;
const DECIMAL = /^\d+$/;

/** The wallet's transaction object for a built request; malformed fields are a ValidationError. */
export function buildTransaction(
  request: TransactionRequest,
): EvmTransaction & { gas?: string; gasPrice?: string } {
  if (!HEX_DATA.test(request.data)) {
    throw adapterError('UNKNOWN_ERROR', `transaction data is not 0x-hex: ${request.data}`);
  }
  for (const [field, value] of [
    ['value', request.value],
    ['gas', request.gas],
    ['gasPrice', request.gasPrice],
  ] as const) {
    if (value !== undefined && !DECIMAL.test(value)) {
      throw new ValidationError('INVALID_DECIMAL', { value }, { details: field });
    }
  }
  return {
    from: toChecksumAddress(request.from),
    to: toChecksumAddress(request.to),
    data: request.data,
    ...(BigInt(request.value) > 0n ? { value: toHexQuantity(BigInt(request.value)) } : {}),
    ...(request.gas !== undefined ? { gas: toHexQuantity(BigInt(request.gas)) } : {}),
    ...(request.gasPrice !== undefined
      ? { gasPrice: toHexQuantity(BigInt(request.gasPrice)) }
      : {}),
  };
}

/**
 * Puts the wallet on `network` (switching if needed), sends `transaction` with
 * eth_sendTransaction (carrying `chainId`, so a wallet moved to another chain meanwhile refuses
 * it) and waits for its receipt through the RPC client.
 */
export async function sendEvmTransaction(
  transaction: EvmTransaction & { gas?: string; gasPrice?: string },
  network: KitNetwork,
  context: SendContext,
): Promise<{ hash: string }> {
  const chainId = await context.ensureChain(network);
  const hash = await walletRequest(context.provider, 'eth_sendTransaction', [
    { ...transaction, chainId: toHexChainId(chainId) },
  ]);
  if (typeof hash !== 'string' || !HASH_PATTERN.test(hash)) {
    throw adapterError('UNKNOWN_ERROR', `eth_sendTransaction returned ${JSON.stringify(hash)}`);
  }
  try {
    await waitForReceipt(context.rpc, hash, context.receipt);
  } catch (error) {
    // Sent but not mined in time: the pending-transaction watcher may see it land later.
    if (isKitError(error) && error.code === 'RPC_TIMEOUT') context.onReceiptTimeout?.(hash);
    throw error;
  }
  return { hash };
}
