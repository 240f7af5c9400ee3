import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CloudStartError } from '../cloud-start-error';
import type { CloudDatabase, StoreDb } from './cloud-database';
import { schemaName, stepSql, type StoreSchema } from './store-schema';

const INT8_OID = 20;

/**
 * Unix ms and counts are BIGINT here; pg hands int8 out as strings (for values past 2^53), ours
 * stay far below, so they come back as numbers as they do from SQLite.
 */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Connections per store: stores are small and their queries short; a cloud opens about ten. */
const STORE_POOL_SIZE = 3;
/** One key for every instance's migrations: two instances starting at once take turns. */
const MIGRATION_LOCK = 'kit-cloud-migrations';

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * PostgreSQL (`DATABASE_URL=postgres://…`): one database for every instance, each store in its
 * own schema named after its SQLite file, migrated under an advisory lock.
 */
export class PostgresCloudDatabase implements CloudDatabase {
  readonly dialect = 'postgres' as const;
  readonly #admin: pg.Pool;
  /** The close() of every store still open. */
  readonly #stores = new Set<() => Promise<void>>();

  private constructor(
    private readonly url: string,
    private readonly schemaPrefix: string,
  ) {
    this.#admin = new pg.Pool({ connectionString: url, max: 2, types: TYPES });
    // An idle connection the server drops (restart, failover) must not crash the process.
    this.#admin.on('error', () => undefined);
  }

  /**
   * Connects and checks the server answers; a CloudStartError naming it when it does not.
   * `schemaPrefix` puts this cloud's schemas apart from another's in the same database (the
   * specs give each test its own: a schema costs a catalogue row, a database a copy).
   */
  static async connect(
    url: string,
    options: { schemaPrefix?: string } = {},
  ): Promise<PostgresCloudDatabase> {
    const database = new PostgresCloudDatabase(url, options.schemaPrefix ?? '');
    try {
      await database.ping();
    } catch (error) {
      await database.close();
      throw new CloudStartError(
        'DATABASE_UNREACHABLE',
        `PostgreSQL at ${redactUrl(url)} is unreachable (${(error as Error).message}); start it or fix DATABASE_URL (--database-url)`,
        { cause: error },
      );
    }
    return database;
  }

  async open<Tables>(schema: StoreSchema): Promise<StoreDb<Tables>> {
    const name = this.schemaPrefix + schemaName(schema.file);
    await this.#migrate(name, schema);
    const pool = new pg.Pool({
      connectionString: this.url,
      max: STORE_POOL_SIZE,
      options: `-c search_path=${quoteIdent(name)}`,
      types: TYPES,
    });
    pool.on('error', () => undefined);
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    let closed: Promise<void> | undefined;
    const close = () => (closed ??= db.destroy().finally(() => this.#stores.delete(close)));
    this.#stores.add(close);
    return { dialect: 'postgres', db, close };
  }

  async #migrate(name: string, schema: StoreSchema): Promise<void> {
    const client = await this.#admin.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(name)}`);
      await client.query(`SET LOCAL search_path TO ${quoteIdent(name)}`);
      await client.query(
        'CREATE TABLE IF NOT EXISTS kit_migrations (store TEXT PRIMARY KEY, version INTEGER NOT NULL)',
      );
      const found = await client.query<{ version: number }>(
        'SELECT version FROM kit_migrations WHERE store = $1',
        [schema.store],
      );
      const version = found.rows[0]?.version ?? 0;
      for (let index = version; index < schema.migrations.length; index += 1) {
        // No parameters: the simple protocol, which runs a step's several statements.
        await client.query(stepSql(schema.migrations[index]!, 'postgres'));
      }
      await client.query(
        `INSERT INTO kit_migrations (store, version) VALUES ($1, $2)
           ON CONFLICT (store) DO UPDATE SET version = excluded.version`,
        [schema.store, Math.max(version, schema.migrations.length)],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.#admin.query('SELECT 1');
  }

  async close(): Promise<void> {
    await Promise.all([...this.#stores].map((close) => close()));
    if (!this.#admin.ended) await this.#admin.end();
  }
}
