import { formatUnits } from '@kit/core/units';
import { Interface } from 'ethers';
import type { BlockchainChain, ChainAsset } from './blockchain-chains';
import { NATIVE_TOKEN_ADDRESS, valueOf } from './price-table';

/** One entry of GET /v1/account/{address}/balance, shaped like the real API's. */
export interface WireBalance {
  name: string;
  symbol: string;
  /** CAIP-2. */
  chainId: string;
  /** CAIP-10 for a token; absent for the native coin. */
  address?: string;
  /** USD value of the quantity; absent, like price, for an asset the feed cannot price. */
  value?: number;
  price?: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);

async function rawBalance(chain: BlockchainChain, asset: ChainAsset, owner: string) {
  if (asset.address === undefined) return chain.provider.getBalance(owner);
  const data = ERC20.encodeFunctionData('balanceOf', [owner]);
  const result = await chain.provider.call({ to: asset.address, data });
  return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
}

/** The key of an asset in the pool's prices: its lowercase address, the native coin's 0xeeee…. */
export function priceKeyOf(asset: ChainAsset): string {
  return asset.address?.toLowerCase() ?? NATIVE_TOKEN_ADDRESS;
}

/**
 * The account's non-zero balances on a chain, read live from the node: the native coin first,
 * then the test tokens in the devnet's order. Like the real API, an empty account has an empty list.
 * An asset `prices` does not have is listed without price and value (unknown is not free).
 */
export async function readBalances(
  chain: BlockchainChain,
  owner: string,
  iconUrl: (symbol: string) => string,
  prices: ReadonlyMap<string, number> | undefined,
): Promise<WireBalance[]> {
  const assets = [chain.native, ...chain.tokens];
  const amounts = await Promise.all(assets.map((asset) => rawBalance(chain, asset, owner)));
  return assets.flatMap((asset, index) => {
    const amount = amounts[index] ?? 0n;
    if (amount === 0n) return [];
    const numeric = formatUnits(amount, asset.decimals);
    const price = prices?.get(priceKeyOf(asset));
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        chainId: chain.caipNetworkId,
        ...(asset.address !== undefined
          ? { address: `${chain.caipNetworkId}:${asset.address}` }
          : {}),
        ...(price !== undefined ? { value: valueOf(numeric, price), price } : {}),
        quantity: { decimals: String(asset.decimals), numeric },
        iconUrl: iconUrl(asset.symbol),
      },
    ];
  });
}
