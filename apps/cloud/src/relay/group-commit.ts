/** What one item of a batch came to: its value, or why it alone failed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Group commit: items submitted while a batch is in flight wait, and go together as the next batch
 * (at most `maxBatch`, in submission order). An idle queue starts after the event loop's current
 * turn (setImmediate): the items of every message read in that turn share the batch. That matters
 * on SQLite, whose driver is synchronous: its transaction never yields, so nothing could arrive
 * "while it is in flight", and without the turn each publish paid its own fsync. No wait is added
 * at low load, and under load one commit (its round trips, its fsync, its lock on a shared row)
 * serves many items. Each submitter hears of its own item only once its batch is done.
 */
export class GroupCommit<In, Out> {
  private waiting: Array<{ item: In; settle: (outcome: Outcome<Out>) => void }> = [];
  private running = false;

  constructor(
    /** Commits a batch; one outcome per item, in order. A rejection fails the whole batch. */
    private readonly commit: (items: readonly In[]) => Promise<Array<Outcome<Out>>>,
    private readonly maxBatch = 200,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({
        item,
        settle: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)),
      });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      let outcomes: Array<Outcome<Out>>;
      try {
        outcomes = await this.commit(batch.map((entry) => entry.item));
      } catch (error) {
        outcomes = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((entry, index) =>
        entry.settle(outcomes[index] ?? { ok: false, error: new Error('no outcome for the item') }),
      );
    }
    this.running = false;
  }
}
