import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { SiwxStore, type SiwxSessionRow } from './siwx-store';

const NOW = 1_764_000_000_000;

function session(chainId: string, address: string): SiwxSessionRow {
  return {
    chainId,
    address,
    message: `msg ${address}`,
    signature: '0xsig',
    expiresAt: NOW + 60_000,
  };
}

describe.each(DIALECTS)('SiwxStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('gives a nonce once, and none after it expired', async () => {
    const store = await SiwxStore.open((await databases.open()).database);
    await store.addNonce('n1', 'p', 'nonce-1', NOW + 1_000);
    await store.addNonce('n2', 'p', 'nonce-2', NOW + 1_000);
    expect(await store.takeNonce('n1', 'other-project', NOW)).toBeUndefined();
    expect(await store.takeNonce('n1', 'p', NOW)).toBe('nonce-1');
    expect(await store.takeNonce('n1', 'p', NOW)).toBeUndefined();
    expect(await store.takeNonce('n2', 'p', NOW + 1_000)).toBeUndefined();
  });

  it("lists a token's live sessions by chain and account, replaces one signed again, and revokes them", async () => {
    const test = await databases.open();
    const store = await SiwxStore.open(test.database);
    await store.upsertSession('t', 'p', '0xa', session('eip155:1', '0xA'));
    await store.upsertSession('t', 'p', '0xb', session('eip155:1', '0xB'));
    await store.upsertSession('t', 'p', '0xa', { ...session('eip155:10', '0xA'), expiresAt: NOW });
    await store.upsertSession('t', 'p', '0xa', { ...session('eip155:1', '0xA'), message: 'again' });
    expect(await store.hasToken('t', 'p')).toBe(true);
    expect(await store.hasToken('t', 'other-project')).toBe(false);
    // A second instance (or a restart) sees the same sessions.
    const other = await SiwxStore.open(await databases.reopen(test));
    expect(await other.listSessions('t', 'p', NOW, {})).toEqual([
      { ...session('eip155:1', '0xA'), message: 'again' },
      session('eip155:1', '0xB'),
    ]);
    expect(
      (await other.listSessions('t', 'p', NOW, { accountKey: '0xb' })).map((row) => row.address),
    ).toEqual(['0xB']);
    expect(await other.revokeSessions('t', 'p', { chainId: 'eip155:1', accountKey: '0xa' })).toBe(
      1,
    );
    expect(await other.revokeSessions('t', 'p', {})).toBe(2);
    expect(await other.listSessions('t', 'p', 0, {})).toEqual([]);
  });
});
