import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { DatabaseOtpLockStore } from './otp-lock-store';

describe.each(DIALECTS)('DatabaseOtpLockStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('counts failures per key in their window, opens a new one when it is over, across a restart', async () => {
    const test = await databases.open();
    const store = await DatabaseOtpLockStore.open(test.database);
    const inbox = 'secure:inbox:a@example.com';
    expect(await store.window(inbox)).toBeUndefined();
    expect(await store.countFailure(inbox, 1_764_000_000_000, 60_000)).toEqual({
      failures: 1,
      windowStart: 1_764_000_000_000,
    });
    expect(await store.countFailure(inbox, 1_764_000_030_000, 60_000)).toEqual({
      failures: 2,
      windowStart: 1_764_000_000_000,
    });
    await store.countFailure('siwx:client:127.0.0.1', 5, 60_000);
    await store.close();

    const reopened = await DatabaseOtpLockStore.open(await databases.reopen(test));
    expect(await reopened.window(inbox)).toEqual({ failures: 2, windowStart: 1_764_000_000_000 });
    expect(await reopened.window('siwx:client:127.0.0.1')).toEqual({ failures: 1, windowStart: 5 });
    // The window is over at its start + windowMs: the next failure opens a new one.
    expect(await reopened.countFailure(inbox, 1_764_000_060_000, 60_000)).toEqual({
      failures: 1,
      windowStart: 1_764_000_060_000,
    });
  });
});
