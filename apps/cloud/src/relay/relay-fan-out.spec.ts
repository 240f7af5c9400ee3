import {
  answersPing,
  startTestRedis,
  until,
  type TestRedis,
} from '../redis/redis-server.spec-helper';
import { Redis } from 'ioredis';
import { postgresTestUrl } from '../server/database/database-harness.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';
import { RELAY_STREAM_KEY } from './redis-relay-fan-out';
import { RelayTestClient } from './relay-test-client.spec-helper';

// Two real cloud instances (own ports, own data dirs) sharing one real redis-server: a publish on
// one reaches subscribers on the other, once, and survives Redis going away for a while. Each
// instance on its own SQLite mailbox, then both on one PostgreSQL mailbox (DATABASE_URL), where
// the publisher's copy is already there when the announcement arrives.

let redis: TestRedis;
let a: Cloud;
let b: Cloud;
const clients: RelayTestClient[] = [];
let topicCount = 0;
/** Both instances' relay clock (as one wall clock would be): tests move it past TTLs. */
let now = 1_700_000_000_000;

/** A fresh 64-hex topic per test, so the mailboxes' replays never cross tests. */
const newTopic = () => (topicCount += 1).toString(16).padStart(64, '0');

async function client(cloud: Cloud, iss: string): Promise<RelayTestClient> {
  const created = await RelayTestClient.connect(cloud.relayUrl, iss);
  clients.push(created);
  return created;
}

/** Stops the shared Redis and waits until both instances noticed. */
async function loseRedis(): Promise<void> {
  await redis.kill();
  await until(
    'both instances see Redis gone',
    async () => !(await answersPing(a.redis!)) && !(await answersPing(b.redis!)),
  );
}

/** Waits until A handed every publish that waited for Redis to the other instances. */
async function untilAnnounced(): Promise<void> {
  await until(
    'A has nothing left to announce',
    async () => (await a.relay.stats()).fanOutPending === 0,
  );
}

/**
 * Runs `run` while Redis holds every write (A's XADD) and still answers reads (XRANGE, B's
 * XREAD); `run` lets the writes go with CLIENT UNPAUSE on the admin connection it is given.
 */
async function withRedisWritesHeld(run: (admin: Redis) => Promise<void>): Promise<void> {
  const admin = new Redis(redis.url);
  try {
    await admin.call('CLIENT', 'PAUSE', '30000', 'WRITE');
    await run(admin);
  } finally {
    await admin.call('CLIENT', 'UNPAUSE');
    admin.disconnect();
  }
}

/** A wallet on B subscribed to `topic`, and a dApp on A to publish there. */
async function walletOnBDappOnA(topic: string) {
  const wallet = await client(b, 'did:key:wallet');
  await wallet.request('irn_subscribe', { topic });
  return { wallet, dapp: await client(a, 'did:key:dapp') };
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((created) => created.close()));
});

describe.each(['sqlite', 'postgres'] as const)(
  'relay fan-out over Redis (REDIS_URL) on %s',
  (dialect) => {
    beforeAll(async () => {
      redis = await startTestRedis();
      const relay = { heartbeatMs: 60_000, sweepMs: 60_000, now: () => now };
      const database = dialect === 'postgres' ? { databaseUrl: await postgresTestUrl() } : {};
      // One after the other: B's connections then have the higher Redis client ids.
      a = await startCloud({ redisUrl: redis.url, relay, ...database });
      b = await startCloud({ redisUrl: redis.url, relay, ...database });
    }, 60_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await redis?.stop();
    });

    it('delivers a publish on instance A to a subscriber on instance B once, never back to its publisher', async () => {
      const topic = newTopic();
      const wallet = await client(b, 'did:key:wallet');
      await wallet.request('irn_subscribe', { topic });
      // The dApp's own client on B too (another socket of the same client): no echo there either.
      const dappOnB = await client(b, 'did:key:dapp');
      await dappOnB.request('irn_subscribe', { topic });
      const dapp = await client(a, 'did:key:dapp');

      const published = await dapp.request('irn_publish', {
        topic,
        message: 'proposal',
        ttl: 300,
        tag: 1100,
      });
      expect(published.result).toBe(true);
      expect((await wallet.nextDelivery()).params?.data).toMatchObject({
        topic,
        message: 'proposal',
        tag: 1100,
      });
      // Ordered stream: a second publish arriving next proves the first was not delivered twice.
      await dapp.request('irn_publish', { topic, message: 'request', ttl: 300, tag: 1108 });
      expect((await wallet.nextDelivery()).params?.data.message).toBe('request');
      await wallet.expectNoDelivery();
      await dappOnB.expectNoDelivery();
    });

    it('acknowledges a publish only once its announcement is in the Redis stream, so an instance killed right after its ack loses no live delivery', async () => {
      const topic = newTopic();
      const { wallet, dapp } = await walletOnBDappOnA(topic);
      await withRedisWritesHeld(async (admin) => {
        const inStream = async () =>
          (await admin.xrange(RELAY_STREAM_KEY, '-', '+')).some(([, fields]) =>
            fields.some((field) => field.includes(`"topic":"${topic}"`)),
          );
        // What the stream holds the moment the publisher is acknowledged.
        const atAck = dapp
          .request('irn_publish', { topic, message: 'announced', ttl: 300, tag: 1108 })
          .then(async (published) => ({ result: published.result, announced: await inStream() }));
        // Lets an acknowledgement that does not wait for the XADD arrive while Redis still holds it.
        await Promise.race([atAck, new Promise((resolve) => setTimeout(resolve, 300))]);
        await admin.call('CLIENT', 'UNPAUSE');
        expect(await atAck).toEqual({ result: true, announced: true });
      });
      expect((await wallet.nextDelivery()).params?.data.message).toBe('announced');
      await wallet.expectNoDelivery();
    });

    it('acknowledges a publish anyway when Redis holds its XADD too long, and B gets it once when Redis answers again', async () => {
      const topic = newTopic();
      const { wallet, dapp } = await walletOnBDappOnA(topic);
      await withRedisWritesHeld(async (admin) => {
        // Held past the wait: acknowledged from the mailbox, the XADD retried once Redis answers.
        const published = await dapp.request('irn_publish', {
          topic,
          message: 'slow-redis',
          ttl: 300,
          tag: 1108,
        });
        expect(published.result).toBe(true);
        await admin.call('CLIENT', 'UNPAUSE');
      });
      // The held XADD and its retry may both land: B delivers the announcement once.
      expect((await wallet.nextDelivery()).params?.data.message).toBe('slow-redis');
      await untilAnnounced();
      await dapp.request('irn_publish', { topic, message: 'after', ttl: 300, tag: 1108 });
      expect((await wallet.nextDelivery()).params?.data.message).toBe('after');
      await wallet.expectNoDelivery();
    });

    it('replays a message published on A to a client that subscribes on B later, until its TTL', async () => {
      const topic = newTopic();
      const watcher = await client(b, 'did:key:watcher');
      await watcher.request('irn_subscribe', { topic });
      const dapp = await client(a, 'did:key:dapp');
      await dapp.request('irn_publish', { topic, message: 'pairing', ttl: 300, tag: 1100 });
      // Once B has it (its watcher got it), a wallet arriving at B later gets it from B's mailbox.
      await watcher.nextDelivery();

      const wallet = await client(b, 'did:key:wallet');
      await wallet.request('irn_subscribe', { topic });
      const replayed = await wallet.nextDelivery();
      expect(replayed.params?.data).toMatchObject({ topic, message: 'pairing', tag: 1100 });
      await wallet.expectNoDelivery();
    });

    it('catches up on what was published while its own connection to Redis was down (why a stream)', async () => {
      const topic = newTopic();
      const wallet = await client(b, 'did:key:wallet');
      await wallet.request('irn_subscribe', { topic });
      const dapp = await client(a, 'did:key:dapp');
      const admin = new Redis(redis.url);
      try {
        // The newest connection blocked in XREAD is B's reader: drop it, Redis stays up.
        const readers = ((await admin.call('CLIENT', 'LIST', 'TYPE', 'normal')) as string)
          .split('\n')
          .filter((line) => line.includes(' cmd=xread'))
          .map((line) => Number(/\bid=(\d+)/.exec(line)?.[1]));
        expect(readers).toHaveLength(2);
        await admin.call('CLIENT', 'KILL', 'ID', String(Math.max(...readers)));
        // Published before B reconnects (its first retry waits 100 ms): pub/sub would lose it.
        await dapp.request('irn_publish', { topic, message: 'while-b-away', ttl: 300, tag: 1108 });
        expect((await wallet.nextDelivery()).params?.data.message).toBe('while-b-away');
        await wallet.expectNoDelivery();
      } finally {
        admin.disconnect();
      }
    });

    it('keeps serving its own clients while Redis is lost, and delivers what waited to B once Redis is back, expiring when it would have on A', async () => {
      const topic = newTopic();
      const wallet = await client(b, 'did:key:wallet');
      await wallet.request('irn_subscribe', { topic });
      const neighbour = await client(a, 'did:key:neighbour');
      await neighbour.request('irn_subscribe', { topic });
      const dapp = await client(a, 'did:key:dapp');

      await loseRedis();

      // Single-instance work goes on: the publish is acknowledged (it is in A's mailbox) and A's
      // own subscriber gets it; HTTP answers, rate limits counting in the process meanwhile.
      const published = await dapp.request('irn_publish', {
        topic,
        message: 'during-outage',
        ttl: 60,
        tag: 1108,
      });
      const publishedAt = now;
      expect(published.result).toBe(true);
      expect((await neighbour.nextDelivery()).params?.data.message).toBe('during-outage');
      expect((await fetch(`${a.url}/getAnalyticsConfig?projectId=kit-local`)).status).toBe(200);
      expect((await a.relay.stats()).fanOutPending).toBe(1);
      expect(await (await fetch(`${a.url}/metrics`)).text()).toContain(
        '\nkit_cloud_relay_fan_out_pending 1\n',
      );
      await wallet.expectNoDelivery();

      // B gets it 59 s later: with the instants of the publish on A, not a TTL restarted on B.
      now += 59_000;
      await redis.restart();
      expect((await wallet.nextDelivery()).params?.data).toMatchObject({
        topic,
        message: 'during-outage',
        publishedAt,
      });
      await untilAnnounced();
      // And fan-out works on as before, with nothing of the outage delivered twice.
      await dapp.request('irn_publish', { topic, message: 'after', ttl: 300, tag: 1108 });
      expect((await wallet.nextDelivery()).params?.data.message).toBe('after');
      await wallet.expectNoDelivery();
      expect(await answersPing(a.redis!)).toBe(true);
      // A pairing expires on every instance at once: B's copy is gone when A's is.
      now = publishedAt + 60_000;
      const late = await client(b, 'did:key:late');
      await late.request('irn_subscribe', { topic });
      expect((await late.nextDelivery()).params?.data.message).toBe('after');
      await late.expectNoDelivery();
    });

    it('delivers once what a client subscribing on B during a Redis outage already got in its replay', async () => {
      const topic = newTopic();
      const dapp = await client(a, 'did:key:dapp');
      await loseRedis();
      await dapp.request('irn_publish', { topic, message: 'proposal', ttl: 300, tag: 1100 });
      // On one PostgreSQL, B's replay has it now; on its own SQLite, B gets it once Redis is back.
      const wallet = await client(b, 'did:key:wallet');
      await wallet.request('irn_subscribe', { topic });
      await redis.restart();
      expect((await wallet.nextDelivery()).params?.data.message).toBe('proposal');
      await untilAnnounced();
      // Ordered: the next delivery is the next publish, not the announcement of the first.
      await dapp.request('irn_publish', { topic, message: 'after', ttl: 300, tag: 1108 });
      expect((await wallet.nextDelivery()).params?.data.message).toBe('after');
      await wallet.expectNoDelivery();
    });
  },
);
