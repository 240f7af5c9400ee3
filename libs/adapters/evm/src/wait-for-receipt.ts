// Waiting for a sent transaction's receipt through the RPC client (spec §9: 1 confirmation, polling
// from 200 ms doubling, at most 25 s).
import { ChainRequestError, CONSTANTS } from '@kit/core';
import type { RpcClient } from '@kit/core';

/** Timing of the receipt wait; every field defaults from CONSTANTS. Tests inject sleep and now. */
export interface ReceiptWaitOptions {
  /** Give up after this long (default RECEIPT_WAIT_MS, 25 s). */
  timeoutMs?: number;
  /** Blocks including the transaction's own (default RECEIPT_CONFIRMATIONS, 1). */
  confirmations?: number;
  /** First delay between polls, doubled after each (default RECEIPT_RETRY_DELAY_MS, 200 ms). */
  pollDelayMs?: number;
  /** Waits between polls (default: a real timer). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock the timeout is measured on (default Date.now). */
  now?: () => number;
}

/** The receipt fields the adapter reads. */
export interface TransactionReceipt {
  transactionHash: string;
  blockNumber: string;
  /** '0x1' success, '0x0' reverted. */
  status?: string;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

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
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + timeoutMs;
  let delay = options.pollDelayMs ?? CONSTANTS.RECEIPT_RETRY_DELAY_MS;
  let lastError: unknown;

  for (;;) {
    const polled = await poll(rpc, hash, confirmations);
    if ('error' in polled) lastError = polled.error;
    else if (polled.receipt?.status === '0x0') {
      throw new ChainRequestError(
        'UNKNOWN_ERROR',
        {},
        {
          details: `Transaction ${hash} reverted in block ${BigInt(polled.receipt.blockNumber)}`,
        },
      );
    } else if (polled.receipt && polled.confirmed) return polled.receipt;
    const remaining = deadline - now();
    if (remaining <= 0) break;
    await sleep(Math.min(delay, remaining));
    delay *= 2;
  }
  throw new ChainRequestError(
    'RPC_TIMEOUT',
    {},
    {
      details: `No receipt for ${hash} with ${confirmations} confirmation(s) within ${timeoutMs} ms`,
      ...(lastError !== undefined && { cause: lastError }),
    },
  );
}

type Poll = { receipt?: TransactionReceipt; confirmed: boolean } | { error: unknown };

async function poll(rpc: RpcClient, hash: string, confirmations: number): Promise<Poll> {
  try {
    const receipt = await rpc.request<TransactionReceipt | null>({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    });
    // A receipt without a block is a pending one (some nodes return those).
    if (!receipt || !receipt.blockNumber) return { confirmed: false };
    return { receipt, confirmed: await isConfirmed(rpc, receipt, confirmations) };
  } catch (error) {
    return { error };
  }
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
