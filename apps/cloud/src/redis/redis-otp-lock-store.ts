import type { Redis } from 'ioredis';
import type { OtpFailureWindow, OtpLockStore } from '../otp/otp-lock-store';

const KEY_PREFIX = 'kit-cloud:otp:';

/**
 * Counts one failure in one step inside Redis, so two instances counting at once never lose a
 * count (a read-then-write from each would). Times are the cloud's clock (`now`), not Redis's,
 * so the window matches the SQLite store's; Redis's expiry only clears keys once a window is
 * surely over.
 */
const COUNT_FAILURE = `
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local failures
if start == nil or now - start >= windowMs then
  start = now
  failures = 1
  redis.call('HSET', KEYS[1], 'start', ARGV[1], 'failures', 1)
else
  failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
end
redis.call('PEXPIRE', KEYS[1], windowMs)
return {failures, start}
`;

/** The OTP failure counters in Redis: every instance sees every guess. */
export class RedisOtpLockStore implements OtpLockStore {
  constructor(private readonly redis: Redis) {}

  async window(key: string): Promise<OtpFailureWindow | undefined> {
    const [start, failures] = await this.redis.hmget(KEY_PREFIX + key, 'start', 'failures');
    if (start === null || failures === null) return undefined;
    return { failures: Number(failures), windowStart: Number(start) };
  }

  async countFailure(key: string, now: number, windowMs: number): Promise<OtpFailureWindow> {
    const [failures, start] = (await this.redis.eval(
      COUNT_FAILURE,
      1,
      KEY_PREFIX + key,
      String(now),
      String(windowMs),
    )) as [number, number];
    return { failures: Number(failures), windowStart: Number(start) };
  }

  async close(): Promise<void> {
    // The connection is the cloud's (SharedRedis), closed with it.
  }
}

/** The window that locks longer: more failures, then the later start. */
function stricter(
  a: OtpFailureWindow | undefined,
  b: OtpFailureWindow | undefined,
): OtpFailureWindow | undefined {
  if (!a || !b) return a ?? b;
  if (a.failures !== b.failures) return a.failures > b.failures ? a : b;
  return a.windowStart >= b.windowStart ? a : b;
}

/**
 * Redis's shared counts with the cloud's database's (SQLite or PostgreSQL) behind them: every failure is counted
 * in both, and a check answers the stricter. So the limits hold across instances while Redis
 * answers, hold per instance while it is away, and what was counted during an outage still
 * counts after it.
 */
export class SharedOtpLockStore implements OtpLockStore {
  constructor(
    private readonly shared: OtpLockStore,
    private readonly local: OtpLockStore,
  ) {}

  async window(key: string): Promise<OtpFailureWindow | undefined> {
    const [shared, local] = await Promise.all([
      this.shared.window(key).catch(() => undefined),
      this.local.window(key),
    ]);
    return stricter(shared, local);
  }

  async countFailure(key: string, now: number, windowMs: number): Promise<OtpFailureWindow> {
    const [shared, local] = await Promise.all([
      this.shared.countFailure(key, now, windowMs).catch(() => undefined),
      this.local.countFailure(key, now, windowMs),
    ]);
    return stricter(shared, local) ?? local;
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}
