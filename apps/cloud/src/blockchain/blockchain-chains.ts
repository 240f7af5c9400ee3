import { getNetworkByCaipId, type CaipNetworkId } from '@kit/core';
import { getAddress, type JsonRpcProvider } from 'ethers';
import type { CloudDevnet } from '../cloud-context';
import { createDevnetRpc } from '../devnet/devnet-rpc';

/** A fungible asset of a chain: the native coin (no address) or an ERC-20 token. */
export interface ChainAsset {
  /** Checksummed token address; undefined for the native coin. */
  address?: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** A devnet chain as the Blockchain API serves it. */
export interface BlockchainChain {
  chainId: number;
  caipNetworkId: CaipNetworkId;
  provider: JsonRpcProvider;
  native: ChainAsset;
  /** The ERC-20 test tokens deployed on this chain (none when the chain has no tokens). */
  tokens: readonly ChainAsset[];
}

/** The chains of the Blockchain API, by CAIP-2 id. */
export interface BlockchainChains {
  readonly list: readonly BlockchainChain[];
  /** The chain of a CAIP-2 id, or undefined when the devnet does not have it. */
  find(caipNetworkId: string | undefined): BlockchainChain | undefined;
  /** Stops the RPC providers. */
  destroy(): void;
}

const DEFAULT_NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** Builds the chains of the devnet; none without one. */
export function createBlockchainChains(devnet: CloudDevnet | undefined): BlockchainChains {
  const tokens = Object.values(devnet?.tokens ?? {}).map((token) => ({
    address: getAddress(token.address),
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
  }));
  const list = (devnet?.chains ?? []).map((chain): BlockchainChain => {
    const caipNetworkId: CaipNetworkId = `eip155:${chain.chainId}`;
    const network = getNetworkByCaipId(caipNetworkId);
    return {
      chainId: chain.chainId,
      caipNetworkId,
      provider: createDevnetRpc(chain),
      native: { ...(network?.nativeCurrency ?? DEFAULT_NATIVE) },
      tokens: chain.tokens === false ? [] : tokens,
    };
  });
  const byId = new Map(list.map((chain) => [chain.caipNetworkId, chain]));
  return {
    list,
    find: (caipNetworkId) =>
      caipNetworkId === undefined ? undefined : byId.get(caipNetworkId as CaipNetworkId),
    destroy() {
      for (const chain of list) chain.provider.destroy();
    },
  };
}
