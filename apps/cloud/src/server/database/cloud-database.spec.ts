import { sql } from 'kysely';
import { CloudStartError } from '../cloud-start-error';
import { openCloudDatabase } from './open-cloud-database';
import { DIALECTS, useTestDatabases } from './database-harness.spec-helper';
import type { StoreSchema } from './store-schema';

interface NoteTables {
  notes: { id: string; body: string; at: number; tag?: string | null };
}

const V1: StoreSchema = {
  file: 'notes.sqlite',
  store: 'notes',
  migrations: [
    {
      sqlite:
        'CREATE TABLE IF NOT EXISTS notes (id TEXT PRIMARY KEY, body TEXT NOT NULL, at INTEGER NOT NULL)',
      postgres:
        'CREATE TABLE IF NOT EXISTS notes (id TEXT PRIMARY KEY, body TEXT NOT NULL, at BIGINT NOT NULL)',
    },
  ],
};
const V2: StoreSchema = {
  ...V1,
  migrations: [...V1.migrations, 'ALTER TABLE notes ADD COLUMN tag TEXT'],
};

describe.each(DIALECTS)('the cloud database on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('runs each migration step once: a later step upgrades the tables and keeps their rows', async () => {
    const test = await databases.open();
    const first = await test.database.open<NoteTables>(V1);
    // Unix ms do not fit 32 bits: they come back as the same number.
    await first.db
      .insertInto('notes')
      .values({ id: 'a', body: 'kept', at: 1_764_000_000_000 })
      .execute();
    await test.database.close();

    const again = await databases.reopen(test);
    const upgraded = await again.open<NoteTables>(V2);
    await upgraded.db.updateTable('notes').set({ tag: 'new' }).execute();
    // Opening again runs nothing twice (adding the column twice would throw).
    await (await again.open<NoteTables>(V2)).close();
    expect(await upgraded.db.selectFrom('notes').selectAll().execute()).toEqual([
      { id: 'a', body: 'kept', at: 1_764_000_000_000, tag: 'new' },
    ]);
  });

  it('keeps two stores with the same table name in different files apart', async () => {
    const test = await databases.open();
    const one = await test.database.open<NoteTables>(V1);
    const other = await test.database.open<NoteTables>({ ...V1, file: 'other.sqlite' });
    await one.db.insertInto('notes').values({ id: 'a', body: 'one', at: 1 }).execute();
    expect(await other.db.selectFrom('notes').selectAll().execute()).toEqual([]);
  });

  it('answers a ping while it runs', async () => {
    const test = await databases.open();
    const store = await test.database.open<NoteTables>(V1);
    await expect(test.database.ping()).resolves.toBeUndefined();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(store.db)).rows).toEqual([
      { one: 1 },
    ]);
  });
});

describe('openCloudDatabase', () => {
  it('refuses to start on a PostgreSQL that does not answer, naming it without its password', async () => {
    const error = await openCloudDatabase({
      dataDir: '/nonexistent',
      url: 'postgres://kit:hunter2@127.0.0.1:1/kit',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CloudStartError);
    expect((error as CloudStartError).code).toBe('DATABASE_UNREACHABLE');
    expect((error as Error).message).toContain('postgres://kit:***@127.0.0.1:1/kit');
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('refuses a URL that is not PostgreSQL', async () => {
    await expect(
      openCloudDatabase({ dataDir: '/tmp', url: 'mysql://127.0.0.1/kit' }),
    ).rejects.toMatchObject({
      code: 'DATABASE_URL_INVALID',
    });
  });
});
