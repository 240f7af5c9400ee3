import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { CheckoutStore, STALE_PAYMENT_MS, type CheckoutSession } from './checkout-store';

const SESSION: CheckoutSession = {
  id: 's1',
  projectId: 'kit-local',
  confirmToken: 't',
  createdAt: 0,
  status: 'pending',
  chainId: 31337,
  network: 'kit-devnet',
  destination: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  symbol: 'ETH',
  decimals: 18,
  amount: '1',
};

describe.each(DIALECTS)('the checkout store on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('lets one confirmation claim a session, and a failed one be claimed again', async () => {
    const store = await CheckoutStore.open((await databases.open()).database, 0);
    await store.insert(SESSION);
    expect(await store.claim('s1', 1)).toBe(true);
    expect(await store.claim('s1', 2)).toBe(false);
    await store.fail('s1', 'node down');
    expect(await store.get('s1')).toMatchObject({ status: 'failed', error: 'node down' });
    expect(await store.claim('s1', 3)).toBe(true);
    await store.complete('s1', '0xabc', 4);
    expect(await store.get('s1')).toMatchObject({
      status: 'complete',
      txHash: '0xabc',
      completedAt: 4,
    });
    expect(await store.get('s1')).not.toHaveProperty('error');
    expect(await store.claim('s1', 5)).toBe(false);
  });

  it('fails only stale payments on opening, and a payment completing after that still counts', async () => {
    const test = await databases.open();
    const first = await CheckoutStore.open(test.database, 0);
    await first.insert(SESSION);
    await first.insert({ ...SESSION, id: 's2' });
    await first.claim('s1', 1_000);
    await first.claim('s2', 1_000 + STALE_PAYMENT_MS);
    // Another cloud opens the same data dir: s1 is stale, s2 may be in flight.
    const second = await CheckoutStore.open(await databases.reopen(test), 1_001 + STALE_PAYMENT_MS);
    expect((await second.get('s1'))?.status).toBe('failed');
    expect((await second.get('s2'))?.status).toBe('processing');
    await first.complete('s1', '0xdef', 2_000 + STALE_PAYMENT_MS);
    expect(await second.get('s1')).toMatchObject({ status: 'complete', txHash: '0xdef' });
  });
});
