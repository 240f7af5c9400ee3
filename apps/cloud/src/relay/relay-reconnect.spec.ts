import { randomBytes, randomUUID } from 'node:crypto';
import type { ICore } from '@walletconnect/types';
import { MemoryKeyValueStorage } from '@kit/testing';
import { startCloud, type Cloud } from '../start-cloud';
import { RELAY_PATH } from './relay-server';
import { RelayTestClient } from './relay-test-client.spec-helper';
import { startTcpBalancer } from './tcp-balancer.spec-helper';

/** Waits until `predicate` holds (relay subscriptions arrive asynchronously). */
async function until(what: string, predicate: () => boolean | Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

describe('relay clients across a graceful stop', () => {
  const clouds: Cloud[] = [];
  let balancer: Awaited<ReturnType<typeof startTcpBalancer>> | undefined;
  let core: ICore | undefined;
  let publisher: RelayTestClient | undefined;

  afterEach(async () => {
    core?.heartbeat.stop();
    await core?.relayer.transportClose().catch(() => undefined);
    await publisher?.close();
    await balancer?.close();
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });

  it("moves @walletconnect/core's relay client to another instance, which delivers its messages", async () => {
    const first = await startCloud();
    const second = await startCloud();
    clouds.push(first, second);
    balancer = await startTcpBalancer(first.port);

    // The SDK's own relay client (what Kit's WalletConnect connector and wallets run on).
    const { Core } = await import('@walletconnect/core');
    core = new Core({
      relayUrl: `ws://127.0.0.1:${balancer.port}${RELAY_PATH}`,
      projectId: 'kit-local',
      logger: 'silent',
      telemetryEnabled: false,
      storage: new MemoryKeyValueStorage(),
      customStoragePrefix: `kit-reconnect-${randomUUID()}`,
    });
    await core.start();
    const topic = randomBytes(32).toString('hex');
    await core.relayer.subscribe(topic);
    await until('the first instance holds the subscription', async () => {
      return (await first.relay.stats()).subscribedTopics === 1;
    });

    // The balancer takes the first instance out of rotation, then it stops (SIGTERM's path).
    balancer.retarget(second.port);
    const reconnected = new Promise<void>((resolve) =>
      core?.relayer.once('relayer_connect', () => resolve()),
    );
    await first.stop();
    await reconnected;
    expect(core.relayer.connected).toBe(true);
    await until('the second instance holds the subscription', async () => {
      return (await second.relay.stats()).subscribedTopics === 1;
    });

    const received = new Promise<{ topic: string; message: string }>((resolve) =>
      core?.relayer.on('relayer_message', resolve),
    );
    publisher = await RelayTestClient.connect(second.relayUrl, 'did:key:publisher');
    await publisher.request('irn_publish', {
      topic,
      message: 'published-after-the-move',
      ttl: 300,
      tag: 1108,
    });
    expect(await received).toMatchObject({ topic, message: 'published-after-the-move' });
  });
});
