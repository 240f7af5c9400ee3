import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { OtpGuard } from './otp-guard';
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
});
