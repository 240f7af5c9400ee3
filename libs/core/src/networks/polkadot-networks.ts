import type { KitNetwork, NativeCurrency } from '../adapter/network';
import { ValidationError } from '../errors/errors';
import { withRpcUrl } from './network-helpers';

// polkadot CAIP-2 references are the first 32 hex characters of the genesis hash, without `0x`.
// Substrate nodes serve JSON-RPC over HTTP and WebSocket on one port; adapters subscribe over ws.

/**
 * Genesis-hash prefix of Rococo Asset Hub (genesis 0x7c34d42f…). Rococo was retired in October
 * 2024, so Kit only meets this chain as a chopsticks fork, which keeps the forked chain's genesis.
 */
export const ROCOCO_ASSET_HUB_REFERENCE = '7c34d42fc815d392057c78b49f2755c7';

/** A full genesis hash (64 hex) or an already-cut reference (32 hex), with or without `0x`. */
const GENESIS_HASH_PATTERN = /^(?:0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{32})$/;

/** The CAIP-2 reference of a Substrate chain from its genesis hash (with or without `0x`). */
export function polkadotReference(genesisHash: string): string {
  const hex = GENESIS_HASH_PATTERN.exec(genesisHash)?.[1];
  if (hex === undefined) {
    throw new ValidationError(
      'INVALID_CAIP_NETWORK_ID',
      {},
      { details: `genesis hash ${genesisHash}` },
    );
  }
  return hex.slice(0, 32).toLowerCase();
}

/** Polkadot relay chain. */
export const polkadot: KitNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: {
    default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  assets: { imageId: 'polkadot' },
};

/** Kusama relay chain. */
export const kusama: KitNetwork = {
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: {
    default: {
      http: ['https://kusama-rpc.polkadot.io'],
      webSocket: ['wss://kusama-rpc.polkadot.io'],
    },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  assets: { imageId: 'kusama' },
};

/** What differs between local chopsticks chains; everything is optional. */
export interface PolkadotLocalNetworkOptions {
  /** The chain's genesis hash (`chain_getBlockHash(0)`); defaults to Rococo Asset Hub's prefix. */
  genesisHash?: string;
  /** The node's url; a ws(s) url also gives the http(s) one on the same host and port. */
  rpcUrl?: string;
  name?: string;
  nativeCurrency?: NativeCurrency;
}

/**
 * A local chopsticks chain. The harness passes the genesis hash it reads from the running chain, so
 * the CAIP-2 id stays right whichever chain spec it runs.
 */
export function createPolkadotLocalNetwork(options: PolkadotLocalNetworkOptions = {}): KitNetwork {
  const reference =
    options.genesisHash === undefined
      ? ROCOCO_ASSET_HUB_REFERENCE
      : polkadotReference(options.genesisHash);
  const network: KitNetwork = {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    name: options.name ?? 'Kit Polkadot Devnet',
    nativeCurrency: options.nativeCurrency ?? { name: 'Rococo', symbol: 'ROC', decimals: 12 },
    rpcUrls: { default: { http: [] } },
    assets: { imageId: 'kit-devnet' },
    testnet: true,
  };
  return withRpcUrl(network, options.rpcUrl ?? 'ws://127.0.0.1:8000');
}

/**
 * Kit's local polkadot devnet: a chopsticks fork of Rococo Asset Hub on chopsticks' default port,
 * a placeholder the devnet harness replaces.
 */
export const polkadotLocal: KitNetwork = createPolkadotLocalNetwork();

/** Every polkadot network of the catalogue. */
export const POLKADOT_NETWORKS: readonly KitNetwork[] = [polkadot, kusama, polkadotLocal];
