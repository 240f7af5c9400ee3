import Database from 'better-sqlite3';

/**
 * The SQLite stand-in for the database's `SELECT 1`: opens a store's file read-only and reads its
 * schema page, so a data dir that is gone, unreadable or no longer holds a database fails the
 * probe (the stores' own handles would keep reading a deleted file).
 */
export function pingSqliteFile(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.prepare('SELECT count(*) FROM sqlite_master').get();
  } finally {
    db.close();
  }
}
