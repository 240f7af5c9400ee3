import { formatUnits } from '@kit/core';
import { Interface } from 'ethers';
import type { BlockchainChain, ChainAsset } from './blockchain-chains';
import { priceOf, valueOf } from './price-table';

/** One entry of GET /v1/account/{address}/balance, shaped like the real API's. */
export interface WireBalance {
  name: string;
  symbol: string;
  /** CAIP-2. */
  chainId: string;
  /** CAIP-10 for a token; absent for the native coin. */
  address?: string;
  /** USD value of the quantity. */
  value: number;
  price: number;
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

/**
 * The account's non-zero balances on a chain, read live from the node: the native coin first,
 * then the test tokens in the devnet's order. Like the real API, an empty account has an empty list.
 */
export async function readBalances(
  chain: BlockchainChain,
  owner: string,
  iconUrl: (symbol: string) => string,
): Promise<WireBalance[]> {
  const assets = [chain.native, ...chain.tokens];
  const amounts = await Promise.all(assets.map((asset) => rawBalance(chain, asset, owner)));
  return assets.flatMap((asset, index) => {
    const amount = amounts[index] ?? 0n;
    if (amount === 0n) return [];
    const numeric = formatUnits(amount, asset.decimals);
    const price = priceOf(asset.symbol);
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        chainId: chain.caipNetworkId,
        ...(asset.address !== undefined
          ? { address: `${chain.caipNetworkId}:${asset.address}` }
          : {}),
        value: valueOf(numeric, price),
        price,
        quantity: { decimals: String(asset.decimals), numeric },
        iconUrl: iconUrl(asset.symbol),
      },
    ];
  });
}
