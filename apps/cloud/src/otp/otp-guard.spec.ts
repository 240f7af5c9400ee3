import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { DEFAULT_OTP_LIMITS, OtpGuard } from './otp-guard';
import { DatabaseOtpLockStore } from './otp-lock-store';

const limits = {
  inbox: { maxFailures: 1_000, windowMs: 60_000 },
  client: { maxFailures: 1_000, windowMs: 60_000 },
};

describe.each(DIALECTS)('OtpGuard over the database on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('counts every wrong code when two instances record them at once', async () => {
    const test = await databases.open();
    const first = await DatabaseOtpLockStore.open(test.database);
    const second = await DatabaseOtpLockStore.open(await databases.reopen(test));
    const guards = [new OtpGuard(first, 'secure', limits), new OtpGuard(second, 'secure', limits)];
    const now = 1_764_000_000_000;
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        guards[index % 2]!.recordFailure(
          { inbox: 'a@example.com', client: `10.0.0.${index}` },
          now,
        ),
      ),
    );
    expect(await first.window('secure:inbox:a@example.com')).toEqual({
      failures: 20,
      windowStart: now,
    });
  });

  it('opens a new window once the last one is over', async () => {
    const store = await DatabaseOtpLockStore.open((await databases.open()).database);
    const guard = new OtpGuard(store, 'siwx', limits);
    const guesser = { inbox: 'b@example.com', client: '127.0.0.1' };
    await guard.recordFailure(guesser, 1_000);
    await guard.recordFailure(guesser, 2_000);
    await guard.recordFailure(guesser, 61_000);
    expect(await store.window('siwx:inbox:b@example.com')).toEqual({
      failures: 1,
      windowStart: 61_000,
    });
    expect(await store.window('siwx:client:127.0.0.1')).toEqual({
      failures: 1,
      windowStart: 61_000,
    });
  });

  it('locks an inbox at its limit, from any client, until its window ends', async () => {
    const store = await DatabaseOtpLockStore.open((await databases.open()).database);
    const guard = new OtpGuard(store, 'secure', {
      inbox: { maxFailures: 3, windowMs: 60_000 },
      client: { maxFailures: 100, windowMs: 60_000 },
    });
    for (const client of ['10.0.0.1', '10.0.0.2']) {
      await guard.recordFailure({ inbox: 'a@example.com', client }, 1_000);
    }
    const fromNewClient = { inbox: 'a@example.com', client: '10.0.0.3' };
    expect(await guard.lockedForMs(fromNewClient, 2_000)).toBe(0);
    await guard.recordFailure({ inbox: 'a@example.com', client: '10.0.0.1' }, 2_000);
    expect(await guard.lockedForMs(fromNewClient, 2_000)).toBe(59_000);
    expect(await guard.lockedForMs(fromNewClient, 60_999)).toBe(1);
    expect(await guard.lockedForMs(fromNewClient, 61_000)).toBe(0);
    expect(await guard.lockedForMs({ inbox: 'b@example.com', client: '10.0.0.1' }, 2_000)).toBe(0);
  });

  it('locks a client at its limit across inboxes, and keeps the longer of two locks', async () => {
    const store = await DatabaseOtpLockStore.open((await databases.open()).database);
    const guard = new OtpGuard(store, 'siwx', {
      inbox: { maxFailures: 2, windowMs: 10_000 },
      client: { maxFailures: 2, windowMs: 60_000 },
    });
    await guard.recordFailure({ inbox: 'a@example.com', client: '10.0.0.1' }, 0);
    await guard.recordFailure({ inbox: 'b@example.com', client: '10.0.0.1' }, 0);
    expect(await guard.lockedForMs({ inbox: 'c@example.com', client: '10.0.0.1' }, 0)).toBe(60_000);
    expect(await guard.lockedForMs({ inbox: 'c@example.com', client: '10.0.0.2' }, 0)).toBe(0);
    // The inbox's lock (10 s) and the client's (60 s): the client's is the longer.
    await guard.recordFailure({ inbox: 'a@example.com', client: '10.0.0.1' }, 0);
    expect(await guard.lockedForMs({ inbox: 'a@example.com', client: '10.0.0.2' }, 0)).toBe(10_000);
    expect(await guard.lockedForMs({ inbox: 'a@example.com', client: '10.0.0.1' }, 0)).toBe(60_000);
    // Another scope counts apart: sign-in's misses do not lock the secure site's login.
    const secure = new OtpGuard(store, 'secure');
    expect(await secure.lockedForMs({ inbox: 'a@example.com', client: '10.0.0.1' }, 0)).toBe(0);
  });
});

describe('DEFAULT_OTP_LIMITS', () => {
  it('allows 10 wrong codes an hour per inbox and 30 per 15 minutes per client', () => {
    expect(DEFAULT_OTP_LIMITS).toEqual({
      inbox: { maxFailures: 10, windowMs: 3_600_000 },
      client: { maxFailures: 30, windowMs: 900_000 },
    });
  });
});
