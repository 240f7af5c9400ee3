import { formatUnits } from 'ethers';
import { NATIVE_TOKEN_ADDRESS } from '../blockchain/price-table';
import { pairReserves } from './pair-reserves';
import type { SwapChain } from './swap-chain';
import type { SwapPoolRecord } from './swap-pools-file';

/**
 * USD prices of the swap chain's assets, by lowercase token address (the native coin under the
 * real API's 0xeeee… address). An asset no pair joins to the USD token is absent: it has no
 * price, which is not a price of 0.
 */
export type PoolPrices = ReadonlyMap<string, number>;

/** A pair's reserves in whole tokens, by lowercase token address. */
async function wholeReserves(
  chain: SwapChain,
  pair: SwapPoolRecord['pairs'][number],
  decimalsOf: (address: string) => number | undefined,
): Promise<Map<string, number> | undefined> {
  const decimals0 = decimalsOf(pair.token0);
  const decimals1 = decimalsOf(pair.token1);
  if (decimals0 === undefined || decimals1 === undefined) return undefined;
  const [reserve0, reserve1] = await pairReserves(chain, pair.address);
  // An empty side has no price to give (and would divide by zero).
  if (reserve0 === 0n || reserve1 === 0n) return undefined;
  return new Map([
    [pair.token0.toLowerCase(), Number(formatUnits(reserve0, decimals0))],
    [pair.token1.toLowerCase(), Number(formatUnits(reserve1, decimals1))],
  ]);
}

/**
 * Reads the pool's pairs and prices each asset at the pairs' mid price (reserve against reserve),
 * starting from the USD test token at 1 and walking pair by pair: KIT through KUSD/KIT, the native
 * coin through its wrapped token's KIT/WETH pair. Read live, so swaps move the prices.
 */
export async function readPoolPrices(chain: SwapChain, pool: SwapPoolRecord): Promise<PoolPrices> {
  const weth = pool.weth.toLowerCase();
  const decimals = new Map<string, number>([[weth, 18]]);
  for (const asset of chain.assets) {
    if (asset.address !== undefined) decimals.set(asset.address.toLowerCase(), asset.decimals);
  }
  const pairs = await Promise.all(
    pool.pairs.map((pair) => wholeReserves(chain, pair, (a) => decimals.get(a.toLowerCase()))),
  );
  const prices = new Map<string, number>([[chain.usd.address.toLowerCase(), 1]]);
  // Breadth first from the USD token; each pass prices the tokens one pair away from a priced one.
  for (let changed = true; changed;) {
    changed = false;
    for (const reserves of pairs) {
      if (reserves === undefined) continue;
      const [[a, reserveA], [b, reserveB]] = [...reserves] as [[string, number], [string, number]];
      const priceA = prices.get(a);
      const priceB = prices.get(b);
      if (priceA !== undefined && priceB === undefined)
        prices.set(b, (priceA * reserveA) / reserveB);
      else if (priceB !== undefined && priceA === undefined)
        prices.set(a, (priceB * reserveB) / reserveA);
      else continue;
      changed = true;
    }
  }
  const native = prices.get(weth);
  prices.delete(weth);
  if (native !== undefined) prices.set(NATIVE_TOKEN_ADDRESS, native);
  return prices;
}
