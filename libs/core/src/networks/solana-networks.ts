import type { KitNetwork, NativeCurrency } from '../adapter/network';

// Solana CAIP-2 references are the first 32 characters of the cluster's base58 genesis hash.
// Devnet and testnet carry no explorer: Solana explorers select the cluster with a query parameter
// (`?cluster=devnet`), so no base url can be joined with `/tx/<signature>` correctly.

const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 };

/**
 * CAIP-2 reference of the local Solana devnet (LiteSVM behind a local JSON-RPC). A local validator
 * has no stable genesis hash, so Kit fixes one: 32 base58 characters, like a real reference, that
 * no real cluster can have.
 */
export const SOLANA_LOCAL_REFERENCE = 'KitDevnet11111111111111111111111';

/** Solana mainnet-beta. */
export const solana: KitNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  assets: { imageId: 'solana' },
};

/** Solana devnet. */
export const solanaDevnet: KitNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  assets: { imageId: 'solana' },
  testnet: true,
};

/** Solana testnet. */
export const solanaTestnet: KitNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  assets: { imageId: 'solana' },
  testnet: true,
};

/**
 * The local Solana devnet. The urls are solana-test-validator's default ports, placeholders the
 * devnet harness replaces with `withRpcUrl`.
 */
export const solanaLocal: KitNetwork = {
  id: SOLANA_LOCAL_REFERENCE,
  caipNetworkId: `solana:${SOLANA_LOCAL_REFERENCE}`,
  chainNamespace: 'solana',
  name: 'Kit Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  assets: { imageId: 'kit-devnet' },
  testnet: true,
};

/** Every solana network of the catalogue. */
export const SOLANA_NETWORKS: readonly KitNetwork[] = [
  solana,
  solanaDevnet,
  solanaTestnet,
  solanaLocal,
];
