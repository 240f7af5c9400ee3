import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('the checkout store', () => {
  let dir: string;
  const stores: CheckoutStore[] = [];
  const open = (now: number) => {
    const store = new CheckoutStore(path.join(dir, 'onramp.sqlite'), now);
    stores.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kit-checkout-'));
  });
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets one confirmation claim a session, and a failed one be claimed again', () => {
    const store = open(0);
    store.insert(SESSION);
    expect(store.claim('s1', 1)).toBe(true);
    expect(store.claim('s1', 2)).toBe(false);
    store.fail('s1', 'node down');
    expect(store.get('s1')).toMatchObject({ status: 'failed', error: 'node down' });
    expect(store.claim('s1', 3)).toBe(true);
    store.complete('s1', '0xabc', 4);
    expect(store.get('s1')).toMatchObject({ status: 'complete', txHash: '0xabc', completedAt: 4 });
    expect(store.get('s1')).not.toHaveProperty('error');
    expect(store.claim('s1', 5)).toBe(false);
  });

  it('fails only stale payments on opening, and a payment completing after that still counts', () => {
    const first = open(0);
    first.insert(SESSION);
    first.insert({ ...SESSION, id: 's2' });
    first.claim('s1', 1_000);
    first.claim('s2', 1_000 + STALE_PAYMENT_MS);
    // Another cloud opens the same data dir: s1 is stale, s2 may be in flight.
    const second = open(1_001 + STALE_PAYMENT_MS);
    expect(second.get('s1')?.status).toBe('failed');
    expect(second.get('s2')?.status).toBe('processing');
    first.complete('s1', '0xdef', 2_000 + STALE_PAYMENT_MS);
    expect(second.get('s1')).toMatchObject({ status: 'complete', txHash: '0xdef' });
  });
});
