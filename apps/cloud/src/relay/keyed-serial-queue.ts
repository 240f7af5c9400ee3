/**
 * Runs steps one at a time per key, in arrival order; steps with no key in common run side by
 * side. A step waits for every earlier step that shares one of its keys. The relay hub keys its
 * work by socket (a socket's requests are answered in order) and by topic (a subscribe and a
 * publish of one topic never interleave, so a new subscriber gets a message exactly once). One
 * queue for everything made every publish wait for every other publish's database write: one
 * write at a time per instance, whatever the database could do at once.
 */
export class KeyedSerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(keys: readonly string[], step: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const earlier = unique.map((key) => this.tails.get(key)).filter((tail) => tail !== undefined);
    const result = (earlier.length === 0 ? Promise.resolve() : Promise.all(earlier)).then(step);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    for (const key of unique) this.tails.set(key, settled);
    // Forget a key once its last step is done, so the map holds only keys with work queued.
    void settled.then(() => {
      for (const key of unique) if (this.tails.get(key) === settled) this.tails.delete(key);
    });
    return result;
  }

  /** Runs `step` after every step queued so far (counts that must see a quiet hub). */
  runAfterAll<T>(step: () => Promise<T>): Promise<T> {
    return this.run([...this.tails.keys()], step);
  }
}
