// Waiting for a sent transaction is the same loop on every chain (spec §9: RECEIPT_WAIT_MS, polling
// from RECEIPT_RETRY_DELAY_MS doubling); only the question asked of the chain differs.
import { CONSTANTS } from '../constants';

/** Timing of a poll; every field defaults from CONSTANTS. Tests inject sleep and now. */
export interface PollOptions {
  /** Give up after this long (default RECEIPT_WAIT_MS, 25 s). */
  timeoutMs?: number;
  /** First delay between polls, doubled after each (default RECEIPT_RETRY_DELAY_MS, 200 ms). */
  pollDelayMs?: number;
  /** Waits between polls (default: a real timer). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock the timeout is measured on (default Date.now). */
  now?: () => number;
}

/**
 * What one poll found: the awaited `value`, nothing yet (`pending`), or an `error` worth polling
 * past (the node may catch up). An error that settles the wait is thrown instead.
 */
export type PollStep<T> = { value: T } | { pending: true } | { error: unknown };

/** The step of a poll that found nothing yet. */
export const POLL_PENDING: PollStep<never> = Object.freeze({ pending: true as const });

/** How a poll ended: with the value, or out of time (with the last error polled past, if any). */
export type PollOutcome<T> = { value: T } | { timedOut: true; lastError?: unknown };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks `step` until it finds a value or the time runs out, waiting a doubling delay between asks
 * (never past the deadline). What `step` throws ends the wait at once. `@internal` for adapters.
 */
export async function pollUntil<T>(
  step: () => Promise<PollStep<T>>,
  options: PollOptions = {},
): Promise<PollOutcome<T>> {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + (options.timeoutMs ?? CONSTANTS.RECEIPT_WAIT_MS);
  let delay = options.pollDelayMs ?? CONSTANTS.RECEIPT_RETRY_DELAY_MS;
  let lastError: unknown;
  for (;;) {
    const found = await step();
    if ('value' in found) return { value: found.value };
    if ('error' in found) lastError = found.error;
    const remaining = deadline - now();
    if (remaining <= 0) break;
    await sleep(Math.min(delay, remaining));
    delay *= 2;
  }
  return lastError === undefined ? { timedOut: true } : { timedOut: true, lastError };
}
