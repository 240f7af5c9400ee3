import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A scratch PostgreSQL server of one spec file, on a loopback port. */
export interface PostgresServer {
  /** Creates an empty database and answers its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** Debian's `postgresql` package (CI installs it) puts the server under /usr/lib/postgresql/<v>/bin. */
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
    "PostgreSQL's server binaries are missing: install Debian's postgresql package (.ci/run does)",
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

function waitReady(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`PostgreSQL did not start:\n${log()}`)),
      30_000,
    );
    const onData = () => {
      if (log().includes('ready to accept connections')) finish();
    };
    const onExit = () => finish(new Error(`PostgreSQL exited at start:\n${log()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Starts a PostgreSQL server for the tests: a copy of the template in a scratch dir, a free
 * loopback port, its unix socket in the scratch dir, fsync off (a test's data need not survive a
 * power cut). Never a system service; stop() ends it and deletes the dir.
 */
export async function startPostgres(): Promise<PostgresServer> {
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
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
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
  const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    log = (log + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitReady(child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  let count = 0;
  return {
    async createDatabase() {
      count += 1;
      const name = `kit_test_${count}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return `${base}/${name}`;
    },
    async stop() {
      await admin.end().catch(() => undefined);
      // The postmaster itself (runuser's child when root): SIGQUIT is its immediate shutdown
      // (no checkpoint: the scratch data dir is deleted next).
      const pidFile = path.join(data, 'postmaster.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
      if (child.exitCode === null) {
        if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGQUIT');
        else child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
