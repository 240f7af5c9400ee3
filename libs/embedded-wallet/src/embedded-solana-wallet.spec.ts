// The embedded wallet's Solana side end to end in Node: @kit/adapter-solana hosts the embedded
// Wallet Standard wallet as the AUTH connector, and every signature is made by the real secure
// site (apps/cloud) on the real local Solana chain. The only stand-in is the frame: the test's
// bridge posts to the secure site's API as the frame page would (its own origin, the session),
// and answers approvals as the visitor does on the approval page.
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import { createHttpTransport } from '@kit/api/rpc-transports';
import { createSolanaAdapter, type SolanaAdapter } from '@kit/adapter-solana';
import { startCloud, type Cloud } from '@kit/cloud';
import {
  isKitError,
  solanaLocal,
  withRpcUrl,
  type AuthEvent,
  type FrameAction,
  type KitNetwork,
} from '@kit/core';
import {
  createCountingRpcClient,
  solanaTokenUnits,
  startDevnet,
  toDevnetInfo,
  verifiesAsSolanaAddress,
  type CountingRpcClient,
  type Devnet,
} from '@kit/testing';
import { EmbeddedSolanaWallet } from './embedded-solana-wallet';
import type { FrameBridge } from './frame-bridge';

jest.setTimeout(60_000);

const CONNECTOR_ID = 'solana:auth';

let devnet: Devnet;
let cloud: Cloud;
let network: KitNetwork;
let rpc: CountingRpcClient;

beforeAll(async () => {
  devnet = await startDevnet({ solana: true });
  cloud = await startCloud({ devnet: toDevnetInfo(devnet), dev: true }); // dev: the local mailbox
  network = withRpcUrl(solanaLocal, devnet.solana!.rpcUrl, devnet.solana!.webSocketUrl);
  rpc = await createCountingRpcClient(devnet.solana!.rpcUrl, (url) => createHttpTransport(url));
});

afterAll(async () => {
  await rpc?.close();
  await cloud?.stop();
  await devnet?.stop();
});

/** The secure site's API as its own pages call it (their Origin), with the session. */
async function secureApi<T>(route: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${cloud.url}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: cloud.url,
      'x-project-id': 'kit-local',
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer;
}

async function login(email: string): Promise<string> {
  await secureApi('email/start', { email });
  const mail = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: Array<{ subject: string }> };
  const otp = /(\d{6})/.exec(messages[0]?.subject ?? '')![1];
  return (await secureApi<{ token: string }>('email/verify', { email, otp })).token;
}

/** What the frame does for the RPC actions, over the secure site's API. */
function frameStandIn(token: string): FrameBridge {
  return {
    request: (action: FrameAction, payload: Record<string, unknown> = {}) => {
      if (action === 'RPC_REQUEST') return secureApi('rpc', payload, token);
      if (action === 'RPC_AWAIT')
        return secureApi('approval/wait', { id: payload['approvalId'] }, token);
      throw new Error(`the test frame does not do ${action}`);
    },
  } as unknown as FrameBridge;
}

interface Setup {
  adapter: SolanaAdapter;
  wallet: EmbeddedSolanaWallet;
  address: string;
  events: AuthEvent[];
  /** The visitor's next answer on the approval page. */
  answer: { approve: boolean };
}

async function setUp(email: string): Promise<Setup> {
  const token = await login(email);
  const { solanaAddress } = await secureApi<{ solanaAddress: string }>('user', {}, token);
  const events: AuthEvent[] = [];
  const answer = { approve: true };
  const wallet = new EmbeddedSolanaWallet({
    bridge: frameStandIn(token),
    emit: (event) => {
      events.push(event);
      // The visitor answers on the approval page the modal shows.
      if (event.type === 'approvalRequested') {
        void secureApi(
          'approval/decide',
          { id: event.approval.id, approved: answer.approve },
          token,
        );
      }
    },
    approvalUrl: (id) => `${cloud.url}/secure/approve?id=${id}`,
    solanaAddress: async () => solanaAddress,
    signOut: async () => undefined,
  });
  const adapter = createSolanaAdapter();
  adapter.setup({ networks: [network], rpc: () => rpc });
  adapter.attachConnector({
    descriptor: { id: CONNECTOR_ID, name: 'Email & socials', type: 'AUTH', chain: 'solana' },
    provider: wallet,
  });
  return { adapter, wallet, address: solanaAddress, events, answer };
}

const kusdUnits = (owner: string): Promise<bigint> =>
  solanaTokenUnits(devnet.solana!.rpcUrl, devnet.solana!.token.address, owner);

describe('the embedded wallet on Solana, hosted by @kit/adapter-solana', () => {
  it('lists the AUTH connector first and connects the identity Solana account', async () => {
    const { adapter, address } = await setUp('sol-connect@example.com');
    expect(adapter.getConnectors()[0]).toEqual({
      id: CONNECTOR_ID,
      name: 'Email & socials',
      type: 'AUTH',
      chain: 'solana',
    });
    const result = await adapter.connect({ connectorId: CONNECTOR_ID });
    expect(result).toEqual({
      accounts: [{ address, type: 'eoa' }],
      caipNetworkId: network.caipNetworkId,
    });
    const balance = await adapter.getBalance({ address, network });
    expect(BigInt(balance.value)).toBe(10_000_000_000n);
  });

  it('signs a message after approval; the ed25519 signature verifies against the address', async () => {
    const { adapter, address, events } = await setUp('sol-sign@example.com');
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const signature = await adapter.signMessage({
      connectorId: CONNECTOR_ID,
      address,
      message: 'Hello from Solana',
    });
    expect(verifiesAsSolanaAddress(address, 'Hello from Solana', signature)).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['approvalRequested', 'approvalSettled']);
    expect(events[0]).toMatchObject({ approval: { method: 'solana_signMessage' } });
  });

  it('sends KUSD through the secure site after approval and the chain moves by the amount', async () => {
    const { adapter, address } = await setUp('sol-send@example.com');
    await adapter.connect({ connectorId: CONNECTOR_ID });
    const receiver = devnet.solana!.accounts[8]!.address;
    const before = await kusdUnits(receiver);
    const { hash } = await adapter.sendTransfer({
      connectorId: CONNECTOR_ID,
      network,
      from: address,
      to: receiver,
      amount: '1500000',
      tokenAddress: devnet.solana!.token.address,
    });
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await kusdUnits(receiver)).toBe(before + 1_500_000n);
    expect(await kusdUnits(address)).toBe(1000n * 10n ** 6n - 1_500_000n);
  });

  it('signs several transactions with one approval, and each signature verifies', async () => {
    const { wallet, address, events } = await setUp('sol-batch@example.com');
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    const receiver = devnet.solana!.accounts[8]!.address;
    // Signing needs no real blockhash: nothing here is sent.
    const unsigned = [1n, 2n].map((lamports) =>
      new Transaction({
        feePayer: new PublicKey(address),
        recentBlockhash: Keypair.generate().publicKey.toBase58(),
      })
        .add(
          SystemProgram.transfer({
            fromPubkey: new PublicKey(address),
            toPubkey: new PublicKey(receiver),
            lamports,
          }),
        )
        .serialize({ requireAllSignatures: false, verifySignatures: false }),
    );
    const signed = await wallet.features['solana:signTransaction'].signTransaction(
      ...unsigned.map((transaction) => ({ account: account!, transaction })),
    );
    expect(signed).toHaveLength(2);
    for (const { signedTransaction } of signed) {
      const transaction = VersionedTransaction.deserialize(signedTransaction);
      expect(
        verifiesAsSolanaAddress(
          address,
          transaction.message.serialize(),
          transaction.signatures[0]!,
        ),
      ).toBe(true);
    }
    expect(events.filter((event) => event.type === 'approvalRequested')).toHaveLength(1);
  });

  it('fails with the user rejection when the visitor rejects, and nothing is sent', async () => {
    const { adapter, address, answer, events } = await setUp('sol-reject@example.com');
    await adapter.connect({ connectorId: CONNECTOR_ID });
    answer.approve = false;
    const receiver = devnet.solana!.accounts[8]!.address;
    const before = await kusdUnits(receiver);
    const error = await adapter
      .sendTransfer({
        connectorId: CONNECTOR_ID,
        network,
        from: address,
        to: receiver,
        amount: '1',
        tokenAddress: devnet.solana!.token.address,
      })
      .catch((caught: unknown) => caught);
    expect(isKitError(error) && error.code).toBe('USER_REJECTED');
    expect((error as Error).message).toBe('User rejected the request');
    expect(await kusdUnits(receiver)).toBe(before);
    expect(events.at(-1)).toMatchObject({ type: 'approvalSettled', approved: false });
  });

  it('reports the identity leaving (sign-out) as an empty account list', async () => {
    const { adapter, wallet } = await setUp('sol-leave@example.com');
    const seen: unknown[] = [];
    adapter.subscribe((event) => seen.push(event));
    await adapter.connect({ connectorId: CONNECTOR_ID });
    wallet.setAddress(undefined);
    expect(seen).toContainEqual({
      type: 'accountsChanged',
      connectorId: CONNECTOR_ID,
      accounts: [],
    });
  });

  it('refuses a wallet that is not a Solana Wallet Standard wallet', () => {
    const adapter = createSolanaAdapter();
    expect(() =>
      adapter.attachConnector({
        descriptor: { id: CONNECTOR_ID, name: 'x', type: 'AUTH', chain: 'solana' },
        provider: { request: () => undefined },
      }),
    ).toThrow('Provider not found');
  });
});
