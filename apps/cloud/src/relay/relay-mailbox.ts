import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { openDatabase } from '../server/open-database';
import { mailboxFull } from './relay-errors';

/** One message the relay holds for a topic until its TTL runs out. */
export interface RelayMessage {
  topic: string;
  /** The encrypted envelope, opaque to the relay. */
  message: string;
  /** WalletConnect's message tag (1100 proposal, 1102 settle, …). */
  tag: number;
  /** When the relay received it (ms since the epoch). */
  publishedAt: number;
  /** After this instant (ms) the message is dropped. */
  expiresAt: number;
  /** Who published it: never delivered back to them (no echo). */
  senderId: string;
  attestation?: string;
}

/** Limits of the mailbox, so a misbehaving client cannot grow the relay's memory or disk without end. */
export interface MailboxLimits {
  /** The longest TTL honoured, in seconds (WalletConnect uses up to 30 days for pairings). */
  maxTtlSeconds: number;
  /** Messages kept per topic; the oldest go first. */
  maxMessagesPerTopic: number;
  /** Topics kept; the one with the oldest newest message goes first. */
  maxTopics: number;
  /** Bytes of envelopes kept in all; past it a publish is refused (`mailboxFull`), nothing evicted. */
  maxBytes?: number;
}

export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = {
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxMessagesPerTopic: 500,
  maxTopics: 10_000,
  maxBytes: 64 * 1024 * 1024,
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  topic TEXT NOT NULL,
  -- sha256 of the envelope: a repeated publish is stored once.
  hash TEXT NOT NULL,
  message TEXT NOT NULL,
  tag INTEGER NOT NULL,
  published_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  sender_id TEXT NOT NULL,
  attestation TEXT,
  bytes INTEGER NOT NULL,
  UNIQUE (topic, hash)
);
CREATE INDEX IF NOT EXISTS messages_topic ON messages (topic, seq);
CREATE INDEX IF NOT EXISTS messages_expiry ON messages (expires_at);
-- Each topic's newest message, for the topic cap (least recently published goes first).
CREATE TABLE IF NOT EXISTS topics (topic TEXT PRIMARY KEY, last_seq INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS topics_last ON topics (last_seq);
`;

interface MessageRow {
  topic: string;
  message: string;
  tag: number;
  published_at: number;
  expires_at: number;
  sender_id: string;
  attestation: string | null;
}

function toMessage(row: MessageRow): RelayMessage {
  return {
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    senderId: row.sender_id,
    ...(row.attestation !== null ? { attestation: row.attestation } : {}),
  };
}

const hashOf = (message: string) => createHash('sha256').update(message).digest('hex');

/**
 * Per-topic mailbox (WalletConnect relay semantics): a published message is kept for its TTL and
 * replayed to whoever subscribes to the topic later, because the peer may not be online yet (a
 * wallet scans the QR after the dApp published its proposal). Expired messages go on `sweep`.
 *
 * In SQLite (`relay.sqlite` in the data dir; in memory without a file), written with
 * synchronous=FULL before `put` returns, so a publish the relay acknowledged survives `kill -9`
 * and is replayed after a restart until its TTL. Nothing is held in memory but two counters.
 */
export class RelayMailbox {
  private readonly db: Database.Database;
  private readonly limits: MailboxLimits;
  private bytes: number;
  private topicCount: number;

  constructor(limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS, file = ':memory:') {
    this.limits = limits;
    // In memory for unit specs; a data-dir file (0600, integrity-checked, synchronous=FULL) in a cloud.
    this.db =
      file === ':memory:'
        ? new Database(file).exec(SCHEMA)
        : openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
    this.bytes = this.scalar('SELECT COALESCE(SUM(bytes), 0) AS value FROM messages');
    this.topicCount = this.scalar('SELECT COUNT(*) AS value FROM topics');
  }

  /** Stores a message; a repeat of the same envelope on the same topic is kept once. */
  put(
    input: Omit<RelayMessage, 'expiresAt' | 'publishedAt'> & { ttlSeconds: number; now: number },
  ): RelayMessage {
    const { ttlSeconds, now, ...rest } = input;
    const hash = hashOf(input.message);
    const existing = this.db
      .prepare('SELECT * FROM messages WHERE topic = ? AND hash = ?')
      .get(input.topic, hash) as MessageRow | undefined;
    if (existing) return toMessage(existing);
    const size = Buffer.byteLength(input.message) + (input.attestation?.length ?? 0);
    const maxBytes = this.limits.maxBytes ?? Number.POSITIVE_INFINITY;
    if (this.bytes + size > maxBytes) throw mailboxFull(maxBytes);
    const ttl = Math.min(Math.max(ttlSeconds, 1), this.limits.maxTtlSeconds);
    const stored: RelayMessage = { ...rest, publishedAt: now, expiresAt: now + ttl * 1000 };
    this.db.transaction(() => {
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO messages (topic, hash, message, tag, published_at, expires_at, sender_id, attestation, bytes)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          stored.topic,
          hash,
          stored.message,
          stored.tag,
          stored.publishedAt,
          stored.expiresAt,
          stored.senderId,
          stored.attestation ?? null,
          size,
        );
      this.bytes += size;
      this.db
        .prepare('INSERT OR REPLACE INTO topics (topic, last_seq) VALUES (?, ?)')
        .run(stored.topic, lastInsertRowid);
      this.topicCount = this.scalar('SELECT COUNT(*) AS value FROM topics');
      this.trimTopic(stored.topic);
      if (this.topicCount > this.limits.maxTopics) this.dropOldestTopic();
    })();
    return stored;
  }

  /** The live messages of a topic that `recipientId` did not publish itself, oldest first. */
  pending(topic: string, recipientId: string, now: number): RelayMessage[] {
    const rows = this.db
      .prepare(
        'SELECT * FROM messages WHERE topic = ? AND expires_at > ? AND sender_id != ? ORDER BY seq',
      )
      .all(topic, now, recipientId) as MessageRow[];
    return rows.map(toMessage);
  }

  /** Drops expired messages and empty topics; returns how many messages were dropped. */
  sweep(now: number): number {
    return this.db.transaction(() => {
      const dropped = this.db
        .prepare('DELETE FROM messages WHERE expires_at <= ? RETURNING bytes')
        .all(now) as Array<{ bytes: number }>;
      for (const row of dropped) this.bytes -= row.bytes;
      this.forgetEmptyTopics();
      return dropped.length;
    })();
  }

  /** How much the mailbox holds (for tests and /debug). */
  size(): { topics: number; messages: number } {
    return {
      topics: this.topicCount,
      messages: this.scalar('SELECT COUNT(*) AS value FROM messages'),
    };
  }

  /** Bytes of envelopes held, against `limits.maxBytes`. */
  byteSize(): number {
    return this.bytes;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private trimTopic(topic: string): void {
    const dropped = this.db
      .prepare(
        `DELETE FROM messages WHERE topic = ? AND seq NOT IN
           (SELECT seq FROM messages WHERE topic = ? ORDER BY seq DESC LIMIT ?)
         RETURNING bytes`,
      )
      .all(topic, topic, this.limits.maxMessagesPerTopic) as Array<{ bytes: number }>;
    for (const row of dropped) this.bytes -= row.bytes;
  }

  private dropOldestTopic(): void {
    const oldest = this.db
      .prepare(
        'DELETE FROM topics WHERE topic = (SELECT topic FROM topics ORDER BY last_seq LIMIT 1) RETURNING topic',
      )
      .get() as { topic: string } | undefined;
    if (!oldest) return;
    const dropped = this.db
      .prepare('DELETE FROM messages WHERE topic = ? RETURNING bytes')
      .all(oldest.topic) as Array<{ bytes: number }>;
    for (const row of dropped) this.bytes -= row.bytes;
    this.topicCount -= 1;
  }

  private forgetEmptyTopics(): void {
    this.db
      .prepare('DELETE FROM topics WHERE topic NOT IN (SELECT DISTINCT topic FROM messages)')
      .run();
    this.topicCount = this.scalar('SELECT COUNT(*) AS value FROM topics');
  }

  private scalar(sql: string): number {
    return (this.db.prepare(sql).get() as { value: number }).value;
  }
}
