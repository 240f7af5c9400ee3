import { startDevnet } from '../devnet/devnet';
import type { Devnet } from '../devnet/devnet';
import { createCountingRpcClient } from './counting-rpc-client';
import type { CountingRpcClient } from './counting-rpc-client';

let devnet: Devnet;
let client: CountingRpcClient;

beforeAll(async () => {
  devnet = await startDevnet();
  client = await createCountingRpcClient(devnet.chains[0]!.rpcUrl);
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

  it('counts calls issued in the same tick as one batched HTTP request', async () => {
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

  it('passes JSON-RPC error answers through as the transport reports them', async () => {
    await expect(client.request({ method: 'eth_noSuchMethod' })).rejects.toMatchObject({
      code: 'RPC_ERROR',
    });
  });

  it('reports an HTTP error once the node is unreachable, and closes twice without error', async () => {
    const orphan = await createCountingRpcClient('http://127.0.0.1:9/', { retryCount: 0 });
    try {
      await expect(orphan.request({ method: 'eth_chainId' })).rejects.toMatchObject({
        code: 'RPC_HTTP_ERROR',
      });
      expect(orphan.httpRequests).toHaveLength(1);
    } finally {
      await orphan.close();
      await orphan.close();
    }
  });
});
