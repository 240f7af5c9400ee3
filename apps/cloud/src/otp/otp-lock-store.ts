import { sql } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';

/** A fixed-window failure counter of one key (an inbox or a client address). */
export interface OtpFailureWindow {
  failures: number;
  /** Unix ms the window opened. */
  windowStart: number;
}

/**
 * Where failure counters live: the cloud's database (SQLite or PostgreSQL), and Redis as well when
 * the cloud runs as several instances. Asynchronous because a shared store is a network away.
 */
export interface OtpLockStore {
  /** The last window of `key`, if any (open or over: the guard compares it with the time). */
  window(key: string): Promise<OtpFailureWindow | undefined>;
  /**
   * Counts one failure of `key` in one atomic step: in its window when that is younger than
   * `windowMs` at `now`, else in a new window opened at `now`. Answers the window after the
   * count. Atomic because a read then a write loses counts when two instances count at once.
   */
  countFailure(key: string, now: number, windowMs: number): Promise<OtpFailureWindow>;
  close(): Promise<void>;
}

/** The OTP failure counters' file in the data dir (its schema on PostgreSQL). */
export const OTP_LOCKS_DB_FILE = 'otp-locks.sqlite';

export const OTP_LOCKS_SCHEMA: StoreSchema = {
  file: OTP_LOCKS_DB_FILE,
  store: 'otp-locks',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `
CREATE TABLE IF NOT EXISTS otp_failures (
  -- 'secure:inbox:<e-mail>', 'siwx:client:<address>'…
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL
);`,
      postgres: `
CREATE TABLE otp_failures (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, window_start BIGINT NOT NULL);`,
    },
  ],
};

interface OtpLockTables {
  otp_failures: { key: string; failures: number; window_start: number };
}

/** The failure counters in the cloud's database: a restart keeps every lock. */
export class DatabaseOtpLockStore implements OtpLockStore {
  private constructor(private readonly store: StoreDb<OtpLockTables>) {}

  static async open(database: CloudDatabase): Promise<DatabaseOtpLockStore> {
    return new DatabaseOtpLockStore(await database.open<OtpLockTables>(OTP_LOCKS_SCHEMA));
  }

  async window(key: string): Promise<OtpFailureWindow | undefined> {
    const row = await this.store.db
      .selectFrom('otp_failures')
      .select(['failures', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && { failures: row.failures, windowStart: row.window_start };
  }

  /** One upsert: the database orders concurrent counts of a key, none is lost. */
  async countFailure(key: string, now: number, windowMs: number): Promise<OtpFailureWindow> {
    const open = sql<boolean>`${now} - otp_failures.window_start < ${windowMs}`;
    const row = await this.store.db
      .insertInto('otp_failures')
      .values({ key, failures: 1, window_start: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN ${open} THEN otp_failures.failures + 1 ELSE 1 END`,
          window_start: sql<number>`CASE WHEN ${open} THEN otp_failures.window_start ELSE ${now} END`,
        }),
      )
      .returning(['failures', 'window_start'])
      .executeTakeFirstOrThrow();
    return { failures: row.failures, windowStart: row.window_start };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
