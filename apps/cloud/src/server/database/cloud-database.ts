import type { Kysely } from 'kysely';
import type { DatabaseDialect, StoreSchema } from './store-schema';

/** A store's opened tables: one query layer (Kysely) over SQLite or PostgreSQL. */
export interface StoreDb<Tables> {
  readonly dialect: DatabaseDialect;
  readonly db: Kysely<Tables>;
  /** Idempotent. */
  close(): Promise<void>;
}

/**
 * Where the cloud keeps its state: SQLite files in the data dir (the zero-configuration default)
 * or one PostgreSQL database (`DATABASE_URL`), which several instances can share.
 */
export interface CloudDatabase {
  readonly dialect: DatabaseDialect;
  /** Opens a store's tables, creating or upgrading them first (its pending migrations). */
  open<Tables>(schema: StoreSchema): Promise<StoreDb<Tables>>;
  /** Rejects when the database does not answer `SELECT 1` (a readiness probe). */
  ping(): Promise<void>;
  /** Closes every store still open. Idempotent. */
  close(): Promise<void>;
}
