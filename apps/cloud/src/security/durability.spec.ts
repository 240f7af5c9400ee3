import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RelayTestClient } from '../relay/relay-test-client.spec-helper';
import { startChildCloud, type ChildCloud } from './child-cloud.spec-helper';

// Issue 17, finding 8: /batch answered { received } but kept batches in memory (0 of 61 survived
// kill -9), and the relay mailbox was memory-only. Now what the cloud acknowledged is on disk.

const COUNT = 61;
const TOPIC = 'd'.repeat(64);

let dataDir: string;
let cloud: ChildCloud | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kit-cloud-durability-'));
});

afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('acknowledged = durable (issue 17, finding 8)', () => {
  it('loses none of 61 batches, error reports or relay messages to kill -9 right after the ack', async () => {
    cloud = await startChildCloud(dataDir);
    const dapp = await RelayTestClient.connect(cloud.relayUrl, 'did:key:dapp');
    for (let index = 0; index < COUNT; index += 1) {
      expect(
        await post(`${cloud.url}/batch?projectId=kit-local`, [{ eventId: `b${index}` }]),
      ).toEqual({ received: 1 });
      expect(await post(`${cloud.url}/e?projectId=kit-local`, { eventId: `e${index}` })).toEqual({
        received: 1,
      });
      const published = await dapp.request('irn_publish', {
        topic: TOPIC,
        message: `envelope-${index}`,
        ttl: 3_600,
        tag: 1108,
      });
      expect(published.result).toBe(true);
    }
    // No grace period: the process dies the moment the last acknowledgement is read.
    await cloud.kill9();
    dapp.socket.terminate();

    cloud = await startChildCloud(dataDir);
    const analytics = (await (await fetch(`${cloud.url}/debug/analytics`)).json()) as {
      data: Array<{ events: Array<{ eventId: string }> }>;
    };
    expect(analytics.data.flatMap((batch) => batch.events.map((event) => event.eventId))).toEqual(
      Array.from({ length: COUNT }, (_, index) => `b${index}`),
    );
    const errors = (await (await fetch(`${cloud.url}/debug/errors`)).json()) as {
      data: Array<{ report: { eventId: string } }>;
    };
    expect(errors.data.map((record) => record.report.eventId)).toEqual(
      Array.from({ length: COUNT }, (_, index) => `e${index}`),
    );

    const wallet = await RelayTestClient.connect(cloud.relayUrl, 'did:key:wallet');
    try {
      await wallet.request('irn_subscribe', { topic: TOPIC });
      const replayed: string[] = [];
      for (let index = 0; index < COUNT; index += 1) {
        replayed.push((await wallet.nextDelivery()).params?.data.message ?? '');
      }
      expect(replayed).toEqual(Array.from({ length: COUNT }, (_, index) => `envelope-${index}`));
    } finally {
      await wallet.close();
    }
  }, 120_000);
});
