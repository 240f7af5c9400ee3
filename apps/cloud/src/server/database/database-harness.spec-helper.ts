import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CloudDatabase } from './cloud-database';
import { PostgresCloudDatabase } from './postgres-cloud-database';
import { startPostgres, type PostgresServer } from './postgres-server.spec-helper';
import { SqliteCloudDatabase } from './sqlite-cloud-database';
import type { DatabaseDialect } from './store-schema';

/**
 * Every store spec runs on both: `describe.each(DIALECTS)('… on %s', (dialect) => …)`.
 * `KIT_TEST_DIALECTS=sqlite` narrows them for the mutation run (apps/cloud/stryker.config.mjs),
 * where a PostgreSQL start in each of hundreds of jest runs would cost more than the rest.
 */
export const DIALECTS: readonly DatabaseDialect[] = (['sqlite', 'postgres'] as const).filter(
  (dialect) => process.env['KIT_TEST_DIALECTS']?.split(',').includes(dialect) ?? true,
);

/** A fresh database of a dialect and (SQLite) the data dir its files are in. */
export interface TestDatabase {
  database: CloudDatabase;
  dataDir: string;
  /** PostgreSQL: the file's database (undefined for SQLite). */
  url?: string;
  /** PostgreSQL: the prefix of this database's schemas. */
  schemaPrefix?: string;
}

// One PostgreSQL server per jest worker (postgres-server.spec-helper.ts) and one database per
// spec file, made before the file's first PostgreSQL test (a beforeAll: a server start is not any
// test's time). Each open() gets schemas of its own in that database (a prefix).
let server: Promise<PostgresServer> | undefined;
let fileDatabase: Promise<string> | undefined;
let prefixes = 0;
afterAll(async () => {
  const running = server;
  server = undefined;
  fileDatabase = undefined;
  await (await running)?.release();
});

/** Starting PostgreSQL on a loaded machine takes seconds: more than a test's default 5 s. */
const SERVER_START_TIMEOUT_MS = 60_000;

/** Starts this file's server before its tests (call at the top of a describe block). */
export function usePostgresServer(): void {
  beforeAll(async () => {
    server ??= startPostgres();
    await server;
  }, SERVER_START_TIMEOUT_MS);
}

/** A PostgreSQL URL of a fresh database on this file's server (for startCloud specs). */
export async function postgresTestUrl(): Promise<string> {
  server ??= startPostgres();
  return (await server).createDatabase();
}

async function fileDatabaseUrl(): Promise<string> {
  fileDatabase ??= postgresTestUrl();
  return fileDatabase;
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
  if (dialect === 'postgres') usePostgresServer();
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
              const url = await fileDatabaseUrl();
              prefixes += 1;
              const schemaPrefix = `t${prefixes}_`;
              const database = await PostgresCloudDatabase.connect(url, { schemaPrefix });
              return { database, dataDir, url, schemaPrefix };
            })();
      opened.push(test);
      return test;
    },
    async reopen(test) {
      const database =
        test.url === undefined
          ? new SqliteCloudDatabase(test.dataDir)
          : await PostgresCloudDatabase.connect(test.url, {
              ...(test.schemaPrefix !== undefined && { schemaPrefix: test.schemaPrefix }),
            });
      opened.push({ ...test, database });
      return database;
    },
  };
}
