/** A deterministic source of numbers in [0, 1): the same seed always gives the same sequence. */
export type Random = () => number;

/**
 * mulberry32: a 32-bit PRNG, tiny and good enough for test data. Deterministic output is the
 * point: the catalogue (ids, ranks, chains) must be the same on every machine and every run.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** True with probability `p`. */
export function chance(random: Random, p: number): boolean {
  return random() < p;
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick() needs a non-empty list');
  return item;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
