/** A source of numbers in [0, 1]; Math.random by default, injected by specs to fix the jitter. */
export type RandomSource = () => number;

/**
 * The wait before retry number `retry` (0 for the first): the spec's delay (`baseMs`, doubling
 * each retry) with equal jitter, i.e. a random point in its upper half. Clients that failed
 * together (one overloaded endpoint, a page of widgets) then spread their retries out instead of
 * hitting the server again in step, while every wait stays at least half the spec's delay.
 * `random() = 1` gives exactly the spec's sequence (150, 300, 600 ms with the defaults).
 */
export function jitteredBackoff(retry: number, baseMs: number, random: RandomSource): number {
  const ceiling = baseMs * 2 ** retry;
  const share = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * share);
}

/** Milliseconds a request has left of its budget, `startedAt` and `now` on the same clock. */
export function remainingBudget(budgetMs: number, startedAt: number, now: number): number {
  return Math.max(0, budgetMs - (now - startedAt));
}

/** Waits on real timers: the default `sleep` of the transports, which specs replace. */
export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
