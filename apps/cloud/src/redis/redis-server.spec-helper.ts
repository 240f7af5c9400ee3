import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's redis-server (`npm test` installs it when missing: tools/scripts/ensure-debian-packages.sh). */
const REDIS_SERVER = process.env['KIT_REDIS_SERVER'] ?? '/usr/bin/redis-server';

/** A redis-server of the test's own: loopback, a free port, no persistence, a scratch dir. */
export interface TestRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** SIGKILL: Redis is lost mid-test (its data with it: nothing is saved). */
  kill(): Promise<void>;
  /** Starts Redis again on the same port (empty, as after a crash without persistence). */
  restart(): Promise<void>;
  /** Stops it and deletes the scratch dir. Idempotent. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    // Never a system service: loopback, our port, no RDB/AOF files, the scratch dir.
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: string) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        // Keep draining, or a full pipe would block the server.
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.resume();
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
}

/** Starts `redis-server` on a free loopback port in a scratch dir; `stop()` it afterwards. */
export async function startTestRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port, dir);
  let stopped: Promise<void> | undefined;
  const halt = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running) return;
    running.kill(signal);
    await exited(running);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => halt('SIGKILL'),
    async restart() {
      await halt('SIGKILL');
      child = await launch(port, dir);
    },
    stop() {
      stopped ??= halt('SIGTERM').then(() => rmSync(dir, { recursive: true, force: true }));
      return stopped;
    },
  };
}

/** Polls `check` until it holds (Redis going and coming is asynchronous); throws naming `what`. */
export async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

/** True when the Redis behind `health` answers PING now. */
export function answersPing(health: { ping(): Promise<void> }): Promise<boolean> {
  return health.ping().then(
    () => true,
    () => false,
  );
}
