import { createHash, randomUUID } from 'node:crypto';
import { sql, type Generated, type Kysely, type Transaction } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';
import { GroupCommit, type Outcome } from './group-commit';
import { mailboxFull } from './relay-errors';
import { StatementCounter } from './statement-counter';

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
    // The messages each topic holds: a publish trims its topic only past the cap, instead of a
    // DELETE on every publish.
    `
ALTER TABLE topics ADD COLUMN held BIGINT NOT NULL DEFAULT 0;
UPDATE topics SET held = (SELECT COUNT(*) FROM messages WHERE messages.topic = topics.topic);`,
  ],
};

interface MailboxTables {
  messages: MessageRow & { seq: Generated<number>; hash: string; bytes: number };
  topics: { topic: string; last_seq: number; held: number };
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

/** What the mailbox reports of its work (the specs observe batching through it). */
export interface MailboxEvents {
  /** A transaction of publishes committed: how many, and the statements it took (BEGIN, COMMIT included). */
  committed?(batch: { publishes: number; statements: number }): void;
}

/** A publish ready to store: what put() answers, its row's dedupe key and its bytes. */
interface Publish {
  message: RelayMessage;
  hash: string;
  size: number;
}

/** The newest seq of each topic a batch inserted into, and how many messages it added there. */
type TopicGrowth = Map<string, { seq: number; added: number }>;

const keyOf = (topic: string, hash: string) => `${hash} ${topic}`;

/**
 * Per-topic mailbox (WalletConnect relay semantics): a published message is kept for its TTL and
 * replayed to whoever subscribes to the topic later, because the peer may not be online yet (a
 * wallet scans the QR after the dApp published its proposal). Expired messages go on `sweep`.
 *
 * In the cloud's database (`relay.sqlite` in the data dir, or PostgreSQL shared by instances),
 * committed before `put` resolves (SQLite: synchronous=FULL), so a publish the relay acknowledged
 * survives `kill -9` and is replayed after a restart, by any instance, until its TTL. Nothing is
 * held in memory.
 *
 * Publishes are group-committed (GroupCommit): those arriving while a transaction is in flight
 * share the next one, so under load one commit, and one hold of the totals row every instance's
 * publishes queue on, serves many (npm run bench:cloud). A batch that fails (one message past the
 * byte budget, one the database refuses) is rolled back and retried one message at a time, so only
 * that message fails.
 */
export class RelayMailbox {
  private readonly batches: GroupCommit<Publish, RelayMessage>;

  private constructor(
    private readonly store: StoreDb<MailboxTables>,
    private readonly limits: MailboxLimits,
    /** This mailbox's database, as `storedIn` names it. */
    readonly id: string,
    private readonly events: MailboxEvents,
  ) {
    this.batches = new GroupCommit((batch) => this.#commit(batch), {
      // PostgreSQL runs a second batch's first round trips while the first commits (its totals
      // row lock orders their ends); SQLite's one connection runs one transaction at a time.
      maxInFlight: store.dialect === 'postgres' ? 2 : 1,
      // A topic's messages are stored in the order published (its seq is its replay order).
      keyOf: (publish) => publish.message.topic,
    });
  }

  static async open(
    database: CloudDatabase,
    limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS,
    events: MailboxEvents = {},
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
    return new RelayMailbox(store, limits, identity.mailbox, events);
  }

  /** Whether `message` (announced by another instance) is already held in this mailbox's database. */
  holds(message: RelayMessage): boolean {
    return message.storedIn === this.id;
  }

  /**
   * Stores a message; a repeat of the same envelope on the same topic is kept once. Resolves once
   * its transaction committed.
   */
  put(
    input: Omit<RelayMessage, 'expiresAt' | 'publishedAt'> & { ttlSeconds: number; now: number },
  ): Promise<RelayMessage> {
    const { ttlSeconds, now, ...rest } = input;
    const size = Buffer.byteLength(input.message) + (input.attestation?.length ?? 0);
    if (size > this.#maxBytes()) return Promise.reject(mailboxFull(this.#maxBytes()));
    const ttl = Math.min(Math.max(ttlSeconds, 1), this.limits.maxTtlSeconds);
    const message: RelayMessage = {
      ...rest,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      storedIn: this.id,
    };
    return this.batches.submit({ message, hash: hashOf(input.message), size });
  }

  #maxBytes(): number {
    return this.limits.maxBytes ?? Number.POSITIVE_INFINITY;
  }

  /** One transaction for the batch; if it fails, one per message, in order, so only the bad one fails. */
  async #commit(batch: readonly Publish[]): Promise<Array<Outcome<RelayMessage>>> {
    try {
      return (await this.#transaction(batch)).map((value) => ({ ok: true, value }));
    } catch (error) {
      if (batch.length === 1) {
        return [
          { ok: false, error: error instanceof OverBudget ? mailboxFull(this.#maxBytes()) : error },
        ];
      }
      const outcomes: Array<Outcome<RelayMessage>> = [];
      for (const publish of batch) outcomes.push(...(await this.#commit([publish])));
      return outcomes;
    }
  }

  /**
   * Stores a batch in one transaction: BEGIN, one INSERT for all its messages, one UPDATE of their
   * topics, the totals UPDATE, COMMIT (5 statements however many messages, when their topics are
   * held and under their cap). Answers each publish's stored message, in order.
   */
  async #transaction(batch: readonly Publish[]): Promise<RelayMessage[]> {
    const counter = new StatementCounter();
    const stored = await this.store.db.transaction().execute(async (transaction) => {
      const trx = transaction.withPlugin(counter);
      const inserted = await trx
        .insertInto('messages')
        .values(batch.map(({ message, hash, size }) => rowOf(message, hash, size)))
        .onConflict((conflict) => conflict.columns(['topic', 'hash']).doNothing())
        .returning(['seq', 'topic', 'hash', 'bytes'])
        .execute();
      const growth: TopicGrowth = new Map();
      for (const row of inserted) {
        const seq = Number(row.seq);
        const topic = growth.get(row.topic);
        growth.set(row.topic, {
          seq: Math.max(seq, topic?.seq ?? 0),
          added: (topic?.added ?? 0) + 1,
        });
      }
      const { held, newTopics } = await this.#growTopics(trx, growth);
      let trimmed = 0;
      for (const [topic, count] of held) {
        if (count > this.limits.maxMessagesPerTopic) trimmed += await this.#trimTopic(trx, topic);
      }
      // Last: the one totals row is every publish's lock (all instances' on PostgreSQL), held
      // from this update to the commit. Taken first, it was held over four round trips and
      // made every publish of every instance wait for them (npm run bench:cloud).
      let totals = await this.#addTotals(trx, sum(inserted) - trimmed, newTopics);
      // Bounded by the topics this batch added: a count gone wrong cannot loop.
      for (let i = 0; i < newTopics && totals.topics > this.limits.maxTopics; i += 1) {
        totals = await this.#dropOldestTopic(trx);
      }
      if (totals.bytes > this.#maxBytes()) throw new OverBudget();
      return this.#answers(trx, batch, new Set(inserted.map((row) => keyOf(row.topic, row.hash))));
    });
    this.events.committed?.({ publishes: batch.length, statements: counter.count + 2 });
    return stored;
  }

  /**
   * What each publish answers: the message it stored, or for a repeat (the unique key, no SELECT
   * before every insert) the one stored first, in this batch or before it.
   */
  async #answers(
    trx: MailboxDb,
    batch: readonly Publish[],
    inserted: ReadonlySet<string>,
  ): Promise<RelayMessage[]> {
    const first = new Map<string, RelayMessage>();
    const answers: RelayMessage[] = [];
    for (const { message, hash } of batch) {
      const key = keyOf(message.topic, hash);
      let answer = first.get(key);
      if (!answer) {
        answer = inserted.has(key)
          ? message
          : ((await this.#existing(trx, message.topic, hash)) ?? message);
        first.set(key, answer);
      }
      answers.push(answer);
    }
    return answers;
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
        .returning(['topic', 'bytes'])
        .execute();
      const byTopic = new Map<string, number>();
      for (const { topic } of dropped) byTopic.set(topic, (byTopic.get(topic) ?? 0) + 1);
      if (byTopic.size > 0) {
        await trx
          .updateTable('topics')
          .set({ held: sql<number>`held - ${perTopic(byTopic)}` })
          .where('topic', 'in', [...byTopic.keys()])
          .execute();
      }
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

  /**
   * Records each topic's newest seq and its added messages; the messages each now holds, and how
   * many topics are new (for the topic count). The usual case, topics already held, is one UPDATE.
   */
  async #growTopics(
    trx: MailboxDb,
    growth: TopicGrowth,
  ): Promise<{ held: Map<string, number>; newTopics: number }> {
    const held = new Map<string, number>();
    const update = async (topics: string[]) => {
      if (topics.length === 0) return;
      const grown = new Map(topics.map((topic) => [topic, growth.get(topic)!] as const));
      const rows = await trx
        .updateTable('topics')
        .set({
          last_seq: perTopic(new Map([...grown].map(([topic, { seq }]) => [topic, seq]))),
          held: sql<number>`held + ${perTopic(new Map([...grown].map(([t, { added }]) => [t, added])))}`,
        })
        .where('topic', 'in', topics)
        .returning(['topic', 'held'])
        .execute();
      for (const row of rows) held.set(row.topic, Number(row.held));
    };
    await update([...growth.keys()]);
    const missing = [...growth.keys()].filter((topic) => !held.has(topic));
    if (missing.length === 0) return { held, newTopics: 0 };
    const inserted = await trx
      .insertInto('topics')
      .values(
        missing.map((topic) => ({
          topic,
          last_seq: growth.get(topic)!.seq,
          held: growth.get(topic)!.added,
        })),
      )
      .onConflict((conflict) => conflict.column('topic').doNothing())
      .returning(['topic', 'held'])
      .execute();
    for (const row of inserted) held.set(row.topic, Number(row.held));
    // Another instance added some of them between the two statements: it counted them.
    await update(missing.filter((topic) => !held.has(topic)));
    return { held, newTopics: inserted.length };
  }

  /** Drops a topic's oldest messages past its cap; the bytes dropped (the caller moves the totals). */
  async #trimTopic(trx: MailboxDb, topic: string): Promise<number> {
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
    if (dropped.length === 0) return 0;
    await trx
      .updateTable('topics')
      .set((eb) => ({ held: eb('held', '-', dropped.length) }))
      .where('topic', '=', topic)
      .execute();
    return sum(dropped);
  }

  /** Drops the least recently published topic; the totals after. */
  async #dropOldestTopic(trx: MailboxDb): Promise<{ bytes: number; topics: number }> {
    const oldest = await trx
      .deleteFrom('topics')
      .where('topic', '=', (eb) =>
        eb.selectFrom('topics').select('topic').orderBy('last_seq').limit(1),
      )
      .returning('topic')
      .executeTakeFirst();
    if (!oldest) return this.#addTotals(trx, 0);
    const dropped = await trx
      .deleteFrom('messages')
      .where('topic', '=', oldest.topic)
      .returning('bytes')
      .execute();
    return this.#addTotals(trx, -sum(dropped), -1);
  }
}

function rowOf(message: RelayMessage, hash: string, bytes: number) {
  return {
    topic: message.topic,
    hash,
    message: message.message,
    tag: message.tag,
    published_at: message.publishedAt,
    expires_at: message.expiresAt,
    sender_id: message.senderId,
    attestation: message.attestation ?? null,
    bytes,
  };
}

/** `CASE topic WHEN … THEN … END`: one value per topic, for one UPDATE of several topics. */
function perTopic(values: ReadonlyMap<string, number>) {
  const branches = [...values].map(
    ([topic, value]) => sql`WHEN ${topic} THEN CAST(${value} AS BIGINT)`,
  );
  return sql<number>`CASE topic ${sql.join(branches, sql` `)} END`;
}

function sum(rows: ReadonlyArray<{ bytes: number }>): number {
  return rows.reduce((total, row) => total + Number(row.bytes), 0);
}
