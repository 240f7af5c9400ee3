import Database from 'better-sqlite3';
import { CloudStartError } from './cloud-start-error';
import { ensurePrivateFile } from './data-dir';

/** How an opened store's database is set up. */
export interface OpenDatabaseOptions {
  /**
   * `FULL` for stores holding keys or acknowledged data (a commit is on disk before the answer);
   * `NORMAL` (the default) for caches and indexes that can be rebuilt.
   */
  synchronous?: 'FULL' | 'NORMAL';
  /** Overwrite deleted content with zeros (stores of secrets: nothing lingers in free pages). */
  secureDelete?: boolean;
  /** Creates or upgrades the store's tables; runs in one transaction after the integrity check. */
  migrate(db: Database.Database): void;
}

/** A store's opened database (better-sqlite3's, synchronous). */
export type StoreDatabase = Database.Database;

const CORRUPTION_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CORRUPT_INDEX']);

function corrupt(file: string, detail: string, cause?: unknown): CloudStartError {
  return new CloudStartError(
    'DATABASE_CORRUPT',
    `The database ${file} is corrupt (${detail}); restore it from a backup or move it away to start empty`,
    { file, ...(cause !== undefined && { cause }) },
  );
}

/**
 * Opens (or creates) a store's SQLite file: mode 0600, `PRAGMA quick_check` before anything else
 * (a corrupt file is a CloudStartError naming it, not a 500 later), WAL, the store's synchronous
 * level, then its migrations. Every SQLite store of the cloud opens through here.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions): StoreDatabase {
  ensurePrivateFile(file);
  let db: Database.Database | undefined;
  try {
    db = new Database(file);
    const problems = (db.pragma('quick_check') as Array<{ quick_check: string }>).map(
      (row) => row.quick_check,
    );
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw corrupt(file, problems.slice(0, 3).join('; '));
    }
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
    if (options.secureDelete) db.pragma('secure_delete = ON');
    const opened = db;
    opened.transaction(() => options.migrate(opened))();
    return opened;
  } catch (error) {
    db?.close();
    if (error instanceof CloudStartError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && CORRUPTION_CODES.has(code)) {
      throw corrupt(file, (error as Error).message, error);
    }
    throw error;
  }
}
