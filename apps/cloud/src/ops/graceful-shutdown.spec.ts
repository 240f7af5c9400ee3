import { connect } from 'node:net';
import WebSocket from 'ws';
import { RELAY_RESTART_CLOSE } from '../relay/relay-server';
import { RelayTestClient } from '../relay/relay-test-client.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';

/** Resolves once nothing accepts connections on `port` any more (the server stopped listening). */
async function refusesConnections(port: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`port ${port} still accepts connections`);
}

/** A dependency the test answers for: /readyz stays in flight until `release`. */
function slowDependency() {
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const called = new Promise<void>((resolve) => (reached = resolve));
  return {
    check: () => {
      reached();
      return gate;
    },
    called,
    release: () => release(),
  };
}

describe('graceful stop', () => {
  const running: Cloud[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((cloud) => cloud.stop()));
  });

  async function start(options: Parameters<typeof startCloud>[0] = {}): Promise<Cloud> {
    const cloud = await startCloud(options);
    running.push(cloud);
    return cloud;
  }

  it('stops accepting at once, lets the request in flight finish, then stops', async () => {
    const cloud = await start();
    const dependency = slowDependency();
    cloud.readiness.add('slow', dependency.check);
    const inFlight = fetch(`${cloud.url}/readyz`);
    await dependency.called;

    let stopped = false;
    const stopping = cloud.stop().then(() => (stopped = true));
    await refusesConnections(cloud.port);
    expect(stopped).toBe(false);

    dependency.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', slow: 'ok' },
    });
    await stopping;
    expect(stopped).toBe(true);
  });

  it('fails /readyz first for preDrainMs, still serving and accepting, then stops accepting', async () => {
    // Long enough for the probes below on a busy machine; they run while it lasts, not timed.
    const cloud = await start({ preDrainMs: 3_000 });
    expect((await fetch(`${cloud.url}/readyz`)).status).toBe(200);
    let stopped = false;
    const stopping = cloud.stop().then(() => (stopped = true));

    const ready = await fetch(`${cloud.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    // Everything else still answers, on new connections too: a balancer may route here until
    // its next poll of /readyz.
    expect((await fetch(`${cloud.url}/healthz`, { headers: { connection: 'close' } })).status).toBe(
      200,
    );
    const client = await RelayTestClient.connect(cloud.relayUrl, 'did:key:late');
    expect(stopped).toBe(false);

    await stopping;
    await refusesConnections(cloud.port);
    client.socket.terminate();
  });

  it('cuts a request still running when shutdownTimeoutMs is over', async () => {
    const cloud = await start({ shutdownTimeoutMs: 200 });
    const dependency = slowDependency();
    cloud.readiness.add('hung', dependency.check);
    const inFlight = fetch(`${cloud.url}/readyz`).then(
      () => 'answered',
      () => 'cut',
    );
    await dependency.called;
    await cloud.stop();
    expect(await inFlight).toBe('cut');
    dependency.release();
  });

  it('closes relay sockets with 1012 and a reason telling clients to reconnect', async () => {
    const cloud = await start();
    const client = await RelayTestClient.connect(cloud.relayUrl, 'did:key:leaving');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await cloud.stop();
    expect(await closed).toEqual({ code: 1012, reason: 'Kit cloud restarting: reconnect' });
    expect(RELAY_RESTART_CLOSE).toEqual({ code: 1012, reason: 'Kit cloud restarting: reconnect' });
  });

  it('terminates a relay socket that never answers the close by shutdownTimeoutMs', async () => {
    const cloud = await start({ shutdownTimeoutMs: 200 });
    const socket = new WebSocket(`${cloud.relayUrl}?projectId=kit-local`);
    await new Promise((resolve) => socket.once('open', resolve));
    // A peer that reads nothing never sees the close frame, so never answers it.
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    // Without the cut, the stop would wait out ws's 30 s close timeout (past this test's 5 s).
    await cloud.stop();
    socket.terminate();
  });
});
