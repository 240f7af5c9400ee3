import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { DEFAULT_MAILBOX_LIMITS, RelayMailbox, type MailboxLimits } from './relay-mailbox';

const base = { tag: 1, senderId: 'dapp' };

describe.each(DIALECTS)('RelayMailbox on %s', (dialect) => {
  const databases = useTestDatabases(dialect);
  const open = async (limits?: MailboxLimits) =>
    RelayMailbox.open((await databases.open()).database, limits);
  const messages = async (mailbox: RelayMailbox, topic: string, recipient: string, now: number) =>
    (await mailbox.pending(topic, recipient, now)).map((m) => m.message);

  it('keeps a message until its TTL, for everyone but its sender', async () => {
    const mailbox = await open();
    await mailbox.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 0 });
    expect(await messages(mailbox, 't', 'wallet', 9_999)).toEqual(['m']);
    expect(await mailbox.pending('t', 'dapp', 0)).toEqual([]);
    expect(await mailbox.pending('t', 'wallet', 10_000)).toEqual([]);
    expect(await mailbox.sweep(10_000)).toBe(1);
    expect(await mailbox.size()).toEqual({ topics: 0, messages: 0 });
  });

  it('stores a repeated envelope once (clients retry publishes)', async () => {
    const mailbox = await open();
    await mailbox.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 0 });
    await mailbox.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 5 });
    expect(await mailbox.size()).toEqual({ topics: 1, messages: 1 });
  });

  it('bounds memory: TTLs are capped, and the oldest messages and topics go first', async () => {
    const mailbox = await open({ maxTtlSeconds: 60, maxMessagesPerTopic: 2, maxTopics: 2 });
    const stored = await mailbox.put({
      ...base,
      topic: 't',
      message: 'a',
      ttlSeconds: 1e9,
      now: 0,
    });
    expect(stored.expiresAt).toBe(60_000);
    await mailbox.put({ ...base, topic: 't', message: 'b', ttlSeconds: 60, now: 0 });
    await mailbox.put({ ...base, topic: 't', message: 'c', ttlSeconds: 60, now: 0 });
    expect(await messages(mailbox, 't', 'x', 0)).toEqual(['b', 'c']);
    await mailbox.put({ ...base, topic: 'u', message: 'd', ttlSeconds: 60, now: 0 });
    await mailbox.put({ ...base, topic: 'v', message: 'e', ttlSeconds: 60, now: 0 });
    expect(await mailbox.pending('t', 'x', 0)).toEqual([]);
    expect(await mailbox.size()).toEqual({ topics: 2, messages: 2 });
    expect(await mailbox.byteSize()).toBe(2);
  });

  it('frees the place of a topic the sweep emptied in the topic cap', async () => {
    const mailbox = await open({ ...DEFAULT_MAILBOX_LIMITS, maxTopics: 2 });
    await mailbox.put({ ...base, topic: 't', message: 'a', ttlSeconds: 1, now: 0 });
    await mailbox.put({ ...base, topic: 'u', message: 'b', ttlSeconds: 60, now: 0 });
    expect(await mailbox.sweep(1_000)).toBe(1);
    await mailbox.put({ ...base, topic: 'v', message: 'c', ttlSeconds: 60, now: 1_000 });
    // Two topics held, the cap: u stays.
    expect(await messages(mailbox, 'u', 'wallet', 1_000)).toEqual(['b']);
    expect(await mailbox.size()).toEqual({ topics: 2, messages: 2 });
  });

  it('names its database: instances sharing it see one mailbox, another database is another', async () => {
    const test = await databases.open();
    const first = await RelayMailbox.open(test.database);
    const second = await RelayMailbox.open(test.database);
    const other = await open();
    const stored = await first.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 0 });
    expect(second.holds(stored)).toBe(true);
    expect(other.holds(stored)).toBe(false);
    // A repeat answers the stored message, from the same mailbox.
    const repeat = await second.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 5 });
    expect(repeat.publishedAt).toBe(0);
    expect(first.holds(repeat)).toBe(true);
  });

  it('keeps messages and their TTLs across a reopen (or for another instance), and refuses a publish past its byte budget', async () => {
    const limits = { ...DEFAULT_MAILBOX_LIMITS, maxBytes: 10 };
    const test = await databases.open();
    const first = await RelayMailbox.open(test.database, limits);
    await first.put({ ...base, topic: 't', message: 'short', ttlSeconds: 10, now: 0 });
    await first.put({ ...base, topic: 't', message: 'long', ttlSeconds: 60, now: 0 });
    await expect(
      first.put({ ...base, topic: 'u', message: 'over', ttlSeconds: 60, now: 0 }),
    ).rejects.toThrow(/Mailbox full/);
    await first.close();

    const reopened = await RelayMailbox.open(await databases.reopen(test), limits);
    expect(await messages(reopened, 't', 'wallet', 5_000)).toEqual(['short', 'long']);
    expect(await reopened.byteSize()).toBe(9);
    expect(await reopened.size()).toEqual({ topics: 1, messages: 2 });
    expect(await messages(reopened, 't', 'wallet', 10_000)).toEqual(['long']);
    expect(await reopened.sweep(10_000)).toBe(1);
    expect(await reopened.byteSize()).toBe(4);
  });
});
