/** Why the cloud refused to start (each a code a supervisor or a test can match). */
export type CloudStartErrorCode =
  /** A SQLite file of the data dir failed its integrity check (or is not a database at all). */
  | 'DATABASE_CORRUPT'
  /** DATABASE_URL (or --database-url, or the databaseUrl option) is not a postgres:// URL. */
  | 'DATABASE_URL_INVALID'
  /** The PostgreSQL server of DATABASE_URL did not answer at start. */
  | 'DATABASE_UNREACHABLE'
  /** KIT_CLOUD_SECRET_KEY (or the secretKey option, or the key file) is not 32 bytes of hex/base64. */
  | 'SECRET_KEY_INVALID'
  /** Data encrypted under a key the cloud was not given (neither current nor previous). */
  | 'SECRET_KEY_UNKNOWN'
  /** REDIS_URL (or --redis-url, or the redisUrl option) is not a redis:// or rediss:// URL. */
  | 'REDIS_URL_INVALID'
  /** REDIS_URL names a Redis the cloud could not reach (or that refused it) at start. */
  | 'REDIS_UNAVAILABLE';

/**
 * A refusal to start: the cloud stops at startup rather than running "healthy" and answering 500
 * later. `file` names the file at fault when there is one.
 */
export class CloudStartError extends Error {
  override name = 'CloudStartError';
  readonly code: CloudStartErrorCode;
  readonly file?: string;

  constructor(
    code: CloudStartErrorCode,
    message: string,
    options: { file?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.file !== undefined) this.file = options.file;
  }
}
