// The connector against a real sign-client wallet through apps/cloud's relay, with anvil behind the
// wallet: pairing, session events, requests, rejection, restore, relay outage and URI renewal.
// Nothing is mocked; nothing leaves 127.0.0.1 (the relay is loopback, so verify and telemetry are off).
import { randomUUID } from 'node:crypto';
import { startCloud, type Cloud } from '@kit/cloud';
import {
  kitDevnet,
  kitDevnet2,
  withRpcUrl,
  type KitNetwork,
  type PairingEvent,
  type PairingSession,
  type PairingSignInRequest,
} from '@kit/core';
import { parseSiwxMessage } from '@kit/core/siwx';
import {
  createDevnetProvider,
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  startDevnet,
  type Devnet,
  type WalletConnectTestWallet,
} from '@kit/testing';
import { base58 } from '@scure/base';
import { verifyMessage } from 'ethers';
import { createPublicKey, verify } from 'node:crypto';
import { createWalletConnectConnector, type WalletConnectConnector } from './index';

const SOLANA_DEVNET: KitNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};

let devnet: Devnet;
let cloud: Cloud;
let networks: KitNetwork[];
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  cloud = await startCloud();
  networks = [
    ...devnet.chains.map((chain, index) =>
      withRpcUrl(index === 0 ? kitDevnet : kitDevnet2, chain.rpcUrl),
    ),
    SOLANA_DEVNET,
  ];
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await cloud.stop();
  await devnet.stop();
});

async function wallet(
  relayUrl = cloud.relayUrl,
  behaviour = {},
  oneClickSignIn = false,
): Promise<WalletConnectTestWallet> {
  const created = await createWalletConnectTestWallet({
    relayUrl,
    privateKey: devnet.accounts[0]!.privateKey,
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    behaviour,
    oneClickSignIn,
  });
  cleanups.push(() => created.close());
  return created;
}

async function connector(
  storage = new MemoryKeyValueStorage(),
  options: Parameters<typeof createWalletConnectConnector>[0] = {},
  configured: KitNetwork[] = networks,
): Promise<WalletConnectConnector> {
  const created = createWalletConnectConnector({
    storage,
    customStoragePrefix: `kit-dapp-${randomUUID()}`,
    logLevel: 'silent',
    ...options,
  });
  await created.setup({
    networks: configured,
    relayUrl: cloud.relayUrl,
    projectId: 'kit-local',
    metadata: { name: 'Kit test dApp', description: 'tests', url: 'http://127.0.0.1', icons: [] },
  });
  cleanups.push(() => created.teardown());
  return created;
}

async function paired(
  dapp: WalletConnectConnector,
  peer: WalletConnectTestWallet,
): Promise<PairingSession> {
  const offer = await dapp.pair();
  await peer.pair(offer.uri);
  return offer.approval;
}

function nextEvent(dapp: WalletConnectConnector): Promise<PairingEvent> {
  return new Promise((resolve) => {
    const stop = dapp.subscribe((event) => {
      stop();
      resolve(event);
    });
  });
}

describe('WalletConnect connector through the local relay', () => {
  it('pairs with a sign-client wallet: eip155 and solana accounts, default chain the first', async () => {
    const dapp = await connector();
    const peer = await wallet();
    const offer = await dapp.pair();
    expect(offer.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(offer.uri).toContain('relay-protocol=irn');
    await peer.pair(offer.uri);
    const session = await offer.approval;

    expect(session.peer.name).toBe('Kit Test Wallet');
    expect(session.namespaces['eip155']?.accounts).toEqual(
      devnet.chains.map((chain) => `eip155:${chain.chainId}:${peer.address}`),
    );
    expect(session.namespaces['eip155']?.methods).toContain('personal_sign');
    expect(session.namespaces['eip155']?.events).toEqual(['accountsChanged', 'chainChanged']);
    expect(session.namespaces['solana']?.accounts).toEqual([
      `${SOLANA_DEVNET.caipNetworkId}:${peer.solana.address}`,
    ]);
    expect(session.defaultChain).toEqual({
      eip155: `eip155:${devnet.chains[0]!.chainId}`,
      solana: SOLANA_DEVNET.caipNetworkId,
    });
    const provider = dapp.providerFor('eip155')!;
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([peer.address]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe(
      `0x${devnet.chains[0]!.chainId.toString(16)}`,
    );
  });

  it('signs with personal_sign, sends a transaction on the devnet and signs a solana message', async () => {
    const dapp = await connector();
    const peer = await wallet();
    await paired(dapp, peer);
    const eip155 = dapp.providerFor('eip155')!;

    const message = `0x${Buffer.from('Sign in to Kit').toString('hex')}`;
    const signature = (await eip155.request({
      method: 'personal_sign',
      params: [message, peer.address],
    })) as string;
    expect(verifyMessage('Sign in to Kit', signature)).toBe(peer.address);

    const hash = (await eip155.request({
      method: 'eth_sendTransaction',
      params: [{ from: peer.address, to: devnet.accounts[1]!.address, value: '0x1' }],
    })) as string;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const node = createDevnetProvider(devnet.chains[0]!);
    const receipt = await node.waitForTransaction(hash);
    node.destroy();
    expect(receipt?.status).toBe(1);

    const solana = dapp.providerFor('solana')!;
    const bytes = new TextEncoder().encode('Hello Solana');
    const answer = (await solana.request({
      method: 'solana_signMessage',
      params: { message: base58.encode(bytes), pubkey: peer.solana.address },
    })) as { signature: string };
    const key = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        Buffer.from(base58.decode(peer.solana.address)),
      ]),
      format: 'der',
      type: 'spki',
    });
    expect(verify(null, bytes, key, Buffer.from(base58.decode(answer.signature)))).toBe(true);
    expect(peer.requests.map((request) => request.method)).toEqual([
      'personal_sign',
      'eth_sendTransaction',
      'solana_signMessage',
    ]);
  });

  it("fails with 'Connection rejected' when the wallet refuses the session", async () => {
    const dapp = await connector();
    const peer = await wallet(cloud.relayUrl, { rejectSessions: true });
    const offer = await dapp.pair();
    await peer.pair(offer.uri);
    await expect(offer.approval).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      shortMessage: 'Connection rejected',
    });
    expect(dapp.session()).toBeUndefined();
  });

  it("fails a refused request with 'User rejected the request'", async () => {
    const dapp = await connector();
    const peer = await wallet(cloud.relayUrl, { rejectMethods: ['personal_sign'] });
    await paired(dapp, peer);
    await expect(
      dapp
        .providerFor('eip155')!
        .request({ method: 'personal_sign', params: ['0x00', peer.address] }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request' });
  });

  it('moves the default chain on chainChanged and accountsChanged from the wallet', async () => {
    const dapp = await connector();
    const peer = await wallet();
    await paired(dapp, peer);
    const provider = dapp.providerFor('eip155')!;
    const chains: unknown[] = [];
    provider.on('chainChanged', (chain) => chains.push(chain));
    const second = devnet.chains[1]!.chainId;

    const changed = nextEvent(dapp);
    await peer.emit('chainChanged', `eip155:${second}`, second);
    expect(await changed).toMatchObject({
      type: 'sessionChanged',
      session: { defaultChain: { eip155: `eip155:${second}` } },
    });
    expect(chains).toEqual([`0x${second.toString(16)}`]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe(`0x${second.toString(16)}`);

    const back = nextEvent(dapp);
    const first = devnet.chains[0]!.chainId;
    await peer.emit('accountsChanged', `eip155:${first}`, [`eip155:${first}:${peer.address}`]);
    expect(await back).toMatchObject({ session: { defaultChain: { eip155: `eip155:${first}` } } });
  });

  it('switches between the chains of the session locally, and answers 4902 for others', async () => {
    const dapp = await connector();
    const peer = await wallet();
    await paired(dapp, peer);
    const provider = dapp.providerFor('eip155')!;
    const second = devnet.chains[1]!.chainId;
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${second.toString(16)}` }],
    });
    expect(dapp.session()?.defaultChain['eip155']).toBe(`eip155:${second}`);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    expect(peer.requests).toEqual([]);
  });

  it("ends the session when the wallet disconnects: 'disconnect' on the providers", async () => {
    const dapp = await connector();
    const peer = await wallet();
    const session = await paired(dapp, peer);
    const provider = dapp.providerFor('eip155')!;
    const disconnected = new Promise((resolve) => provider.on('disconnect', resolve));
    const ended = nextEvent(dapp);
    await peer.disconnect();
    expect(await ended).toEqual({ type: 'sessionEnded', topic: session.topic });
    await disconnected;
    expect(dapp.session()).toBeUndefined();
    expect(dapp.providerFor('eip155')).toBeUndefined();
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({
      code: 4900,
    });
  });

  it('ends the session from the dApp (wallet_revokePermissions) and the wallet forgets it', async () => {
    const dapp = await connector();
    const peer = await wallet();
    await paired(dapp, peer);
    await dapp.providerFor('eip155')!.request({ method: 'wallet_revokePermissions', params: [] });
    expect(dapp.session()).toBeUndefined();
    await until(() => peer.sessionTopics().length === 0);
    expect(peer.sessionTopics()).toEqual([]);
  });

  it('restores the stored session after a reload, without pairing again', async () => {
    const storage = new MemoryKeyValueStorage();
    const prefix = `kit-dapp-${randomUUID()}`;
    const first = await connector(storage, { customStoragePrefix: prefix });
    const peer = await wallet();
    const session = await paired(first, peer);
    await first.teardown();

    const reloaded = await connector(storage, { customStoragePrefix: prefix });
    const restored = await reloaded.restore();
    expect(restored?.topic).toBe(session.topic);
    expect(peer.proposals).toHaveLength(1);
    const signature = (await reloaded.providerFor('eip155')!.request({
      method: 'personal_sign',
      params: ['0x6869', peer.address],
    })) as string;
    expect(verifyMessage('hi', signature)).toBe(peer.address);
  });

  it('resumes requests after a relay restart', async () => {
    const relayCloud = await startCloud();
    cleanups.push(() => relayCloud.stop());
    const dapp = await connector(new MemoryKeyValueStorage(), { relayUrl: relayCloud.relayUrl });
    const peer = await wallet(relayCloud.relayUrl);
    await paired(dapp, peer);

    const port = relayCloud.port;
    await relayCloud.stop();
    await until(() => !dapp.relayConnected());
    const restarted = await startCloud({ port });
    cleanups.push(() => restarted.stop());
    // The SDK reconnects by itself and resubscribes to its topics on the new relay.
    await until(
      async () => dapp.relayConnected() && (await restarted.relay.stats()).subscribedTopics >= 2,
    );

    const signature = (await dapp.providerFor('eip155')!.request({
      method: 'personal_sign',
      params: ['0x6869', peer.address],
    })) as string;
    expect(verifyMessage('hi', signature)).toBe(peer.address);
  }, 30_000);

  it('fails a request with a clear error when the relay stays down, rather than hanging', async () => {
    const relayCloud = await startCloud();
    const dapp = await connector(new MemoryKeyValueStorage(), {
      relayUrl: relayCloud.relayUrl,
      relayTimeoutMs: 1_500,
    });
    const peer = await wallet(relayCloud.relayUrl);
    await paired(dapp, peer);
    await relayCloud.stop();
    await until(() => !dapp.relayConnected());
    await expect(
      dapp
        .providerFor('eip155')!
        .request({ method: 'personal_sign', params: ['0x00', peer.address] }),
    ).rejects.toMatchObject({
      code: 'RELAY_UNREACHABLE',
      shortMessage: 'The WalletConnect relay could not be reached',
    });
  }, 30_000);

  it('offers a pairing URI for 4 minutes by default, or the ttl given', async () => {
    let now = 1_000_000;
    const clock = { now: () => now };
    const dapp = await connector(new MemoryKeyValueStorage(), { clock });
    expect((await dapp.pair()).expiresAt).toBe(now + 240_000);
    dapp.cancelPairing();
    now = 2_000_000;
    const short = await connector(new MemoryKeyValueStorage(), { clock, pairingTtlMs: 15_000 });
    const offer = await short.pair();
    expect(offer.expiresAt).toBe(2_015_000);
  });

  it('disconnects a session the wallet approves after the offer was abandoned', async () => {
    const dapp = await connector();
    const peer = await wallet();
    const offer = await dapp.pair();
    dapp.cancelPairing();
    await peer.pair(offer.uri);
    await expect(offer.approval).rejects.toMatchObject({ code: 'MODAL_CLOSED' });
    expect(dapp.session()).toBeUndefined();
    await until(() => peer.sessionTopics().length === 0);
    expect(peer.sessionTopics()).toEqual([]);
  });
});

/** Polls a condition every 20 ms for up to 10 s. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

describe('one-click sign-in through the WalletConnect session (wc_sessionAuthenticate)', () => {
  const signIn: PairingSignInRequest = {
    nonce: 'oneclick1234',
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173',
    version: '1',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
    statement: 'Sign in to the Kit test dApp',
    chainId: kitDevnet.caipNetworkId,
  };
  const evmOnly = () => networks.filter((network) => network.chainNamespace === 'eip155');

  it('gets the session and one signed EIP-4361 message per chain from a wallet that supports it', async () => {
    const dapp = await connector(undefined, {}, evmOnly());
    const peer = await wallet(undefined, {}, true);
    const offer = await dapp.pair({ signIn });
    await peer.pair(offer.uri);
    const session = await offer.approval;

    expect(peer.proposals).toEqual([]);
    expect(peer.authentications).toHaveLength(1);
    expect(session.namespaces['eip155']?.accounts).toContain(
      `${kitDevnet.caipNetworkId}:${peer.address}`,
    );
    expect(dapp.session()?.topic).toBe(session.topic);
    const signIns = session.signIns ?? [];
    expect(signIns.map((one) => one.message)).toEqual(peer.authentications[0]!.messages);
    const chains = signIns.map((one) => parseSiwxMessage(one.message).chainId);
    expect(chains).toEqual(evmOnly().map((network) => network.caipNetworkId));
    for (const { message, signature } of signIns) {
      expect(verifyMessage(message, signature)).toBe(peer.address);
      const data = parseSiwxMessage(message);
      expect(data).toMatchObject({
        accountAddress: peer.address,
        domain: signIn.domain,
        uri: signIn.uri,
        nonce: signIn.nonce,
        expirationTime: signIn.expirationTime,
      });
      // The wallet adds the ReCap sentence for the session's methods to the statement.
      expect(data.statement).toMatch(/^Sign in to the Kit test dApp I further authorize/);
    }
    // The session it granted carries requests like any other.
    const provider = dapp.providerFor('eip155') as { request(a: object): Promise<unknown> };
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x6869', peer.address],
    })) as string;
    expect(verifyMessage('hi', signature)).toBe(peer.address);
  });

  it('falls back to the session proposal for a wallet without one-click: connected, nothing signed', async () => {
    const dapp = await connector(undefined, {}, evmOnly());
    const peer = await wallet();
    const offer = await dapp.pair({ signIn });
    await peer.pair(offer.uri);
    const session = await offer.approval;

    expect(peer.proposals).toEqual([{ id: expect.any(Number), approved: true }]);
    expect(session.signIns).toBeUndefined();
    expect(session.namespaces['eip155']?.accounts).toContain(
      `${kitDevnet.caipNetworkId}:${peer.address}`,
    );
  });

  it('asks for a plain session when a configured chain is not eip155 (spec §5)', async () => {
    const dapp = await connector();
    const peer = await wallet(undefined, {}, true);
    const offer = await dapp.pair({ signIn });
    await peer.pair(offer.uri);
    const session = await offer.approval;

    expect(peer.authentications).toEqual([]);
    expect(peer.proposals).toHaveLength(1);
    expect(session.signIns).toBeUndefined();
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana']);
  });

  it("fails with 'Connection rejected' when the wallet refuses the sign-in", async () => {
    const dapp = await connector(undefined, {}, evmOnly());
    const peer = await wallet(undefined, { rejectAuthentications: true }, true);
    const offer = await dapp.pair({ signIn });
    await peer.pair(offer.uri);

    await expect(offer.approval).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      message: 'Connection rejected',
    });
    expect(dapp.session()).toBeUndefined();
  });
});
