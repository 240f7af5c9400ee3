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
  startCloudProcess,
  type ChildCloud,
} from '../../../../apps/cloud/src/security/child-cloud.spec-helper';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  startTestRedis,
  type TestRedis,
} from '../../../../apps/cloud/src/redis/redis-server.spec-helper';

const INSTANCE_SCRIPT = path.join(__dirname, 'cloud-instance.spec-helper.ts');

/** One cloud process (its RSS and stop are the cloud specs' own). */
export type BenchInstance = Pick<ChildCloud, 'url' | 'relayUrl' | 'rssMiB' | 'stop' | 'pid'>;

/** The instances of one setup and what they share; `stop()` ends all of it. */
export interface BenchSetup {
  id: string;
  label: string;
  instances: BenchInstance[];
  stop(): Promise<void>;
}

const startInstance = (config: object) =>
  startCloudProcess([INSTANCE_SCRIPT, JSON.stringify(config)]);

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
  // Durable like (a)'s SQLite (synchronous=FULL): a publish is acknowledged once on disk in both.
  const postgres = await startPostgres({ durable: true });
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
