// Waiting for a sent transaction's receipt through the RPC client (spec §9's client default:
// 1 confirmation, polling from 200 ms doubling, a failing request retried 6 times, at most 180 s;
// a send waits RECEIPT_WAIT_MS, 25 s, instead).
import { ChainRequestError, CONSTANTS, isKitError } from '@kit/core';
import { POLL_PENDING, pollUntil, type PollOptions, type PollStep } from '@kit/core/poll';
import type { RpcClient } from '@kit/core';

/** Timing of the receipt wait; every field defaults from CONSTANTS. Tests inject sleep and now. */
export interface ReceiptWaitOptions extends PollOptions {
  /** Blocks including the transaction's own (default RECEIPT_CONFIRMATIONS, 1). */
  confirmations?: number;
  /** Failing receipt requests in a row retried before the wait fails (default RECEIPT_RETRY_COUNT, 6). */
  retryCount?: number;
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
 * when the time runs out (RPC_TIMEOUT: it may still be mined later, the hash is in the details;
 * default RECEIPT_TIMEOUT_MS, 180 s). A failing poll is retried like an absent receipt, the node
 * may catch up, but only `retryCount` times in a row: then the node's error ends the wait.
 */
export async function waitForReceipt(
  rpc: RpcClient,
  hash: string,
  options: ReceiptWaitOptions = {},
): Promise<TransactionReceipt> {
  const timeoutMs = options.timeoutMs ?? CONSTANTS.RECEIPT_TIMEOUT_MS;
  const confirmations = Math.max(1, options.confirmations ?? CONSTANTS.RECEIPT_CONFIRMATIONS);
  const retryCount = options.retryCount ?? CONSTANTS.RECEIPT_RETRY_COUNT;
  let failuresInARow = 0;
  const step = async (): Promise<PollStep<TransactionReceipt>> => {
    const found = await poll(rpc, hash, confirmations);
    failuresInARow = 'error' in found ? failuresInARow + 1 : 0;
    if ('error' in found && failuresInARow > retryCount)
      throw receiptRequestFailed(hash, found.error);
    return found;
  };
  const outcome = await pollUntil(step, { ...options, timeoutMs });
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

/** The node's own KitError, else one that names the hash and keeps the cause. */
function receiptRequestFailed(hash: string, error: unknown): Error {
  if (isKitError(error)) return error;
  return new ChainRequestError(
    'RPC_ERROR',
    {},
    { details: `eth_getTransactionReceipt for ${hash} kept failing`, cause: error },
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
