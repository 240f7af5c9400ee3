import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { SessionStore } from './session-store';
import type { SmartSessionRecord } from './session-store';

const OWNER = '0xAbC0000000000000000000000000000000000001';

function session(pci: string, createdAt: number, extra: Partial<SmartSessionRecord> = {}) {
  return {
    pci,
    address: OWNER,
    projectId: 'p',
    createdAt,
    expiry: 2_000_000_000,
    permissions: [{ type: 'contract-call', data: { to: '0x1' } }],
    ...extra,
  } satisfies SmartSessionRecord;
}

describe.each(DIALECTS)('SessionStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('lists the standing sessions of an owner and project newest first (same second: last first)', async () => {
    const store = await SessionStore.open((await databases.open()).database);
    await store.insert(session('0x01', 1_750_000_000, { chainId: 1 }));
    await store.insert(session('0x02', 1_750_000_005));
    await store.insert(session('0x03', 1_750_000_005));
    await store.insert(session('0x04', 1_750_000_009, { expiry: 1_750_000_010 }));
    await store.insert(session('0x05', 1_750_000_009, { projectId: 'other' }));
    const pcis = async (now: number) =>
      (await store.active(OWNER.toLowerCase(), 'p', now)).map((record) => record.pci);
    expect(await pcis(1_750_000_009)).toEqual(['0x04', '0x03', '0x02', '0x01']);
    expect(await pcis(1_750_000_010)).toEqual(['0x03', '0x02', '0x01']);
    expect(await store.get(OWNER, 'p', '0x01')).toEqual(
      session('0x01', 1_750_000_000, { chainId: 1 }),
    );
  });

  it('keeps the first revocation time, across a restart', async () => {
    const test = await databases.open();
    const store = await SessionStore.open(test.database);
    await store.insert(session('0x0a', 1_750_000_000));
    await store.revoke('0x0A', 1_750_000_100);
    await store.revoke('0x0a', 1_750_000_200);
    await store.close();
    const reopened = await SessionStore.open(await databases.reopen(test));
    expect(await reopened.get(OWNER, 'p', '0x0a')).toMatchObject({ revokedAt: 1_750_000_100 });
    expect(await reopened.active(OWNER, 'p', 1_750_000_000)).toEqual([]);
  });
});
