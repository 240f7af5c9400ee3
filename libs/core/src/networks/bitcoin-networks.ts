import type { KitNetwork } from '../adapter/network';

// bip122 CAIP-2 references are the first 32 hex characters of the genesis block hash.
// Bitcoin has no public JSON-RPC, so `rpcUrls.default.http` of a bip122 network holds the base url
// of an Esplora-compatible REST API (the one the local regtest ledger also serves).

/** Bitcoin mainnet. */
export const bitcoin: KitNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  assets: { imageId: 'bitcoin' },
};

/** Bitcoin testnet3. */
export const bitcoinTestnet: KitNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
};

/**
 * Bitcoin regtest: Kit's local bip122 devnet. Every regtest chain shares this genesis block. The
 * url is a placeholder (electrs' default regtest Esplora port) the devnet harness replaces.
 */
export const bitcoinRegtest: KitNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  assets: { imageId: 'bitcoin' },
  testnet: true,
};

/** Every bip122 network of the catalogue. */
export const BITCOIN_NETWORKS: readonly KitNetwork[] = [bitcoin, bitcoinTestnet, bitcoinRegtest];
