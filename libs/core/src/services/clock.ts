/** Time source for timestamps and TTL checks; sagas get it from context so tests can pin time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
