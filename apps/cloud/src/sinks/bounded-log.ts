/** An append-only list that keeps only its newest `limit` entries. */
export class BoundedLog<T> {
  private items: T[] = [];

  constructor(private readonly limit: number) {
    if (!(limit > 0)) throw new RangeError(`limit must be positive, got ${limit}`);
  }

  push(item: T): void {
    this.items.push(item);
    // Trimming in chunks keeps pushes cheap when the log sits at its limit.
    if (this.items.length > this.limit * 1.1) this.items = this.items.slice(-this.limit);
  }

  /** A copy, oldest first, of at most `limit` entries. */
  toArray(): T[] {
    return this.items.slice(-this.limit);
  }

  clear(): void {
    this.items = [];
  }
}
