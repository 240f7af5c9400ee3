import type { BlockchainChains, ChainAsset } from './blockchain-chains';
import { NATIVE_TOKEN_ADDRESS, priceOf } from './price-table';

/** An entry of POST /v1/fungible/price, as the real API sends it. */
export interface WireFungiblePrice {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}

/** The asset a CAIP-10 id names on the devnet (the native coin at NATIVE_TOKEN_ADDRESS). */
function assetOf(chains: BlockchainChains, caipAddress: string): ChainAsset | undefined {
  const parts = caipAddress.split(':');
  if (parts.length !== 3) return undefined;
  const [namespace, reference, address = ''] = parts;
  const chain = chains.find(`${namespace}:${reference}`);
  if (chain === undefined) return undefined;
  const lower = address.toLowerCase();
  if (lower === NATIVE_TOKEN_ADDRESS) return chain.native;
  return chain.tokens.find((token) => token.address?.toLowerCase() === lower);
}

/**
 * Prices of the assets the CAIP-10 ids name, in the order asked; ids of unknown chains or tokens
 * are left out, as the real API leaves out what it cannot price.
 */
export function readTokenPrices(
  chains: BlockchainChains,
  addresses: readonly string[],
  iconUrl: (symbol: string) => string,
): WireFungiblePrice[] {
  return addresses.flatMap((caipAddress) => {
    const asset = assetOf(chains, caipAddress);
    if (asset === undefined) return [];
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        iconUrl: iconUrl(asset.symbol),
        price: priceOf(asset.symbol),
      },
    ];
  });
}
