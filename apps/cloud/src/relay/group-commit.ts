/** What one item of a batch came to: its value, or why it alone failed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface GroupCommitOptions<In> {
  /** Items a batch takes at most (default 200). */
  maxBatch?: number;
  /**
   * Batches committing at once (default 1). More than one overlaps a batch's first round trips
   * with the previous one's commit, on a database that runs transactions side by side.
   */
  maxInFlight?: number;
  /**
   * Items of one key are committed in submission order: with several batches in flight, an item
   * whose key is in one waits for it (the relay keys by topic, whose messages keep their order).
   */
  keyOf?: (item: In) => string;
}

interface Waiting<In, Out> {
  item: In;
  key: string;
  settle: (outcome: Outcome<Out>) => void;
}

/**
 * Group commit: items submitted while batches are in flight wait, and go together as the next
 * batch (in submission order). An idle queue starts after the event loop's current turn
 * (setImmediate): the items of every message read in that turn share the batch. That matters on
 * SQLite, whose driver is synchronous: its transaction never yields, so nothing could arrive
 * "while it is in flight", and without the turn each publish paid its own fsync. No wait is added
 * at low load, and under load one commit (its round trips, its fsync, its lock on a shared row)
 * serves many items. Each submitter hears of its own item only once its batch is done.
 */
export class GroupCommit<In, Out> {
  private waiting: Array<Waiting<In, Out>> = [];
  private readonly busyKeys = new Map<string, number>();
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly keyOf: (item: In) => string;

  constructor(
    /** Commits a batch; one outcome per item, in order. A rejection fails the whole batch. */
    private readonly commit: (items: readonly In[]) => Promise<Array<Outcome<Out>>>,
    options: GroupCommitOptions<In> = {},
  ) {
    this.maxBatch = options.maxBatch ?? 200;
    this.maxInFlight = options.maxInFlight ?? 1;
    this.keyOf = options.keyOf ?? (() => '');
  }

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({
        item,
        key: this.keyOf(item),
        settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)),
      });
      if (this.inFlight < this.maxInFlight && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.start();
        });
      }
    });
  }

  /** Starts batches while there is room and something waits whose key is free. */
  private start(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      void this.run(batch);
    }
  }

  /** The waiting items whose key no batch in flight holds, oldest first; the rest keep waiting. */
  private takeBatch(): Array<Waiting<In, Out>> {
    const batch: Array<Waiting<In, Out>> = [];
    const kept: Array<Waiting<In, Out>> = [];
    for (const entry of this.waiting) {
      if (batch.length < this.maxBatch && !this.busyKeys.has(entry.key)) batch.push(entry);
      else kept.push(entry);
    }
    this.waiting = kept;
    return batch;
  }

  private async run(batch: Array<Waiting<In, Out>>): Promise<void> {
    this.inFlight += 1;
    const keys = new Set(batch.map((entry) => entry.key));
    for (const key of keys) this.busyKeys.set(key, (this.busyKeys.get(key) ?? 0) + 1);
    let outcomes: Array<Outcome<Out>>;
    try {
      outcomes = await this.commit(batch.map((entry) => entry.item));
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    for (const key of keys) {
      const count = (this.busyKeys.get(key) ?? 1) - 1;
      if (count === 0) this.busyKeys.delete(key);
      else this.busyKeys.set(key, count);
    }
    this.inFlight -= 1;
    batch.forEach((entry, index) =>
      entry.settle(outcomes[index] ?? { ok: false, error: new Error('no outcome for the item') }),
    );
    // What arrived meanwhile goes now: under load a batch is always on its way.
    this.start();
  }
}
