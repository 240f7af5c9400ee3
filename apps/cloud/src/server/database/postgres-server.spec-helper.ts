import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The jest worker's scratch PostgreSQL server, as one spec file uses it. */
export interface PostgresServer {
  /** Creates an empty database and answers its URL. */
  createDatabase(): Promise<string>;
  /** Done with it for this file (the server stays for the worker's next file). */
  release(): Promise<void>;
}

/** Debian's `postgresql` package (`npm test` installs it when missing) puts the server under /usr/lib/postgresql/<v>/bin. */
function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] !== undefined) return path.join(root, versions[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v postgres'], { encoding: 'utf8' }).stdout.trim();
  if (found !== '') return path.dirname(found);
  throw new Error(
    "PostgreSQL's server binaries are missing: install Debian's postgresql package (npm test does)",
  );
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user. */
const AS_ROOT = process.getuid?.() === 0;

function command(bin: string, args: readonly string[]): [string, string[]] {
  return AS_ROOT ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, [...args]];
}

function run(bin: string, args: readonly string[]): void {
  const [file, argv] = command(bin, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.error?.message}`);
  }
}

/** A scratch dir the server's user owns. */
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (AS_ROOT) {
    const chown = spawnSync('chown', ['postgres:postgres', dir]);
    if (chown.status !== 0) throw new Error(`chown postgres ${dir} failed`);
  }
  return dir;
}

/**
 * initdb once per machine and server version into a template the files copy (initdb costs about a
 * second of CPU; a copy, a tenth). Built aside and renamed, so parallel workers never see half.
 */
function templateDir(binDir: string): string {
  const version = path.basename(path.dirname(binDir)).replace(/\W/g, '') || 'local';
  const template = path.join(tmpdir(), `kit-cloud-pg-template-${version}-${process.getuid?.()}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = scratchDir('kit-cloud-pg-initdb-');
  const data = path.join(building, 'data');
  run(path.join(binDir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  try {
    renameSync(data, template);
  } catch {
    // Another worker's template won the race: same contents.
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where the worker's server is, for its next spec files (jest re-evaluates modules per file). */
interface ServerRecord {
  port: number;
  dir: string;
  pid: number;
}

const recordFile = () => path.join(tmpdir(), `kit-cloud-pg-worker-${process.pid}.json`);

function postmasterPid(dir: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** This worker's server when it still runs (its postmaster.pid names the process we recorded). */
function runningServer(): ServerRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordFile(), 'utf8')) as ServerRecord;
    if (postmasterPid(record.dir) !== record.pid) return undefined;
    process.kill(record.pid, 0);
    return record;
  } catch {
    return undefined;
  }
}

async function waitReady(logFile: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    if (log.includes('ready to accept connections')) return;
    if (exited()) throw new Error(`PostgreSQL exited at start:\n${log.slice(-5_000)}`);
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${log.slice(-5_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts the worker's server: a copy of the template in a scratch dir (the copy of ~1,000 small
 * files is most of a start, so one per worker, not per file), a free loopback port, its unix socket
 * in the scratch dir, fsync off (a test's data need not survive a power cut). Detached, with a
 * watchdog that stops it (immediate shutdown) and deletes the dir once the worker process is gone,
 * however it ended. Never a system service.
 */
async function startServer(durable = false): Promise<ServerRecord> {
  const binDir = findBinDir();
  const template = templateDir(binDir);
  const dir = scratchDir('kit-cloud-pg-');
  const data = path.join(dir, 'data');
  run('cp', ['-a', template, data]);
  const port = await freePort();
  const [file, argv] = command(path.join(binDir, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    // Durable (the bench, beside SQLite's synchronous=FULL): PostgreSQL's defaults, each commit
    // on disk before it answers.
    ...(durable
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    // Two clouds of a spec hold about 70 connections; small buffers start faster (less memory
    // to map), and a scratch server needs no autovacuum, WAL archive or replication.
    '-c',
    'max_connections=120',
    '-c',
    'shared_buffers=16MB',
    '-c',
    'autovacuum=off',
    '-c',
    'wal_level=minimal',
    '-c',
    'max_wal_senders=0',
  ]);
  const logFile = path.join(dir, 'postgres.log');
  const log = openSync(logFile, 'a');
  const child = spawn(file, argv, { stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  child.unref();
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitReady(logFile, () => exited);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const pid = postmasterPid(dir) ?? child.pid ?? 0;
  const watchdog = spawn(
    'sh',
    [
      '-c',
      'while kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -QUIT "$2" 2>/dev/null; sleep 1; rm -rf "$3" "$4"',
      'kit-cloud-pg-watchdog',
      String(process.pid),
      String(pid),
      dir,
      recordFile(),
    ],
    { stdio: 'ignore', detached: true },
  );
  watchdog.unref();
  const record = { port, dir, pid };
  // A durable server is its caller's alone: the worker's next spec files get the fast one.
  if (!durable) writeFileSync(recordFile(), JSON.stringify(record));
  return record;
}

/**
 * The jest worker's PostgreSQL server for a spec file: started by the worker's first file that
 * wants one, reused by its next files, stopped when the worker exits.
 */
export async function startPostgres(
  options: {
    /** fsync and synchronous commits on (a server of its own, not the worker's shared one). */
    durable?: boolean;
  } = {},
): Promise<PostgresServer> {
  const server = options.durable
    ? await startServer(true)
    : (runningServer() ?? (await startServer()));
  const base = `postgres://postgres@127.0.0.1:${server.port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  return {
    async createDatabase() {
      // Unique across the worker's files: they share the server.
      const name = `kit_test_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return `${base}/${name}`;
    },
    async release() {
      await admin.end().catch(() => undefined);
    },
  };
}
