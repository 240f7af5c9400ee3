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
}

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
export const USAGE = `Usage: kit-cloud [--port <n>] [--host <addr>] [--data-dir <dir>] [--log-level <level>] [--public-url <origin>] [--database-url <url>] [--dev]
  --port       port to listen on (default 0: a free port)
  --host       address to bind (default 127.0.0.1)
  --data-dir   directory for projects.json and other state (default: a temp dir removed on exit)
  --log-level  ${LOG_LEVELS.join(' | ')} (default info)
  --public-url the origin visitors reach (default: the listening URL; env KIT_CLOUD_PUBLIC_URL)
  --database-url postgres://… to keep state in PostgreSQL (default: SQLite in the data dir; env DATABASE_URL)
  --dev        dev-only stand-in Farcaster login and local mailbox, loopback only (env KIT_CLOUD_DEV=1)
Social logins: KIT_CLOUD_OIDC_<PROVIDER>_ISSUER, _CLIENT_ID, _CLIENT_SECRET (e.g. GOOGLE).`;

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
    ...(env['KIT_CLOUD_PUBLIC_URL'] ? { publicUrl: env['KIT_CLOUD_PUBLIC_URL'] } : {}),
    ...(env['DATABASE_URL'] ? { databaseUrl: env['DATABASE_URL'] } : {}),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--dev') {
      options.dev = true;
      continue;
    }
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    switch (flag) {
      case '--port': {
        const port = Number(value);
        if (!/^\d+$/.test(value) || port > 65535) throw new Error(`Bad --port '${value}'`);
        options.port = port;
        break;
      }
      case '--host':
        options.host = value;
        break;
      case '--public-url':
        options.publicUrl = value;
        break;
      case '--database-url':
        options.databaseUrl = value;
        break;
      case '--data-dir':
        options.dataDir = value;
        break;
      case '--log-level':
        if (!LOG_LEVELS.includes(value as CloudLogLevel)) {
          throw new Error(`Bad --log-level '${value}'`);
        }
        options.logLevel = value as CloudLogLevel;
        break;
      default:
        throw new Error(`Unknown argument '${arg}'`);
    }
  }
  return options;
}
