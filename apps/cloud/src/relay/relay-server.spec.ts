import WebSocket from 'ws';
import { startCloud, type Cloud } from '../start-cloud';
import { RELAY_TAGS, subscriptionId } from './relay-hub';
import { RelayTestClient } from './relay-test-client.spec-helper';

const TOPIC_A = 'a'.repeat(64);
const TOPIC_B = 'b'.repeat(64);

let cloud: Cloud;
let now = 1_700_000_000_000;
const clients: RelayTestClient[] = [];

async function client(iss: string, options?: WebSocket.ClientOptions): Promise<RelayTestClient> {
  const created = await RelayTestClient.connect(cloud.relayUrl, iss, options);
  clients.push(created);
  return created;
}

/** Waits until the relay's counters say what the test expects (socket closes are asynchronous). */
async function relayStats(
  predicate: (stats: Awaited<ReturnType<Cloud['relay']['stats']>>) => boolean,
) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const stats = await cloud.relay.stats();
    if (predicate(stats)) return stats;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`relay stats never matched: ${JSON.stringify(await cloud.relay.stats())}`);
}

beforeAll(async () => {
  // A long heartbeat here; the heartbeat test starts its own cloud with a short one.
  cloud = await startCloud({ relay: { now: () => now, heartbeatMs: 60_000, sweepMs: 60_000 } });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((created) => created.close()));
});

afterAll(async () => {
  await cloud.stop();
});

describe('WalletConnect relay', () => {
  it('is served on the cloud port at /relay, loopback only', () => {
    expect(cloud.relayUrl).toBe(`ws://127.0.0.1:${cloud.port}/relay`);
  });

  it('delivers a publish to the other subscribers of the topic and never back to its sender', async () => {
    const dapp = await client('did:key:dapp');
    const wallet = await client('did:key:wallet');
    const subscribed = await wallet.request('irn_subscribe', { topic: TOPIC_A });
    expect(subscribed.result).toBe(subscriptionId('did:key:wallet', TOPIC_A));
    await dapp.request('irn_subscribe', { topic: TOPIC_A });

    const published = await dapp.request('irn_publish', {
      topic: TOPIC_A,
      message: 'envelope-1',
      ttl: 300,
      tag: 1108,
    });
    expect(published.result).toBe(true);
    const delivery = await wallet.nextDelivery();
    expect(delivery.params).toEqual({
      id: subscriptionId('did:key:wallet', TOPIC_A),
      data: { topic: TOPIC_A, message: 'envelope-1', tag: 1108, publishedAt: now },
    });
    await dapp.expectNoDelivery();
  });

  it('keeps messages for their TTL and replays them on subscribe, except to their publisher', async () => {
    const dapp = await client('did:key:dapp');
    await dapp.request('irn_publish', { topic: TOPIC_B, message: 'early', ttl: 60, tag: 1 });

    const wallet = await client('did:key:wallet');
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC_B] });
    expect((await wallet.nextDelivery()).params?.data.message).toBe('early');

    // The same client on a new socket (a reconnect) does not get its own message back.
    const dappAgain = await client('did:key:dapp');
    await dappAgain.request('irn_subscribe', { topic: TOPIC_B });
    await dappAgain.expectNoDelivery();

    // Past the TTL nothing is replayed, and the sweep frees the memory.
    const before = await cloud.relay.stats();
    now += 61_000;
    const late = await client('did:key:late');
    await late.request('irn_subscribe', { topic: TOPIC_B });
    await late.expectNoDelivery();
    // The earlier test's message (TTL 300 s) is still live; this one (60 s) is gone.
    expect(await cloud.relay.sweep()).toBe(1);
    expect(await cloud.relay.stats()).toMatchObject({
      mailboxTopics: before.mailboxTopics - 1,
      messages: before.messages - 1,
    });
  });

  it('answers irn_batchFetchMessages with the live messages of the topics, none of its own', async () => {
    const dapp = await client('did:key:dapp-fetch');
    const wallet = await client('did:key:wallet-fetch');
    await dapp.request('irn_batchPublish', {
      messages: [
        { topic: '3'.repeat(64), message: 'one', ttl: 300, tag: 2 },
        { topic: '4'.repeat(64), message: 'two', ttl: 300, tag: 3 },
      ],
    });
    const fetched = await wallet.request('irn_batchFetchMessages', {
      topics: ['3'.repeat(64), '4'.repeat(64)],
    });
    expect(fetched.result).toEqual({
      hasMore: false,
      messages: [
        { topic: '3'.repeat(64), message: 'one', tag: 2, publishedAt: now },
        { topic: '4'.repeat(64), message: 'two', tag: 3, publishedAt: now },
      ],
    });
    const own = await dapp.request('irn_batchFetchMessages', {
      topics: ['3'.repeat(64), '4'.repeat(64)],
    });
    expect(own.result).toEqual({ hasMore: false, messages: [] });
  });

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const dapp = await client('did:key:dapp-unsub');
    const wallet = await client('did:key:wallet-unsub');
    await wallet.request('irn_batchSubscribe', { topics: ['c'.repeat(64), 'd'.repeat(64)] });
    await wallet.request('irn_unsubscribe', { topic: 'c'.repeat(64), id: 'x' });
    await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: 'd'.repeat(64), id: 'y' }],
    });
    await dapp.request('irn_publish', { topic: 'c'.repeat(64), message: 'm1', ttl: 300, tag: 0 });
    await dapp.request('irn_publish', { topic: 'd'.repeat(64), message: 'm2', ttl: 300, tag: 0 });
    await wallet.expectNoDelivery();
    expect((await cloud.relay.stats()).subscribedTopics).toBe(0);
  });

  it('wc_proposeSession publishes on the pairing topic and subscribes the proposer to it', async () => {
    const pairing = 'e'.repeat(64);
    const session = 'f'.repeat(64);
    const dapp = await client('did:key:dapp-wc');
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'proposal',
      ttl: 300,
      attestation: 'att',
    });
    expect(proposed.result).toBe(true);

    const wallet = await client('did:key:wallet-wc');
    await wallet.request('irn_subscribe', { topic: pairing });
    const proposal = await wallet.nextDelivery();
    expect(proposal.params?.data).toMatchObject({
      message: 'proposal',
      tag: RELAY_TAGS.sessionPropose,
      attestation: 'att',
    });

    // wc_approveSession: the response reaches the proposer on the pairing topic without it
    // subscribing again, and the approver is subscribed to the session topic.
    const approved = await wallet.request('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    });
    expect(approved.result).toBe(true);
    const response = await dapp.nextDelivery();
    expect(response.params?.data).toMatchObject({
      topic: pairing,
      message: 'response',
      tag: RELAY_TAGS.sessionProposeResponse,
    });
    await wallet.expectNoDelivery();

    await dapp.request('irn_subscribe', { topic: session });
    expect((await dapp.nextDelivery()).params?.data).toMatchObject({
      topic: session,
      message: 'settle',
      tag: RELAY_TAGS.sessionSettle,
    });
    await dapp.request('irn_publish', { topic: session, message: 'request', ttl: 300, tag: 1108 });
    expect((await wallet.nextDelivery()).params?.data.message).toBe('request');
  });

  it('answers bad requests with JSON-RPC errors and keeps the socket', async () => {
    const peer = await client('did:key:bad');
    expect((await peer.request('irn_nope', {})).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_nope',
    });
    expect((await peer.request('irn_subscribe', { topic: 42 })).error?.code).toBe(-32602);
    expect((await peer.request('irn_publish', null)).error?.code).toBe(-32602);
    expect((await peer.raw('{not json')).error?.code).toBe(-32600);
    expect((await peer.request('irn_subscribe', { topic: TOPIC_A })).result).toEqual(
      expect.any(String),
    );
  });

  it('forgets a closed socket and its subscriptions', async () => {
    const peer = await client('did:key:closing');
    await peer.request('irn_batchSubscribe', { topics: ['1'.repeat(64), '2'.repeat(64)] });
    expect(await cloud.relay.stats()).toMatchObject({ sockets: 1, peers: 1, subscribedTopics: 2 });
    await peer.close();
    await relayStats((stats) => stats.sockets === 0 && stats.peers === 0);
    expect((await cloud.relay.stats()).subscribedTopics).toBe(0);
  });

  it('refuses WebSocket upgrades on any other path', async () => {
    const socket = new WebSocket(cloud.relayUrl.replace('/relay', '/other'));
    await expect(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('drops every socket on dropSockets (a relay outage)', async () => {
    const peer = await client('did:key:outage');
    const closed = new Promise((resolve) => peer.socket.once('close', resolve));
    cloud.relay.dropSockets();
    await closed;
    await relayStats((stats) => stats.sockets === 0);
  });
});

describe('WalletConnect relay heartbeat', () => {
  let fast: Cloud;

  beforeAll(async () => {
    fast = await startCloud({ relay: { heartbeatMs: 40 } });
  });

  afterAll(async () => {
    await fast.stop();
  });

  it('pings live sockets, so a client that drops silent sockets keeps its connection', async () => {
    const peer = await RelayTestClient.connect(fast.relayUrl, 'did:key:pinged');
    let pings = 0;
    peer.socket.on('ping', () => (pings += 1));
    while (pings < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(peer.socket.readyState).toBe(WebSocket.OPEN);
    await peer.close();
  });

  it('terminates a socket that stops answering pings', async () => {
    const peer = await RelayTestClient.connect(fast.relayUrl, 'did:key:silent', {
      autoPong: false,
    });
    await new Promise((resolve) => peer.socket.once('close', resolve));
    for (let attempt = 0; attempt < 100 && (await fast.relay.stats()).sockets > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await fast.relay.stats()).sockets).toBe(0);
  });
});
