import type { KitNetwork } from '../adapter/network';
import { SWAP_NETWORK_IDS } from '../constants';
import { BITCOIN_NETWORKS, bitcoinRegtest } from './bitcoin-networks';
import { EVM_NETWORKS, LOCAL_EVM_CHAIN_IDS, kitDevnet, kitDevnet2 } from './evm-networks';
import { POLKADOT_NETWORKS, polkadotLocal } from './polkadot-networks';
import { SOLANA_NETWORKS, solanaLocal } from './solana-networks';

/** Every network of the catalogue, grouped by namespace (eip155, solana, bip122, polkadot). */
// A pure-annotated concat rather than spreads: bundlers must assume a spread may run code (an
// iterator), so `[...EVM_NETWORKS, …]` kept this list, and every network in it, in each app's
// first load even when unused (~7 KB minified for an app that configures mainnet alone).
export const ALL_NETWORKS: readonly KitNetwork[] = /* @__PURE__ */ EVM_NETWORKS.concat(
  SOLANA_NETWORKS,
  BITCOIN_NETWORKS,
  POLKADOT_NETWORKS,
);

/** The local devnet chains, one or two per namespace, that the devnet harness starts. */
export const LOCAL_NETWORKS: readonly KitNetwork[] = [
  kitDevnet,
  kitDevnet2,
  solanaLocal,
  bitcoinRegtest,
  polkadotLocal,
];

/**
 * The network with a CAIP-2 id, looked up in the catalogue or in the list given (usually the
 * integrator's configured networks, which may hold custom ones or devnets moved to another port).
 */
export function getNetworkByCaipId(
  caipNetworkId: string,
  networks: readonly KitNetwork[] = ALL_NETWORKS,
): KitNetwork | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId);
}

/** The numeric eip155 chain id of a network, or undefined when the id is not a decimal number. */
function evmChainId(network: Pick<KitNetwork, 'chainNamespace' | 'id'>): number | undefined {
  if (network.chainNamespace !== 'eip155') return undefined;
  const { id } = network;
  if (typeof id === 'number') return id;
  return /^\d+$/.test(id) ? Number(id) : undefined;
}

/**
 * True when swaps are offered on the network (spec §9): an eip155 chain among SWAP_NETWORK_IDS, or
 * a local devnet, where apps/cloud serves quotes from the pool deployed at devnet start.
 */
export function isSwapNetwork(network: Pick<KitNetwork, 'chainNamespace' | 'id'>): boolean {
  const chainId = evmChainId(network);
  return (
    chainId !== undefined &&
    (SWAP_NETWORK_IDS.includes(chainId) || LOCAL_EVM_CHAIN_IDS.includes(chainId))
  );
}
