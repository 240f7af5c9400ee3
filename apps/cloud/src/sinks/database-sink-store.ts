import type { Generated, Transaction } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';
import { HttpError } from '../server/http-error';
import type { AnalyticsBatch, ErrorReportRecord, SinkStore } from './sink-store';

/** How much each sink keeps: the newest entries within both bounds. */
export interface SinkBounds {
  maxEntries: number;
  maxBytes: number;
}

/** The sinks' file in the data dir (their schema on PostgreSQL). */
export const SINKS_DB_FILE = 'sinks.sqlite';

const SINKS = ['analytics', 'errors'] as const;
type SinkName = (typeof SINKS)[number];

export const SINKS_SCHEMA: StoreSchema = {
  file: SINKS_DB_FILE,
  store: 'sinks',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: SINKS.map(
        (name) => `
CREATE TABLE IF NOT EXISTS ${name} (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The whole record as JSON: the sinks are read back as received, never queried inside.
  record TEXT NOT NULL,
  bytes INTEGER NOT NULL
);`,
      ).join('\n'),
      postgres: SINKS.map(
        (name) => `
CREATE TABLE ${name} (seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, record TEXT NOT NULL,
  bytes BIGINT NOT NULL);`,
      ).join('\n'),
    },
    // Each sink's running totals, updated in the write's transaction: bounding needs no full scan,
    // and the bounds hold across instances sharing the sinks.
    `
CREATE TABLE sink_totals (sink TEXT PRIMARY KEY, entries BIGINT NOT NULL, bytes BIGINT NOT NULL);
${SINKS.map(
  (name) => `INSERT INTO sink_totals (sink, entries, bytes)
  SELECT '${name}', COUNT(*), COALESCE(SUM(bytes), 0) FROM ${name};`,
).join('\n')}`,
  ],
};

interface SinkRow {
  seq: Generated<number>;
  record: string;
  bytes: number;
}

interface SinkTables {
  analytics: SinkRow;
  errors: SinkRow;
  sink_totals: { sink: string; entries: number; bytes: number };
}

/** One sink table, bounded through its row of sink_totals. */
class SinkTable<T> {
  constructor(
    private readonly store: StoreDb<SinkTables>,
    private readonly name: SinkName,
    private readonly bounds: SinkBounds,
  ) {}

  /** Appends, then evicts the oldest entries past the bounds, in one transaction. */
  async add(record: T): Promise<void> {
    const json = JSON.stringify(record);
    const size = Buffer.byteLength(json);
    if (size > this.bounds.maxBytes) {
      throw new HttpError(507, `The ${this.name} sink keeps at most ${this.bounds.maxBytes} bytes`);
    }
    await this.store.db.transaction().execute(async (trx) => {
      await trx.insertInto(this.name).values({ record: json, bytes: size }).execute();
      let totals = await this.#move(trx, 1, size);
      while (totals.entries > this.bounds.maxEntries || totals.bytes > this.bounds.maxBytes) {
        const evicted = await trx
          .deleteFrom(this.name)
          .where('seq', '=', (eb) =>
            eb.selectFrom(this.name).select((inner) => inner.fn.min('seq').as('seq')),
          )
          .returning('bytes')
          .executeTakeFirst();
        if (!evicted) break;
        totals = await this.#move(trx, -1, -Number(evicted.bytes));
      }
    });
  }

  async all(): Promise<T[]> {
    const rows = await this.store.db
      .selectFrom(this.name)
      .select('record')
      .orderBy('seq')
      .execute();
    return rows.map((row) => JSON.parse(row.record) as T);
  }

  async clear(): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom(this.name).execute();
      await trx
        .updateTable('sink_totals')
        .set({ entries: 0, bytes: 0 })
        .where('sink', '=', this.name)
        .execute();
    });
  }

  /** Moves the totals; the new ones (the row's lock orders concurrent writers). */
  async #move(trx: Transaction<SinkTables>, entries: number, bytes: number) {
    const row = await trx
      .updateTable('sink_totals')
      .set((eb) => ({ entries: eb('entries', '+', entries), bytes: eb('bytes', '+', bytes) }))
      .where('sink', '=', this.name)
      .returning(['entries', 'bytes'])
      .executeTakeFirstOrThrow();
    return { entries: Number(row.entries), bytes: Number(row.bytes) };
  }
}

/**
 * The analytics and error sinks in the cloud's database (`sinks.sqlite` in the data dir, or
 * PostgreSQL). A write is committed (SQLite: synchronous=FULL) before the route acknowledges it,
 * so `kill -9` loses nothing acknowledged; each sink keeps its newest entries within `bounds`,
 * evicting the oldest (diagnostics, not records: a full sink must not refuse today's reports).
 */
export async function createDatabaseSinkStore(
  database: CloudDatabase,
  bounds: SinkBounds,
): Promise<SinkStore> {
  const store = await database.open<SinkTables>(SINKS_SCHEMA);
  const analytics = new SinkTable<AnalyticsBatch>(store, 'analytics', bounds);
  const errors = new SinkTable<ErrorReportRecord>(store, 'errors', bounds);
  return {
    analytics: () => analytics.all(),
    analyticsEvents: async () => (await analytics.all()).flatMap((batch) => batch.events),
    errors: () => errors.all(),
    async clear() {
      await analytics.clear();
      await errors.clear();
    },
    addBatch: (batch) => analytics.add(batch),
    addError: (record) => errors.add(record),
    close: () => store.close(),
  };
}
