import { bitcoin, bitcoinRegtest, bitcoinTestnet, mainnet } from '@kit/core';
import type { KitNetwork } from '@kit/core';
import { bitcoinChainKind, esploraUrl } from './bitcoin-network-ids';

const signet: KitNetwork = {
  ...bitcoinTestnet,
  id: '00000008819873e925422c1ff0f99f7c',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
};

describe('bitcoinChainKind', () => {
  it('gives the address format of each known bip122 chain, signet sharing testnet', () => {
    expect(bitcoinChainKind(bitcoin)).toBe('bitcoin');
    expect(bitcoinChainKind(bitcoinTestnet)).toBe('testnet');
    expect(bitcoinChainKind(signet)).toBe('testnet');
    expect(bitcoinChainKind(bitcoinRegtest)).toBe('regtest');
  });

  it("refuses an unknown genesis hash and another namespace with 'Unsupported chain'", () => {
    const unknown: KitNetwork = {
      ...bitcoin,
      id: 'ff'.repeat(16),
      caipNetworkId: `bip122:${'ff'.repeat(16)}`,
    };
    // A network of another namespace whose id happens to be a bitcoin genesis prefix.
    const lookalike: KitNetwork = { ...mainnet, id: bitcoin.id };
    for (const network of [unknown, lookalike, mainnet]) {
      expect(() => bitcoinChainKind(network)).toThrow(
        expect.objectContaining({
          code: 'UNSUPPORTED_CHAIN',
          shortMessage: 'Unsupported chain',
          details: network.caipNetworkId,
        }),
      );
    }
  });
});

describe('esploraUrl', () => {
  it("is the network's first default RPC URL without trailing slashes", () => {
    const network = {
      ...bitcoin,
      rpcUrls: { default: { http: ['https://esplora.example/api//', 'https://second.example'] } },
    };
    expect(esploraUrl(network)).toBe('https://esplora.example/api');
    expect(esploraUrl(bitcoin)).toBe('https://mempool.space/api');
  });

  it("prefers the adapter's option for the network, also without trailing slashes", () => {
    expect(
      esploraUrl(bitcoin, {
        [bitcoinTestnet.caipNetworkId]: 'https://other.example',
        [bitcoin.caipNetworkId]: 'https://mine.example/',
      }),
    ).toBe('https://mine.example');
  });

  it('keeps slashes inside the URL', () => {
    expect(esploraUrl(bitcoin, { [bitcoin.caipNetworkId]: 'http://127.0.0.1:3002/a/b' })).toBe(
      'http://127.0.0.1:3002/a/b',
    );
  });

  it("refuses a network with no Esplora URL as 'Chain … is not configured'", () => {
    const network = { ...bitcoin, rpcUrls: { default: { http: [] } } };
    expect(() => esploraUrl(network)).toThrow(
      expect.objectContaining({
        code: 'CHAIN_NOT_CONFIGURED',
        message: expect.stringContaining(`Chain ${bitcoin.caipNetworkId} is not configured`),
        details: 'no Esplora URL for this network',
      }),
    );
    expect(() => esploraUrl(network, { [bitcoin.caipNetworkId]: '' })).toThrow(
      expect.objectContaining({ code: 'CHAIN_NOT_CONFIGURED' }),
    );
  });
});
