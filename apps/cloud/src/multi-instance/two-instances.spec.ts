// Two cloud instances as real processes (the CLI, main.ts) on their own loopback ports, sharing one
// PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL) this file starts: a WalletConnect session
// across them, a SIWX session across them, and instance A SIGKILLed mid-session with its relay
// clients moving to B through a TCP balancer. The cases run in order: the last one kills A.
import { randomBytes } from 'node:crypto';
import { createSiwxMessage } from '@kit/core/siwx';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@kit/testing';
import type SignClient from '@walletconnect/sign-client';
import type { ICore } from '@walletconnect/types';
import { verifyMessage } from 'ethers';
import { startTestRedis, type TestRedis } from '../redis/redis-server.spec-helper';
import { RELAY_PATH } from '../relay/relay-server';
import { startTcpBalancer } from '../relay/tcp-balancer.spec-helper';
import { ANVIL_KEYS, devWallet } from '../server/anvil-keys.spec-helper';
import { postgresTestUrl } from '../server/database/database-harness.spec-helper';
import { startCloudProcess, type CloudProcess } from './cloud-process.spec-helper';
import {
  closeRelayCore,
  createDappSignClient,
  createRelayCore,
} from './walletconnect-clients.spec-helper';

const ORIGIN = 'http://127.0.0.1:5173';
/** Two instances starting (tsx compiles the CLI) on a loaded machine take tens of seconds. */
const START_TIMEOUT_MS = 180_000;
const CASE_TIMEOUT_MS = 120_000;

let redis: TestRedis | undefined;
let a: CloudProcess;
let b: CloudProcess;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  const shared = {
    databaseUrl: await postgresTestUrl(),
    redisUrl: (redis = await startTestRedis()).url,
    secretKey: randomBytes(32).toString('hex'),
  };
  // One after the other: the first runs the migrations on the empty database.
  a = await startCloudProcess(shared);
  b = await startCloudProcess(shared);
}, START_TIMEOUT_MS);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

async function relayCore(relayUrl: string): Promise<ICore> {
  const core = await createRelayCore(relayUrl);
  cleanups.push(() => closeRelayCore(core));
  return core;
}

/**
 * Records every irn_subscription envelope of `topic` the core's relay socket receives, repeats
 * included: the SDK's own handler (onProviderPayload, wrapped on this instance) drops repeats later.
 */
function countWire(core: ICore, topic: string): string[] {
  const frames: string[] = [];
  const relayer = core.relayer as unknown as { onProviderPayload(payload: unknown): unknown };
  const handle = relayer.onProviderPayload.bind(relayer);
  relayer.onProviderPayload = (payload) => {
    const data = (payload as { params?: { data?: { topic?: string; message?: string } } }).params
      ?.data;
    if (data?.topic === topic && data.message !== undefined) frames.push(data.message);
    return handle(payload);
  };
  return frames;
}

/** Polls `check` until it holds, for at most `ms` (a bound, not a timing assertion). */
async function within(ms: number, what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two cloud processes sharing PostgreSQL and Redis', () => {
  it(
    'pairs a dApp on instance A with a wallet on instance B: proposal, approval, a request and its response',
    async () => {
      const dapp: SignClient = await createDappSignClient(a.relayUrl);
      cleanups.push(() => closeRelayCore(dapp.core));
      const wallet: WalletConnectTestWallet = await createWalletConnectTestWallet({
        relayUrl: b.relayUrl,
        privateKey: ANVIL_KEYS[0],
        // personal_sign is answered with the key alone: the chain's RPC is never called.
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      });
      cleanups.push(() => wallet.close());

      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        },
      });
      if (!uri) throw new Error('the sign client made no pairing URI');
      await wallet.pair(uri);
      const session = await approval();
      expect(session.namespaces['eip155']?.accounts).toEqual([`eip155:31337:${wallet.address}`]);
      expect(wallet.sessionTopics()).toEqual([session.topic]);

      const text = 'Signed across two Kit cloud instances';
      const signature = await dapp.request<string>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: {
          method: 'personal_sign',
          params: [`0x${Buffer.from(text).toString('hex')}`, wallet.address],
        },
      });
      expect(verifyMessage(text, signature)).toBe(wallet.address);
      expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign']);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'recognises on instance B a SIWX session created on instance A, and a revoke on B on A',
    async () => {
      const alice = devWallet(0);
      const post = async (cloud: CloudProcess, route: string, body: unknown) => {
        const response = await fetch(`${cloud.url}${route}?projectId=kit-local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      };
      const issued = (await post(a, '/auth/v1/nonce', {})).body as {
        nonce: string;
        nonceToken: string;
      };
      const now = Date.now();
      const message = createSiwxMessage({
        accountAddress: alice.address,
        chainId: 'eip155:31337',
        domain: '127.0.0.1:5173',
        uri: ORIGIN,
        version: '1',
        nonce: issued.nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + 3_600_000).toISOString(),
      });
      const auth = await post(a, '/auth/v1/authenticate', {
        message,
        signature: await alice.signMessage(message),
        nonceToken: issued.nonceToken,
      });
      expect(auth.status).toBe(200);
      const authToken = auth.body['authToken'] as string;

      const onB = await post(b, '/auth/v1/sessions', { authToken });
      expect(onB.status).toBe(200);
      expect(onB.body).toEqual({ sessions: [auth.body['session']] });
      expect((await post(b, '/auth/v1/sessions/revoke', { authToken })).body).toEqual({
        revoked: 1,
      });
      expect((await post(a, '/auth/v1/sessions', { authToken })).body).toEqual({ sessions: [] });
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'loses and duplicates no relay message when instance A is SIGKILLed mid-session: its clients reconnect to B',
    async () => {
      const balancer = await startTcpBalancer(a.port);
      cleanups.push(() => balancer.close());
      const viaBalancer = `ws://127.0.0.1:${balancer.port}${RELAY_PATH}`;
      const topic = randomBytes(32).toString('hex');
      // Behind the balancer (on A until it dies): a subscriber and a publisher; on B all along: a
      // second subscriber (reached from A through Redis while A lives) and a second publisher.
      const moving = await relayCore(viaBalancer);
      const staying = await relayCore(b.relayUrl);
      const publisher = await relayCore(viaBalancer);
      const onB = await relayCore(b.relayUrl);
      const received = { moving: [] as string[], staying: [] as string[] };
      const record = (core: ICore, into: string[]) =>
        core.relayer.on('relayer_message', (event: { topic: string; message: string }) => {
          if (event.topic === topic) into.push(event.message);
        });
      record(moving, received.moving);
      record(staying, received.staying);
      // What came over the wire, before the SDK drops envelopes it already has (figures only).
      const wire = { moving: countWire(moving, topic), staying: countWire(staying, topic) };
      await Promise.all(
        [moving, staying, publisher, onB].map((core) => core.relayer.subscribe(topic)),
      );

      const TOTAL = 60;
      const KILL_AT = 25;
      const BACK_AT = 40;
      const ids = Array.from({ length: TOTAL }, (_, n) => `message-${String(n).padStart(3, '0')}`);
      const acknowledged: string[] = [];
      // Resolves once the relay acknowledged it (the SDK retries it after a reconnect meanwhile).
      const publish = async (core: ICore, id: string) => {
        await core.relayer.publish(topic, id, {
          ttl: 300,
          tag: 1108,
          internal: { throwOnFailedPublish: true },
        });
        acknowledged.push(id);
      };
      let backAt = 0;
      let reconnectMs = -1;
      moving.relayer.on('relayer_connect', () => {
        if (backAt > 0 && reconnectMs < 0) reconnectMs = Date.now() - backAt;
      });

      for (const id of ids.slice(0, KILL_AT)) await publish(publisher, id);
      // Mid-session: A dies without a word while a publish of the moving publisher is on its way,
      // and before the balancer noticed (its new connections to A fail meanwhile).
      const inFlight = publish(publisher, ids[KILL_AT] as string);
      await a.kill();
      // Published on B while the moving clients have no instance: they get these only from B's
      // replay of the shared mailbox when they resubscribe there.
      for (const id of ids.slice(KILL_AT + 1, BACK_AT)) await publish(onB, id);
      balancer.retarget(b.port);
      backAt = Date.now();
      for (const id of ids.slice(BACK_AT)) await publish(publisher, id);
      await inFlight;
      expect([...acknowledged].sort()).toEqual(ids);

      await within(60_000, 'every subscriber has every message', () =>
        ids.every((id) => received.moving.includes(id) && received.staying.includes(id)),
      );
      // A last message through B proves nothing more was in flight behind it (one ordered stream).
      await publisher.relayer.publish(topic, 'last', { internal: { throwOnFailedPublish: true } });
      await within(30_000, 'the last message arrives', () =>
        [received.moving, received.staying].every((list) => list.includes('last')),
      );
      const sorted = (list: string[]) => list.filter((id) => id !== 'last').sort();
      expect(sorted(received.moving)).toEqual(ids);
      expect(sorted(received.staying)).toEqual(ids);
      expect(moving.relayer.connected).toBe(true);
      // On the wire: B never sent the subscriber that stayed anything twice. The one that moved
      // got, on resubscribing at B, the shared mailbox's replay of what it had from A (the relay
      // keeps no per-client acknowledgements; the SDK drops envelopes it has): only those repeat.
      expect(wire.staying.sort()).toEqual([...ids, 'last'].sort());
      const repeats = wire.moving.filter((id, index) => wire.moving.indexOf(id) !== index);
      const beforeKill = ids.slice(0, KILL_AT + 1);
      expect(repeats.filter((id) => !beforeKill.includes(id))).toEqual([]);
      process.stdout.write(
        `multi-instance: ${TOTAL + 1} published, delivered to the app: moving ${received.moving.length}, staying ${received.staying.length}; on the wire: moving ${wire.moving.length}, staying ${wire.staying.length}; reconnect after B entered the balancer ${reconnectMs} ms\n`,
      );
    },
    CASE_TIMEOUT_MS,
  );
});
