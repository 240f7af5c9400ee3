import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { ApiRequestError } from './api-request-error';
import { fetchJson } from './fetch-json';
import { lazyChecks } from './lazy-checks';

// Issue 22: the clients of the first screen check their answers with schemas that load once an
// answer is in. These pin what that costs and what it must not: no load for a failed request, a
// typed failure (and a retry) when the load fails, the same checks once loaded.

const Schema = v.object({ count: v.number() });

let server: Server;
let base: string;
/** What the next request answers: a status and a body. */
let answer: { status: number; body: string };

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiRequestError);
    return error as ApiRequestError;
  }
  throw new Error('expected the call to fail');
}

describe('fetchJson with a schema that loads lazily', () => {
  it('checks the answer with the loaded schema', async () => {
    answer = { status: 200, body: '{"count":3}' };
    const load = jest.fn(() => Promise.resolve(Schema));
    await expect(fetchJson({ url: `${base}/ok` }, load)).resolves.toEqual({ count: 3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads the schema for a request that fails (the first screen waits on no check)', async () => {
    answer = { status: 503, body: '{"message":"down"}' };
    const load = jest.fn(() => Promise.resolve(Schema));
    const error = await failure(fetchJson({ url: `${base}/down` }, load));
    expect(error.code).toBe('SERVER_ERROR');
    expect(load).not.toHaveBeenCalled();
  });

  it('fails an answer not of the loaded schema with API_INVALID_RESPONSE and its path', async () => {
    answer = { status: 200, body: '{"count":"three"}' };
    const error = await failure(fetchJson({ url: `${base}/bad` }, () => Promise.resolve(Schema)));
    expect(error.code).toBe('API_INVALID_RESPONSE');
    expect(error.message).toContain('count');
  });

  it('fails with API_NETWORK_ERROR when the checks cannot load, and loads them again on the next call', async () => {
    answer = { status: 200, body: '{"count":1}' };
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = jest
      .fn<Promise<{ Schema: typeof Schema }>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValue({ Schema });
    const checks = lazyChecks(load);

    const error = await failure(fetchJson({ url: `${base}/first` }, checks.schema('Schema')));
    expect(error.code).toBe('API_NETWORK_ERROR');
    expect(error.cause).toBe(chunkError);

    await expect(fetchJson({ url: `${base}/again` }, checks.schema('Schema'))).resolves.toEqual({
      count: 1,
    });
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded once, kept: later answers are checked without another load.
    await fetchJson({ url: `${base}/later` }, checks.schema('Schema'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
