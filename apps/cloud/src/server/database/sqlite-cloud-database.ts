import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase, type StoreDatabase } from '../open-database';
import type { CloudDatabase, StoreDb } from './cloud-database';
import { pingSqliteFile } from './sqlite-file-ping';
import { stepSql, type StoreSchema } from './store-schema';

const VERSIONS_TABLE = `CREATE TABLE IF NOT EXISTS kit_migrations (
  store TEXT PRIMARY KEY, version INTEGER NOT NULL)`;

/**
 * Runs a store's pending steps inside openDatabase's migration transaction. Its version is its row
 * in kit_migrations; files from before that table start at their `user_version` (the secure
 * store's earlier versioning; 0 elsewhere, and every first step is `IF NOT EXISTS`).
 */
function migrateStore(db: StoreDatabase, schema: StoreSchema): void {
  db.exec(VERSIONS_TABLE);
  const row = db.prepare('SELECT version FROM kit_migrations WHERE store = ?').get(schema.store) as
    { version: number } | undefined;
  const version = row?.version ?? (db.pragma('user_version', { simple: true }) as number);
  for (let index = version; index < schema.migrations.length; index += 1) {
    db.exec(stepSql(schema.migrations[index]!, 'sqlite'));
  }
  db.prepare(
    `INSERT INTO kit_migrations (store, version) VALUES (?, ?)
       ON CONFLICT (store) DO UPDATE SET version = excluded.version`,
  ).run(schema.store, Math.max(version, schema.migrations.length));
}

/**
 * The zero-configuration database: one SQLite file per store in the data dir, each opened through
 * openDatabase (mode 0600, quick_check, WAL, the store's synchronous level, DATABASE_CORRUPT).
 */
export class SqliteCloudDatabase implements CloudDatabase {
  readonly dialect = 'sqlite' as const;
  readonly #open = new Set<StoreDatabase>();

  constructor(private readonly dataDir: string) {}

  async open<Tables>(schema: StoreSchema): Promise<StoreDb<Tables>> {
    const file = path.join(this.dataDir, schema.file);
    const database = openDatabase(file, {
      ...(schema.synchronous !== undefined && { synchronous: schema.synchronous }),
      ...(schema.secureDelete !== undefined && { secureDelete: schema.secureDelete }),
      migrate: (db) => migrateStore(db, schema),
    });
    this.#open.add(database);
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
    let closed: Promise<void> | undefined;
    return {
      dialect: 'sqlite',
      db,
      close: () =>
        (closed ??= db.destroy().finally(() => {
          this.#open.delete(database);
          if (database.open) database.close();
        })),
    };
  }

  /** Reads each open store's file afresh: an open handle goes on reading a file deleted under it. */
  async ping(): Promise<void> {
    for (const database of this.#open) pingSqliteFile(database.name);
  }

  async close(): Promise<void> {
    for (const database of this.#open) if (database.open) database.close();
    this.#open.clear();
  }
}
