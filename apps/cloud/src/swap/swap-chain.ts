import { getNetworkByCaipId, type CaipNetworkId } from '@kit/core';
import { getAddress, type JsonRpcProvider } from 'ethers';
import { NATIVE_TOKEN_ADDRESS } from '../blockchain/price-table';
import type { CloudDevnet } from '../cloud-context';
import { createDevnetRpc } from '../devnet/devnet-rpc';

/** A token the swap service trades: the native coin (no address) or a devnet ERC-20. */
export interface SwapAsset {
  /** Checksummed; undefined for the native coin. */
  address?: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** The chain swaps are served on, with what it trades. */
export interface SwapChain {
  chainId: number;
  caipNetworkId: CaipNetworkId;
  rpcUrl: string;
  /** Made on first use: a cloud that never swaps opens no connection. */
  readonly provider: JsonRpcProvider;
  /** Stops the provider, if one was made. */
  destroy(): void;
  /** The native coin first, then the ERC-20 tokens. */
  assets: readonly SwapAsset[];
  /** The two test tokens the pool pairs (KUSD/KIT and KIT/WETH). */
  usd: SwapAsset & { address: string };
  kit: SwapAsset & { address: string };
}

/** The symbols of the devnet's test tokens the pool is made of. */
export const SWAP_TOKEN_SYMBOLS = { usd: 'KUSD', kit: 'KIT' } as const;

const DEFAULT_NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/**
 * The swap chain of a devnet: its first chain, which has the test tokens, and where the pool is
 * deployed. Undefined without a devnet or without KUSD and KIT, and then every network is
 * unsupported for swaps.
 */
export function swapChainOf(devnet: CloudDevnet | undefined): SwapChain | undefined {
  const chain = devnet?.chains[0];
  if (!chain || chain.tokens === false) return undefined;
  const tokens = Object.values(devnet?.tokens ?? {});
  const bySymbol = (symbol: string) => {
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    return token && { ...token, address: getAddress(token.address) };
  };
  const usd = bySymbol(SWAP_TOKEN_SYMBOLS.usd);
  const kit = bySymbol(SWAP_TOKEN_SYMBOLS.kit);
  if (!usd || !kit) return undefined;
  const caipNetworkId: CaipNetworkId = `eip155:${chain.chainId}`;
  const native = { ...(getNetworkByCaipId(caipNetworkId)?.nativeCurrency ?? DEFAULT_NATIVE) };
  const strip = ({ address, name, symbol, decimals }: SwapAsset & { address: string }) => ({
    address,
    name,
    symbol,
    decimals,
  });
  let provider: JsonRpcProvider | undefined;
  return {
    chainId: chain.chainId,
    caipNetworkId,
    rpcUrl: chain.rpcUrl,
    get provider() {
      provider ??= createDevnetRpc(chain);
      return provider;
    },
    destroy() {
      provider?.destroy();
    },
    assets: [native, strip(usd), strip(kit)],
    usd: strip(usd),
    kit: strip(kit),
  };
}

/** The CAIP-10 id of an asset; the native coin has the real API's 0xeeee… address. */
export function assetCaip10(chain: SwapChain, asset: SwapAsset): string {
  return `${chain.caipNetworkId}:${asset.address ?? NATIVE_TOKEN_ADDRESS}`;
}

/** The asset of an address on the chain (the 0xeeee… address is the native coin). */
export function findAsset(chain: SwapChain, address: string): SwapAsset | undefined {
  if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return chain.assets[0];
  return chain.assets.find((asset) => asset.address?.toLowerCase() === address.toLowerCase());
}
