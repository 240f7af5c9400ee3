// Waiting for a sent transaction's receipt through the RPC client (spec §9: 1 confirmation, polling
// from 200 ms doubling, at most 25 s).
import { ChainRequestError, CONSTANTS, POLL_PENDING, pollUntil } from '@kit/core';
import type { PollOptions, PollStep, RpcClient } from '@kit/core';

/** Timing of the receipt wait; every field defaults from CONSTANTS. Tests inject sleep and now. */
export interface ReceiptWaitOptions extends PollOptions {
  /** Blocks including the transaction's own (default RECEIPT_CONFIRMATIONS, 1). */
  confirmations?: number;
}

/** The receipt fields the adapter reads. */
export interface TransactionReceipt {
  transactionHash: string;
  blockNumber: string;
  /** '0x1' success, '0x0' reverted. */
  status?: string;
}

/**
 * Polls eth_getTransactionReceipt until the transaction has `confirmations` blocks, then resolves
 * with its receipt; throws when it reverted (the visitor paid gas for nothing and must know) or
 * when the time runs out (RPC_TIMEOUT: it may still be mined later, the hash is in the details).
 * A failing poll is retried like an absent receipt until the deadline: the transport has already
 * retried it, and the node may catch up.
 */
export async function waitForReceipt(
  rpc: RpcClient,
  hash: string,
  options: ReceiptWaitOptions = {},
): Promise<TransactionReceipt> {
  const timeoutMs = options.timeoutMs ?? CONSTANTS.RECEIPT_WAIT_MS;
  const confirmations = Math.max(1, options.confirmations ?? CONSTANTS.RECEIPT_CONFIRMATIONS);
  const outcome = await pollUntil(() => poll(rpc, hash, confirmations), options);
  if ('value' in outcome) return outcome.value;
  throw new ChainRequestError(
    'RPC_TIMEOUT',
    {},
    {
      details: `No receipt for ${hash} with ${confirmations} confirmation(s) within ${timeoutMs} ms`,
      ...(outcome.lastError !== undefined && { cause: outcome.lastError }),
    },
  );
}

async function poll(
  rpc: RpcClient,
  hash: string,
  confirmations: number,
): Promise<PollStep<TransactionReceipt>> {
  let receipt: TransactionReceipt | null;
  let confirmed: boolean;
  try {
    receipt = await rpc.request<TransactionReceipt | null>({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    });
    // A receipt without a block is a pending one (some nodes return those).
    if (!receipt || !receipt.blockNumber) return POLL_PENDING;
    confirmed = await isConfirmed(rpc, receipt, confirmations);
  } catch (error) {
    return { error };
  }
  if (receipt.status === '0x0') {
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      { details: `Transaction ${hash} reverted in block ${BigInt(receipt.blockNumber)}` },
    );
  }
  return confirmed ? { value: receipt } : POLL_PENDING;
}

async function isConfirmed(
  rpc: RpcClient,
  receipt: TransactionReceipt,
  confirmations: number,
): Promise<boolean> {
  // One confirmation is the receipt itself: no need to ask for the head.
  if (confirmations <= 1) return true;
  const head = BigInt(await rpc.request<string>({ method: 'eth_blockNumber', params: [] }));
  return head - BigInt(receipt.blockNumber) + 1n >= BigInt(confirmations);
}
