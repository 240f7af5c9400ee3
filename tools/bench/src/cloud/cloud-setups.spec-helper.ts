import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// A spec helper by name: the workspace lets only test code import the cloud (eslint.config).
import type { CloudDevnet } from '@kit/cloud';
// The cloud's own spec helpers: PostgreSQL and redis-server on loopback in scratch dirs, never a
// system service (PostgreSQL runs as the `postgres` user when we are root). Reused by path: no
// package exports them, and a second copy would drift from what the cloud's specs run.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startPostgres } from '../../../../apps/cloud/src/server/database/postgres-server.spec-helper';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  startTestRedis,
  type TestRedis,
} from '../../../../apps/cloud/src/redis/redis-server.spec-helper';

const INSTANCE_SCRIPT = path.join(__dirname, 'cloud-instance.spec-helper.ts');

/** One cloud process. */
export interface BenchInstance {
  url: string;
  relayUrl: string;
  /** Resident memory now, in MiB (0 once it has exited). */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** The instances of one setup and what they share; `stop()` ends all of it. */
export interface BenchSetup {
  id: string;
  label: string;
  instances: BenchInstance[];
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function startInstance(config: object): Promise<BenchInstance> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', INSTANCE_SCRIPT, JSON.stringify(config)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`cloud exited early with ${code}: ${output}`)));
  });
  const pid = child.pid ?? 0;
  return {
    url,
    relayUrl: `${url.replace(/^http/, 'ws')}/relay`,
    rssMiB() {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? '0') / 1024;
      } catch {
        return 0;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** (a) One instance on SQLite in a temp data dir: the zero-configuration default. */
export async function startSqliteSetup(devnet: CloudDevnet): Promise<BenchSetup> {
  const instance = await startInstance({ devnet });
  return {
    id: 'sqlite-1',
    label: '1 instance, SQLite',
    instances: [instance],
    stop: () => instance.stop(),
  };
}

/**
 * (b) Two instances sharing one PostgreSQL database and one Redis. The PostgreSQL server's
 * watchdog stops it and deletes its dir once this process exits (the spec helper's lifetime).
 */
export async function startPostgresRedisSetup(devnet: CloudDevnet): Promise<BenchSetup> {
  const postgres = await startPostgres();
  let redis: TestRedis | undefined;
  const instances: BenchInstance[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    await postgres.release();
  };
  try {
    const databaseUrl = await postgres.createDatabase();
    redis = await startTestRedis();
    // One after the other: both would run the migrations at once.
    instances.push(await startInstance({ devnet, databaseUrl, redisUrl: redis.url }));
    instances.push(await startInstance({ devnet, databaseUrl, redisUrl: redis.url }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { id: 'postgres-redis-2', label: '2 instances, PostgreSQL + Redis', instances, stop };
}
