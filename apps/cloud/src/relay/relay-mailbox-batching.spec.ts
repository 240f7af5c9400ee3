import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { DEFAULT_MAILBOX_LIMITS, RelayMailbox, type MailboxLimits } from './relay-mailbox';

const base = { tag: 1, senderId: 'dapp', ttlSeconds: 60, now: 0 };

describe.each(DIALECTS)('RelayMailbox group commit on %s', (dialect) => {
  const databases = useTestDatabases(dialect);
  /** A mailbox and the transactions it committed (publishes, statements), as it reports them. */
  const open = async (limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS) => {
    const committed: Array<{ publishes: number; statements: number }> = [];
    const mailbox = await RelayMailbox.open((await databases.open()).database, limits, {
      committed: (batch) => committed.push(batch),
    });
    return { mailbox, committed };
  };
  const messages = async (mailbox: RelayMailbox, topic: string) =>
    (await mailbox.pending(topic, 'wallet', 0)).map((m) => m.message);

  it('stores a publish to a held topic under its cap in 5 statements (no trim)', async () => {
    const { mailbox, committed } = await open();
    await mailbox.put({ ...base, topic: 't', message: 'a' });
    await mailbox.put({ ...base, topic: 't', message: 'b' });
    // BEGIN, INSERT message, UPDATE topics (0 rows), INSERT topic, UPDATE totals, COMMIT; then 5.
    expect(committed).toEqual([
      { publishes: 1, statements: 6 },
      { publishes: 1, statements: 5 },
    ]);
  });

  it('commits publishes waiting together in one transaction of 5 statements', async () => {
    const { mailbox, committed } = await open();
    const topics = ['t0', 't1', 't2', 't3'];
    await Promise.all(topics.map((topic) => mailbox.put({ ...base, topic, message: 'first' })));
    committed.length = 0;
    await Promise.all(
      topics.flatMap((topic) => [
        mailbox.put({ ...base, topic, message: 'second' }),
        mailbox.put({ ...base, topic, message: 'third' }),
      ]),
    );
    expect(committed).toEqual([{ publishes: 8, statements: 5 }]);
    expect(await mailbox.size()).toEqual({ topics: 4, messages: 12 });
    expect(await mailbox.byteSize()).toBe(4 * ('first' + 'second' + 'third').length);
  });

  it('keeps the submission order within a topic across batches, and trims only past the cap', async () => {
    const { mailbox, committed } = await open({
      ...DEFAULT_MAILBOX_LIMITS,
      maxMessagesPerTopic: 5,
    });
    const put = (topic: string, message: string) => mailbox.put({ ...base, topic, message });
    const first = Array.from({ length: 4 }, (_, i) => put(i % 2 ? 'u' : 't', `m${i}`));
    // Submitted while the first batch may be in flight: they go in the next one, after it.
    await new Promise((resolve) => setImmediate(resolve));
    const second = Array.from({ length: 8 }, (_, i) => put(i % 2 ? 'u' : 't', `m${i + 4}`));
    await Promise.all([...first, ...second]);
    expect(await messages(mailbox, 't')).toEqual(['m2', 'm4', 'm6', 'm8', 'm10']);
    expect(await messages(mailbox, 'u')).toEqual(['m3', 'm5', 'm7', 'm9', 'm11']);
    expect(committed.reduce((total, batch) => total + batch.publishes, 0)).toBe(12);
    expect(await mailbox.byteSize()).toBe(2 * 'm10'.length + 8 * 'm2'.length);
  });

  it('fails only the poisoned message of a batch (past the byte budget): the others are stored', async () => {
    const { mailbox, committed } = await open({ ...DEFAULT_MAILBOX_LIMITS, maxBytes: 10 });
    await mailbox.put({ ...base, topic: 't', message: 'aaaa' });
    const results = await Promise.allSettled(
      ['bbbb', 'cccccc', 'd'].map((message) => mailbox.put({ ...base, topic: 't', message })),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: -32000 });
    expect(await messages(mailbox, 't')).toEqual(['aaaa', 'bbbb', 'd']);
    expect(await mailbox.byteSize()).toBe(9);
    // The batch of three rolled back, then each alone: the refused one committed nothing.
    expect(committed.map((batch) => batch.publishes)).toEqual([1, 1, 1]);
  });

  it('answers a repeat within a batch with the message stored first, kept once', async () => {
    const { mailbox } = await open();
    const [first, repeat] = await Promise.all([
      mailbox.put({ ...base, topic: 't', message: 'm', now: 1 }),
      mailbox.put({ ...base, topic: 't', message: 'm', now: 2 }),
    ]);
    expect(first.publishedAt).toBe(1);
    expect(repeat.publishedAt).toBe(1);
    expect(await mailbox.size()).toEqual({ topics: 1, messages: 1 });
  });

  it('lowers a topic count on sweep, so the next publish is not trimmed', async () => {
    const { mailbox, committed } = await open({
      ...DEFAULT_MAILBOX_LIMITS,
      maxMessagesPerTopic: 2,
    });
    await mailbox.put({ ...base, topic: 't', message: 'a', ttlSeconds: 1 });
    await mailbox.put({ ...base, topic: 't', message: 'b', ttlSeconds: 1 });
    expect(await mailbox.sweep(1_000)).toBe(2);
    committed.length = 0;
    await mailbox.put({ ...base, topic: 't', message: 'c', now: 1_000 });
    await mailbox.put({ ...base, topic: 't', message: 'd', now: 1_000 });
    expect(committed.map((batch) => batch.statements)).toEqual([6, 5]);
    expect(await mailbox.size()).toEqual({ topics: 1, messages: 2 });
  });
});

describe('RelayMailbox group commit on postgres', () => {
  const databases = useTestDatabases('postgres');

  it('fails only a message the database refuses (a NUL in the text): the batch is retried one by one', async () => {
    const mailbox = await RelayMailbox.open((await databases.open()).database);
    const results = await Promise.allSettled(
      ['x', 'bad\u0000', 'y'].map((message) => mailbox.put({ ...base, topic: 't', message })),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await mailbox.pending('t', 'wallet', 0)).map((m) => m.message)).toEqual(['x', 'y']);
  });
});
