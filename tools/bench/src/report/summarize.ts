/** Median with its range over the runs that produced a value. */
export interface Summary {
  median: number | null;
  min: number | null;
  max: number | null;
  /** Runs that produced a value, out of `runs`. */
  count: number;
  runs: number;
}

/** Summarises runs; null (the run never got there) counts against `count`, not in the median. */
export function summarize(values: readonly (number | null)[]): Summary {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const runs = values.length;
  if (present.length === 0) return { median: null, min: null, max: null, count: 0, runs };
  const middle = Math.floor(present.length / 2);
  const median =
    present.length % 2 === 1 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
  return {
    median,
    min: present[0]!,
    max: present[present.length - 1]!,
    count: present.length,
    runs,
  };
}
