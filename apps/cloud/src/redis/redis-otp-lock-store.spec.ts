import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OtpGuard, type OtpLimits } from '../otp/otp-guard';
import { DatabaseOtpLockStore } from '../otp/otp-lock-store';
import { SqliteCloudDatabase } from '../server/database/sqlite-cloud-database';
import { RedisOtpLockStore, SharedOtpLockStore } from './redis-otp-lock-store';
import { answersPing, startTestRedis, until, type TestRedis } from './redis-server.spec-helper';
import { connectSharedRedis, type SharedRedis } from './shared-redis';

// Two instances' OTP guards (each with its own database's counters, SQLite in its own data dir) over one
// real Redis: a guesser spreading wrong codes over both is counted once, in full.

const LIMITS: OtpLimits = {
  inbox: { maxFailures: 4, windowMs: 60_000 },
  client: { maxFailures: 100, windowMs: 60_000 },
};
const quiet = { info: () => undefined, warn: () => undefined };

let redis: TestRedis;
let dir: string;
const opened: Array<{ close(): void | Promise<void> }> = [];

beforeAll(async () => {
  redis = await startTestRedis();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kit-otp-redis-'));
});
afterEach(async () => {
  for (const resource of opened.splice(0)) await resource.close();
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => redis?.stop());

/** One instance's guard: Redis shared, SQLite its own. */
async function instance(name: string): Promise<{ guard: OtpGuard; shared: SharedRedis }> {
  const shared = await connectSharedRedis(redis.url, quiet);
  const dataDir = path.join(dir, name);
  mkdirSync(dataDir, { recursive: true });
  const local = await DatabaseOtpLockStore.open(new SqliteCloudDatabase(dataDir));
  const store = new SharedOtpLockStore(new RedisOtpLockStore(shared.commands), local);
  opened.push(store, shared);
  return { guard: new OtpGuard(store, 'secure', LIMITS), shared };
}

describe('OTP failure counters in Redis', () => {
  it('locks an inbox on every instance once the misses on all of them reach the limit', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    const inbox = { inbox: 'victim@example.com', client: '10.0.0.1' };
    await a.guard.recordFailure(inbox, 1_000);
    await b.guard.recordFailure(inbox, 2_000);
    await a.guard.recordFailure(inbox, 3_000);
    expect(await b.guard.lockedForMs(inbox, 3_000)).toBe(0);
    await b.guard.recordFailure(inbox, 4_000);
    // The window opened at the first miss (on A): locked until it ends, on both.
    expect(await a.guard.lockedForMs(inbox, 5_000)).toBe(56_000);
    expect(await b.guard.lockedForMs(inbox, 5_000)).toBe(56_000);
    expect(await b.guard.lockedForMs(inbox, 61_000)).toBe(0);
  });

  it('loses no count when instances record misses at the same moment', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    const inbox = { inbox: 'race@example.com', client: '10.0.0.2' };
    await Promise.all([
      a.guard.recordFailure(inbox, 1_000),
      b.guard.recordFailure(inbox, 1_000),
      a.guard.recordFailure(inbox, 1_000),
      b.guard.recordFailure(inbox, 1_000),
    ]);
    expect(await a.guard.lockedForMs(inbox, 1_000)).toBe(60_000);
  });

  it('keeps limiting per instance while Redis is lost, and what it counted then still counts after', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    const inbox = { inbox: 'outage@example.com', client: '10.0.0.3' };
    await a.guard.recordFailure(inbox, 1_000);
    await redis.kill();
    await until('A sees Redis gone', async () => !(await answersPing(a.shared)));
    for (let miss = 0; miss < 3; miss += 1) await a.guard.recordFailure(inbox, 2_000);
    // A counted all 4 itself: locked there; B saw only what reached Redis before it was lost.
    expect(await a.guard.lockedForMs(inbox, 2_000)).toBe(59_000);
    expect(await b.guard.lockedForMs(inbox, 2_000)).toBe(0);

    // Redis back, empty (nothing was saved): A's own count keeps the inbox locked there.
    await redis.restart();
    await until(
      'both see Redis back',
      async () => (await answersPing(a.shared)) && answersPing(b.shared),
    );
    expect(await a.guard.lockedForMs(inbox, 3_000)).toBe(58_000);
  });
});
