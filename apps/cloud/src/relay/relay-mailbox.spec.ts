import { RelayMailbox } from './relay-mailbox';

const base = { tag: 1, senderId: 'dapp' };

describe('RelayMailbox', () => {
  it('keeps a message until its TTL, for everyone but its sender', () => {
    const mailbox = new RelayMailbox();
    mailbox.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 0 });
    expect(mailbox.pending('t', 'wallet', 9_999).map((m) => m.message)).toEqual(['m']);
    expect(mailbox.pending('t', 'dapp', 0)).toEqual([]);
    expect(mailbox.pending('t', 'wallet', 10_000)).toEqual([]);
    expect(mailbox.sweep(10_000)).toBe(1);
    expect(mailbox.size()).toEqual({ topics: 0, messages: 0 });
  });

  it('stores a repeated envelope once (clients retry publishes)', () => {
    const mailbox = new RelayMailbox();
    mailbox.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 0 });
    mailbox.put({ ...base, topic: 't', message: 'm', ttlSeconds: 10, now: 5 });
    expect(mailbox.size()).toEqual({ topics: 1, messages: 1 });
  });

  it('bounds memory: TTLs are capped, and the oldest messages and topics go first', () => {
    const mailbox = new RelayMailbox({ maxTtlSeconds: 60, maxMessagesPerTopic: 2, maxTopics: 2 });
    const stored = mailbox.put({ ...base, topic: 't', message: 'a', ttlSeconds: 1e9, now: 0 });
    expect(stored.expiresAt).toBe(60_000);
    mailbox.put({ ...base, topic: 't', message: 'b', ttlSeconds: 60, now: 0 });
    mailbox.put({ ...base, topic: 't', message: 'c', ttlSeconds: 60, now: 0 });
    expect(mailbox.pending('t', 'x', 0).map((m) => m.message)).toEqual(['b', 'c']);
    mailbox.put({ ...base, topic: 'u', message: 'd', ttlSeconds: 60, now: 0 });
    mailbox.put({ ...base, topic: 'v', message: 'e', ttlSeconds: 60, now: 0 });
    expect(mailbox.pending('t', 'x', 0)).toEqual([]);
    expect(mailbox.size()).toEqual({ topics: 2, messages: 2 });
  });
});
