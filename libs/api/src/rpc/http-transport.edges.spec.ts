// The edges of createHttpTransport that the mutation run showed untested: reply shapes, per-call
// policy overrides, what a failure carries, batch splitting at exact multiples, and the real-timer
// wait between retries. Each case runs against a real HTTP server on 127.0.0.1.
import { createHttpTransport, type HttpTransportOptions } from './http-transport';
import {
  failing,
  rpcFailure as failure,
  sendJson,
  useLocalRpcServer,
  type RpcMessage,
} from './local-rpc-server.spec-helper';

const local = useLocalRpcServer();

function transport(options: HttpTransportOptions = {}) {
  return createHttpTransport(local.server.url, { sleep: local.sleep, random: () => 1, ...options });
}

/** Answers a lone call with `reply(message)`. */
function answerWith(reply: (message: RpcMessage) => unknown) {
  local.server.reset((request, res) => sendJson(res, reply(request.body as RpcMessage)));
}

describe('createHttpTransport: reply shapes', () => {
  it('resolves a reply whose error is null with its result', async () => {
    answerWith((m) => ({ jsonrpc: '2.0', id: m.id, error: null, result: 'fine' }));

    await expect(transport().request({ method: 'a' })).resolves.toBe('fine');
  });

  it.each([
    ['null', { id: null }],
    ['absent', {}],
  ])(
    'gives a lone call the error answered with a %s id, code and message kept',
    async (_name, id) => {
      answerWith(() => ({
        jsonrpc: '2.0',
        ...id,
        error: { code: -32700, message: 'Parse error' },
      }));

      const error = await failure(transport().request({ method: 'a' }));

      expect(error).toMatchObject({ code: 'RPC_ERROR', rpcCode: -32700, attempts: undefined });
      expect(error.details).toContain('JSON-RPC error -32700: Parse error');
    },
  );

  it('keeps the data of an error answer, and has none when the server sent none', async () => {
    answerWith((m) => ({
      jsonrpc: '2.0',
      id: m.id,
      error: { code: 3, message: 'x', data: '0x1' },
    }));
    expect(await failure(transport().request({ method: 'a' }))).toMatchObject({ data: '0x1' });

    answerWith((m) => ({ jsonrpc: '2.0', id: m.id, error: { code: 3, message: 'x' } }));
    expect((await failure(transport().request({ method: 'a' }))).data).toBeUndefined();
  });

  it('writes an empty message for an error answer whose message is not a string', async () => {
    answerWith((m) => ({ jsonrpc: '2.0', id: m.id, error: { code: -32000, message: 42 } }));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error.details).toMatch(/^JSON-RPC error -32000: {2}\(/);
  });

  it.each([
    ['no code', { message: 'no code' }],
    ['a fractional code', { code: 1.5, message: 'x' }],
    ['a string', 'boom'],
  ])('fails RPC_INVALID_RESPONSE for an error with %s', async (_name, errorValue) => {
    answerWith((m) => ({ jsonrpc: '2.0', id: m.id, error: errorValue }));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error.code).toBe('RPC_INVALID_RESPONSE');
    expect(error.details).toContain('Reply 1 has an error without a code');
  });

  it('fails RPC_INVALID_RESPONSE for a reply with neither result nor error', async () => {
    answerWith((m) => ({ jsonrpc: '2.0', id: m.id }));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error.code).toBe('RPC_INVALID_RESPONSE');
    expect(error.details).toContain('Reply 1 has neither result nor error');
  });

  it('fails a call answered with a non-object', async () => {
    local.server.reset((_request, res) => sendJson(res, 'nope'));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error.code).toBe('RPC_INVALID_RESPONSE');
    expect(error.details).toContain('No reply with id 1');
  });
});

describe('createHttpTransport: replies matched by id', () => {
  it('fails a lone call answered with an id-less result: only an error may come without an id', async () => {
    answerWith(() => ({ jsonrpc: '2.0', result: 'whose?' }));

    const error = await failure(transport().request({ method: 'a' }));

    expect(error.code).toBe('RPC_INVALID_RESPONSE');
    expect(error.details).toContain('No reply with id 1');
  });

  it('fails every call of a batch answered with one id-less result', async () => {
    local.server.reset((_request, res) => sendJson(res, { jsonrpc: '2.0', result: 'whose?' }));
    const rpc = transport();

    const errors = await Promise.all([
      failure(rpc.request({ method: 'a' })),
      failure(rpc.request({ method: 'b' })),
    ]);

    expect(errors.map((error) => [error.code, error.details])).toEqual([
      ['RPC_INVALID_RESPONSE', expect.stringContaining('No reply with id 1')],
      ['RPC_INVALID_RESPONSE', expect.stringContaining('No reply with id 2')],
    ]);
  });

  it.each([
    ['a string', 'nope'],
    ['null', null],
  ])('fails every call of a batch answered with %s', async (_name, body) => {
    local.server.reset((_request, res) => sendJson(res, body));
    const rpc = transport();

    const errors = await Promise.all([
      failure(rpc.request({ method: 'a' })),
      failure(rpc.request({ method: 'b' })),
    ]);

    expect(errors.map((error) => error.code)).toEqual([
      'RPC_INVALID_RESPONSE',
      'RPC_INVALID_RESPONSE',
    ]);
  });

  it.each([1, 2])(
    'does not take an error answered with another id as the answer of %s call(s)',
    async (count) => {
      local.server.reset((_request, res) =>
        sendJson(res, { jsonrpc: '2.0', id: 99, error: { code: -32000, message: 'not yours' } }),
      );
      const rpc = transport();

      const errors = await Promise.all(
        Array.from({ length: count }, (_, i) => failure(rpc.request({ method: `m${i}` }))),
      );

      expect(errors.map((error) => error.code)).toEqual(
        Array.from({ length: count }, () => 'RPC_INVALID_RESPONSE'),
      );
    },
  );

  it('takes the first of two replies with the same id', async () => {
    answerWith((m) => [
      { jsonrpc: '2.0', id: m.id, result: 'first' },
      { jsonrpc: '2.0', id: m.id, result: 'second' },
    ]);

    await expect(transport().request({ method: 'a' })).resolves.toBe('first');
  });

  it('skips a null in a reply array and still matches the replies around it', async () => {
    local.server.reset((request, res) =>
      sendJson(res, [
        null,
        ...(request.body as RpcMessage[]).map((m) => ({
          jsonrpc: '2.0',
          id: m.id,
          result: m.method,
        })),
      ]),
    );
    const rpc = transport();

    await expect(
      Promise.all([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })]),
    ).resolves.toEqual(['a', 'b']);
  });
});

describe('createHttpTransport: per-call policy', () => {
  it('times a call out after its own timeoutMs, not the transport default', async () => {
    local.server.reset(() => undefined); // never answers

    const error = await failure(
      transport({ timeoutMs: 60_000 }).request({ method: 'a' }, { timeoutMs: 100, retryCount: 0 }),
    );

    expect(error).toMatchObject({ code: 'RPC_TIMEOUT', attempts: 1 });
    expect(error.details).toContain('No answer within 100 ms');
  });

  it('retries a call as many times as its own retryCount says', async () => {
    local.server.reset(failing(503));

    const error = await failure(transport().request({ method: 'a' }, { retryCount: 1 }));

    expect(error).toMatchObject({ attempts: 2 });
    expect(local.delays).toEqual([150]);
  });

  it('uses the transport retryCount when the call sets none', async () => {
    local.server.reset(failing(503));

    const error = await failure(transport({ retryCount: 2 }).request({ method: 'a' }));

    expect(error).toMatchObject({ attempts: 3 });
    expect(local.delays).toEqual([150, 300]);
  });
});

describe('createHttpTransport: what a failure carries', () => {
  it('keeps the HTTP status and the Retry-After of the last answer, and no cause', async () => {
    local.server.reset(failing(429, Infinity, { 'retry-after': '1' }));

    const error = await failure(transport({ retryCount: 0 }).request({ method: 'a' }));

    expect(error).toMatchObject({ code: 'RPC_HTTP_ERROR', status: 429, retryAfterMs: 1000 });
    expect(error.cause).toBeUndefined();
    expect(error.details).toContain('HTTP 429 Too Many Requests: ');
  });

  it('writes no space before the colon when the HTTP status has no text', async () => {
    local.server.reset((_request, res) => {
      res.writeHead(400, '', { 'content-type': 'text/plain' });
      res.end('bad');
    });

    const error = await failure(transport().request({ method: 'a' }));

    expect(error).toMatchObject({ code: 'RPC_HTTP_ERROR', status: 400 });
    expect(error.details).toMatch(/^HTTP 400: bad \(/);
  });

  it('waits a Retry-After exactly as long as the budget left, then retries', async () => {
    local.server.reset(failing(429, 1, { 'retry-after': '2' }));

    await expect(
      transport({ now: () => 0, retryBudgetMs: 2_000 }).request({ method: 'a' }),
    ).resolves.toBe('a:1');

    expect(local.delays).toEqual([2000]);
    expect(local.server.requests).toHaveLength(2);
  });

  it('keeps the network error as cause, with its inner reason in details, and no status', async () => {
    local.server.reset((_request, res) => res.socket?.destroy());

    const error = await failure(transport({ retryCount: 0 }).request({ method: 'a' }));

    expect(error.code).toBe('RPC_NETWORK_ERROR');
    expect((error.cause as Error).message).toBe('fetch failed');
    expect(error.details).toMatch(/^fetch failed: \S+/);
    expect(error.status).toBeUndefined();
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('keeps the JSON parse error as cause of a malformed body', async () => {
    local.server.reset((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('not json');
    });

    const error = await failure(transport().request({ method: 'a' }));

    expect((error.cause as Error).name).toBe('SyntaxError');
    expect(error.status).toBeUndefined();
  });

  it('fails every call with RPC_NETWORK_ERROR, cause kept, when the injected sleep throws', async () => {
    local.server.reset(failing(503));
    const broken = new Error('sleep broke');
    const rpc = transport({ sleep: () => Promise.reject(broken) });

    const errors = await Promise.all([
      failure(rpc.request({ method: 'a' })),
      failure(rpc.request({ method: 'b' })),
    ]);

    for (const error of errors) {
      expect(error).toMatchObject({ code: 'RPC_NETWORK_ERROR', cause: broken });
      expect(error.details).toContain('sleep broke');
    }
  });
});

describe('createHttpTransport: batch splitting', () => {
  it('sends exactly calls / batchSize requests when the calls fill whole batches', async () => {
    const rpc = transport({ batchSize: 2 });

    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((method) => rpc.request({ method })),
    );

    expect(results).toEqual(['a:1', 'b:2', 'c:3', 'd:4']);
    expect(local.server.requests.map((request) => (request.body as RpcMessage[]).length)).toEqual([
      2, 2,
    ]);
  });

  it('treats a batchSize under 1 as 1', async () => {
    const rpc = transport({ batchSize: 0 });

    await Promise.all([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })]);

    expect(local.server.requests.map((request) => Array.isArray(request.body))).toEqual([
      false,
      false,
    ]);
  });

  it('sends the transport headers with the JSON content type', async () => {
    await transport({ headers: { 'x-kit': 'yes' } }).request({ method: 'a' });

    expect(local.server.requests[0]?.headers).toMatchObject({
      'x-kit': 'yes',
      'content-type': 'application/json',
    });
  });
});

describe('createHttpTransport: the default sleep', () => {
  it('waits its back-off on real timers before retrying', async () => {
    // The retry may only arrive after a 50 ms timer set when the first request arrived, since the
    // back-off is 400 ms (random() = 1); an immediate retry would come first.
    const events: string[] = [];
    local.server.reset((request, res, index) => {
      if (index === 0) {
        setTimeout(() => events.push('timer'), 50);
        sendJson(res, { error: 'busy' }, 503);
      } else {
        events.push('retry');
        failing(503, 0)(request, res, index);
      }
    });
    const rpc = createHttpTransport(local.server.url, { retryDelayMs: 400, random: () => 1 });

    await expect(rpc.request({ method: 'a' })).resolves.toBe('a:1');

    expect(events).toEqual(['timer', 'retry']);
  });
});

describe('createHttpTransport: how a thrown failure is described', () => {
  /** The details of the failure when the injected sleep between two attempts throws `thrown`. */
  async function detailsWhenSleepThrows(thrown: unknown): Promise<string | undefined> {
    local.server.reset(failing(503));
    const rpc = transport({ sleep: () => Promise.reject(thrown) });
    return (await failure(rpc.request({ method: 'a' }))).details;
  }

  it('names the inner error code after the message, as undici does for ECONNRESET', async () => {
    const inner = Object.assign(new Error('read failed'), { code: 'ECONNRESET' });

    expect(await detailsWhenSleepThrows(new Error('fetch failed', { cause: inner }))).toMatch(
      /^fetch failed: ECONNRESET \(/,
    );
  });

  it('names the inner error message when the inner error has no string code', async () => {
    const inner = Object.assign(new Error('disk gone'), { code: 5 });

    expect(await detailsWhenSleepThrows(new Error('sleep broke', { cause: inner }))).toMatch(
      /^sleep broke: disk gone \(/,
    );
  });

  it('keeps the message alone when the inner cause is not an error', async () => {
    expect(await detailsWhenSleepThrows(new Error('sleep broke', { cause: 'why' }))).toMatch(
      /^sleep broke \(/,
    );
  });

  it('keeps the message alone when the inner error says nothing', async () => {
    expect(
      await detailsWhenSleepThrows(new Error('sleep broke', { cause: new Error('') })),
    ).toMatch(/^sleep broke \(/);
  });

  it('keeps the message alone when the inner cause has a message that is not a string', async () => {
    expect(
      await detailsWhenSleepThrows(new Error('sleep broke', { cause: { message: 42 } })),
    ).toMatch(/^sleep broke \(/);
  });

  it('writes out a thrown value that is not an error', async () => {
    expect(await detailsWhenSleepThrows('gave up')).toMatch(/^gave up \(/);
    expect(await detailsWhenSleepThrows(null)).toMatch(/^null \(/);
  });
});
