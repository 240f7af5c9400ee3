// The pending-transaction watcher through a real store on anvil with automine off: a send whose
// receipt wait runs out fails as before; when the transaction is mined later the visitor is told
// and the balance refreshes; when the node drops it instead, the visitor is told that.
import { JSDOM } from 'jsdom';
import { JsonRpcProvider } from 'ethers';
import { createEvmAdapter } from '@kit/adapter-evm';
import { selectActivity, transactionsRequested, type ActivityStatus } from '@kit/activity';
import { type DisplayTokenBalance } from '@kit/balances';
import { selectActiveTokenBalances } from '@kit/balances/active-balances';
import {
  createMemoryBackend,
  kitDevnet,
  withRpcUrl,
  type KitLogger,
  type KitNetwork,
} from '@kit/core';
import { parseUnits } from '@kit/core/units';
import { selectSendState } from '@kit/send';
import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from '@kit/send/actions';
import { selectToast } from '@kit/toast';
import {
  announceEip6963,
  createEvmTestWallet,
  KIT_TEST_WALLET_ICON,
  startDevnet,
  type Devnet,
  waitForState,
} from '@kit/testing';
import { createKit, type Kit } from '../create-kit';

const WALLET_CONNECTOR_ID = 'eip155:dev.kit.testwallet';
const WALLET_INFO = {
  uuid: '0b6c9a0e-5f2d-4c71-8e3a-7d1f4b2c9e58',
  name: 'Kit Test Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'dev.kit.testwallet',
};
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: Devnet;
let network: KitNetwork;
let node: JsonRpcProvider;

beforeAll(async () => {
  devnet = await startDevnet();
  network = withRpcUrl(kitDevnet, devnet.chains[0]!.rpcUrl);
  node = new JsonRpcProvider(devnet.chains[0]!.rpcUrl, undefined, { staticNetwork: true });
});

afterAll(async () => {
  node?.destroy();
  await devnet.stop();
});

afterEach(async () => {
  await node.send('evm_setAutomine', [true]);
});

const kusdOf = (state: ReturnType<Kit['getState']>): DisplayTokenBalance | undefined =>
  selectActiveTokenBalances(state).find((token) => token.symbol === 'KUSD');

/**
 * A kit whose wallet holds dev account `account`, with the watcher on (polling every 100 ms, not
 * 30 s) and a 300 ms receipt wait, connected and showing its KUSD balance.
 */
async function openKit(account: number) {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const wallet = createEvmTestWallet({
    privateKeys: [devnet.accounts[account]!.privateKey],
    chains: [devnet.chains[0]!],
  });
  const stopAnnouncing = announceEip6963(window, wallet, WALLET_INFO);
  const kit = createKit({
    networks: [network],
    adapters: [
      createEvmAdapter({
        receiptTimeoutMs: 300,
        receipt: { pollDelayMs: 50 },
        pendingTransactions: { enabled: true, pollMs: 100 },
      }),
    ],
    tokens: { [network.caipNetworkId]: [devnet.tokens.usd.address] },
    storage: createMemoryBackend(),
    window,
    logger: silentLogger,
  });
  await waitForState(kit, (state) => Boolean(state.connection.connectors[WALLET_CONNECTOR_ID]));
  await kit.connect({ connectorId: WALLET_CONNECTOR_ID });
  await waitForState(kit, (state) => kusdOf(state) !== undefined);
  // Every status the history goes through: a refetch shows as 'loading'.
  const activity: ActivityStatus[] = [];
  const unsubscribe = kit.store.subscribe(() => {
    const { status } = selectActivity(kit.getState());
    if (activity.at(-1) !== status) activity.push(status);
  });
  const close = async () => {
    unsubscribe();
    await kit.destroy();
    stopAnnouncing();
    wallet.destroy();
    window.close();
  };
  return { kit, activity, close };
}

/** Sends 1.5 KUSD with automine off: the send fails on its receipt wait; returns the pending hash. */
async function sendLeftPending(kit: Kit): Promise<string> {
  const { address, symbol, decimals, name } = devnet.tokens.usd;
  kit.store.dispatch(sendTokenSelected({ address, symbol, decimals, name }));
  kit.store.dispatch(sendAmountChanged({ amount: '1.5' }));
  kit.store.dispatch(sendReceiverChanged({ receiverAddress: devnet.accounts[7]!.address }));
  await node.send('evm_setAutomine', [false]);
  kit.store.dispatch(sendRequested());
  await waitForState(kit, (state) => selectSendState(state).status === 'error');
  expect(selectSendState(kit.getState()).error).toMatchObject({ code: 'RPC_TIMEOUT' });
  const block = (await node.send('eth_getBlockByNumber', ['pending', false])) as {
    transactions: string[];
  };
  expect(block.transactions).toHaveLength(1);
  return block.transactions[0]!;
}

describe('a transaction mined after its send gave up, through the store', () => {
  it('toasts "Transaction confirmed" and refreshes the balance once it is mined', async () => {
    const { kit, close } = await openKit(3);
    try {
      const before = kusdOf(kit.getState())!;
      await sendLeftPending(kit);
      expect(selectToast(kit.getState()).message).not.toBe('Transaction confirmed');

      await node.send('evm_mine', []);
      await waitForState(kit, (state) => selectToast(state).message === 'Transaction confirmed');
      expect(selectToast(kit.getState())).toMatchObject({ variant: 'success', open: true });
      // The balance read forced by the settlement shows the 1.5 KUSD gone.
      await waitForState(kit, (state) => kusdOf(state)?.balance !== before.balance);
      const { decimals } = devnet.tokens.usd;
      const after = kusdOf(kit.getState())!;
      expect(parseUnits(before.balance, decimals) - parseUnits(after.balance, decimals)).toBe(
        parseUnits('1.5', decimals),
      );
    } finally {
      await close();
    }
  });

  it('fetches the history again when it was shown', async () => {
    const { kit, activity, close } = await openKit(5);
    try {
      // The history was shown. With no Blockchain API here its fetch fails, which still counts:
      // the list is on screen (with its error), not idle. (That failure's toast would also replace
      // 'Transaction confirmed', hence no toast check in this case.)
      kit.store.dispatch(transactionsRequested({ reset: true }));
      await waitForState(kit, (state) => selectActivity(state).status === 'error');
      await sendLeftPending(kit);
      activity.length = 0;
      await node.send('evm_mine', []);
      await waitForState(kit, () => activity.includes('loading'));
      await waitForState(kit, (state) => selectActivity(state).status === 'error');
    } finally {
      await close();
    }
  });

  it('toasts "Transaction dropped" when the node drops it, and the balance, read again, stays', async () => {
    const { kit, activity, close } = await openKit(4);
    try {
      const before = kusdOf(kit.getState())!;
      const readAt = () => Object.values(kit.getState().balances.tokens)[0]?.timestamp;
      const firstRead = readAt();
      const hash = await sendLeftPending(kit);
      await node.send('anvil_dropTransaction', [hash]);
      await waitForState(kit, (state) => selectToast(state).message === 'Transaction dropped');
      expect(selectToast(kit.getState())).toMatchObject({ variant: 'error', open: true });
      // The settlement forced a new read (the failed send did not), and it shows every KUSD.
      await waitForState(kit, () => readAt() !== firstRead);
      await node.send('evm_mine', []);
      expect(kusdOf(kit.getState())!.balance).toBe(before.balance);
      // A history never shown is not fetched for it.
      expect(activity).toEqual(['idle']);
    } finally {
      await close();
    }
  });
});
