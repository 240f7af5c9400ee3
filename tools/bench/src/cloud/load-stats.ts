/** Latency percentiles of one scenario, in ms. */
export interface LatencySummary {
  p50: number | null;
  p99: number | null;
  max: number | null;
  count: number;
}

/** Nearest-rank percentile (p in 0..100) of `sorted` ascending; null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarizeLatencies(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? null : sorted[sorted.length - 1]!,
    count: sorted.length,
  };
}

/** What the relay owed and what arrived: every expected delivery once. */
export interface DeliveryCount {
  expected: number;
  /** Expected deliveries that arrived at least once. */
  delivered: number;
  /** Expected deliveries that never arrived. */
  lost: number;
  /** Arrivals beyond the first of one delivery, plus arrivals nobody was owed. */
  duplicated: number;
}

/**
 * Tallies deliveries against what was owed. A delivery is a key `<receiver>|<message>`; `owed`
 * holds each key once, `arrived` every key as it came (repeats included).
 */
export function countDeliveries(
  owed: ReadonlySet<string>,
  arrived: Iterable<string>,
): DeliveryCount {
  const seen = new Set<string>();
  let duplicated = 0;
  for (const key of arrived) {
    if (!owed.has(key) || seen.has(key)) duplicated += 1;
    else seen.add(key);
  }
  return {
    expected: owed.size,
    delivered: seen.size,
    lost: owed.size - seen.size,
    duplicated,
  };
}
