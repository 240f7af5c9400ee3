/**
 * One migration step: the same SQL on both databases, or one text per dialect where their types
 * differ (BIGINT for unix ms on PostgreSQL, BYTEA for BLOB, an identity column for SQLite's rowid).
 */
export type MigrationStep = string | { sqlite: string; postgres: string };

/** Which database a store runs on. */
export type DatabaseDialect = 'sqlite' | 'postgres';

/** A store's tables: where they live and the versioned steps that create and upgrade them. */
export interface StoreSchema {
  /**
   * The store's SQLite file in the data dir (`names.sqlite`); on PostgreSQL the schema named after
   * it (`names`), so stores that share a file share a schema and two stores' tables never clash.
   */
  file: string;
  /** Whose migrations these are: stores sharing a file keep their own versions. */
  store: string;
  /**
   * SQLite: `FULL` for stores holding keys or acknowledged data (a commit is on disk before the
   * answer); `NORMAL` (the default) for caches and indexes that can be rebuilt.
   */
  synchronous?: 'FULL' | 'NORMAL';
  /** SQLite: overwrite deleted content with zeros (stores of secrets: nothing lingers in free pages). */
  secureDelete?: boolean;
  /** Step i runs once, when the store's version is i; never edit a released step, append one. */
  migrations: readonly MigrationStep[];
}

/** The text of a step on a dialect. */
export function stepSql(step: MigrationStep, dialect: DatabaseDialect): string {
  return typeof step === 'string' ? step : step[dialect];
}

/** The PostgreSQL schema of a store's file: `secure-site.sqlite` → `secure_site`. */
export function schemaName(file: string): string {
  return file
    .replace(/\.sqlite$/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toLowerCase();
}
