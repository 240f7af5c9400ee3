import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_MAILBOX_LIMITS, RelayMailbox } from './relay-mailbox';

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

describe('RelayMailbox in a file', () => {
  it('keeps messages and their TTLs across a reopen, and refuses a publish past its byte budget', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kit-relay-mailbox-'));
    const file = path.join(dir, 'relay.sqlite');
    try {
      const limits = { ...DEFAULT_MAILBOX_LIMITS, maxBytes: 10 };
      const first = new RelayMailbox(limits, file);
      first.put({ ...base, topic: 't', message: 'short', ttlSeconds: 10, now: 0 });
      first.put({ ...base, topic: 't', message: 'long', ttlSeconds: 60, now: 0 });
      expect(() =>
        first.put({ ...base, topic: 'u', message: 'over', ttlSeconds: 60, now: 0 }),
      ).toThrow(/Mailbox full/);
      first.close();

      const reopened = new RelayMailbox(limits, file);
      expect(reopened.pending('t', 'wallet', 5_000).map((m) => m.message)).toEqual([
        'short',
        'long',
      ]);
      expect(reopened.byteSize()).toBe(9);
      expect(reopened.pending('t', 'wallet', 10_000).map((m) => m.message)).toEqual(['long']);
      expect(reopened.sweep(10_000)).toBe(1);
      expect(reopened.byteSize()).toBe(4);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
