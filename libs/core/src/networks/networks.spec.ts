import type { KitNetwork } from '../adapter/network';
import { KNOWN_NAMESPACES } from '../caip/caip-types';
import { SWAP_NETWORK_IDS } from '../constants';
import { KitError } from '../errors/kit-error';
import { ValidationError } from '../errors/errors';
import { BITCOIN_NETWORKS, bitcoin, bitcoinRegtest, bitcoinTestnet } from './bitcoin-networks';
import { EVM_NETWORKS, kitDevnet, kitDevnet2, mainnet, sepolia } from './evm-networks';
import { defineNetwork, withRpcUrl } from './network-helpers';
import { ALL_NETWORKS, getNetworkByCaipId, isSwapNetwork, LOCAL_NETWORKS } from './networks';
import {
  createPolkadotLocalNetwork,
  kusama,
  polkadot,
  polkadotLocal,
  polkadotReference,
  POLKADOT_NETWORKS,
  ROCOCO_ASSET_HUB_REFERENCE,
} from './polkadot-networks';
import {
  SOLANA_LOCAL_REFERENCE,
  SOLANA_NETWORKS,
  solana,
  solanaDevnet,
  solanaLocal,
  solanaTestnet,
} from './solana-networks';

const byName = (network: KitNetwork): [string, KitNetwork] => [network.name, network];

describe('network catalogue (spec §3, §9)', () => {
  it.each(ALL_NETWORKS.map(byName))('%s has caipNetworkId = namespace:id', (_, network) => {
    expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
  });

  it('has unique CAIP-2 ids and names', () => {
    const ids = ALL_NETWORKS.map((network) => network.caipNetworkId);
    expect(new Set(ids).size).toBe(ids.length);
    const names = ALL_NETWORKS.map((network) => network.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SWAP_NETWORK_IDS)('holds swap network eip155:%i', (chainId) => {
    const network = getNetworkByCaipId(`eip155:${chainId}`);
    expect(network?.id).toBe(chainId);
    expect(network && isSwapNetwork(network)).toBe(true);
    expect(network?.testnet).toBeUndefined();
  });

  it.each(ALL_NETWORKS.map(byName))(
    '%s is complete: currency, urls, imageId only',
    (_, network) => {
      // A second check that a copy-pasted entry was edited: it passes defineNetwork unchanged.
      expect(defineNetwork(network)).toEqual(network);
      expect(network.nativeCurrency.symbol).toMatch(/^\w{2,5}$/);
      expect(network.nativeCurrency.decimals).toBeGreaterThan(0);
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0);
      expect(network.assets?.imageId).toMatch(/^[a-z-]+$/);
      expect(network.assets?.imageUrl).toBeUndefined();
      if (network.blockExplorers) {
        expect(network.blockExplorers.default.url).toMatch(/^https:\/\/[^?]+$/);
      }
    },
  );

  it('uses public https urls for public networks and loopback for the local ones', () => {
    for (const network of ALL_NETWORKS) {
      const local = LOCAL_NETWORKS.includes(network);
      for (const url of network.rpcUrls.default.http) {
        expect(url).toMatch(local ? /^http:\/\/127\.0\.0\.1:\d+$/ : /^https:\/\//);
      }
    }
  });

  it('marks testnets, regtest and devnets as testnet, and only them', () => {
    const test = ALL_NETWORKS.filter((network) => network.testnet === true);
    expect(test).toEqual(
      expect.arrayContaining([
        sepolia,
        solanaDevnet,
        solanaTestnet,
        bitcoinTestnet,
        ...LOCAL_NETWORKS,
      ]),
    );
    expect(test).toHaveLength(4 + LOCAL_NETWORKS.length);
  });

  it('groups the catalogue by namespace, covering every known namespace', () => {
    expect(ALL_NETWORKS).toEqual([
      ...EVM_NETWORKS,
      ...SOLANA_NETWORKS,
      ...BITCOIN_NETWORKS,
      ...POLKADOT_NETWORKS,
    ]);
    const groups = [EVM_NETWORKS, SOLANA_NETWORKS, BITCOIN_NETWORKS, POLKADOT_NETWORKS];
    groups.forEach((group, index) => {
      const namespace = KNOWN_NAMESPACES[index];
      expect(group.every((network) => network.chainNamespace === namespace)).toBe(true);
    });
    expect(LOCAL_NETWORKS.map((network) => network.chainNamespace)).toEqual([
      'eip155',
      'eip155',
      'solana',
      'bip122',
      'polkadot',
    ]);
  });

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', solana],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', solanaDevnet],
    ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', solanaTestnet],
    ['bip122:000000000019d6689c085ae165831e93', bitcoin],
    ['bip122:000000000933ea01ad0ee984209779ba', bitcoinTestnet],
    ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', bitcoinRegtest],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', polkadot],
    ['polkadot:b0a8d493285c2df73290dfb7e61f870f', kusama],
    ['polkadot:7c34d42fc815d392057c78b49f2755c7', polkadotLocal],
    ['eip155:31337', kitDevnet],
    ['eip155:31338', kitDevnet2],
    ['eip155:11155111', sepolia],
  ] as const)('pins the CAIP-2 id %s', (caipNetworkId, network) => {
    expect(network.caipNetworkId).toBe(caipNetworkId);
  });

  it('uses the native decimals of each chain family', () => {
    expect(mainnet.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 });
    expect(solana.nativeCurrency.decimals).toBe(9);
    expect(bitcoin.nativeCurrency.decimals).toBe(8);
    expect(polkadot.nativeCurrency).toEqual({ name: 'Polkadot', symbol: 'DOT', decimals: 10 });
    expect(kusama.nativeCurrency.decimals).toBe(12);
  });

  it('points the devnets at their placeholder ports', () => {
    expect(kitDevnet.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(kitDevnet2.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546']);
    expect(solanaLocal.id).toBe(SOLANA_LOCAL_REFERENCE);
    expect(polkadotLocal.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:8000']);
  });

  it('fixes a local Solana reference that looks like a real one: 32 base58 characters', () => {
    expect(SOLANA_LOCAL_REFERENCE).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32}$/);
  });
});

describe('getNetworkByCaipId', () => {
  it('finds a catalogue network by its CAIP-2 id', () => {
    expect(getNetworkByCaipId('eip155:1')).toBe(mainnet);
    expect(getNetworkByCaipId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana);
    expect(getNetworkByCaipId('bip122:000000000019d6689c085ae165831e93')).toBe(bitcoin);
    expect(getNetworkByCaipId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(polkadot);
  });

  it('returns undefined for an unknown or malformed id', () => {
    expect(getNetworkByCaipId('eip155:999999')).toBeUndefined();
    expect(getNetworkByCaipId('1')).toBeUndefined();
    expect(getNetworkByCaipId('')).toBeUndefined();
  });

  it('looks in the list given instead of the catalogue', () => {
    const moved = withRpcUrl(kitDevnet, 'http://127.0.0.1:9545');
    expect(getNetworkByCaipId('eip155:31337', [moved])).toBe(moved);
    expect(getNetworkByCaipId('eip155:1', [moved])).toBeUndefined();
  });
});

describe('isSwapNetwork', () => {
  it('offers swaps on the local devnets', () => {
    expect(isSwapNetwork(kitDevnet)).toBe(true);
    expect(isSwapNetwork(kitDevnet2)).toBe(true);
  });

  it.each(
    [sepolia, solana, bitcoin, polkadot, solanaLocal, bitcoinRegtest, polkadotLocal].map(byName),
  )('offers no swaps on %s', (_, network) => {
    expect(isSwapNetwork(network)).toBe(false);
  });

  it('reads a numeric id given as a string, but only in eip155', () => {
    expect(isSwapNetwork({ chainNamespace: 'eip155', id: '8453' })).toBe(true);
    expect(isSwapNetwork({ chainNamespace: 'eip155', id: '0x2105' })).toBe(false);
    expect(isSwapNetwork({ chainNamespace: 'cosmos', id: 1 })).toBe(false);
  });
});

describe('withRpcUrl', () => {
  it('returns a copy pointed at the new url and leaves the original untouched', () => {
    const before = JSON.parse(JSON.stringify(kitDevnet)) as KitNetwork;
    const moved = withRpcUrl(kitDevnet, 'http://127.0.0.1:40123');
    expect(moved).not.toBe(kitDevnet);
    expect(moved.rpcUrls.default).toEqual({ http: ['http://127.0.0.1:40123'] });
    expect(moved.caipNetworkId).toBe(kitDevnet.caipNetworkId);
    expect(kitDevnet).toEqual(before);
    moved.rpcUrls.default.http.push('http://mutated');
    expect(kitDevnet).toEqual(before);
  });

  it('derives the http url of a ws url on the same host and port', () => {
    expect(withRpcUrl(polkadotLocal, 'ws://127.0.0.1:8123').rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:8123'],
      webSocket: ['ws://127.0.0.1:8123'],
    });
    expect(withRpcUrl(polkadot, 'wss://example.org/ws').rpcUrls.default.http).toEqual([
      'https://example.org/ws',
    ]);
  });

  it('takes a separate ws url for nodes that serve ws elsewhere', () => {
    expect(
      withRpcUrl(solanaLocal, 'http://127.0.0.1:18899', 'ws://127.0.0.1:18900').rpcUrls.default,
    ).toEqual({ http: ['http://127.0.0.1:18899'], webSocket: ['ws://127.0.0.1:18900'] });
  });

  it.each(['not a url', 'ftp://127.0.0.1', ''])('rejects %p with "Invalid URL"', (url) => {
    expect(() => withRpcUrl(kitDevnet, url)).toThrow(ValidationError);
    expect(() => withRpcUrl(kitDevnet, url)).toThrow('Invalid URL');
  });

  it('rejects a ws url that is not ws', () => {
    expect(() => withRpcUrl(solanaLocal, 'http://127.0.0.1:1', 'http://127.0.0.1:2')).toThrow(
      'Invalid URL',
    );
  });
});

describe('defineNetwork', () => {
  const custom = {
    id: 4242,
    chainNamespace: 'eip155',
    name: 'Custom',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.custom.example'] } },
  } as const;

  it('derives the CAIP-2 id and copies the definition', () => {
    const network = defineNetwork({ ...custom, rpcUrls: { default: { http: ['https://a.b'] } } });
    expect(network.caipNetworkId).toBe('eip155:4242');
    expect(network.name).toBe('Custom');
  });

  it('accepts a matching CAIP-2 id and a string reference in other namespaces', () => {
    expect(
      defineNetwork({
        ...custom,
        rpcUrls: { default: { http: ['https://a.b'] } },
        caipNetworkId: 'eip155:4242',
      }).caipNetworkId,
    ).toBe('eip155:4242');
    expect(
      defineNetwork({
        ...custom,
        id: 'cosmoshub-4',
        chainNamespace: 'cosmos',
        rpcUrls: { default: { http: ['https://a.b'] } },
      }).caipNetworkId,
    ).toBe('cosmos:cosmoshub-4');
  });

  it.each([
    ['a CAIP-2 id that does not match', { caipNetworkId: 'eip155:1' as const }],
    ['a string eip155 id', { id: '4242' }],
    ['a non-integer chain id', { id: 1.5 }],
    ['a negative chain id', { id: -1 }],
    ['an upper-case namespace', { chainNamespace: 'EIP155' }],
    ['a reference longer than 32 characters', { chainNamespace: 'solana', id: 'x'.repeat(33) }],
  ])('rejects %s with "Invalid CAIP-2 network id"', (_, override) => {
    const definition = { ...custom, rpcUrls: { default: { http: ['https://a.b'] } }, ...override };
    expect(() => defineNetwork(definition)).toThrow(KitError);
    expect(() => defineNetwork(definition)).toThrow('Invalid CAIP-2 network id');
  });

  it.each([
    ['a malformed http url', { default: { http: ['rpc.example'] } }],
    ['a ws url among the http ones', { default: { http: ['wss://rpc.example'] } }],
    [
      'an http url among the ws ones',
      { default: { http: [], webSocket: ['https://rpc.example'] } },
    ],
    ['no url at all', { default: { http: [] } }],
    [
      'a malformed chainDefault url',
      { default: { http: ['https://a.b'] }, chainDefault: { http: ['x'] } },
    ],
  ])('rejects %s with "Invalid URL"', (_, rpcUrls) => {
    expect(() => defineNetwork({ ...custom, rpcUrls })).toThrow('Invalid URL');
  });
});

describe('polkadot references', () => {
  it('takes the first 32 hex characters of a genesis hash, lower-cased, without 0x', () => {
    expect(
      polkadotReference('0x91B171BB158E2D3848FA23A9F1C25182FB8E20313B2C1EB49219DA7A70CE90C3'),
    ).toBe('91b171bb158e2d3848fa23a9f1c25182');
    expect(
      polkadotReference('b0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'),
    ).toBe('b0a8d493285c2df73290dfb7e61f870f');
  });

  it.each(['', '0x', '0x1234', 'ab'.repeat(20), 'zz'.repeat(32)])(
    'rejects the genesis hash %p',
    (hash) => {
      expect(() => polkadotReference(hash)).toThrow('Invalid CAIP-2 network id');
    },
  );

  it('builds a local chopsticks network from the genesis hash the harness reads', () => {
    const genesis = '0x' + 'ab'.repeat(32);
    const network = createPolkadotLocalNetwork({
      genesisHash: genesis,
      rpcUrl: 'ws://127.0.0.1:8011',
    });
    expect(network.caipNetworkId).toBe(`polkadot:${'ab'.repeat(16)}`);
    expect(network.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:8011'],
      webSocket: ['ws://127.0.0.1:8011'],
    });
    expect(createPolkadotLocalNetwork().id).toBe(ROCOCO_ASSET_HUB_REFERENCE);
  });
});
