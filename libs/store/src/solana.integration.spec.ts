// The Solana path end to end, as an integrator runs it: createKit with the real Solana adapter, a
// Wallet Standard test wallet registered in a page, and the local LiteSVM chain behind the RPC
// transport. Nothing is mocked; the only stand-in is the wallet, which signs with test-only keys.
import { createPublicKey, verify } from 'node:crypto';
import { base58 } from '@scure/base';
import { JSDOM } from 'jsdom';
import { createHttpTransport } from '@kit/api/rpc-transports';
import { createSolanaAdapter } from '@kit/adapter-solana';
import {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from '@kit/balances/active-balances';
import { selectActiveConnection, selectConnectionStatus } from '@kit/connection';
import {
  canSendTransfer,
  canSignMessage,
  createMemoryBackend,
  solanaLocal,
  withRpcUrl,
  type KitLogger,
  type KitNetwork,
} from '@kit/core';
import {
  createCountingRpcClient,
  createSolanaTestWallet,
  registerWalletStandard,
  startSolanaDevnet,
  type CountingRpcClient,
  type SolanaDevnet,
  type SolanaTestWallet,
  waitForState,
} from '@kit/testing';
import { createKit, type Kit } from './create-kit';
import { refreshBalances } from './refresh-balances.spec-helper';

const CONNECTOR_ID = 'solana:Kit Test Wallet';
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: SolanaDevnet;
let network: KitNetwork;
let rpc: CountingRpcClient;

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 6 });
  network = withRpcUrl(solanaLocal, devnet.rpcUrl, devnet.webSocketUrl);
  rpc = await createCountingRpcClient(devnet.rpcUrl, (url) => createHttpTransport(url));
});

afterAll(async () => {
  await rpc.close();
  await devnet.stop();
});

interface Page {
  wallet: SolanaTestWallet;
  kit: Kit;
  close(): Promise<void>;
}

function openPage(
  options: {
    storage?: ReturnType<typeof createMemoryBackend>;
    wallet?: SolanaTestWallet;
    account?: number;
  } = {},
): Page {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const wallet =
    options.wallet ??
    createSolanaTestWallet({
      secretKeys: [devnet.accounts[options.account ?? 1]!.secretKey],
      chains: [{ id: 'solana:localnet', rpcUrl: devnet.rpcUrl, webSocketUrl: devnet.webSocketUrl }],
    });
  const unregister = registerWalletStandard(window, wallet);
  const kit = createKit({
    networks: [network],
    adapters: [
      createSolanaAdapter({
        tokenInfo: { [devnet.token.address]: { symbol: 'KUSD', name: 'Kit USD' } },
        confirmation: { pollDelayMs: 20 },
      }),
    ],
    tokens: { [network.caipNetworkId]: [devnet.token.address] },
    storage: options.storage ?? createMemoryBackend(),
    window,
    logger: silentLogger,
    rpcClientFactory: () => rpc,
  });
  return {
    wallet,
    kit,
    close: async () => {
      await kit.destroy();
      unregister();
      window.close();
      if (!options.wallet) await wallet.destroy();
    },
  };
}

const discovered = (kit: Kit) =>
  waitForState(kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));

/** Lamports at an address, read straight from the chain. */
async function lamports(address: string): Promise<number> {
  const { value } = await rpc.request<{ value: number }>({
    method: 'getBalance',
    params: [address],
  });
  return value;
}

/** Whole KUSD in the owner's associated token account, read straight from the chain (0 when none). */
async function kusd(kit: Kit, owner: string): Promise<number> {
  const adapter = kit.registry.getAdapter('solana');
  const [token] = await adapter.getTokenBalances!({
    address: owner,
    network,
    tokenAddresses: [devnet.token.address],
  });
  return Number(token?.value ?? 0) / 1e6;
}

function adapterOf(kit: Kit) {
  const adapter = kit.registry.getAdapter('solana');
  if (!canSendTransfer(adapter) || !canSignMessage(adapter))
    throw new Error('the Solana adapter sends and signs');
  return adapter;
}

describe('Kit on the local Solana chain with a Wallet Standard wallet', () => {
  let page: Page;
  afterEach(() => page.close());

  it('connects through the registered wallet and shows its SOL and KUSD balances', async () => {
    page = openPage();
    await discovered(page.kit);
    const connection = await page.kit.connect({ connectorId: CONNECTOR_ID });
    expect(connection.accounts[0]?.address).toBe(devnet.accounts[1]!.address);
    expect(connection.caipNetworkId).toBe('solana:KitDevnet11111111111111111111111');
    expect(selectConnectionStatus(page.kit.getState(), 'solana')).toBe('connected');

    await waitForState(page.kit, (state) => selectActiveTokenBalances(state).length === 1);
    const state = page.kit.getState();
    expect(selectActiveNativeBalance(state)).toMatchObject({ symbol: 'SOL' });
    expect(Number(selectActiveNativeBalance(state)?.balance)).toBeGreaterThan(900);
    expect(selectActiveTokenBalances(state).map((token) => [token.symbol, token.balance])).toEqual([
      ['KUSD', '1000000'],
    ]);
  });

  it('reads SOL and KUSD in one RPC round trip', async () => {
    page = openPage();
    await discovered(page.kit);
    await page.kit.connect({ connectorId: CONNECTOR_ID });
    await waitForState(page.kit, (state) => selectActiveTokenBalances(state).length === 1);
    rpc.reset();
    await refreshBalances(page.kit);
    // getBalance and getMultipleAccounts (mint + associated token account) in one batched request.
    expect(rpc.httpRequests).toHaveLength(1);
    expect(
      rpc
        .calls()
        .map((call) => call.method)
        .sort(),
    ).toEqual(['getBalance', 'getMultipleAccounts']);
  });

  it('signs a message with the account key (ed25519, verified)', async () => {
    page = openPage();
    await discovered(page.kit);
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const address = accounts[0]!.address;
    const signature = await adapterOf(page.kit).signMessage({
      connectorId: CONNECTOR_ID,
      address,
      message: 'Hello Kit',
    });
    expect(verifyEd25519(address, 'Hello Kit', signature)).toBe(true);
    expect(verifyEd25519(address, 'Hello Kit!', signature)).toBe(false);
  });

  it('sends SOL, and the balances move on chain by the amount and the fee', async () => {
    page = openPage();
    await discovered(page.kit);
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const from = accounts[0]!.address;
    const to = devnet.accounts[5]!.address;
    const [fromBefore, toBefore] = [await lamports(from), await lamports(to)];
    const { hash } = await adapterOf(page.kit).sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from,
      to,
      amount: '250000000',
    });
    expect(base58.decode(hash)).toHaveLength(64);
    expect(await lamports(to)).toBe(toBefore + 250_000_000);
    expect(await lamports(from)).toBe(fromBefore - 250_000_000 - 5000);
    expect(page.wallet.calls.map((call) => call.method)).toContain('solana:signAndSendTransaction');
  });

  it('sends KUSD to an account without a token account yet, creating it', async () => {
    page = openPage();
    await discovered(page.kit);
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const from = accounts[0]!.address;
    const fresh = base58.encode(crypto.getRandomValues(new Uint8Array(32)));
    const before = await kusd(page.kit, from);
    await adapterOf(page.kit).sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from,
      to: fresh,
      amount: '1500000',
      tokenAddress: devnet.token.address,
    });
    expect(await kusd(page.kit, fresh)).toBe(1.5);
    expect(await kusd(page.kit, from)).toBe(before - 1.5);
  });

  it('sends through the RPC client when the wallet can only sign', async () => {
    const wallet = createSolanaTestWallet({
      secretKeys: [devnet.accounts[2]!.secretKey],
      chains: [{ id: 'solana:localnet', rpcUrl: devnet.rpcUrl }],
    });
    delete (wallet.features as Record<string, unknown>)['solana:signAndSendTransaction'];
    page = openPage({ wallet });
    await discovered(page.kit);
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const to = devnet.accounts[4]!.address;
    const before = await lamports(to);
    rpc.reset();
    await adapterOf(page.kit).sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from: accounts[0]!.address,
      to,
      amount: '1000000',
    });
    expect(await lamports(to)).toBe(before + 1_000_000);
    expect(rpc.calls().map((call) => call.method)).toContain('sendTransaction');
    expect(wallet.calls.map((call) => call.method)).toContain('solana:signTransaction');
  });

  it('fails with INSUFFICIENT_FUNDS for more SOL than the account holds, and nothing moves', async () => {
    page = openPage();
    await discovered(page.kit);
    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const from = accounts[0]!.address;
    const before = await lamports(from);
    await expect(
      adapterOf(page.kit).sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from,
        to: devnet.accounts[5]!.address,
        amount: String(before + 1),
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await lamports(from)).toBe(before);
  });

  it('fails with "User rejected the request" when the visitor declines to connect, sign or send', async () => {
    page = openPage();
    await discovered(page.kit);
    page.wallet.rejectNext('standard:connect');
    await expect(page.kit.connect({ connectorId: CONNECTOR_ID })).rejects.toThrow(
      'User rejected the request',
    );
    expect(selectConnectionStatus(page.kit.getState(), 'solana')).toBe('disconnected');

    const { accounts } = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const from = accounts[0]!.address;
    page.wallet.rejectNext('solana:signMessage');
    await expect(
      adapterOf(page.kit).signMessage({ connectorId: CONNECTOR_ID, address: from, message: 'no' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request' });

    const before = await lamports(from);
    page.wallet.rejectNext('solana:signAndSendTransaction');
    await expect(
      adapterOf(page.kit).sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from,
        to: devnet.accounts[5]!.address,
        amount: '1000',
      }),
    ).rejects.toThrow('User rejected the request');
    expect(await lamports(from)).toBe(before);
  });

  it('reconnects a new page over the same storage without a prompt, and disconnect forgets', async () => {
    const storage = createMemoryBackend();
    page = openPage({ storage });
    await discovered(page.kit);
    const first = await page.kit.connect({ connectorId: CONNECTOR_ID });
    const wallet = page.wallet;
    await page.close();

    page = openPage({ storage, wallet });
    await waitForState(
      page.kit,
      (state) => selectConnectionStatus(state, 'solana') === 'connected',
    );
    expect(selectActiveConnection(page.kit.getState())?.accounts[0]?.address).toBe(
      first.accounts[0]!.address,
    );
    const prompts = wallet.calls.filter(
      (call) => call.method === 'standard:connect' && !call.silent,
    );
    expect(prompts).toHaveLength(1);

    await page.kit.disconnect();
    expect(wallet.authorized).toBe(false);
    await page.close();
    page = openPage({ storage, wallet });
    await discovered(page.kit);
    await waitForState(page.kit, (state) => state.connection.status['solana'] !== 'reconnecting');
    expect(selectConnectionStatus(page.kit.getState(), 'solana')).toBe('disconnected');
  });

  it('follows the wallet switching accounts', async () => {
    const wallet = createSolanaTestWallet({
      secretKeys: [devnet.accounts[1]!.secretKey, devnet.accounts[3]!.secretKey],
      chains: [{ id: 'solana:localnet', rpcUrl: devnet.rpcUrl }],
    });
    page = openPage({ wallet });
    await discovered(page.kit);
    await page.kit.connect({ connectorId: CONNECTOR_ID });
    wallet.emitAccountsChanged(1);
    await waitForState(
      page.kit,
      (state) =>
        selectActiveConnection(state)?.accounts[0]?.address === devnet.accounts[3]!.address,
    );
  });
});

function verifyEd25519(address: string, message: string, signature: string): boolean {
  // An Ed25519 SubjectPublicKeyInfo is this 12-byte prefix plus the 32-byte key.
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    base58.decode(address),
  ]);
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  return verify(null, Buffer.from(message), key, base58.decode(signature));
}
