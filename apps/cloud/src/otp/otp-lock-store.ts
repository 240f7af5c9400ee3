import { openDatabase, type StoreDatabase } from '../server/open-database';

/** A fixed-window failure counter of one key (an inbox or a client address). */
export interface OtpFailureWindow {
  failures: number;
  /** Unix ms the window opened. */
  windowStart: number;
}

/**
 * Where failure counters live (SQLite in the data dir; Redis as well when the cloud runs as
 * several instances). Asynchronous because the shared store is a network away.
 */
export interface OtpLockStore {
  /** The last window of `key`, if any (open or over: the guard compares it with the time). */
  window(key: string): Promise<OtpFailureWindow | undefined>;
  /**
   * Counts one failure of `key`, atomically: in its window when that is younger than `windowMs`
   * at `now`, else in a new window opened at `now`. Answers the window after the count.
   */
  countFailure(key: string, now: number, windowMs: number): Promise<OtpFailureWindow>;
  close(): void;
}

/** The window after one more failure at `now` (a new one when `window` is over or absent). */
export function nextFailureWindow(
  window: OtpFailureWindow | undefined,
  now: number,
  windowMs: number,
): OtpFailureWindow {
  return window !== undefined && now - window.windowStart < windowMs
    ? { failures: window.failures + 1, windowStart: window.windowStart }
    : { failures: 1, windowStart: now };
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

  window(key: string): Promise<OtpFailureWindow | undefined> {
    return Promise.resolve(this.read(key));
  }

  countFailure(key: string, now: number, windowMs: number): Promise<OtpFailureWindow> {
    // Read and write in one synchronous step: nothing of this process runs in between.
    const window = nextFailureWindow(this.read(key), now, windowMs);
    this.save(key, window);
    return Promise.resolve(window);
  }

  private read(key: string): OtpFailureWindow | undefined {
    const row = this.db
      .prepare('SELECT failures, window_start FROM otp_failures WHERE key = ?')
      .get(key) as { failures: number; window_start: number } | undefined;
    return row && { failures: row.failures, windowStart: row.window_start };
  }

  private save(key: string, window: OtpFailureWindow): void {
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
