import type Database from 'better-sqlite3';
import { openDatabase } from '../server/open-database';
import { HttpError } from '../server/http-error';
import type { AnalyticsBatch, ErrorReportRecord, SinkStore } from './sink-store';

/** How much each sink keeps: the newest entries within both bounds. */
export interface SinkBounds {
  maxEntries: number;
  maxBytes: number;
}

const SINKS = ['analytics', 'errors'] as const;
type SinkName = (typeof SINKS)[number];

const SCHEMA = SINKS.map(
  (name) => `
CREATE TABLE IF NOT EXISTS ${name} (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The whole record as JSON: the sinks are read back as received, never queried inside.
  record TEXT NOT NULL,
  bytes INTEGER NOT NULL
);`,
).join('\n');

/** One sink table with its running totals, so bounding it needs no full scan. */
class SinkTable<T> {
  private count: number;
  private bytes: number;
  private readonly insertRow: Database.Statement;
  private readonly evictOldest: Database.Statement;

  constructor(
    private readonly db: Database.Database,
    private readonly name: SinkName,
    private readonly bounds: SinkBounds,
  ) {
    const totals = db
      .prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(bytes), 0) AS bytes FROM ${name}`)
      .get() as {
      count: number;
      bytes: number;
    };
    this.count = totals.count;
    this.bytes = totals.bytes;
    this.insertRow = db.prepare(`INSERT INTO ${name} (record, bytes) VALUES (?, ?)`);
    this.evictOldest = db.prepare(
      `DELETE FROM ${name} WHERE seq = (SELECT MIN(seq) FROM ${name}) RETURNING bytes`,
    );
  }

  /** Appends, then evicts the oldest entries past the bounds, in one transaction. */
  add(record: T): void {
    const json = JSON.stringify(record);
    const size = Buffer.byteLength(json);
    if (size > this.bounds.maxBytes) {
      throw new HttpError(507, `The ${this.name} sink keeps at most ${this.bounds.maxBytes} bytes`);
    }
    this.db.transaction(() => {
      this.insertRow.run(json, size);
      this.count += 1;
      this.bytes += size;
      while (this.count > this.bounds.maxEntries || this.bytes > this.bounds.maxBytes) {
        const evicted = this.evictOldest.get() as { bytes: number } | undefined;
        if (!evicted) break;
        this.count -= 1;
        this.bytes -= evicted.bytes;
      }
    })();
  }

  all(): T[] {
    const rows = this.db.prepare(`SELECT record FROM ${this.name} ORDER BY seq`).all() as Array<{
      record: string;
    }>;
    return rows.map((row) => JSON.parse(row.record) as T);
  }

  clear(): void {
    this.db.prepare(`DELETE FROM ${this.name}`).run();
    this.count = 0;
    this.bytes = 0;
  }
}

/**
 * The analytics and error sinks in SQLite (`sinks.sqlite` in the data dir). A write is on disk
 * (synchronous=FULL) before the route acknowledges it, so `kill -9` loses nothing acknowledged;
 * each sink keeps its newest entries within `bounds`, evicting the oldest (diagnostics, not
 * records: a full sink must not refuse today's reports).
 */
export function createSqliteSinkStore(file: string, bounds: SinkBounds): SinkStore {
  const db = openDatabase(file, { synchronous: 'FULL', migrate: (opened) => opened.exec(SCHEMA) });
  const analytics = new SinkTable<AnalyticsBatch>(db, 'analytics', bounds);
  const errors = new SinkTable<ErrorReportRecord>(db, 'errors', bounds);
  return {
    analytics: () => analytics.all(),
    analyticsEvents: () => analytics.all().flatMap((batch) => batch.events),
    errors: () => errors.all(),
    clear() {
      analytics.clear();
      errors.clear();
    },
    addBatch: (batch) => analytics.add(batch),
    addError: (record) => errors.add(record),
    close() {
      if (db.open) db.close();
    },
  };
}
