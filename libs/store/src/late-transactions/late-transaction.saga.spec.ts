import { createMemoryBackend, kitDevnet, type KitLogger } from '@kit/core';
import { selectToast } from '@kit/toast';
import { waitForState } from '@kit/testing';
import { createKit, type Kit } from '../create-kit';
import { transactionSettled } from './late-transaction.saga';

// The toast of each way a late transaction ends, on a real store with no adapter: the balance and
// history refreshes, and the send on anvil, are in late-transaction.integration.spec.ts.

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };
const settled = (status: 'success' | 'reverted' | 'dropped') =>
  transactionSettled({
    namespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    hash: `0x${'ab'.repeat(32)}`,
    status,
  });

let kit: Kit;
beforeEach(() => {
  kit = createKit({ networks: [kitDevnet], storage: createMemoryBackend(), logger: silentLogger });
});
afterEach(async () => {
  await kit.destroy();
});

describe('a transaction settled after its send gave up', () => {
  it.each([
    ['success', 'Transaction confirmed', 'success'],
    ['reverted', 'Transaction failed', 'error'],
    ['dropped', 'Transaction dropped', 'error'],
  ] as const)('toasts a %s one as "%s"', async (status, message, variant) => {
    kit.store.dispatch(settled(status));
    await waitForState(kit, (state) => selectToast(state).open);
    expect(selectToast(kit.getState())).toMatchObject({ message, variant });
  });
});
