import { CONSTANTS } from '@kit/core';
import { toChecksumAddress } from '@kit/core/address';
import type { CaipNetworkId, KitNetwork } from '@kit/core';
import { createDevnetProvider } from '@kit/testing';
import { Interface, type JsonRpcProvider } from 'ethers';
import { openWalletPage, startEvmHarness, TEST_WALLET_ID } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';
import { PendingTransactionWatcher, type PollScheduler } from './pending-transaction-watcher';
import type { TransactionReceipt } from './wait-for-receipt';

// A transaction really left pending: anvil with automine off, mined on demand with evm_mine. The
// watcher's 30 s timer is a scheduler the tests tick themselves.

let harness: EvmHarness;
let network: KitNetwork;
let node: JsonRpcProvider;
let page: WalletPage | undefined;

beforeAll(async () => {
  harness = await startEvmHarness();
  network = harness.networks[0]!;
  node = createDevnetProvider(harness.devnet.chains[0]!);
}, 30_000);

afterAll(async () => {
  node?.destroy();
  await harness?.stop();
});

afterEach(async () => {
  await node.send('evm_mine', []);
  await node.send('evm_setAutomine', [true]);
  await page?.close();
  page = undefined;
});

/** A scheduler that records what it was asked for and polls only when ticked. */
function manualScheduler() {
  const polls: Array<() => Promise<void>> = [];
  const intervals: number[] = [];
  let stopped = 0;
  const schedule: PollScheduler = (poll, everyMs) => {
    polls.push(poll);
    intervals.push(everyMs);
    return () => void (stopped += 1);
  };
  const tick = () => Promise.all(polls.map((poll) => poll()));
  return { schedule, intervals, tick, stopped: () => stopped };
}

type Mined = { caipNetworkId: CaipNetworkId; receipt: TransactionReceipt };

/** A page whose adapter waits 300 ms for a receipt, with the watcher on or (by default) off. */
function openPage(enabled?: boolean) {
  const scheduler = manualScheduler();
  const mined: Mined[] = [];
  page = openWalletPage(harness, {
    adapter: {
      receiptTimeoutMs: 300,
      receipt: { pollDelayMs: 50 },
      pendingTransactions: {
        ...(enabled === undefined ? {} : { enabled }),
        schedule: scheduler.schedule,
        onMined: (event) => mined.push(event),
      },
    },
  });
  return { page, scheduler, mined };
}

const from = () => toChecksumAddress(harness.devnet.accounts[1]!.address);

/** Sends 1 wei with automine off: the receipt wait runs out; resolves with the pending hash. */
function sendUnmined(opened: WalletPage): Promise<string> {
  return leavePending(opened, () =>
    opened.adapter.sendTransfer({
      connectorId: TEST_WALLET_ID,
      network,
      from: from(),
      to: '0x00000000000000000000000000000000000c0fee',
      amount: '1',
    }),
  );
}

/**
 * Sends a KUSD transfer of more than the account holds, with its gas given so nothing estimates
 * (and refuses) it first: it is mined, and its execution reverts.
 */
function sendUnminedRevert(opened: WalletPage): Promise<string> {
  const erc20 = new Interface(['function transfer(address to, uint256 amount)']);
  return leavePending(opened, () =>
    opened.adapter.sendTransaction({
      connectorId: TEST_WALLET_ID,
      network,
      from: from(),
      to: harness.devnet.tokens.usd.address,
      data: erc20.encodeFunctionData('transfer', [harness.devnet.accounts[5]!.address, 10n ** 40n]),
      value: '0',
      gas: '100000',
    }),
  );
}

/** Runs `send` with automine off: its receipt wait runs out; resolves with the pending hash. */
async function leavePending(opened: WalletPage, send: () => Promise<unknown>): Promise<string> {
  await opened.adapter.connect({ connectorId: TEST_WALLET_ID });
  await node.send('evm_setAutomine', [false]);
  await expect(send()).rejects.toMatchObject({ code: 'RPC_TIMEOUT' });
  const block = (await node.send('eth_getBlockByNumber', ['pending', false])) as {
    transactions: string[];
  };
  expect(block.transactions).toHaveLength(1);
  return block.transactions[0]!;
}

const settledEvents = (opened: WalletPage) =>
  opened.events.filter((event) => event.type === 'transactionSettled');

describe('the pending-transaction watcher', () => {
  it('is off by default: a send that ran out of time is not watched', async () => {
    const { page: opened, scheduler, mined } = openPage();
    await sendUnmined(opened);
    await node.send('evm_mine', []);
    await scheduler.tick();
    expect(scheduler.intervals).toEqual([]);
    expect(mined).toEqual([]);
  });

  it('watches a send whose receipt wait ran out, polls every 30 s, and reports it once mined', async () => {
    const { page: opened, scheduler, mined } = openPage(true);
    const hash = await sendUnmined(opened);
    expect(scheduler.intervals).toEqual([30_000]);

    await scheduler.tick();
    expect(mined).toEqual([]);

    await node.send('evm_mine', []);
    await scheduler.tick();
    expect(mined).toEqual([
      {
        caipNetworkId: network.caipNetworkId,
        receipt: expect.objectContaining({ transactionHash: hash, status: '0x1' }),
      },
    ]);
    // Nothing left to watch: the polling stops, and a later tick reports nothing twice.
    expect(scheduler.stopped()).toBe(1);
    await scheduler.tick();
    expect(mined).toHaveLength(1);
    // The store hears it as an adapter event (the registry turns it into transactionSettled).
    expect(settledEvents(opened)).toEqual([
      { type: 'transactionSettled', caipNetworkId: network.caipNetworkId, hash, status: 'success' },
    ]);
  });

  it('reports a mined transaction whose execution reverted as reverted', async () => {
    const { page: opened, scheduler, mined } = openPage(true);
    const hash = await sendUnminedRevert(opened);
    await node.send('evm_mine', []);
    await scheduler.tick();
    expect(settledEvents(opened)).toEqual([
      {
        type: 'transactionSettled',
        caipNetworkId: network.caipNetworkId,
        hash,
        status: 'reverted',
      },
    ]);
    expect(mined).toEqual([
      expect.objectContaining({ receipt: expect.objectContaining({ status: '0x0' }) }),
    ]);
  });

  it('reports a transaction the node dropped as dropped after two polls that cannot find it', async () => {
    const { page: opened, scheduler, mined } = openPage(true);
    const hash = await sendUnmined(opened);
    await node.send('anvil_dropTransaction', [hash]);
    // One miss may be a node behind its peers: nothing yet, and still watched.
    await scheduler.tick();
    expect(settledEvents(opened)).toEqual([]);
    expect(scheduler.stopped()).toBe(0);
    await scheduler.tick();
    expect(settledEvents(opened)).toEqual([
      { type: 'transactionSettled', caipNetworkId: network.caipNetworkId, hash, status: 'dropped' },
    ]);
    expect(mined).toEqual([]);
    expect(scheduler.stopped()).toBe(1);
  });

  it('counts only misses in a row: a pending transaction found again starts over', async () => {
    const { page: opened, scheduler } = openPage(true);
    await sendUnmined(opened);
    for (let round = 0; round < 3; round += 1) await scheduler.tick();
    expect(settledEvents(opened)).toEqual([]);
    expect(scheduler.stopped()).toBe(0);
  });

  it(`watches at most ${CONSTANTS.PENDING_TX_LIMIT} transactions, dropping the oldest`, () => {
    const rpc = harness.rpc.get(network.caipNetworkId)!;
    const watcher = new PendingTransactionWatcher(rpc, () => undefined, {
      enabled: true,
      schedule: manualScheduler().schedule,
    });
    const hashes = Array.from({ length: 100 }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);
    for (const hash of hashes) watcher.watch(hash);
    expect(watcher.watching).toEqual(hashes.slice(1));
  });
});
