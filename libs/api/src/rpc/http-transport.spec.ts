import { KitError, ValidationError } from '@kit/core';
import { createHttpTransport, type HttpTransportOptions } from './http-transport';
import { parseRetryAfter } from './http-retry';
import { RpcRequestError } from './rpc-request-error';
import {
  failing,
  recordingSleep,
  sendJson,
  startRpcServer,
  type LocalRpcServer,
  type RpcMessage,
} from './local-rpc-server.spec-helper';

let server: LocalRpcServer;
let delays: number[];
let sleep: (ms: number) => Promise<void>;

beforeAll(async () => {
  server = await startRpcServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
  ({ delays, sleep } = recordingSleep());
});

/** random() = 1 puts every jittered delay at its ceiling: the spec's 150 ms doubling exactly. */
function transport(options: HttpTransportOptions = {}) {
  return createHttpTransport(server.url, { sleep, random: () => 1, ...options });
}

/** Settles a promise into a value, so a rejection can be inspected field by field. */
async function failure(promise: Promise<unknown>): Promise<RpcRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RpcRequestError);
    expect(error).toBeInstanceOf(KitError);
    return error as RpcRequestError;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpTransport: requests and batching', () => {
  it('posts a JSON-RPC 2.0 message with increasing ids and resolves with its result', async () => {
    const rpc = transport({ headers: { 'x-kit-test': 'yes' } });

    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('eth_chainId:1');
    await expect(
      rpc.request({ method: 'eth_getBalance', params: ['0xab', 'latest'] }),
    ).resolves.toBe('eth_getBalance:2');

    expect(rpc.url).toBe(server.url);
    expect(server.requests.map((request) => request.body)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['0xab', 'latest'] },
    ]);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.headers['x-kit-test']).toBe('yes');
  });

  it('sends 3 calls issued in the same tick as one HTTP request with a JSON array', async () => {
    const rpc = transport();

    const results = await Promise.all([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
      rpc.request({ method: 'c' }),
    ]);

    expect(results).toEqual(['a:1', 'b:2', 'c:3']);
    expect(server.requests).toHaveLength(1);
    expect((server.requests[0]?.body as RpcMessage[]).map((message) => message.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('sends calls from different ticks as separate HTTP requests', async () => {
    const rpc = transport();

    await rpc.request({ method: 'a' });
    await rpc.request({ method: 'b' });

    expect(server.requests).toHaveLength(2);
  });

  it('sends each call on its own when batching is off', async () => {
    const rpc = transport({ batch: false });

    await Promise.all([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })]);

    expect(server.requests.map((request) => Array.isArray(request.body))).toEqual([false, false]);
  });

  it('splits 1500 calls into 2 HTTP requests of at most 1000 and matches every reply', async () => {
    const rpc = transport();

    const results = await Promise.all(
      Array.from({ length: 1500 }, (_, i) => rpc.request({ method: `m${i}` })),
    );

    expect(results[0]).toBe('m0:1');
    expect(results[1499]).toBe('m1499:1500');
    expect(server.requests.map((request) => (request.body as RpcMessage[]).length)).toEqual([
      1000, 500,
    ]);
  });

  it('matches replies that arrive in any order by id', async () => {
    server.reset((request, res) => {
      const messages = request.body as RpcMessage[];
      sendJson(
        res,
        [...messages].reverse().map((m) => ({ jsonrpc: '2.0', id: m.id, result: m.method })),
      );
    });
    const rpc = transport();

    const results = await Promise.all(['a', 'b', 'c'].map((method) => rpc.request({ method })));

    expect(results).toEqual(['a', 'b', 'c']);
  });

  it('fails only the calls whose reply has a wrong id or is missing', async () => {
    server.reset((request, res) => {
      const [first, second] = request.body as RpcMessage[];
      sendJson(res, [
        { jsonrpc: '2.0', id: first?.id, result: 'first' },
        { jsonrpc: '2.0', id: 999, result: 'stray' },
        { jsonrpc: '2.0', result: 'no id' },
        { jsonrpc: '2.0', id: second?.id }, // neither result nor error
      ]);
    });
    const rpc = transport();

    const [first, second, third] = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
      rpc.request({ method: 'c' }),
    ]);

    expect(first).toEqual({ status: 'fulfilled', value: 'first' });
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { code: 'RPC_INVALID_RESPONSE', method: 'b' },
    });
    expect(third).toMatchObject({
      status: 'rejected',
      reason: {
        code: 'RPC_INVALID_RESPONSE',
        method: 'c',
        details: expect.stringContaining('id 3'),
      },
    });
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('rejects an invalid URL with a ValidationError before any request', () => {
    expect(() => createHttpTransport('not a url')).toThrow(ValidationError);
    expect(() => createHttpTransport('not a url')).toThrow('Invalid URL');
    expect(() => createHttpTransport('not a url')).toThrow(
      expect.objectContaining({ details: 'RPC URL: not a url' }),
    );
  });
});

describe('createHttpTransport: JSON-RPC error answers', () => {
  it('rejects with the server code as rpcCode and its message in details, without retrying', async () => {
    server.reset((request, res) => {
      const message = request.body as RpcMessage;
      sendJson(res, {
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32601, message: 'the method foo does not exist', data: { hint: 'x' } },
      });
    });

    const error = await failure(transport().request({ method: 'foo' }));

    expect(error).toMatchObject({
      code: 'RPC_ERROR',
      shortMessage: 'The RPC server returned an error',
      rpcCode: -32601,
      rpcName: 'METHOD_NOT_FOUND',
      data: { hint: 'x' },
      method: 'foo',
      url: server.url,
    });
    expect(error.details).toContain('the method foo does not exist');
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('keeps a code outside the JSON-RPC table as rpcCode without a name', async () => {
    server.reset((request, res) => {
      sendJson(res, {
        jsonrpc: '2.0',
        id: (request.body as RpcMessage).id,
        error: { code: 3, message: 'reverted' },
      });
    });

    const error = await failure(transport().request({ method: 'eth_call' }));

    expect(error.rpcCode).toBe(3);
    expect(error.rpcName).toBeUndefined();
  });

  it('gives every call of a batch the id-less error object the server answered the batch with', async () => {
    server.reset((_request, res) => {
      sendJson(res, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32005, message: 'batch too big' },
      });
    });
    const rpc = transport();

    const settled = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
    ]);

    for (const result of settled) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { code: 'RPC_ERROR', rpcCode: -32005, rpcName: 'LIMIT_EXCEEDED' },
      });
    }
  });
});

describe('createHttpTransport: retries', () => {
  it('honours Retry-After in seconds on 429, then succeeds', async () => {
    server.reset(failing(429, 1, { 'retry-after': '2' }));

    await expect(transport().request({ method: 'a' })).resolves.toBe('a:1');

    expect(delays).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After as an HTTP date, measured on the injected clock', async () => {
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    server.reset(failing(503, 1, { 'retry-after': date }));

    await transport({ now: () => Date.parse(date) - 5000 }).request({ method: 'a' });

    expect(delays).toEqual([5000]);
  });

  it('fails at once, carrying retryAfterMs, on a Retry-After beyond the call budget (10 s by default)', async () => {
    server.reset(failing(429, Infinity, { 'retry-after': '30' }));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error).toMatchObject({ code: 'RPC_HTTP_ERROR', status: 429, retryAfterMs: 30_000 });
    expect(error.attempts).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('waits a Retry-After within retryBudgetMs and counts the time already spent', async () => {
    let clock = 0;
    server.reset((request, res, index) => {
      clock += 1_500; // each answer takes 1.5 s on the injected clock
      failing(429, 2, { 'retry-after': '2' })(request, res, index);
    });

    await expect(
      transport({ now: () => clock, retryBudgetMs: 4_000 }).request({ method: 'a' }),
    ).rejects.toMatchObject({ status: 429, attempts: 2 });

    // 1.5 s spent of 4 s, 2 s asked: waited. 3 s spent, 2 s asked of the 1 s left: failed at once.
    expect(delays).toEqual([2000]);
  });

  it('jitters the back-off between half and all of the spec delay (equal jitter)', async () => {
    server.reset(failing(503));
    const draws = [0, 0.5, 1];

    await failure(transport({ random: () => draws.shift() ?? 0 }).request({ method: 'a' }));

    expect(delays).toEqual([75, 225, 600]);
  });

  it('retries a burst of two 503s with delays of 150 then 300 ms and makes 3 HTTP calls', async () => {
    server.reset(failing(503, 2));

    await expect(transport().request({ method: 'a' })).resolves.toBe('a:1');

    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([150, 300]);
  });

  it('gives up on a server that answers 503 forever after exactly 4 HTTP calls', async () => {
    server.reset(failing(503));

    const error = await failure(transport().request({ method: 'eth_blockNumber' }));

    expect(error).toMatchObject({
      code: 'RPC_HTTP_ERROR',
      shortMessage: 'HTTP request failed',
      status: 503,
      attempts: 4,
      method: 'eth_blockNumber',
    });
    expect(server.requests).toHaveLength(4);
    expect(delays).toEqual([150, 300, 600]);
  });

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    server.reset(failing(status, 1));

    await expect(transport().request({ method: 'a' })).resolves.toBe('a:1');

    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 401, 404, 501])('does not retry HTTP %i', async (status) => {
    server.reset(failing(status));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error).toMatchObject({ code: 'RPC_HTTP_ERROR', status, attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('rejects every call of a failed batch, each with its own method', async () => {
    server.reset(failing(400));
    const rpc = transport();

    const settled = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
    ]);

    expect(settled.map((result) => result.status === 'rejected' && result.reason.method)).toEqual([
      'a',
      'b',
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry malformed JSON', async () => {
    server.reset((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"jsonrpc":"2.0", oops');
    });

    const error = await failure(transport().request({ method: 'a' }));

    expect(error).toMatchObject({ code: 'RPC_INVALID_RESPONSE', attempts: 1 });
    expect(error.details).toContain('oops');
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('retries network errors and then fails with RPC_NETWORK_ERROR', async () => {
    server.reset((_request, res) => res.socket?.destroy());

    const error = await failure(transport().request({ method: 'a' }));

    expect(error).toMatchObject({ code: 'RPC_NETWORK_ERROR', attempts: 4 });
    expect(server.requests).toHaveLength(4);
    expect(delays).toEqual([150, 300, 600]);
  });

  it('times out a hanging server after the configured timeout, retrying each timeout', async () => {
    server.reset(() => undefined); // never answers

    const error = await failure(transport({ timeoutMs: 200 }).request({ method: 'a' }));

    expect(error).toMatchObject({
      code: 'RPC_TIMEOUT',
      shortMessage: 'The request took too long to respond',
      attempts: 4,
    });
    expect(error.details).toContain('200 ms');
    expect(server.requests).toHaveLength(4);
    expect(delays).toEqual([150, 300, 600]);
  });

  it('lets one call override the timeout and retry count, sent on its own', async () => {
    server.reset(failing(503));
    const rpc = transport();

    const [probe] = await Promise.allSettled([
      rpc.request({ method: 'probe' }, { retryCount: 0, timeoutMs: 1000 }),
      rpc.request({ method: 'other' }),
    ]);

    expect(probe).toMatchObject({ status: 'rejected', reason: { attempts: 1 } });
    expect(server.messages().filter((m) => m.method === 'probe')).toHaveLength(1);
    expect(server.messages().filter((m) => m.method === 'other')).toHaveLength(4);
  });

  it('waits on real timers when no sleep is injected', async () => {
    server.reset(failing(503, 1));

    const rpc = createHttpTransport(server.url, { retryDelayMs: 1 });

    await expect(rpc.request({ method: 'a' })).resolves.toBe('a:1');
    expect(server.requests).toHaveLength(2);
  });

  it('never exposes the URL path or query (API keys) in the message', async () => {
    server.reset(failing(400));

    const error = await failure(
      createHttpTransport(`${server.url}/v2/secret-key?projectId=p`, { sleep }).request({
        method: 'a',
      }),
    );

    expect(error.message).toContain(server.url);
    expect(error.message).not.toContain('secret-key');
    expect(error.url).toBe(`${server.url}/v2/secret-key?projectId=p`);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it.each([
    ['0', 0],
    ['2', 2000],
    ['1.5', 1500],
    ['1.25', 1250],
    [' 7 ', 7000],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10_000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
  ])('reads %p as %p ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });

  it.each([null, undefined, '', '-5', 'soon', '1e3'])('ignores %p', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});
