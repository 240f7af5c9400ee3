import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { NameStore, type NameRecord } from './name-store';

function record(name: string, registeredAt: number): NameRecord {
  return {
    name,
    registered_at: registeredAt,
    updated_at: registeredAt,
    addresses: {
      '60': { address: '0xAbC0000000000000000000000000000000000001', created: registeredAt },
    },
    attributes: { avatar: 'https://example.com/a.png' },
  };
}

const OWNER = '0xAbC0000000000000000000000000000000000001';

describe.each(DIALECTS)('NameStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('stores a name once: a second registration of it stores nothing', async () => {
    const store = await NameStore.open((await databases.open()).database);
    expect(await store.insert(record('alice.kit.id', 1_750_000_000), OWNER)).toBe(true);
    expect(await store.insert(record('alice.kit.id', 1_750_000_001), '0x02')).toBe(false);
    expect(await store.get('alice.kit.id')).toEqual(record('alice.kit.id', 1_750_000_000));
    expect(await store.get('bob.kit.id')).toBeUndefined();
  });

  it("lists an owner's names newest first, in any case of the address; same second, last first", async () => {
    const store = await NameStore.open((await databases.open()).database);
    await store.insert(record('first.kit.id', 1_750_000_000), OWNER);
    await store.insert(record('second.kit.id', 1_750_000_005), OWNER);
    await store.insert(record('third.kit.id', 1_750_000_005), OWNER);
    await store.insert(
      record('other.kit.id', 1_750_000_009),
      '0x0000000000000000000000000000000000000002',
    );
    const names = (await store.byOwner(OWNER.toUpperCase().replace('0X', '0x'))).map((r) => r.name);
    expect(names).toEqual(['third.kit.id', 'second.kit.id', 'first.kit.id']);
  });

  it('answers which names of a list are taken, and keeps them after a restart', async () => {
    const test = await databases.open();
    const store = await NameStore.open(test.database);
    await store.insert(record('taken.kit.id', 1_750_000_000), OWNER);
    await store.close();
    const reopened = await NameStore.open(await databases.reopen(test));
    expect(await reopened.takenAmong(['taken.kit.id', 'free.kit.id'])).toEqual(
      new Set(['taken.kit.id']),
    );
    expect(await reopened.takenAmong([])).toEqual(new Set());
  });
});
