// Waits for a sent transaction through the RPC client (spec §9: RECEIPT_WAIT_MS, polling from
// RECEIPT_RETRY_DELAY_MS doubling): done at `confirmed` or `finalized`, failed when the status
// carries an error (the fee is spent), and given up when the blockhash expires before it lands.
import { ChainRequestError, CONSTANTS } from '@kit/core';
import { POLL_PENDING, pollUntil, type PollOptions, type PollStep } from '@kit/core/poll';
import type { RpcClient } from '@kit/core';
import { getBlockHeight, getSignatureStatus } from './rpc-reads';

/** Timing of the wait; every field defaults from CONSTANTS. Tests inject sleep and now. */
export type ConfirmationWaitOptions = PollOptions;

/**
 * Polls the signature's status until it is `confirmed` or `finalized`; throws when the status
 * carries an error or the blockhash expires first (UNKNOWN_ERROR), or when the time runs out
 * (RPC_TIMEOUT). A failing poll is retried until the deadline.
 */
export async function waitForConfirmation(
  rpc: RpcClient,
  signature: string,
  lastValidBlockHeight: number,
  options: ConfirmationWaitOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CONSTANTS.RECEIPT_WAIT_MS;
  const outcome = await pollUntil(() => poll(rpc, signature, lastValidBlockHeight), options);
  if ('value' in outcome) return;
  throw new ChainRequestError(
    'RPC_TIMEOUT',
    {},
    {
      details: `Transaction ${signature} not confirmed within ${timeoutMs} ms`,
      ...(outcome.lastError !== undefined && { cause: outcome.lastError }),
    },
  );
}

async function poll(
  rpc: RpcClient,
  signature: string,
  lastValidBlockHeight: number,
): Promise<PollStep<true>> {
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
    if (level === 'confirmed' || level === 'finalized') return { value: true };
    if (!status && (await getBlockHeight(rpc)) > lastValidBlockHeight) {
      throw new ChainRequestError(
        'UNKNOWN_ERROR',
        {},
        { details: `Transaction ${signature} expired: its blockhash is no longer valid` },
      );
    }
    return POLL_PENDING;
  } catch (error) {
    if (error instanceof ChainRequestError && error.code === 'UNKNOWN_ERROR') throw error;
    return { error };
  }
}
