import WebSocket from 'ws';
import { RelayTestClient } from '../relay/relay-test-client.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';
import { rawPost } from './hostile-writes.spec-helper';

// Issue 17, finding 2, limit by limit, on a cloud with lowered limits: over a limit the answer is
// 413 or 429 with a JSON error (Retry-After on 429), and nobody else's requests are dropped.

const OTHER_CLIENT = '127.0.0.2'; // another loopback address: another client to the rate limits

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string };
  expect(body).toEqual({ message: expect.any(String) as string });
  return body.message;
}

describe('body limits', () => {
  let cloud: Cloud;
  beforeAll(async () => {
    cloud = await startCloud({ limits: { sinkBodyBytes: 1_000, bodyBytes: 4_000 } });
  });
  afterAll(() => cloud.stop());

  it('refuses a sink body past its limit with 413 and keeps nothing', async () => {
    const events = JSON.stringify([{ pad: 'x'.repeat(1_000) }]);
    const response = await fetch(`${cloud.url}/batch?projectId=kit-local`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: events,
    });
    expect(await refusal(response, 413)).toMatch(/too large/i);
    expect(await cloud.sinks.analytics()).toEqual([]);
  });

  it('refuses any other body past the general limit with 413', async () => {
    const response = await fetch(`${cloud.url}/auth/v1/nonce?projectId=kit-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(4_000) }),
    });
    await refusal(response, 413);
  });
});

describe('rate limits', () => {
  let cloud: Cloud;
  beforeAll(async () => {
    cloud = await startCloud({
      projects: [{ id: 'busy', allowedOrigins: [] }],
      limits: { requestsPerClient: 5, requestsPerProject: 8, rateWindowMs: 60_000 },
    });
  });
  afterAll(() => cloud.stop());

  const config = (projectId: string, localAddress?: string) =>
    new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
      void import('node:http').then(({ request }) =>
        request(
          `${cloud.url}/getAnalyticsConfig?projectId=${projectId}`,
          localAddress ? { localAddress } : {},
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body,
                ...(response.headers['retry-after']
                  ? { retryAfter: String(response.headers['retry-after']) }
                  : {}),
              }),
            );
          },
        )
          .on('error', reject)
          .end(),
      );
    });

  it('answers 429 with Retry-After per client, and another client keeps its own budget', async () => {
    for (let index = 0; index < 5; index += 1) expect((await config('kit-local')).status).toBe(200);
    const limited = await config('kit-local');
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(limited.body)).toEqual({
      message: expect.stringContaining('Too many requests from this client') as string,
    });
    expect((await config('kit-local', OTHER_CLIENT)).status).toBe(200);
    // Health checks are never limited.
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200);
  });

  it('answers 429 per project, whichever clients share it, and other projects keep working', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await config('busy', '127.0.0.3')).status);
      statuses.push((await config('busy', '127.0.0.4')).status);
    }
    expect(statuses).toEqual(new Array(8).fill(200));
    const limited = await config('busy', '127.0.0.5');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({
      message: expect.stringContaining('Too many requests for this project') as string,
    });
    expect((await config('kit-local', '127.0.0.5')).status).toBe(200);
  });

  it('counts the remote address, not a header the client chooses', async () => {
    const spoofed = await fetch(`${cloud.url}/getAnalyticsConfig?projectId=kit-local`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);
  });
});

describe('sink byte budget', () => {
  let cloud: Cloud;
  beforeAll(async () => {
    cloud = await startCloud({ limits: { sinkBytes: 2_000 } });
  });
  afterAll(() => cloud.stop());

  it('keeps the newest batches within the bytes on disk, evicting the oldest', async () => {
    for (let index = 0; index < 10; index += 1) {
      const body = JSON.stringify([{ index, pad: 'x'.repeat(400) }]);
      expect(await rawPost(`${cloud.url}/batch?projectId=kit-local`, body)).toBe(200);
    }
    const kept = (await cloud.sinks.analyticsEvents()) as Array<{ index: number }>;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(10);
    expect(kept.map((event) => event.index)).toEqual(
      Array.from({ length: kept.length }, (_, offset) => 10 - kept.length + offset),
    );
    expect(JSON.stringify(await cloud.sinks.analytics()).length).toBeLessThanOrEqual(2_000);
  });
});

describe('relay caps', () => {
  let cloud: Cloud;
  const clients: RelayTestClient[] = [];
  beforeAll(async () => {
    cloud = await startCloud({
      limits: {
        relaySubscriptionsPerSocket: 3,
        relayMessageBytes: 1_000,
        relayFrameBytes: 4_000,
        relayMailboxBytes: 5_000,
        relayBytesInFlight: 1_024,
      },
    });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(() => cloud.stop());

  const connect = async (iss: string) => {
    const client = await RelayTestClient.connect(cloud.relayUrl, iss);
    clients.push(client);
    return client;
  };
  const topic = (n: number) => n.toString(16).padStart(64, '0');

  it('refuses subscriptions past the per-socket cap and keeps the socket', async () => {
    const client = await connect('did:key:subscriber');
    const batch = await client.request('irn_batchSubscribe', { topics: [1, 2, 3].map(topic) });
    expect(batch.error).toBeUndefined();
    const over = await client.request('irn_subscribe', { topic: topic(4) });
    expect(over.error?.message).toMatch(/at most 3 topics/);
    expect((await client.request('irn_subscribe', { topic: topic(1) })).error).toBeUndefined();
  });

  it('refuses a message past its size, closes a socket sending an oversized frame', async () => {
    const client = await connect('did:key:big');
    const big = await client.request('irn_publish', {
      topic: topic(9),
      message: 'x'.repeat(1_001),
    });
    expect(big.error?.message).toMatch(/at most 1000 characters/);
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    client.socket.send(JSON.stringify({ id: 1, method: 'irn_publish', pad: 'x'.repeat(5_000) }));
    expect(await closed).toBe(1009);
  });

  it('refuses publishes once the mailbox holds its bytes, keeping what it has', async () => {
    const client = await connect('did:key:filler');
    const answers: Array<boolean> = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await client.request('irn_publish', {
        topic: topic(100 + index),
        message: `${index}`.padEnd(900, '.'),
      });
      answers.push(answer.result === true);
      if (answer.error) expect(answer.error.message).toMatch(/Mailbox full/);
    }
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    const reader = await connect('did:key:reader');
    await reader.request('irn_subscribe', { topic: topic(100) });
    expect((await reader.nextDelivery()).params?.data.message).toMatch(/^0\./);
    await cloud.relay.sweep();
  });
});

describe('relay sockets per client', () => {
  it('refuses one socket too many from an address with 429, and another address still connects', async () => {
    const cloud = await startCloud({ limits: { relaySocketsPerClient: 2 } });
    const open = (localAddress: string) =>
      new Promise<{ status: number; socket?: WebSocket }>((resolve) => {
        const socket = new WebSocket(`${cloud.relayUrl}?projectId=kit-local`, { localAddress });
        socket.once('open', () => resolve({ status: 101, socket }));
        socket.once('unexpected-response', (_request, response) => {
          resolve({ status: response.statusCode ?? 0 });
          socket.terminate();
        });
        socket.once('error', () => resolve({ status: -1 }));
      });
    const opened: WebSocket[] = [];
    try {
      const statuses: number[] = [];
      for (const address of ['127.0.0.1', '127.0.0.1', '127.0.0.1', OTHER_CLIENT]) {
        const { status, socket } = await open(address);
        statuses.push(status);
        if (socket) opened.push(socket);
      }
      expect(statuses).toEqual([101, 101, 429, 101]);
    } finally {
      opened.forEach((socket) => socket.terminate());
      await cloud.stop();
    }
  });
});

describe('relay bytes in flight', () => {
  it('terminates a socket that stops reading, and the others keep going', async () => {
    const cloud = await startCloud({ limits: { relayBytesInFlight: 64 * 1024 } });
    const publisher = await RelayTestClient.connect(cloud.relayUrl, 'did:key:pub');
    const stalled = new WebSocket(`${cloud.relayUrl}?projectId=kit-local`);
    try {
      await new Promise((resolve) => stalled.once('open', resolve));
      const subscribed = new Promise((resolve) => stalled.once('message', resolve));
      stalled.send(
        JSON.stringify({
          id: 1,
          jsonrpc: '2.0',
          method: 'irn_subscribe',
          params: { topic: 'f'.repeat(64) },
        }),
      );
      await subscribed;
      // Stop reading: the kernel's buffers fill, then the relay's queue for this socket grows.
      (stalled as unknown as { _socket: { pause(): void } })._socket.pause();
      const envelope = 'y'.repeat(90_000);
      let sockets = (await cloud.relay.stats()).sockets;
      for (let index = 0; index < 400 && sockets === 2; index += 1) {
        const answer = await publisher.request('irn_publish', {
          topic: 'f'.repeat(64),
          message: `${index}:${envelope}`,
        });
        expect(answer.result).toBe(true);
        sockets = (await cloud.relay.stats()).sockets;
      }
      expect(sockets).toBe(1);
      expect(
        (await publisher.request('irn_subscribe', { topic: 'e'.repeat(64) })).error,
      ).toBeUndefined();
    } finally {
      stalled.terminate();
      await publisher.close();
      await cloud.stop();
    }
  }, 60_000);
});
