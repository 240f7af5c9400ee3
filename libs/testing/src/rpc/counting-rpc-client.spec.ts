import type { RpcClient } from '@kit/core';
import { startDevnet } from '../devnet/devnet';
import type { Devnet } from '../devnet/devnet';
import { createCountingRpcClient } from './counting-rpc-client';
import type { CountingRpcClient } from './counting-rpc-client';

/**
 * A minimal batching JSON-RPC client, so this spec does not import @kit/api (see the note at the
 * top of counting-rpc-client.ts): calls made in the same tick go out as one JSON array.
 */
function batchingTransport(url: string): RpcClient {
  let queue: Array<{
    body: object;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
  }> = [];
  let nextId = 1;
  const flush = async () => {
    const calls = queue;
    queue = [];
    const body = calls.length === 1 ? calls[0]!.body : calls.map((call) => call.body);
    try {
      const response = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const replies = [(await response.json()) as unknown].flat() as Array<{
        id: number;
        result?: unknown;
        error?: { message: string };
      }>;
      for (const call of calls) {
        const reply = replies.find(
          (candidate) => candidate.id === (call.body as { id: number }).id,
        );
        if (reply?.error) call.reject(new Error(reply.error.message));
        else call.resolve(reply?.result);
      }
    } catch (error) {
      for (const call of calls) call.reject(error as Error);
    }
  };
  return {
    request: <T>(args: { method: string; params?: readonly unknown[] | object }) =>
      new Promise<T>((resolve, reject) => {
        if (queue.length === 0) queueMicrotask(() => void flush());
        queue.push({
          body: { jsonrpc: '2.0', id: nextId++, method: args.method, params: args.params },
          resolve: resolve as (value: unknown) => void,
          reject,
        });
      }),
  };
}

let devnet: Devnet;
let client: CountingRpcClient;

beforeAll(async () => {
  devnet = await startDevnet();
  client = await createCountingRpcClient(devnet.chains[0]!.rpcUrl, batchingTransport);
}, 30_000);

afterAll(async () => {
  await client?.close();
  await devnet?.stop();
});

beforeEach(() => client.reset());

describe('createCountingRpcClient', () => {
  it('answers JSON-RPC calls from the node through a loopback proxy', async () => {
    expect(client.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(client.httpRequests).toEqual([
      { batch: false, calls: [{ method: 'eth_chainId', params: undefined }] },
    ]);
  });

  it('counts calls sent together as one batched HTTP request', async () => {
    const address = devnet.accounts[0]!.address;
    await Promise.all([
      client.request({ method: 'eth_blockNumber', params: [] }),
      client.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
    ]);
    expect(client.httpRequests).toHaveLength(1);
    expect(client.httpRequests[0]!.batch).toBe(true);
    expect(client.calls().map((call) => call.method)).toEqual([
      'eth_blockNumber',
      'eth_getBalance',
    ]);
  });

  it('counts calls in different ticks as separate HTTP requests', async () => {
    await client.request({ method: 'eth_chainId' });
    await client.request({ method: 'eth_chainId' });
    expect(client.httpRequests).toHaveLength(2);
  });

  it('passes JSON-RPC error answers through to the transport', async () => {
    await expect(client.request({ method: 'eth_noSuchMethod' })).rejects.toThrow();
    expect(client.calls().map((call) => call.method)).toEqual(['eth_noSuchMethod']);
  });

  it('answers 502 once the node is unreachable, and closes twice without error', async () => {
    const orphan = await createCountingRpcClient('http://127.0.0.1:9/', batchingTransport);
    try {
      await expect(orphan.request({ method: 'eth_chainId' })).rejects.toThrow('HTTP 502');
      expect(orphan.httpRequests).toHaveLength(1);
    } finally {
      await orphan.close();
      await orphan.close();
    }
  });
});
