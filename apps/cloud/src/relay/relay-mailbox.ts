import { createHash, randomUUID } from 'node:crypto';
import type { Generated, Kysely, Transaction } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';
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
  /**
   * Which mailbox stored it (its database's identity): an instance hearing of it from another
   * knows whether the message is in its own mailbox already (one database shared) or must be kept.
   */
  storedIn?: string;
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

/** The relay mailbox's file in the data dir (its schema on PostgreSQL). */
export const RELAY_DB_FILE = 'relay.sqlite';

export const RELAY_SCHEMA: StoreSchema = {
  file: RELAY_DB_FILE,
  store: 'relay-mailbox',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `
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
CREATE INDEX IF NOT EXISTS topics_last ON topics (last_seq);`,
      postgres: `
CREATE TABLE messages (seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, topic TEXT NOT NULL,
  hash TEXT NOT NULL, message TEXT NOT NULL, tag BIGINT NOT NULL, published_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL, sender_id TEXT NOT NULL, attestation TEXT, bytes BIGINT NOT NULL,
  UNIQUE (topic, hash));
CREATE INDEX messages_topic ON messages (topic, seq);
CREATE INDEX messages_expiry ON messages (expires_at);
CREATE TABLE topics (topic TEXT PRIMARY KEY, last_seq BIGINT NOT NULL);
CREATE INDEX topics_last ON topics (last_seq);`,
    },
    // The bytes held, in one row every instance updates in the publish's transaction: the budget
    // holds across instances sharing the mailbox, without summing the table on each publish.
    `
CREATE TABLE mailbox_totals (id INTEGER PRIMARY KEY, bytes BIGINT NOT NULL);
INSERT INTO mailbox_totals (id, bytes) SELECT 1, COALESCE(SUM(bytes), 0) FROM messages;`,
    // Which database this is (filled in by the first instance that opens it): instances sharing
    // it skip re-storing each other's announcements, the publisher's row is already there.
    `CREATE TABLE mailbox_identity (id INTEGER PRIMARY KEY, mailbox TEXT NOT NULL);`,
    // The topics held, beside the bytes: the topic cap without a COUNT(*) on every publish.
    `
ALTER TABLE mailbox_totals ADD COLUMN topics BIGINT NOT NULL DEFAULT 0;
UPDATE mailbox_totals SET topics = (SELECT COUNT(*) FROM topics);`,
  ],
};

interface MailboxTables {
  messages: MessageRow & { seq: Generated<number>; hash: string; bytes: number };
  topics: { topic: string; last_seq: number };
  mailbox_totals: { id: number; bytes: number; topics: number };
  mailbox_identity: { id: number; mailbox: string };
}

type MailboxDb = Kysely<MailboxTables> | Transaction<MailboxTables>;

interface MessageRow {
  topic: string;
  message: string;
  tag: number;
  published_at: number;
  expires_at: number;
  sender_id: string;
  attestation: string | null;
}

const MESSAGE_COLUMNS = [
  'topic',
  'message',
  'tag',
  'published_at',
  'expires_at',
  'sender_id',
  'attestation',
] as const;

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

/** Thrown inside the publish's transaction to roll it back; put() answers mailboxFull. */
class OverBudget extends Error {}

/**
 * Per-topic mailbox (WalletConnect relay semantics): a published message is kept for its TTL and
 * replayed to whoever subscribes to the topic later, because the peer may not be online yet (a
 * wallet scans the QR after the dApp published its proposal). Expired messages go on `sweep`.
 *
 * In the cloud's database (`relay.sqlite` in the data dir, or PostgreSQL shared by instances),
 * committed before `put` resolves (SQLite: synchronous=FULL), so a publish the relay acknowledged
 * survives `kill -9` and is replayed after a restart, by any instance, until its TTL. Nothing is
 * held in memory.
 */
export class RelayMailbox {
  private constructor(
    private readonly store: StoreDb<MailboxTables>,
    private readonly limits: MailboxLimits,
    /** This mailbox's database, as `storedIn` names it. */
    readonly id: string,
  ) {}

  static async open(
    database: CloudDatabase,
    limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS,
  ): Promise<RelayMailbox> {
    const store = await database.open<MailboxTables>(RELAY_SCHEMA);
    await store.db
      .insertInto('mailbox_identity')
      .values({ id: 1, mailbox: randomUUID() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const identity = await store.db
      .selectFrom('mailbox_identity')
      .select('mailbox')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return new RelayMailbox(store, limits, identity.mailbox);
  }

  /** Whether `message` (announced by another instance) is already held in this mailbox's database. */
  holds(message: RelayMessage): boolean {
    return message.storedIn === this.id;
  }

  /** Stores a message; a repeat of the same envelope on the same topic is kept once. */
  async put(
    input: Omit<RelayMessage, 'expiresAt' | 'publishedAt'> & { ttlSeconds: number; now: number },
  ): Promise<RelayMessage> {
    const { ttlSeconds, now, ...rest } = input;
    const hash = hashOf(input.message);
    const size = Buffer.byteLength(input.message) + (input.attestation?.length ?? 0);
    const maxBytes = this.limits.maxBytes ?? Number.POSITIVE_INFINITY;
    if (size > maxBytes) throw mailboxFull(maxBytes);
    const ttl = Math.min(Math.max(ttlSeconds, 1), this.limits.maxTtlSeconds);
    const stored: RelayMessage = {
      ...rest,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      storedIn: this.id,
    };
    try {
      return await this.store.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('messages')
          .values({
            topic: stored.topic,
            hash,
            message: stored.message,
            tag: stored.tag,
            published_at: stored.publishedAt,
            expires_at: stored.expiresAt,
            sender_id: stored.senderId,
            attestation: stored.attestation ?? null,
            bytes: size,
          })
          .onConflict((conflict) => conflict.columns(['topic', 'hash']).doNothing())
          .returning('seq')
          .executeTakeFirst();
        // A repeat (the unique key, no SELECT before every insert): the stored one is the message.
        if (!inserted) return (await this.#existing(trx, stored.topic, hash)) ?? stored;
        const newTopic = await this.#touchTopic(trx, stored.topic, inserted.seq);
        await this.#trimTopic(trx, stored.topic);
        // Last: the one totals row is every publish's lock (all instances' on PostgreSQL), held
        // from this update to the commit. Taken first, it was held over four round trips and
        // made every publish of every instance wait for them (npm run bench:cloud).
        const totals = await this.#addTotals(trx, size, newTopic ? 1 : 0);
        const total =
          totals.topics > this.limits.maxTopics ? await this.#dropOldestTopic(trx) : totals.bytes;
        if (total > maxBytes) throw new OverBudget();
        return stored;
      });
    } catch (error) {
      if (error instanceof OverBudget) throw mailboxFull(maxBytes);
      throw error;
    }
  }

  /** The live messages of a topic that `recipientId` did not publish itself, oldest first. */
  async pending(topic: string, recipientId: string, now: number): Promise<RelayMessage[]> {
    const rows = await this.store.db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('topic', '=', topic)
      .where('expires_at', '>', now)
      .where('sender_id', '!=', recipientId)
      .orderBy('seq')
      .execute();
    return rows.map(toMessage);
  }

  /** Drops expired messages and empty topics; returns how many messages were dropped. */
  async sweep(now: number): Promise<number> {
    return this.store.db.transaction().execute(async (trx) => {
      const dropped = await trx
        .deleteFrom('messages')
        .where('expires_at', '<=', now)
        .returning('bytes')
        .execute();
      const emptied = await trx
        .deleteFrom('topics')
        .where('topic', 'not in', (eb) => eb.selectFrom('messages').select('topic').distinct())
        .returning('topic')
        .execute();
      await this.#addTotals(trx, -sum(dropped), -emptied.length);
      return dropped.length;
    });
  }

  /** How much the mailbox holds (for tests and /debug). */
  async size(): Promise<{ topics: number; messages: number }> {
    const [topics, messages] = await Promise.all([
      this.store.db
        .selectFrom('topics')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      this.store.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { topics: Number(topics.count), messages: Number(messages.count) };
  }

  /** Bytes of envelopes held, against `limits.maxBytes`. */
  async byteSize(): Promise<number> {
    const row = await this.store.db
      .selectFrom('mailbox_totals')
      .select('bytes')
      .where('id', '=', 1)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  async #existing(db: MailboxDb, topic: string, hash: string): Promise<RelayMessage | undefined> {
    const row = await db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('topic', '=', topic)
      .where('hash', '=', hash)
      .executeTakeFirst();
    return row && { ...toMessage(row), storedIn: this.id };
  }

  /**
   * Moves the bytes and topics held; the new totals (the row's lock orders concurrent publishes).
   */
  async #addTotals(
    trx: MailboxDb,
    bytes: number,
    topics = 0,
  ): Promise<{ bytes: number; topics: number }> {
    const row = await trx
      .updateTable('mailbox_totals')
      .set((eb) => ({ bytes: eb('bytes', '+', bytes), topics: eb('topics', '+', topics) }))
      .where('id', '=', 1)
      .returning(['bytes', 'topics'])
      .executeTakeFirstOrThrow();
    return { bytes: Number(row.bytes), topics: Number(row.topics) };
  }

  /** Records `seq` as the topic's newest message; whether the topic is new (for the topic count). */
  async #touchTopic(trx: MailboxDb, topic: string, seq: number): Promise<boolean> {
    const update = () =>
      trx
        .updateTable('topics')
        .set({ last_seq: seq })
        .where('topic', '=', topic)
        .returning('topic')
        .executeTakeFirst();
    // The usual case, a topic already held, is one statement.
    if (await update()) return false;
    const inserted = await trx
      .insertInto('topics')
      .values({ topic, last_seq: seq })
      .onConflict((conflict) => conflict.column('topic').doNothing())
      .returning('topic')
      .executeTakeFirst();
    if (inserted) return true;
    // Another instance added the topic between the two statements: it counted it.
    await update();
    return false;
  }

  async #trimTopic(trx: MailboxDb, topic: string): Promise<void> {
    const dropped = await trx
      .deleteFrom('messages')
      .where('topic', '=', topic)
      .where('seq', 'not in', (eb) =>
        eb
          .selectFrom('messages')
          .select('seq')
          .where('topic', '=', topic)
          .orderBy('seq', 'desc')
          .limit(this.limits.maxMessagesPerTopic),
      )
      .returning('bytes')
      .execute();
    if (dropped.length > 0) await this.#addTotals(trx, -sum(dropped));
  }

  /** Drops the least recently published topic; the bytes held after. */
  async #dropOldestTopic(trx: MailboxDb): Promise<number> {
    const oldest = await trx
      .deleteFrom('topics')
      .where('topic', '=', (eb) =>
        eb.selectFrom('topics').select('topic').orderBy('last_seq').limit(1),
      )
      .returning('topic')
      .executeTakeFirst();
    if (!oldest) return (await this.#addTotals(trx, 0)).bytes;
    const dropped = await trx
      .deleteFrom('messages')
      .where('topic', '=', oldest.topic)
      .returning('bytes')
      .execute();
    return (await this.#addTotals(trx, -sum(dropped), -1)).bytes;
  }
}

function sum(rows: ReadonlyArray<{ bytes: number }>): number {
  return rows.reduce((total, row) => total + Number(row.bytes), 0);
}
