// The bip122 path through the store, as an integrator runs it: createKit with the bitcoin adapter,
// the Bitcoin test wallet announced in a page, and the regtest ledger's Esplora API behind the
// network's rpcUrls. Nothing is mocked; the only stand-ins are the wallet (test keys) and the
// ledger (Debian ships no bitcoind).
import { JSDOM } from 'jsdom';
import { createBitcoinAdapter, verifyBip322Signature } from '@kit/adapter-bitcoin';
import { selectActiveNativeBalance } from '@kit/balances/active-balances';
import { selectActiveCaipAddress, selectConnectionStatus } from '@kit/connection';
import {
  bitcoinRegtest,
  canSendTransfer,
  canSignMessage,
  createMemoryBackend,
  withRpcUrl,
  type KitLogger,
  type KitNetwork,
} from '@kit/core';
import {
  BITCOIN_TEST_WALLET_INFO,
  announceBitcoinWallet,
  createBitcoinTestWallet,
  startRegtestLedger,
  waitForState,
  type BitcoinTestWallet,
  type RegtestLedgerHandle,
} from '@kit/testing';
import { networks as bitcoinjsNetworks } from 'bitcoinjs-lib';
import { createKit, type Kit } from './create-kit';
import { refreshBalances } from './refresh-balances.spec-helper';

const CONNECTOR_ID = 'bip122:dev.kit.bitcointestwallet';
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let ledger: RegtestLedgerHandle;
let network: KitNetwork;

beforeAll(async () => {
  ledger = await startRegtestLedger({ accounts: 2 });
  network = withRpcUrl(bitcoinRegtest, ledger.url);
});
afterAll(() => ledger.stop());

interface Page {
  wallet: BitcoinTestWallet;
  kit: Kit;
  close(): Promise<void>;
}

function openPage(): Page {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const wallet = createBitcoinTestWallet({ privateKey: ledger.accounts[0]!.privateKey });
  const stopAnnouncing = announceBitcoinWallet(window, wallet, {
    ...BITCOIN_TEST_WALLET_INFO,
    uuid: 'store-test',
  });
  const kit = createKit({
    networks: [network],
    adapters: [createBitcoinAdapter()],
    storage: createMemoryBackend(),
    window,
    logger: silentLogger,
  });
  return {
    wallet,
    kit,
    close: async () => {
      await kit.destroy();
      stopAnnouncing();
      window.close();
    },
  };
}

describe('Kit on the bitcoin regtest ledger with an injected wallet', () => {
  let page: Page;
  afterEach(() => page.close());

  it('connects with the payment account active and shows its balance from UTXOs', async () => {
    page = openPage();
    await waitForState(page.kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));
    const connection = await page.kit.connect({ connectorId: CONNECTOR_ID });
    expect(connection.accounts[0]).toMatchObject({
      address: ledger.accounts[0]!.paymentAddress,
      type: 'payment',
    });
    expect(selectConnectionStatus(page.kit.getState(), 'bip122')).toBe('connected');
    expect(selectActiveCaipAddress(page.kit.getState())).toBe(
      `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${ledger.accounts[0]!.paymentAddress}`,
    );
    await waitForState(page.kit, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(selectActiveNativeBalance(page.kit.getState())).toMatchObject({ symbol: 'BTC' });
  });

  it('signs (BIP-322, verified), sends, and the store reads the lower balance after mining', async () => {
    page = openPage();
    await waitForState(page.kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const from = accounts[0]!.address;
    const adapter = page.kit.registry.getAdapter('bip122');
    if (!canSignMessage(adapter) || !canSendTransfer(adapter)) {
      throw new Error('the bitcoin adapter signs and sends');
    }
    const signature = await adapter.signMessage({
      connectorId: CONNECTOR_ID,
      address: from,
      message: 'Hello Kit',
    });
    expect(
      verifyBip322Signature({
        address: from,
        message: 'Hello Kit',
        signature,
        network: bitcoinjsNetworks.regtest,
      }),
    ).toBe(true);

    await refreshBalances(page.kit);
    const before = selectActiveNativeBalance(page.kit.getState())!;
    const { hash } = await adapter.sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from,
      to: ledger.accounts[1]!.paymentAddress,
      amount: '10000000',
    });
    ledger.ledger.mine();
    await refreshBalances(page.kit);
    const after = selectActiveNativeBalance(page.kit.getState())!;
    const fee = ledger.ledger.transaction(hash)!.fee;
    // Balances are formatted decimal strings of BTC; compare in satoshis.
    const sats = (value: string) => Math.round(Number(value) * 1e8);
    expect(sats(before.balance) - sats(after.balance)).toBe(10_000_000 + fee);
  });

  it("fails the connection with 'User rejected the request' when the visitor refuses", async () => {
    page = openPage();
    await waitForState(page.kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));
    page.wallet.rejectNext('requestAccounts');
    await expect(page.kit.connect({ connectorId: CONNECTOR_ID })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
    expect(selectConnectionStatus(page.kit.getState(), 'bip122')).toBe('disconnected');
  });

  it('signs through kit.signMessage with the ordinals account when asked for it (BIP-322, verified)', async () => {
    page = openPage();
    await waitForState(page.kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const ordinals = accounts.find((account) => account.type === 'ordinals')!.address;
    expect(ordinals).toBe(ledger.accounts[0]!.ordinalsAddress);

    const signature = await page.kit.signMessage({ message: 'Hello Kit', address: ordinals });
    const verify = (address: string) =>
      verifyBip322Signature({
        address,
        message: 'Hello Kit',
        signature,
        network: bitcoinjsNetworks.regtest,
      });
    expect(verify(ordinals)).toBe(true);
    expect(verify(accounts[0]!.address)).toBe(false);
  });
});
