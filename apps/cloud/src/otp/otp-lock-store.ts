import { openDatabase, type StoreDatabase } from '../server/open-database';

/** A fixed-window failure counter of one key (an inbox or a client address). */
export interface OtpFailureWindow {
  failures: number;
  /** Unix ms the window opened. */
  windowStart: number;
}

/** Where failure counters live (SQLite here; a shared store when the cloud runs as several). */
export interface OtpLockStore {
  window(key: string): OtpFailureWindow | undefined;
  saveWindow(key: string, window: OtpFailureWindow): void;
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS otp_failures (
  -- 'secure:inbox:<e-mail>', 'siwx:client:<address>'…
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL
);
`;

/** The failure counters in SQLite: a restart keeps every lock. */
export class SqliteOtpLockStore implements OtpLockStore {
  private readonly db: StoreDatabase;

  constructor(file: string) {
    this.db = openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
  }

  window(key: string): OtpFailureWindow | undefined {
    const row = this.db
      .prepare('SELECT failures, window_start FROM otp_failures WHERE key = ?')
      .get(key) as { failures: number; window_start: number } | undefined;
    return row && { failures: row.failures, windowStart: row.window_start };
  }

  saveWindow(key: string, window: OtpFailureWindow): void {
    this.db
      .prepare(
        `INSERT INTO otp_failures (key, failures, window_start) VALUES (?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET failures = excluded.failures,
             window_start = excluded.window_start`,
      )
      .run(key, window.failures, window.windowStart);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
