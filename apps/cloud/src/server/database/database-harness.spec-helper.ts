import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CloudDatabase } from './cloud-database';
import { PostgresCloudDatabase } from './postgres-cloud-database';
import { startPostgres, type PostgresServer } from './postgres-server.spec-helper';
import { SqliteCloudDatabase } from './sqlite-cloud-database';
import type { DatabaseDialect } from './store-schema';

/** Every store spec runs on both: `describe.each(DIALECTS)('… on %s', (dialect) => …)`. */
export const DIALECTS: readonly DatabaseDialect[] = ['sqlite', 'postgres'];

/** A fresh database of a dialect and (SQLite) the data dir its files are in. */
export interface TestDatabase {
  database: CloudDatabase;
  dataDir: string;
  /** What `startCloud({ databaseUrl })` takes (undefined for SQLite). */
  url?: string;
}

// One PostgreSQL server per spec file, started by the first test that wants one, stopped after
// the file; every open() creates its own database in it.
let server: Promise<PostgresServer> | undefined;
afterAll(async () => {
  const running = server;
  server = undefined;
  await (await running)?.stop();
});

/** A PostgreSQL URL of a fresh database on this file's server (for startCloud specs). */
export async function postgresTestUrl(): Promise<string> {
  server ??= startPostgres();
  return (await server).createDatabase();
}

/**
 * Registers a describe block's database lifecycle: `open()` gives an empty database of the
 * dialect; whatever it opened is closed and deleted after each test.
 */
export function useTestDatabases(dialect: DatabaseDialect): {
  open(): Promise<TestDatabase>;
  /** The same database opened again (what a restarted cloud, or a second instance, sees). */
  reopen(test: TestDatabase): Promise<CloudDatabase>;
} {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    for (const test of opened.splice(0)) {
      await test.database.close();
      rmSync(test.dataDir, { recursive: true, force: true });
    }
  });
  return {
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), `kit-cloud-${dialect}-`));
      const test: TestDatabase =
        dialect === 'sqlite'
          ? { database: new SqliteCloudDatabase(dataDir), dataDir }
          : await (async () => {
              const url = await postgresTestUrl();
              return { database: await PostgresCloudDatabase.connect(url), dataDir, url };
            })();
      opened.push(test);
      return test;
    },
    async reopen(test) {
      const database =
        test.url === undefined
          ? new SqliteCloudDatabase(test.dataDir)
          : await PostgresCloudDatabase.connect(test.url);
      opened.push({ ...test, database });
      return database;
    },
  };
}
