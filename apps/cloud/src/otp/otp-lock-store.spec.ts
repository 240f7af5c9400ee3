import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { DatabaseOtpLockStore } from './otp-lock-store';

describe.each(DIALECTS)('DatabaseOtpLockStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('keeps the last window saved per key, across a restart', async () => {
    const test = await databases.open();
    const store = await DatabaseOtpLockStore.open(test.database);
    expect(await store.window('secure:inbox:a@example.com')).toBeUndefined();
    await store.saveWindow('secure:inbox:a@example.com', {
      failures: 1,
      windowStart: 1_764_000_000_000,
    });
    await store.saveWindow('secure:inbox:a@example.com', {
      failures: 2,
      windowStart: 1_764_000_000_000,
    });
    await store.saveWindow('siwx:client:127.0.0.1', { failures: 7, windowStart: 5 });
    await store.close();

    const reopened = await DatabaseOtpLockStore.open(await databases.reopen(test));
    expect(await reopened.window('secure:inbox:a@example.com')).toEqual({
      failures: 2,
      windowStart: 1_764_000_000_000,
    });
    expect(await reopened.window('siwx:client:127.0.0.1')).toEqual({ failures: 7, windowStart: 5 });
  });
});
