import { METRICS_TOKEN_ENV } from './ops/metrics-access';
import { isLoopbackHostname } from './server/loopback';
import type { CloudLogLevel } from './start-cloud';

/** What the command line asked for. */
export interface CliOptions {
  port: number;
  host: string;
  dataDir?: string;
  logLevel: CloudLogLevel;
  /** The public origin (`--public-url`, else env KIT_CLOUD_PUBLIC_URL). */
  publicUrl?: string;
  /** Dev-only conveniences (`--dev`, else env KIT_CLOUD_DEV=1). */
  dev: boolean;
  /** `postgres://…` (`--database-url`, else env DATABASE_URL); absent: SQLite in the data dir. */
  databaseUrl?: string;
  /** The bearer token reading /metrics (env KIT_CLOUD_METRICS_TOKEN only: argv is public in `ps`). */
  metricsToken?: string;
  /** How long a stop lets requests and relay sockets finish (`--shutdown-timeout-ms`). */
  shutdownTimeoutMs?: number;
  /** How long a stop fails /readyz before it stops accepting (`--pre-drain-ms`); see preDrainFor. */
  preDrainMs?: number;
  /** The Redis the instances share (`--redis-url`, else env REDIS_URL); none: one process. */
  redisUrl?: string;
}

/**
 * The flags an environment variable may set (containers and process managers configure by
 * environment); a flag given on the command line wins.
 */
export const FLAG_ENV: ReadonlyArray<readonly [flag: string, env: string]> = [
  ['--port', 'KIT_CLOUD_PORT'],
  ['--host', 'KIT_CLOUD_HOST'],
  ['--data-dir', 'KIT_CLOUD_DATA_DIR'],
  ['--log-level', 'KIT_CLOUD_LOG_LEVEL'],
  ['--public-url', 'KIT_CLOUD_PUBLIC_URL'],
  ['--shutdown-timeout-ms', 'KIT_CLOUD_SHUTDOWN_TIMEOUT_MS'],
  ['--pre-drain-ms', 'KIT_CLOUD_PRE_DRAIN_MS'],
  // The names every PostgreSQL/Redis client and platform (Heroku, Render, Fly…) uses for them.
  ['--database-url', 'DATABASE_URL'],
  ['--redis-url', 'REDIS_URL'],
];

const LOG_LEVELS: readonly CloudLogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** The usage text printed by --help and after a bad argument. */
export const USAGE = `Usage: kit-cloud [--port <n>] [--host <addr>] [--data-dir <dir>] [--log-level <level>] [--public-url <origin>] [--shutdown-timeout-ms <ms>] [--pre-drain-ms <ms>] [--database-url <url>] [--redis-url <url>] [--dev]
  --port       port to listen on (default 0: a free port; env KIT_CLOUD_PORT)
  --host       address to bind (default 127.0.0.1; env KIT_CLOUD_HOST)
  --data-dir   directory for projects.json and other state (default: a temp dir removed on exit; env KIT_CLOUD_DATA_DIR)
  --log-level  ${LOG_LEVELS.join(' | ')} (default info; env KIT_CLOUD_LOG_LEVEL)
  --public-url the origin visitors reach (default: the listening URL; env KIT_CLOUD_PUBLIC_URL)
  --shutdown-timeout-ms  how long SIGTERM waits for requests in flight (default 10000; env KIT_CLOUD_SHUTDOWN_TIMEOUT_MS)
  --pre-drain-ms  how long SIGTERM fails /readyz, still serving, before it stops accepting (default
               5000 when --host is not loopback, else 0; env KIT_CLOUD_PRE_DRAIN_MS)
  --database-url postgres://… to keep state in PostgreSQL, shared by several instances (default:
               SQLite in the data dir; env DATABASE_URL)
  --redis-url  redis://host:port shared by several instances: relay fan-out, rate limits, OTP
               counters (default none: one process; env REDIS_URL)
  --dev        dev-only stand-in Farcaster login and local mailbox, loopback only (env KIT_CLOUD_DEV=1)
Metrics from other hosts: KIT_CLOUD_METRICS_TOKEN (a bearer token; without it loopback only).
Social logins: KIT_CLOUD_OIDC_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET (e.g. GOOGLE).
All variables: apps/cloud/README.md, "Running several instances".`;

/** Sets one option from a flag's value; `source` (the flag or its variable) names a bad one. */
function applyFlag(options: CliOptions, flag: string, value: string, source: string): void {
  switch (flag) {
    case '--port': {
      const port = Number(value);
      if (!/^\d+$/.test(value) || port > 65535) throw new Error(`Bad ${source} '${value}'`);
      options.port = port;
      return;
    }
    case '--host':
      options.host = value;
      return;
    case '--public-url':
      options.publicUrl = value;
      return;
    case '--data-dir':
      options.dataDir = value;
      return;
    case '--log-level':
      if (!LOG_LEVELS.includes(value as CloudLogLevel)) throw new Error(`Bad ${source} '${value}'`);
      options.logLevel = value as CloudLogLevel;
      return;
    case '--database-url':
      options.databaseUrl = value;
      return;
    case '--redis-url':
      options.redisUrl = value;
      return;
    case '--shutdown-timeout-ms':
      options.shutdownTimeoutMs = milliseconds(value, source);
      return;
    case '--pre-drain-ms':
      options.preDrainMs = milliseconds(value, source);
      return;
    default:
      throw new Error(`Unknown argument '${flag}'`);
  }
}

function milliseconds(value: string, source: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new Error(`Bad ${source} '${value}'`);
  return Number(value);
}

/** The pre-drain when none is given: a few balancer polls when reachable beyond loopback. */
export const DEFAULT_PRE_DRAIN_MS = 5_000;

/**
 * The pre-drain a CLI instance uses: as given, else 5 s when it listens beyond loopback (behind a
 * load balancer, which polls /readyz every few seconds), else 0 (a developer's Ctrl-C, tests:
 * nothing routes here that could wait).
 */
export function preDrainFor(options: Pick<CliOptions, 'preDrainMs' | 'host'>): number {
  return options.preDrainMs ?? (isLoopbackHostname(options.host) ? 0 : DEFAULT_PRE_DRAIN_MS);
}

/** Parses `--name value` and `--name=value` flags; throws with a readable message on a bad one. */
export function parseCliArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = {},
): CliOptions | 'help' {
  const options: CliOptions = {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'info',
    dev: env['KIT_CLOUD_DEV'] === '1',
    ...(env[METRICS_TOKEN_ENV] ? { metricsToken: env[METRICS_TOKEN_ENV] } : {}),
  };
  for (const [flag, name] of FLAG_ENV) {
    const value = env[name];
    if (value !== undefined && value !== '') applyFlag(options, flag, value, name);
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--dev') {
      options.dev = true;
      continue;
    }
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (!FLAG_ENV.some(([known]) => known === flag)) throw new Error(`Unknown argument '${arg}'`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    applyFlag(options, flag as string, value, flag as string);
  }
  return options;
}
