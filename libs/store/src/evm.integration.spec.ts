// The EVM path end to end, as an integrator runs it: createKit with the real ethers adapter, a test
// wallet announced through EIP-6963 in a page, and anvil behind the RPC transport. Nothing is
// mocked; the only stand-in is the wallet, which signs with dev keys.
import { createHttpTransport } from '@kit/api/rpc-transports';
import { JSDOM } from 'jsdom';
import { verifyMessage } from 'ethers';
import { createEvmAdapter } from '@kit/adapter-evm';
import {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from '@kit/balances/active-balances';
import { selectActiveConnection, selectConnectionStatus } from '@kit/connection';
import {
  canSendTransfer,
  canSignMessage,
  createMemoryBackend,
  kitDevnet,
  kitDevnet2,
  withRpcUrl,
  type KitLogger,
  type KitNetwork,
} from '@kit/core';
import { selectActiveCaipNetwork } from '@kit/network';
import {
  announceEip6963,
  createCountingRpcClient,
  createEvmTestWallet,
  KIT_TEST_WALLET_ICON,
  startDevnet,
  type CountingRpcClient,
  type Devnet,
  type EvmTestWallet,
  waitForState,
} from '@kit/testing';
import { createKit, type Kit } from './create-kit';
import { refreshBalances } from './refresh-balances.spec-helper';

const WALLET_INFO = {
  uuid: '0b6bd7a4-2f7e-4f3b-9d1f-5a1c2b3d4e5f',
  name: 'Kit Test Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'dev.kit.testwallet',
};
const WALLET_CONNECTOR_ID = 'eip155:dev.kit.testwallet';
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: Devnet;
let networks: KitNetwork[];
let rpc: Map<string, CountingRpcClient>;

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  networks = devnet.chains.map((chain, index) =>
    withRpcUrl(index === 0 ? kitDevnet : kitDevnet2, chain.rpcUrl),
  );
  rpc = new Map();
  for (const [index, network] of networks.entries()) {
    rpc.set(
      network.caipNetworkId,
      await createCountingRpcClient(devnet.chains[index]!.rpcUrl, (url) =>
        createHttpTransport(url),
      ),
    );
  }
});

afterAll(async () => {
  await Promise.all([...rpc.values()].map((client) => client.close()));
  await devnet.stop();
});

/** A visitor's page: a window with the test wallet announced, and the dApp's Kit on it. */
interface Page {
  window: Window;
  wallet: EvmTestWallet;
  kit: Kit;
  close(): Promise<void>;
}

function openPage(storage = createMemoryBackend(), wallet?: EvmTestWallet): Page {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const pageWallet =
    wallet ??
    createEvmTestWallet({
      privateKeys: [devnet.accounts[1]!.privateKey, devnet.accounts[2]!.privateKey],
      chains: [devnet.chains[0]!],
    });
  const stopAnnouncing = announceEip6963(window, pageWallet, WALLET_INFO);
  const kit = createKit({
    networks,
    adapters: [createEvmAdapter()],
    tokens: {
      [networks[0]!.caipNetworkId]: [devnet.tokens.usd.address, devnet.tokens.kit.address],
    },
    storage,
    window,
    logger: silentLogger,
    rpcClientFactory: (network) => rpc.get(network.caipNetworkId)!,
  });
  return {
    window,
    wallet: pageWallet,
    kit,
    close: async () => {
      await kit.destroy();
      stopAnnouncing();
      window.close();
    },
  };
}

const connectorDiscovered = (kit: Kit) =>
  waitForState(kit, (state) => Boolean(state.connection.connectors[WALLET_CONNECTOR_ID]));

describe('Kit on the EVM devnet with a browser wallet', () => {
  let page: Page;
  afterEach(() => page.close());

  it('connects through the announced wallet and shows its devnet balances', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    const connection = await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });

    expect(connection.accounts[0]?.address).toBe(devnet.accounts[1]!.address);
    expect(connection.caipNetworkId).toBe('eip155:31337');
    expect(selectConnectionStatus(page.kit.getState(), 'eip155')).toBe('connected');

    await waitForState(page.kit, (state) => selectActiveTokenBalances(state).length === 2);
    expect(selectActiveNativeBalance(page.kit.getState())?.symbol).toBe('ETH');
    expect(
      selectActiveTokenBalances(page.kit.getState()).map((token) => [token.symbol, token.decimals]),
    ).toEqual([
      ['KUSD', 6],
      ['KIT', 18],
    ]);
  });

  it('reads the native and both token balances in one RPC round trip', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    await waitForState(page.kit, (state) => selectActiveTokenBalances(state).length === 2);

    const client = rpc.get('eip155:31337')!;
    client.reset();
    await refreshBalances(page.kit);
    // eth_getBalance and the Multicall3 eth_call for both tokens travel in one batched HTTP request.
    expect(client.httpRequests).toHaveLength(1);
  });

  it('signs a message the connected account verifiably signed', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    const connection = await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    const adapter = page.kit.registry.getAdapter('eip155');
    if (!canSignMessage(adapter)) throw new Error('the EVM adapter signs messages');
    const address = connection.accounts[0]!.address;
    const signature = await adapter.signMessage({
      connectorId: WALLET_CONNECTOR_ID,
      address,
      message: 'Hello Kit',
    });
    expect(verifyMessage('Hello Kit', signature)).toBe(address);
  });

  it('sees a token transfer in the balances the store reads afterwards', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    const connection = await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    await waitForState(page.kit, (state) => selectActiveTokenBalances(state).length === 2);
    const before = selectActiveTokenBalances(page.kit.getState()).find(
      (token) => token.symbol === 'KUSD',
    )!;

    const adapter = page.kit.registry.getAdapter('eip155');
    if (!canSendTransfer(adapter)) throw new Error('the EVM adapter sends');
    await adapter.sendTransfer({
      connectorId: WALLET_CONNECTOR_ID,
      network: networks[0]!,
      from: connection.accounts[0]!.address,
      to: devnet.accounts[5]!.address,
      amount: '1500000',
      tokenAddress: devnet.tokens.usd.address,
    });
    await refreshBalances(page.kit);

    const after = selectActiveTokenBalances(page.kit.getState()).find(
      (token) => token.symbol === 'KUSD',
    )!;
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(1.5, 6);
  });

  it('switches to the second chain through wallet_addEthereumChain and back', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });

    const second = await page.kit.switchNetwork('eip155:31338');
    expect(second.caipNetworkId).toBe('eip155:31338');
    expect(selectActiveCaipNetwork(page.kit.getState())?.caipNetworkId).toBe('eip155:31338');
    expect(page.wallet.requests.map((request) => request.method)).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    );

    await page.kit.switchNetwork('eip155:31337');
    expect(selectActiveConnection(page.kit.getState())?.caipNetworkId).toBe('eip155:31337');
  });

  it('fails with "User rejected the request" when the visitor declines to connect, and keeps nothing', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    page.wallet.rejectNext('eth_requestAccounts');
    await expect(page.kit.connect({ connectorId: WALLET_CONNECTOR_ID })).rejects.toThrow(
      'User rejected the request',
    );
    expect(selectConnectionStatus(page.kit.getState(), 'eip155')).toBe('disconnected');

    const connection = await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    expect(connection.accounts[0]?.address).toBe(devnet.accounts[1]!.address);
  });

  it('keeps the network when the visitor declines the switch', async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    page.wallet.rejectNext('wallet_addEthereumChain');
    await expect(page.kit.switchNetwork('eip155:31338')).rejects.toThrow(
      'User rejected the request',
    );
    expect(selectActiveConnection(page.kit.getState())?.caipNetworkId).toBe('eip155:31337');
  });

  it('reconnects a new page over the same storage to the same account without a prompt', async () => {
    const storage = createMemoryBackend();
    page = openPage(storage);
    await connectorDiscovered(page.kit);
    const first = await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    const wallet = page.wallet;
    await page.close();

    page = openPage(storage, wallet);
    await waitForState(
      page.kit,
      (state) => selectConnectionStatus(state, 'eip155') === 'connected',
    );
    expect(selectActiveConnection(page.kit.getState())?.accounts[0]?.address).toBe(
      first.accounts[0]!.address,
    );
    const prompts = wallet.requests.filter((request) => request.method === 'eth_requestAccounts');
    expect(prompts).toHaveLength(1);
  });

  it("shows the account's balances on a new page that reconnected (their saga loads with the reconnect)", async () => {
    const storage = createMemoryBackend();
    page = openPage(storage);
    await connectorDiscovered(page.kit);
    await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    const wallet = page.wallet;
    await page.close();

    page = openPage(storage, wallet);
    await waitForState(page.kit, (state) => selectActiveTokenBalances(state).length === 2);
    expect(selectActiveNativeBalance(page.kit.getState())?.symbol).toBe('ETH');
    expect(selectActiveTokenBalances(page.kit.getState()).map((token) => token.symbol)).toEqual([
      'KUSD',
      'KIT',
    ]);
  });

  it('disconnects and forgets the connection for the next page', async () => {
    const storage = createMemoryBackend();
    page = openPage(storage);
    await connectorDiscovered(page.kit);
    await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    await page.kit.disconnect();
    expect(selectConnectionStatus(page.kit.getState(), 'eip155')).toBe('disconnected');
    const wallet = page.wallet;
    await page.close();

    page = openPage(storage, wallet);
    await connectorDiscovered(page.kit);
    await waitForState(page.kit, (state) => state.connection.status['eip155'] !== 'reconnecting');
    expect(selectConnectionStatus(page.kit.getState(), 'eip155')).toBe('disconnected');
  });
});

describe('kit.signMessage on the EVM devnet', () => {
  let page: Page;
  afterEach(() => page.close());

  async function connectedPage(): Promise<{ page: Page; address: string }> {
    const opened = openPage();
    await connectorDiscovered(opened.kit);
    const connection = await opened.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    return { page: opened, address: connection.accounts[0]!.address };
  }

  const signRequests = (wallet: EvmTestWallet) =>
    wallet.requests.filter((request) => request.method === 'personal_sign');

  it('signs with the active account through the wallet, and the signature recovers to it', async () => {
    let address: string;
    ({ page, address } = await connectedPage());
    const signature = await page.kit.signMessage({ message: 'Hello Kit' });
    expect(verifyMessage('Hello Kit', signature)).toBe(address);
    expect(signRequests(page.wallet)).toHaveLength(1);
  });

  it('signs with the account and namespace it is given, in any capitalisation', async () => {
    let address: string;
    ({ page, address } = await connectedPage());
    const signature = await page.kit.signMessage({
      message: 'Given account',
      namespace: 'eip155',
      address: address.toLowerCase(),
    });
    expect(verifyMessage('Given account', signature)).toBe(address);
  });

  it('fails with "User rejected the request" (4001) when the visitor declines in the wallet', async () => {
    ({ page } = await connectedPage());
    page.wallet.rejectNext('personal_sign');
    await expect(page.kit.signMessage({ message: 'Hello Kit' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      rpcCode: 4001,
      message: 'User rejected the request',
    });
  });

  it('refuses an empty message, an unknown account or namespace without asking the wallet', async () => {
    ({ page } = await connectedPage());
    await expect(page.kit.signMessage({ message: '' })).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'SIGN_MESSAGE_REQUIRED',
      message: 'A message to sign is required',
    });
    const stranger = devnet.accounts[7]!.address;
    await expect(
      page.kit.signMessage({ message: 'Hello Kit', address: stranger }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_CONNECTED',
      message: `Account ${stranger} is not connected`,
    });
    await expect(
      page.kit.signMessage({ message: 'Hello Kit', namespace: 'solana' }),
    ).rejects.toMatchObject({
      code: 'NAMESPACE_NOT_CONFIGURED',
      message:
        "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    });
    expect(signRequests(page.wallet)).toHaveLength(0);
  });

  it("fails with 'Provider not found' while no wallet is connected, and after a disconnect", async () => {
    page = openPage();
    await connectorDiscovered(page.kit);
    await expect(page.kit.signMessage({ message: 'Hello Kit' })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
      shortMessage: 'Provider not found',
    });
    await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
    await page.kit.disconnect();
    await expect(page.kit.signMessage({ message: 'Hello Kit' })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
    expect(signRequests(page.wallet)).toHaveLength(0);
  });
});
