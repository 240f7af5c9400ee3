import { SWAP_NETWORK_IDS, type KitNetwork } from '@kit/core';
import { RPC_SERVICE_CHAIN_IDS, isRpcServiceChain, resolveRpcUrls } from './rpc-urls';

const SERVICE = 'http://127.0.0.1:9/rpc-service';

function network(caipNetworkId: `${string}:${string}`, http: string[], chainDefault?: string[]) {
  const [chainNamespace = '', id = ''] = caipNetworkId.split(':');
  return {
    id,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: {
      default: { http },
      ...(chainDefault ? { chainDefault: { http: chainDefault } } : {}),
    },
  } satisfies KitNetwork;
}

const mainnet = network('eip155:1', ['https://eth.example', 'https://eth2.example']);

describe('resolveRpcUrls', () => {
  it('puts the RPC service first when a project id is set and the chain is served', () => {
    expect(
      resolveRpcUrls(mainnet, {
        projectId: 'abc123',
        rpcServiceUrl: SERVICE,
        customRpcUrls: { 'eip155:1': ['https://custom.example'] },
      }),
    ).toEqual([
      `${SERVICE}/v1/?chainId=eip155:1&projectId=abc123`,
      'https://custom.example',
      'https://eth.example',
      'https://eth2.example',
    ]);
  });

  it('skips the RPC service without a project id', () => {
    expect(resolveRpcUrls(mainnet, { rpcServiceUrl: SERVICE })).toEqual([
      'https://eth.example',
      'https://eth2.example',
    ]);
    expect(resolveRpcUrls(mainnet, { projectId: '  ', rpcServiceUrl: SERVICE })).toHaveLength(2);
  });

  it('skips the RPC service for a chain it does not serve', () => {
    const local = network('eip155:31337', ['http://127.0.0.1:8545']);

    expect(resolveRpcUrls(local, { projectId: 'abc', rpcServiceUrl: SERVICE })).toEqual([
      'http://127.0.0.1:8545',
    ]);
  });

  it('uses only the custom URLs of this chain, given as strings or { url }', () => {
    const urls = resolveRpcUrls(mainnet, {
      customRpcUrls: {
        'eip155:1': [{ url: 'https://a.example' }, 'https://b.example'],
        'eip155:10': ['https://optimism.example'],
      },
    });

    expect(urls).toEqual([
      'https://a.example',
      'https://b.example',
      'https://eth.example',
      'https://eth2.example',
    ]);
  });

  it('drops repeats and blanks, keeping the first place, and appends chainDefault', () => {
    const net = network(
      'eip155:1',
      ['https://eth.example', ' '],
      ['https://eth.example', 'https://own.example'],
    );

    expect(resolveRpcUrls(net, { customRpcUrls: { 'eip155:1': ['https://eth.example'] } })).toEqual(
      ['https://eth.example', 'https://own.example'],
    );
  });

  it('trims trailing slashes of the service URL and encodes the project id', () => {
    expect(resolveRpcUrls(mainnet, { projectId: 'a b', rpcServiceUrl: `${SERVICE}/` })[0]).toBe(
      `${SERVICE}/v1/?chainId=eip155:1&projectId=a%20b`,
    );
  });

  it('uses no RPC service unless its URL is given, so nothing goes to a host nobody named', () => {
    expect(resolveRpcUrls(mainnet, { projectId: 'p' })).toEqual(mainnet.rpcUrls.default.http);
  });

  it('serves Solana mainnet through the RPC service', () => {
    const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['https://sol.example']);

    expect(resolveRpcUrls(solana, { projectId: 'p', rpcServiceUrl: SERVICE })).toEqual([
      `${SERVICE}/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=p`,
      'https://sol.example',
    ]);
  });
});

describe('RPC_SERVICE_CHAIN_IDS', () => {
  it('lists the 12 swap networks, Sepolia, and Solana mainnet and devnet', () => {
    expect(RPC_SERVICE_CHAIN_IDS).toHaveLength(15);
    for (const id of SWAP_NETWORK_IDS) expect(isRpcServiceChain(`eip155:${id}`)).toBe(true);
    expect(isRpcServiceChain('eip155:11155111')).toBe(true);
    expect(isRpcServiceChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(isRpcServiceChain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(true);
    expect(new Set(RPC_SERVICE_CHAIN_IDS).size).toBe(15);
  });
});
