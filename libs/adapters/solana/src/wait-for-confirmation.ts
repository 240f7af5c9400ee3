// Waits for a sent transaction through the RPC client (spec §9: RECEIPT_WAIT_MS, polling from
// RECEIPT_RETRY_DELAY_MS doubling): done at `confirmed` or `finalized`, failed when the status
// carries an error (the fee is spent), and given up when the blockhash expires before it lands.
import { ChainRequestError, CONSTANTS } from '@kit/core';
import type { RpcClient } from '@kit/core';
import { getBlockHeight, getSignatureStatus } from './rpc-reads';

/** Timing of the wait; every field defaults from CONSTANTS. Tests inject sleep and now. */
export interface ConfirmationWaitOptions {
  timeoutMs?: number;
  pollDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitForConfirmation(
  rpc: RpcClient,
  signature: string,
  lastValidBlockHeight: number,
  options: ConfirmationWaitOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CONSTANTS.RECEIPT_WAIT_MS;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + timeoutMs;
  let delay = options.pollDelayMs ?? CONSTANTS.RECEIPT_RETRY_DELAY_MS;
  let lastError: unknown;
  for (;;) {
    try {
      const status = await getSignatureStatus(rpc, signature);
      if (status?.err) {
        throw new ChainRequestError(
          'UNKNOWN_ERROR',
          {},
          { details: `Transaction ${signature} failed: ${JSON.stringify(status.err)}` },
        );
      }
      const level = status?.confirmationStatus;
      if (level === 'confirmed' || level === 'finalized') return;
      if (!status && (await getBlockHeight(rpc)) > lastValidBlockHeight) {
        throw new ChainRequestError(
          'UNKNOWN_ERROR',
          {},
          { details: `Transaction ${signature} expired: its blockhash is no longer valid` },
        );
      }
    } catch (error) {
      if (error instanceof ChainRequestError && error.code === 'UNKNOWN_ERROR') throw error;
      lastError = error;
    }
    const remaining = deadline - now();
    if (remaining <= 0) break;
    await sleep(Math.min(delay, remaining));
    delay *= 2;
  }
  throw new ChainRequestError(
    'RPC_TIMEOUT',
    {},
    {
      details: `Transaction ${signature} not confirmed within ${timeoutMs} ms`,
      ...(lastError !== undefined && { cause: lastError }),
    },
  );
}
