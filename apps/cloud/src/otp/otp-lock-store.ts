import { sql } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';

/** A fixed-window failure counter of one key (an inbox or a client address). */
export interface OtpFailureWindow {
  failures: number;
  /** Unix ms the window opened. */
  windowStart: number;
}

/** Where failure counters live (the cloud's database here; Redis when the cloud runs as several). */
export interface OtpLockStore {
  window(key: string): Promise<OtpFailureWindow | undefined>;
  saveWindow(key: string, window: OtpFailureWindow): Promise<void>;
  /**
   * Counts one failure in one step: into the open window, or a new one from `now` when the last
   * is `windowMs` old. A store shared by instances needs it (a read then a write loses counts
   * when two instances count at once); without it the guard reads, then saves.
   */
  countFailure?(key: string, windowMs: number, now: number): Promise<OtpFailureWindow>;
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

  async saveWindow(key: string, window: OtpFailureWindow): Promise<void> {
    await this.store.db
      .insertInto('otp_failures')
      .values({ key, failures: window.failures, window_start: window.windowStart })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          failures: eb.ref('excluded.failures'),
          window_start: eb.ref('excluded.window_start'),
        })),
      )
      .execute();
  }

  /** One upsert: the database orders concurrent counts of a key, none is lost. */
  async countFailure(key: string, windowMs: number, now: number): Promise<OtpFailureWindow> {
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
