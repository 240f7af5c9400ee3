import { KitError, ValidationError } from '@kit/core';
import {
  createFallbackTransport,
  rankTransports,
  type RankSample,
  type TransportScore,
} from './fallback-transport';
import { createHttpTransport } from './http-transport';
import {
  failing,
  recordingSleep,
  sendJson,
  startRpcServer,
  type LocalRpcServer,
  type RpcMessage,
} from './local-rpc-server.spec-helper';
import type { RpcTransport } from './rpc-transport';

const ok = (latencyMs: number): RankSample => ({ success: true, latencyMs });
const ko = (latencyMs = 1000): RankSample => ({ success: false, latencyMs });

describe('rankTransports', () => {
  it('puts the faster of two equally stable transports first', () => {
    const scores = rankTransports([
      [ok(300), ok(300)],
      [ok(100), ok(100)],
    ]);

    expect(scores.map((s) => s.index)).toEqual([1, 0]);
    expect(scores[0]).toMatchObject({ stability: 1, latencyScore: expect.closeTo(2 / 3, 10) });
    expect(scores[0]?.score).toBeCloseTo(0.7 + 0.3 * (2 / 3), 10);
    expect(scores[1]).toMatchObject({ stability: 1, latencyScore: 0, score: 0.7 });
  });

  it('lets stability (0.7) outweigh latency (0.3): a slow steady transport beats a fast flaky one', () => {
    const steadySlow = Array.from({ length: 10 }, () => ok(300));
    const flakyFast = [...Array.from({ length: 6 }, () => ok(50)), ko(), ko(), ko(), ko()];

    const scores = rankTransports([flakyFast, steadySlow]);

    expect(scores.map((s) => s.index)).toEqual([1, 0]);
    expect(scores[0]?.score).toBeCloseTo(0.7, 10);
    expect(scores[1]?.score).toBeCloseTo(0.7 * 0.6 + 0.3 * (1 - 50 / 300), 10);
  });

  it('averages latency over successful samples only', () => {
    // Counting A's 1 s failure would make A the slowest; its answers are twice as fast as B's.
    const scores = rankTransports([
      [ok(100), ko(1000)],
      [ok(200), ok(200)],
    ]);

    expect(scores.find((s) => s.index === 0)).toMatchObject({ stability: 0.5, latencyScore: 0.5 });
    expect(scores.find((s) => s.index === 1)).toMatchObject({ stability: 1, latencyScore: 0 });
  });

  it('scores a transport with no successes or no samples 0 and ranks it last', () => {
    const scores = rankTransports([[], [ko(), ko()], [ok(10)]]);

    // The only answering transport is also the slowest one: latency score 0, score 0.7.
    expect(scores.map((s) => [s.index, s.score])).toEqual([
      [2, 0.7],
      [0, 0],
      [1, 0],
    ]);
  });

  it('keeps the given order on equal scores', () => {
    expect(rankTransports([[ok(5)], [ok(5)], [ok(5)]]).map((s) => s.index)).toEqual([0, 1, 2]);
  });

  it('applies custom weights', () => {
    const scores = rankTransports([[ok(100), ko()], [ok(300)]], { stability: 0, latency: 1 });

    expect(scores.map((s) => s.index)).toEqual([0, 1]);
  });
});

describe('createFallbackTransport against local servers', () => {
  let first: LocalRpcServer;
  let second: LocalRpcServer;
  const destroyers: (() => void)[] = [];

  beforeAll(async () => {
    [first, second] = await Promise.all([startRpcServer(), startRpcServer()]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  beforeEach(() => {
    first.reset();
    second.reset();
  });

  afterEach(() => {
    destroyers.splice(0).forEach((destroy) => destroy());
  });

  function http(server: LocalRpcServer) {
    return createHttpTransport(server.url, { sleep: recordingSleep().sleep });
  }

  it('moves to the second URL when the first is down (connection dropped)', async () => {
    first.reset((_request, res) => res.socket?.destroy());
    const rpc = createFallbackTransport([http(first), http(second)]);

    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('eth_chainId:1');

    expect(first.requests).toHaveLength(1); // one attempt, then the next URL (issue 17)
    expect(second.requests).toHaveLength(1);
  });

  it('moves to the second URL on an HTTP error and on a malformed reply', async () => {
    const rpc = createFallbackTransport([http(first), http(second)]);

    first.reset(failing(400));
    await expect(rpc.request({ method: 'a' })).resolves.toBe('a:1');
    first.reset((_request, res) => sendJson(res, 'not a reply'));
    await expect(rpc.request({ method: 'b' })).resolves.toBe('b:2');
  });

  it('returns a JSON-RPC error answer without trying the next URL', async () => {
    first.reset((request, res) => {
      const { id } = request.body as RpcMessage;
      sendJson(res, { jsonrpc: '2.0', id, error: { code: -32000, message: 'execution reverted' } });
    });
    const rpc = createFallbackTransport([http(first), http(second)]);

    await expect(rpc.request({ method: 'eth_call' })).rejects.toMatchObject({
      code: 'RPC_ERROR',
      rpcCode: -32000,
    });
    expect(second.requests).toHaveLength(0);
  });

  it('fails with the last URL’s error when every URL fails', async () => {
    first.reset(failing(400));
    second.reset(failing(404));
    const rpc = createFallbackTransport([http(first), http(second)]);

    const error = await rpc.request({ method: 'a' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(KitError);
    expect(error).toMatchObject({ code: 'RPC_HTTP_ERROR', status: 404, url: second.url });
  });

  it('keeps batching through the fallback: 3 calls in one tick are 1 HTTP request', async () => {
    const rpc = createFallbackTransport([http(first), http(second)]);

    await Promise.all(['a', 'b', 'c'].map((method) => rpc.request({ method })));

    expect(first.requests).toHaveLength(1);
  });

  it('probes each URL once with eth_blockNumber at start and puts the stable one first', async () => {
    first.reset(failing(503));
    let ranked!: (scores: readonly TransportScore[]) => void;
    const firstRound = new Promise<readonly TransportScore[]>((resolve) => (ranked = resolve));
    const rpc = createFallbackTransport([http(first), http(second)], {
      rank: { intervalMs: 60_000 },
      onRanked: (scores) => ranked(scores),
    });
    destroyers.push(rpc.destroy);

    const scores = await firstRound;

    expect(scores.map((s) => [s.index, s.stability])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(rpc.transports.map((t) => t.url)).toEqual([second.url, first.url]);
    expect(rpc.url).toBe(second.url);
    await expect(rpc.request({ method: 'after' })).resolves.toBe('after:2');
    // The probe is not retried, and after ranking calls go to the stable URL first.
    expect(first.messages().map((m) => m.method)).toEqual(['eth_blockNumber']);
    expect(second.messages().map((m) => m.method)).toEqual(['eth_blockNumber', 'after']);
  });

  it('probes with a configured method and times a hanging probe out', async () => {
    first.reset(() => undefined); // never answers
    const rpc = createFallbackTransport([http(first), http(second)], {
      rank: { poll: false, method: 'getSlot', params: [], timeoutMs: 1_000 },
    });

    const scores = await rpc.rank();

    expect(scores.map((s) => [s.index, s.stability])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(second.requests.map((r) => r.body)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] },
    ]);
    expect(first.requests).toHaveLength(1);
  });
});

describe('createFallbackTransport ranking schedule', () => {
  /** A transport that answers at once (or fails), counting probes. */
  function fake(url: string, answers: boolean[] = []) {
    let probes = 0;
    const transport: RpcTransport & { probes: () => number } = {
      url,
      probes: () => probes,
      request: async <T>() => {
        const success = answers[probes] ?? true;
        probes += 1;
        if (!success) throw new Error('down');
        return '0x1' as T;
      },
    };
    return transport;
  }

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('probes every intervalMs (4 s by default) until destroy()', async () => {
    jest.useFakeTimers();
    const a = fake('http://127.0.0.1:1/a');
    const rpc = createFallbackTransport([a], { rank: true });

    await jest.advanceTimersByTimeAsync(0);
    expect(a.probes()).toBe(1);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(a.probes()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(a.probes()).toBe(2);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(a.probes()).toBe(3);

    rpc.destroy();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(a.probes()).toBe(3);
  });

  it('does not probe without rank', async () => {
    jest.useFakeTimers();
    const a = fake('http://127.0.0.1:1/a');
    createFallbackTransport([a]);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(a.probes()).toBe(0);
  });

  it('scores only the last sampleCount probes', async () => {
    const a = fake('http://127.0.0.1:1/a', [false, false, true, true]);
    const b = fake('http://127.0.0.1:1/b');
    const rpc = createFallbackTransport([a, b], { rank: { poll: false, sampleCount: 2 } });

    await rpc.rank();
    await rpc.rank();
    expect((await rpc.rank()).find((s) => s.index === 0)?.stability).toBe(0.5);
    expect((await rpc.rank()).find((s) => s.index === 0)?.stability).toBe(1);
  });

  it('unrefs its poll timer so it never keeps Node alive', async () => {
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    let ranked!: () => void;
    const firstRound = new Promise<void>((resolve) => (ranked = resolve));
    const rpc = createFallbackTransport([fake('http://127.0.0.1:1/a')], {
      rank: { intervalMs: 54_321 },
      onRanked: () => ranked(),
    });

    await firstRound;
    await new Promise((resolve) => setImmediate(resolve)); // the next round gets scheduled
    rpc.destroy();

    const pollCall = setTimeoutSpy.mock.calls.findIndex(([, delay]) => delay === 54_321);
    expect(pollCall).toBeGreaterThanOrEqual(0);
    const timer = setTimeoutSpy.mock.results[pollCall]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
  });

  it('refuses an empty list of transports', () => {
    expect(() => createFallbackTransport([])).toThrow(ValidationError);
  });
});
