// WalletConnect end to end in the store: createKit with the EVM adapter and the WalletConnect
// connector, a sign-client wallet paired through apps/cloud's relay, anvil behind the wallet.
// Pairing state (wcUri, wcPairingExpiry, wcError) is in Redux; the sign client is not.
import { randomUUID } from 'node:crypto';
import { verifyMessage } from 'ethers';
import { createEvmAdapter } from '@kit/adapter-evm';
import { startCloud, type Cloud } from '@kit/cloud';
import { selectConnection, selectConnectionStatus } from '@kit/connection';
import {
  canSignMessage,
  createMemoryBackend,
  kitDevnet,
  kitDevnet2,
  withRpcUrl,
  type KitLogger,
  type KitNetwork,
  type StorageBackend,
} from '@kit/core';
import { closed, selectModalOpen, selectModalView } from '@kit/modal';
import { pairingRequested } from '@kit/pairing';
import { createLocalSiwxConfig, signInRequested, type SiwxConfig } from '@kit/siwx';
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  startDevnet,
  waitForState,
  type Devnet,
  type WalletConnectTestWallet,
} from '@kit/testing';
import { createWalletConnectConnector } from '@kit/walletconnect';
import { createKit, type Kit } from './create-kit';

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: Devnet;
let cloud: Cloud;
let networks: KitNetwork[];
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  cloud = await startCloud();
  networks = devnet.chains.map((chain, index) =>
    withRpcUrl(index === 0 ? kitDevnet : kitDevnet2, chain.rpcUrl),
  );
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await cloud.stop();
  await devnet.stop();
});

/** What a page keeps across reloads: Kit's storage and the sign client's. */
interface PageStorages {
  kit: StorageBackend;
  wc: MemoryKeyValueStorage;
  prefix: string;
}

/** A page load: Kit over the given storages (the same storages again = a reload). */
function page(
  storages: PageStorages = {
    kit: createMemoryBackend(),
    wc: new MemoryKeyValueStorage(),
    prefix: randomUUID(),
  },
  connectorOptions: Parameters<typeof createWalletConnectConnector>[0] = {},
  siwx?: SiwxConfig,
): { kit: Kit; storages: PageStorages } {
  const kit = createKit({
    networks,
    ...(siwx ? { siwx } : {}),
    adapters: [createEvmAdapter()],
    storage: storages.kit,
    logger: silentLogger,
    projectId: 'kit-local',
    cloud: { relayUrl: cloud.relayUrl },
    walletConnect: {
      load: async () =>
        createWalletConnectConnector({
          storage: storages.wc,
          customStoragePrefix: storages.prefix,
          logLevel: 'silent',
          ...connectorOptions,
        }),
    },
  });
  cleanups.push(() => kit.destroy());
  return { kit, storages };
}

async function testWallet(
  behaviour = {},
  oneClickSignIn = false,
): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: cloud.relayUrl,
    privateKey: devnet.accounts[0]!.privateKey,
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    behaviour,
    oneClickSignIn,
  });
  cleanups.push(() => wallet.close());
  return wallet;
}

async function offeredUri(kit: Kit, previous?: string): Promise<string> {
  await waitForState(kit, (state) => !!state.pairing.wcUri && state.pairing.wcUri !== previous);
  return kit.getState().pairing.wcUri!;
}

const connectedVia = (kit: Kit) =>
  selectConnectionStatus(kit.getState(), 'eip155') === 'connected' &&
  selectConnection(kit.getState(), 'eip155')?.connectorId === 'eip155:walletConnect';

describe('WalletConnect in the store', () => {
  it('pairs from the offered URI and connects eip155 through the session; signs through the adapter', async () => {
    const { kit } = page();
    await waitForState(kit, (state) => !!state.connection.connectors['eip155:walletConnect']);
    expect(kit.getState().connection.connectors['eip155:walletConnect']).toMatchObject({
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
    });
    const wallet = await testWallet();
    kit.store.dispatch(pairingRequested({ wallet: { id: 'w1', name: 'Kit Test Wallet' } }));
    const uri = await offeredUri(kit);
    expect(kit.getState().pairing).toMatchObject({
      status: 'connecting',
      recentWallet: { id: 'w1', name: 'Kit Test Wallet' },
    });
    expect(kit.getState().pairing.wcPairingExpiry).toBeGreaterThan(Date.now() + 200_000);

    await wallet.pair(uri);
    await waitForState(kit, () => connectedVia(kit));
    expect(selectConnection(kit.getState(), 'eip155')?.accounts[0]?.address).toBe(wallet.address);
    expect(kit.getState().pairing).toMatchObject({
      status: 'connected',
      session: { peerName: 'Kit Test Wallet', namespaces: ['eip155'] },
    });
    expect(kit.getState().pairing.wcUri).toBeUndefined();

    const adapter = kit.registry.getAdapter('eip155');
    if (!canSignMessage(adapter)) throw new Error('the EVM adapter signs');
    const signature = await adapter.signMessage({
      connectorId: 'eip155:walletConnect',
      address: wallet.address,
      message: 'Hello Kit',
    });
    expect(verifyMessage('Hello Kit', signature)).toBe(wallet.address);
  });

  it('restores the session on reload without a new pairing, and the wallet disconnect ends it', async () => {
    const first = page();
    const wallet = await testWallet();
    first.kit.store.dispatch(pairingRequested());
    await wallet.pair(await offeredUri(first.kit));
    await waitForState(first.kit, () => connectedVia(first.kit));
    await first.kit.destroy();

    const reloaded = page(first.storages);
    await waitForState(reloaded.kit, () => connectedVia(reloaded.kit));
    expect(wallet.proposals).toHaveLength(1);

    await wallet.disconnect();
    await waitForState(
      reloaded.kit,
      (state) => selectConnectionStatus(state, 'eip155') === 'disconnected',
    );
    expect(reloaded.kit.getState().pairing.status).toBe('idle');
  });

  it("keeps 'Connection rejected' in wcError when the wallet refuses", async () => {
    const { kit } = page();
    const wallet = await testWallet({ rejectSessions: true });
    kit.store.dispatch(pairingRequested());
    await wallet.pair(await offeredUri(kit));
    await waitForState(kit, (state) => state.pairing.wcError !== undefined);
    expect(kit.getState().pairing.wcError).toMatchObject({
      code: 'CONNECTION_REJECTED',
      message: 'Connection rejected',
    });
    expect(kit.getState().pairing.wcUri).toBeUndefined();
  });

  it('renews the URI when it comes within 10 s of its expiry (short ttl)', async () => {
    const { kit } = page(undefined, { pairingTtlMs: 10_300 });
    kit.store.dispatch(pairingRequested());
    const first = await offeredUri(kit);
    const second = await offeredUri(kit, first);
    expect(second).not.toBe(first);
    expect(kit.getState().pairing.status).toBe('connecting');
  });

  it('resets the pairing when the modal closes mid-pairing', async () => {
    const { kit } = page();
    kit.store.dispatch(pairingRequested({ wallet: { id: 'w', name: 'W' } }));
    await offeredUri(kit);
    kit.store.dispatch(closed());
    await waitForState(kit, (state) => state.pairing.status === 'idle');
    expect(kit.getState().pairing).toEqual({ status: 'idle' });
  });
});

describe('one-click sign-in through the WalletConnect session in the store (spec §6)', () => {
  /** A page with sign-in kept in its own storage, the modal on the QR view, a pairing offered. */
  async function signInPage() {
    const kitStorage = createMemoryBackend();
    const { kit } = page(
      { kit: kitStorage, wc: new MemoryKeyValueStorage(), prefix: randomUUID() },
      {},
      createLocalSiwxConfig({ storage: kitStorage }),
    );
    kit.open({ view: 'ConnectingWalletConnect' });
    kit.store.dispatch(pairingRequested());
    return { kit, uri: await offeredUri(kit) };
  }
  const personalSigns = (wallet: WalletConnectTestWallet) =>
    wallet.requests.filter((request) => request.method === 'personal_sign').length;

  it('connects and signs in with one approval from a wallet that supports it; the modal closes', async () => {
    const { kit, uri } = await signInPage();
    const wallet = await testWallet({}, true);
    await wallet.pair(uri);
    await waitForState(kit, (state) => state.siwx.status === 'signedIn');

    expect(connectedVia(kit)).toBe(true);
    expect(wallet.authentications).toHaveLength(1);
    expect(wallet.proposals).toEqual([]);
    expect(personalSigns(wallet)).toBe(0);
    expect(kit.getState().siwx.session?.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: kitDevnet.caipNetworkId,
    });
    expect(
      verifyMessage(kit.getState().siwx.session!.message, kit.getState().siwx.session!.signature),
    ).toBe(wallet.address);
    await waitForState(kit, (state) => !selectModalOpen(state));
  });

  it('connects, then shows the sign view, for a wallet without one-click; Sign signs through the session', async () => {
    const { kit, uri } = await signInPage();
    const wallet = await testWallet();
    await wallet.pair(uri);
    await waitForState(kit, (state) => state.siwx.status === 'ready');
    expect(connectedVia(kit)).toBe(true);
    expect(selectModalView(kit.getState())).toBe('SIWXSignMessage');
    expect(personalSigns(wallet)).toBe(0);

    kit.store.dispatch(signInRequested());
    await waitForState(kit, (state) => state.siwx.status === 'signedIn');
    expect(personalSigns(wallet)).toBe(1);
    await waitForState(kit, (state) => !selectModalOpen(state));
  });
});
