import { Redis, type RedisOptions } from 'ioredis';
import { CloudStartError } from '../server/cloud-start-error';

/** How long a command may wait for Redis before it fails and the caller falls back (ms). */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long the first connection may take before the cloud refuses to start (ms). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Where the cloud logs Redis coming and going. */
export interface RedisLog {
  info(message: string): void;
  warn(message: string): void;
}

/** What readiness checks need of the shared Redis. */
export interface RedisHealth {
  /** The URL with any password masked, for messages and logs. */
  readonly where: string;
  /** Resolves when Redis answers PING now; rejects with the reason otherwise (within ~1 s). */
  ping(): Promise<void>;
}

/**
 * The cloud's Redis, shared by its instances: relay fan-out, rate limits, OTP counters. Commands
 * fail fast while Redis is away (no offline queue), so every user falls back to this instance
 * and the cloud stays up for single-instance work; the connection retries on its own.
 */
export interface SharedRedis extends RedisHealth {
  /** For short commands: fails within a second while Redis is unreachable, never queues. */
  readonly commands: Redis;
  /** A new connection for blocking reads (a blocked connection serves nothing else), connected. */
  blockingConnection(): Promise<Redis>;
  /** Closes every connection it opened. */
  close(): Promise<void>;
}

/** `redis://user:***@host:port/db`: what a message may show of a Redis URL. */
export function maskRedisUrl(url: URL): string {
  const masked = new URL(url.href);
  if (masked.password) masked.password = '***';
  return masked.href;
}

function parseRedisUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CloudStartError(
      'REDIS_URL_INVALID',
      `REDIS_URL is not a URL: expected redis://[user:password@]host:port[/db] (or rediss:// for TLS)`,
    );
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new CloudStartError(
      'REDIS_URL_INVALID',
      `REDIS_URL must start with redis:// or rediss://, got ${url.protocol}//`,
    );
  }
  return url;
}

function optionsFor(blocking: boolean, started: () => boolean): RedisOptions {
  return {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Once started, reconnect for ever, backing off to 2 s: Redis coming back must need no
    // restart of ours. Before, one failure is the answer (the start is refused).
    retryStrategy: (attempt) => (started() ? Math.min(attempt * 100, 2_000) : null),
    // Never queue while disconnected: callers fall back at once rather than hang.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A blocking XREAD waits on purpose; a command timeout would cut it.
    ...(blocking ? {} : { commandTimeout: COMMAND_TIMEOUT_MS }),
  };
}

/**
 * Connects to `urlText` and checks it answers; a CloudStartError (REDIS_URL_INVALID or
 * REDIS_UNAVAILABLE) otherwise, naming the Redis and how to reach it, so a misconfigured
 * instance never starts believing it shares state with the others.
 */
export async function connectSharedRedis(urlText: string, log: RedisLog): Promise<SharedRedis> {
  const url = parseRedisUrl(urlText);
  const where = maskRedisUrl(url);
  const opened: Redis[] = [];
  let started = false;
  const open = (blocking: boolean) => {
    const connection = new Redis(
      url.href,
      optionsFor(blocking, () => started),
    );
    opened.push(connection);
    return connection;
  };
  const commands = open(false);
  let lastError = '';
  commands.on('error', (error: Error) => {
    lastError = error.message;
  });
  try {
    await commands.connect();
    await commands.ping();
  } catch (error) {
    // Not reconnecting (see retryStrategy); a PING refused on an open connection ends it here.
    if (commands.status !== 'end') commands.disconnect();
    const reason = lastError || (error as Error).message;
    throw new CloudStartError(
      'REDIS_UNAVAILABLE',
      `Redis at ${where} is unreachable (${reason}). Start Redis there, or point REDIS_URL (--redis-url) at a running one; unset it to run as a single instance without Redis.`,
      { cause: error },
    );
  }
  started = true;
  // Log transitions only: ioredis reports every failed reconnect attempt.
  let lost = false;
  let closing = false;
  commands.on('close', () => {
    if (lost || closing) return;
    lost = true;
    log.warn(`Redis at ${where} lost: running single-instance until it returns`);
  });
  commands.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info(`Redis at ${where} is back`);
  });
  let closed: Promise<void> | undefined;
  return {
    commands,
    where,
    async blockingConnection() {
      const connection = open(true);
      // Errors surface as rejected reads; an unhandled 'error' event would crash the process.
      connection.on('error', () => undefined);
      await connection.connect();
      return connection;
    },
    async ping() {
      await commands.ping();
    },
    close() {
      closing = true;
      // disconnect, not quit: quit waits for a reply a lost Redis never sends.
      // Not twice: ioredis arms a 2 s timer for a stream that will never close again.
      closed ??= Promise.resolve().then(() => {
        for (const connection of opened) if (connection.status !== 'end') connection.disconnect();
      });
      return closed;
    },
  };
}
