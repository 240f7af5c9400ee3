import type { CaipNetworkId, KitNetwork } from '@kit/core';

/**
 * Chains the wallet-connection RPC service serves (spec §7 "a fixed chain list"): the 12 swap
 * networks of §9, Sepolia, and Solana mainnet and devnet.
 */
export const RPC_SERVICE_CHAIN_IDS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
  'eip155:11155111',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
];

/** A custom RPC endpoint: its URL, or an object carrying it (the shape integrators often pass). */
export type CustomRpcUrl = string | { url: string };

/** Options of resolveRpcUrls. */
export interface ResolveRpcUrlsOptions {
  /** The project id; without one the RPC service is not used. */
  projectId?: string;
  /**
   * Base URL of the wallet-connection RPC service. There is no built-in default, as for every
   * cloud service: without it the networks' own RPC URLs are used.
   */
  rpcServiceUrl?: string;
  /** Extra endpoints per CAIP-2 network id, tried after the service and before the defaults. */
  customRpcUrls?: Readonly<Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>>;
}

/** True when the wallet-connection RPC service serves this CAIP-2 network. */
export function isRpcServiceChain(caipNetworkId: string): boolean {
  return (RPC_SERVICE_CHAIN_IDS as readonly string[]).includes(caipNetworkId);
}

/** The service URL for one chain: `${base}/v1/?chainId=${caipNetworkId}&projectId=${projectId}`. */
export function rpcServiceUrlFor(
  caipNetworkId: CaipNetworkId,
  projectId: string,
  rpcServiceUrl: string,
): string {
  const base = rpcServiceUrl.replace(/\/+$/, '');
  return `${base}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(projectId)}`;
}

/**
 * The RPC URLs to try for a network, in order (spec §7): the wallet-connection RPC service when a
 * project id is set and the service serves the chain, then the custom URLs for that chain, then
 * the network's default URLs (`default`, then `chainDefault`). Blank entries and repeats are
 * dropped; the first occurrence keeps its place.
 */
export function resolveRpcUrls(network: KitNetwork, options: ResolveRpcUrlsOptions = {}): string[] {
  const { caipNetworkId } = network;
  const projectId = options.projectId?.trim();
  const candidates: string[] = [];
  if (projectId && options.rpcServiceUrl && isRpcServiceChain(caipNetworkId)) {
    candidates.push(rpcServiceUrlFor(caipNetworkId, projectId, options.rpcServiceUrl));
  }
  for (const custom of options.customRpcUrls?.[caipNetworkId] ?? []) {
    candidates.push(typeof custom === 'string' ? custom : custom.url);
  }
  candidates.push(...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? []));

  const urls: string[] = [];
  for (const candidate of candidates) {
    const url = candidate.trim();
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}
