// The edges of createFallbackTransport that the mutation run showed untested: `rank: false`,
// `poll: false`, destroy() while a probe round is in flight, probe options and the current URL.
import { CONSTANTS, KitError } from '@kit/core';
import { createFallbackTransport, rankTransports, type TransportScore } from './fallback-transport';
import { RpcRequestError } from './rpc-request-error';
import type { RpcRequest, RpcRequestOptions, RpcTransport } from './rpc-transport';

/** A transport that records each call and answers as `answer` says (default: at once). */
function recorder(url: string, answer: () => Promise<unknown> = async () => '0x1') {
  const calls: { args: RpcRequest; options: RpcRequestOptions | undefined }[] = [];
  const transport: RpcTransport & { calls: typeof calls } = {
    url,
    calls,
    request: async <T>(args: RpcRequest, options?: RpcRequestOptions) => {
      calls.push({ args, options });
      return (await answer()) as T;
    },
  };
  return transport;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('createFallbackTransport: when it probes', () => {
  it('does not probe with rank: false', async () => {
    jest.useFakeTimers();
    const a = recorder('http://127.0.0.1:1/a');
    createFallbackTransport([a], { rank: false });

    await jest.advanceTimersByTimeAsync(60_000);

    expect(a.calls).toHaveLength(0);
  });

  it('probes only on rank() with poll: false', async () => {
    jest.useFakeTimers();
    const a = recorder('http://127.0.0.1:1/a');
    const rpc = createFallbackTransport([a], { rank: { poll: false } });

    await jest.advanceTimersByTimeAsync(60_000);
    expect(a.calls).toHaveLength(0);

    await rpc.rank();
    expect(a.calls).toHaveLength(1);
  });

  it('schedules no further round when destroyed while a probe round is in flight', async () => {
    jest.useFakeTimers();
    let answerProbe!: () => void;
    const a = recorder(
      'http://127.0.0.1:1/a',
      () => new Promise<unknown>((resolve) => (answerProbe = () => resolve('0x1'))),
    );
    const rounds: (readonly TransportScore[])[] = [];
    const rpc = createFallbackTransport([a], {
      rank: { intervalMs: 100, timeoutMs: 50_000 },
      onRanked: (scores) => rounds.push(scores),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(a.calls).toHaveLength(1);

    rpc.destroy();
    answerProbe();
    await jest.advanceTimersByTimeAsync(10_000);

    expect(rounds).toHaveLength(1);
    expect(a.calls).toHaveLength(1);
  });

  it('probes with the configured method and params, one attempt within the probe timeout', async () => {
    const a = recorder('http://127.0.0.1:1/a');
    const rpc = createFallbackTransport([a], {
      rank: {
        poll: false,
        method: 'getSlot',
        params: [{ commitment: 'processed' }],
        timeoutMs: 250,
      },
    });

    await rpc.rank();

    expect(a.calls).toEqual([
      {
        args: { method: 'getSlot', params: [{ commitment: 'processed' }] },
        options: { timeoutMs: 250, retryCount: 0 },
      },
    ]);
  });

  it('probes eth_blockNumber without params and within RPC_RANK_TIMEOUT_MS by default', async () => {
    const a = recorder('http://127.0.0.1:1/a');
    const rpc = createFallbackTransport([a], { rank: { poll: false } });

    await rpc.rank();

    expect(a.calls).toEqual([
      {
        args: { method: 'eth_blockNumber' },
        options: { timeoutMs: CONSTANTS.RPC_RANK_TIMEOUT_MS, retryCount: 0 },
      },
    ]);
  });

  it('scores with partial custom weights over the defaults', async () => {
    const rpc = createFallbackTransport([recorder('http://127.0.0.1:1/a')], {
      rank: { poll: false, weights: { latency: 0 } },
    });

    const [score] = await rpc.rank();

    expect(score?.score).toBeCloseTo(CONSTANTS.RPC_RANK_STABILITY_WEIGHT, 10);
  });
});

describe('createFallbackTransport: the probe', () => {
  it('fails the probe of a transport that ignores the timeout once the probe timeout passes', async () => {
    jest.useFakeTimers();
    const silent = recorder('http://127.0.0.1:1/silent', () => new Promise<unknown>(() => {}));
    const b = recorder('http://127.0.0.1:1/b');
    const rpc = createFallbackTransport([silent, b], { rank: { poll: false, timeoutMs: 1_000 } });
    let scores: readonly TransportScore[] | undefined;
    void rpc.rank().then((result) => (scores = result));

    await jest.advanceTimersByTimeAsync(999);
    expect(scores).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);

    expect(scores?.map((score) => [score.index, score.stability])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(rpc.url).toBe('http://127.0.0.1:1/b');
  });

  it('leaves no timer behind once a probe round has answered', async () => {
    jest.useFakeTimers();
    const rpc = createFallbackTransport([recorder('http://127.0.0.1:1/a')], {
      rank: { poll: false },
    });

    await rpc.rank();

    expect(jest.getTimerCount()).toBe(0);
  });

  it('measures latency as the time from the probe to its answer', async () => {
    let clock = 1_000;
    const answers: (() => void)[] = [];
    const deferred = () => new Promise<unknown>((resolve) => answers.push(() => resolve('0x1')));
    const fast = recorder('http://127.0.0.1:1/fast', deferred);
    const slow = recorder('http://127.0.0.1:1/slow', deferred);
    const rpc = createFallbackTransport([slow, fast], {
      rank: { poll: false, weights: { stability: 0, latency: 1 } },
      now: () => clock,
    });

    const round = rpc.rank();
    clock = 1_010; // the fast one answers after 10 ms
    answers[1]?.();
    // Lets the fast probe's answer settle its race and read the clock (real timers here).
    await new Promise((resolve) => setImmediate(resolve));
    clock = 1_030; // the slow one after 30 ms
    answers[0]?.();
    const scores = await round;

    // 1 − 10 / 30 for the fast one, 0 for the slowest.
    expect(scores.map((score) => [score.index, score.latencyScore])).toEqual([
      [1, expect.closeTo(2 / 3, 10)],
      [0, 0],
    ]);
  });
});

describe('createFallbackTransport: Retry-After at the edge of the budget', () => {
  it('waits a Retry-After exactly as long as the budget left, then asks that URL again', async () => {
    let calls = 0;
    const limited = recorder('http://127.0.0.1:1/limited', async () => {
      calls += 1;
      if (calls > 1) return '0x1';
      throw new RpcRequestError('RPC_HTTP_ERROR', {
        url: 'http://127.0.0.1:1/limited',
        method: 'm',
        reason: 'HTTP 429',
        status: 429,
        retryAfterMs: 2_000,
      });
    });
    const delays: number[] = [];
    const rpc = createFallbackTransport([limited], {
      now: () => 0,
      retryBudgetMs: 2_000,
      random: () => 1,
      sleep: async (ms) => void delays.push(ms),
    });

    await expect(rpc.request({ method: 'm' })).resolves.toBe('0x1');

    expect(delays).toEqual([2_000]);
    expect(limited.calls).toHaveLength(2);
  });
});

describe('createFallbackTransport: order and url', () => {
  it('exposes the URL and the list of the transport tried first, updated by ranking', async () => {
    let fail = true;
    const a = recorder('http://127.0.0.1:1/a', async () => {
      if (fail) throw new Error('down');
      return '0x1';
    });
    const b = recorder('http://127.0.0.1:1/b');
    const rpc = createFallbackTransport([a, b], { rank: { poll: false } });
    expect(rpc.url).toBe('http://127.0.0.1:1/a');

    await rpc.rank();
    expect(rpc.url).toBe('http://127.0.0.1:1/b');
    expect(rpc.transports).toEqual([b, a]);

    // The list handed out is a copy: changing it does not reorder the fallback.
    (rpc.transports as RpcTransport[]).reverse();
    expect(rpc.url).toBe('http://127.0.0.1:1/b');
    fail = false;
  });

  it('passes the call options on, with retryCount 0 for each attempt', async () => {
    const a = recorder('http://127.0.0.1:1/a');
    const rpc = createFallbackTransport([a]);

    await rpc.request({ method: 'm', params: [1] }, { timeoutMs: 123, retryCount: 5 });

    expect(a.calls).toEqual([
      { args: { method: 'm', params: [1] }, options: { timeoutMs: 123, retryCount: 0 } },
    ]);
  });

  it('rethrows a failure that is not a transport error from the first URL without trying the next', async () => {
    const refusal = new KitError('USER_REJECTED', 'User rejected');
    const a = recorder('http://127.0.0.1:1/a', async () => {
      throw refusal;
    });
    const b = recorder('http://127.0.0.1:1/b');

    await expect(createFallbackTransport([a, b]).request({ method: 'm' })).rejects.toBe(refusal);
    expect(b.calls).toHaveLength(0);
  });
});

describe('createFallbackTransport: limits of the options', () => {
  it('keeps one sample per transport when sampleCount is under 1', async () => {
    let up = false;
    const a = recorder('http://127.0.0.1:1/a', async () => {
      if (!up) throw new Error('down');
      return '0x1';
    });
    const rpc = createFallbackTransport([a], { rank: { poll: false, sampleCount: 0 } });

    await rpc.rank();
    up = true;
    const [score] = await rpc.rank();

    expect(score?.stability).toBe(1);
  });

  it('says why it refuses an empty list of transports', () => {
    expect(() => createFallbackTransport([])).toThrow(
      expect.objectContaining({
        code: 'INVALID_URL',
        details: 'A fallback needs at least one RPC URL',
      }),
    );
  });

  it('moves on from a custom transport that throws a value that is not an error', async () => {
    const a = recorder('http://127.0.0.1:1/a', () => Promise.reject(null));
    const b = recorder('http://127.0.0.1:1/b');

    await expect(createFallbackTransport([a, b]).request({ method: 'm' })).resolves.toBe('0x1');
    expect(b.calls).toHaveLength(1);
  });
});

describe('rankTransports: equal latencies', () => {
  it('gives every transport a latency score of 1 when every mean latency is 0', () => {
    const scores = rankTransports([
      [{ success: true, latencyMs: 0 }],
      [{ success: true, latencyMs: 0 }],
    ]);

    expect(scores.map((score) => score.latencyScore)).toEqual([1, 1]);
  });
});
