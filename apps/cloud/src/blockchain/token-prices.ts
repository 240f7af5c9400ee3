import type { BlockchainChain, BlockchainChains, ChainAsset } from './blockchain-chains';
import { priceKeyOf } from './balances';
import { NATIVE_TOKEN_ADDRESS } from './price-table';

/** An entry of POST /v1/fungible/price, as the real API sends it. */
export interface WireFungiblePrice {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}

/** A CAIP-10 id's chain and the asset it names there (the native coin at NATIVE_TOKEN_ADDRESS). */
function assetOf(
  chains: BlockchainChains,
  caipAddress: string,
): { chain: BlockchainChain; asset: ChainAsset } | undefined {
  const parts = caipAddress.split(':');
  if (parts.length !== 3) return undefined;
  const [namespace, reference, address = ''] = parts;
  const chain = chains.find(`${namespace}:${reference}`);
  if (chain === undefined) return undefined;
  const lower = address.toLowerCase();
  const asset =
    lower === NATIVE_TOKEN_ADDRESS
      ? chain.native
      : chain.tokens.find((token) => token.address?.toLowerCase() === lower);
  return asset && { chain, asset };
}

/**
 * Prices of the assets the CAIP-10 ids name, in the order asked. Ids of unknown chains or tokens,
 * and assets `pricesOn` has no price for, are left out, as the real API leaves out what it cannot
 * price.
 */
export async function readTokenPrices(
  chains: BlockchainChains,
  addresses: readonly string[],
  iconUrl: (symbol: string) => string,
  pricesOn: (chain: BlockchainChain) => Promise<ReadonlyMap<string, number> | undefined>,
): Promise<WireFungiblePrice[]> {
  const found = addresses.flatMap((caipAddress) => assetOf(chains, caipAddress) ?? []);
  const priced = await Promise.all(
    found.map(async ({ chain, asset }) => ({
      asset,
      price: (await pricesOn(chain))?.get(priceKeyOf(asset)),
    })),
  );
  return priced.flatMap(({ asset, price }) =>
    price === undefined
      ? []
      : [{ name: asset.name, symbol: asset.symbol, iconUrl: iconUrl(asset.symbol), price }],
  );
}
