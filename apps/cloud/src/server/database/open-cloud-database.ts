import { CloudStartError } from '../cloud-start-error';
import type { CloudDatabase } from './cloud-database';
import { PostgresCloudDatabase } from './postgres-cloud-database';
import { SqliteCloudDatabase } from './sqlite-cloud-database';

/** What selects the database: a PostgreSQL URL, else SQLite files in the data dir. */
export interface DatabaseConfig {
  dataDir: string;
  /** `postgres://…` or `postgresql://…` (startCloud's `databaseUrl`, the CLI's DATABASE_URL). */
  url?: string;
}

/** True for the URLs that select PostgreSQL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens the cloud's database: PostgreSQL when a URL is given (checked reachable now: a
 * CloudStartError DATABASE_UNREACHABLE otherwise), else SQLite files in the data dir.
 */
export async function openCloudDatabase(config: DatabaseConfig): Promise<CloudDatabase> {
  if (config.url === undefined || config.url === '') return new SqliteCloudDatabase(config.dataDir);
  if (!isPostgresUrl(config.url)) {
    throw new CloudStartError(
      'DATABASE_URL_INVALID',
      'The database URL must start with postgres:// or postgresql:// (DATABASE_URL, --database-url)',
    );
  }
  return PostgresCloudDatabase.connect(config.url);
}
