import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kitDevnet, withRpcUrl, type KitNetwork, type RpcClient } from '@kit/core';
import { createRpcClients, lazyRpcClient } from './rpc-clients';

/** A JSON-RPC node on 127.0.0.1 that answers eth_chainId and counts the HTTP requests it gets. */
function startNode(
  chainId: string,
): Promise<{ server: Server; url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const calls = JSON.parse(body) as { id: number } | Array<{ id: number }>;
      const reply = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: chainId });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(calls) ? calls.map(reply) : reply(calls)));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        requests: () => requests,
      }),
    ),
  );
}

describe('the per-network RPC clients', () => {
  let node: Awaited<ReturnType<typeof startNode>>;
  let network: KitNetwork;

  beforeAll(async () => {
    node = await startNode('0x7a69');
    network = withRpcUrl(kitDevnet, node.url);
  });
  afterAll(() => new Promise<void>((resolve) => node.server.close(() => resolve())));

  it('reaches the network through its RPC URL and batches calls made together', async () => {
    const clients = createRpcClients();
    const client = clients.get(network);
    const before = node.requests();
    const results = await Promise.all([
      client.request({ method: 'eth_chainId' }),
      client.request({ method: 'eth_chainId' }),
    ]);
    expect(results).toEqual(['0x7a69', '0x7a69']);
    expect(node.requests() - before).toBe(1);
    clients.destroy();
  });

  it('builds one client per network and reuses it', () => {
    const factory = jest.fn((_network: KitNetwork, urls: readonly string[]): RpcClient => ({
      request: async <T>() => urls as T,
    }));
    const clients = createRpcClients({ factory });
    expect(clients.get(network)).toBe(clients.get(network));
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith(network, [node.url]);
  });

  it('puts the RPC service first when a project id is set and custom URLs before the defaults', () => {
    const factory = jest.fn((_network: KitNetwork, _urls: readonly string[]): RpcClient => ({
      request: async <T>() => null as T,
    }));
    const mainnetLike = { ...network, id: 1, caipNetworkId: 'eip155:1' as const };
    createRpcClients({
      factory,
      projectId: 'p1',
      rpcServiceUrl: 'http://127.0.0.1:9/rpc',
      customRpcUrls: { 'eip155:1': ['http://127.0.0.1:8/custom'] },
    }).get(mainnetLike);
    expect(factory.mock.calls[0]?.[1]).toEqual([
      'http://127.0.0.1:9/rpc/v1/?chainId=eip155:1&projectId=p1',
      'http://127.0.0.1:8/custom',
      node.url,
    ]);
  });
});

describe('the lazily made RPC client (its transport loads on the first request)', () => {
  /** A transport that answers every call with its method name, and counts its destroys. */
  const transport = () => {
    const request = jest.fn(async (args: { method: string }) => args.method);
    const made = {
      request: request as unknown as RpcClient['request'] & typeof request,
      destroy: jest.fn(),
    };
    return made;
  };

  it('makes nothing before the first request, then one transport for every request', async () => {
    const made = transport();
    const create = jest.fn(() => Promise.resolve(made));
    const client = lazyRpcClient(create);
    expect(create).not.toHaveBeenCalled();
    const answers = await Promise.all([
      client.request({ method: 'eth_chainId' }),
      client.request({ method: 'eth_blockNumber' }),
    ]);
    expect(answers).toEqual(['eth_chainId', 'eth_blockNumber']);
    await client.request({ method: 'eth_gasPrice' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(made.request).toHaveBeenCalledTimes(3);
  });

  it('fails the requests that waited on a failed load, and loads again on the next request', async () => {
    const made = transport();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const create = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(made);
    const client = lazyRpcClient(create);
    await expect(
      Promise.all([
        client.request({ method: 'eth_chainId' }),
        client.request({ method: 'eth_chainId' }),
      ]),
    ).rejects.toBe(failure);
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('eth_chainId');
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('destroys the transport made after it was destroyed (no ranking timers left running)', async () => {
    const made = transport();
    let arrive: () => void = () => undefined;
    const client = lazyRpcClient(() =>
      new Promise<void>((done) => (arrive = done)).then(() => made),
    );
    const answer = client.request({ method: 'eth_chainId' });
    client.destroy();
    arrive();
    await answer;
    expect(made.destroy).toHaveBeenCalledTimes(1);
  });

  it('destroys a transport it made, and makes none when destroyed unused', async () => {
    const made = transport();
    const create = jest.fn(() => Promise.resolve(made));
    const used = lazyRpcClient(create);
    await used.request({ method: 'eth_chainId' });
    used.destroy();
    expect(made.destroy).toHaveBeenCalledTimes(1);
    const unused = lazyRpcClient(create);
    unused.destroy();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
