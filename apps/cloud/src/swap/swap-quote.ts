import { ERROR_MESSAGES } from '@kit/core';
import { getAddress } from 'ethers';
import { ReasonError } from '../server/reason-error';
import type { SwapAsset, SwapChain } from './swap-chain';
import type { SwapPoolRecord } from './swap-pools-file';
import { pairReserves } from './pair-reserves';
import { routerInterface } from './uniswap-artifacts';

/** A priced route: the token path (WETH for the native coin) and the amount after each hop. */
export interface SwapRoute {
  path: string[];
  /** amounts[0] is the input, amounts[i + 1] what hop i gives (the router's getAmountsOut). */
  amounts: bigint[];
}

const insufficientLiquidity = () => new ReasonError(400, ERROR_MESSAGES.INSUFFICIENT_LIQUIDITY);

/** The token the pool trades for an asset: WETH stands for the native coin. */
function poolToken(pool: SwapPoolRecord, asset: SwapAsset): string {
  return asset.address ?? pool.weth;
}

/** The shortest path of pairs between two tokens (breadth first); undefined when none joins them. */
export function findPath(pool: SwapPoolRecord, from: string, to: string): string[] | undefined {
  const start = getAddress(from);
  const goal = getAddress(to);
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const token = queue.shift() as string;
    if (token === goal) {
      const path = [goal];
      for (let step = previous.get(goal); step; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const pair of pool.pairs) {
      const next =
        pair.token0 === token ? pair.token1 : pair.token1 === token ? pair.token0 : undefined;
      if (next !== undefined && !previous.has(next)) {
        previous.set(next, token);
        queue.push(next);
      }
    }
  }
  return undefined;
}

async function reservesOf(
  chain: SwapChain,
  pool: SwapPoolRecord,
  tokenIn: string,
  tokenOut: string,
): Promise<{ reserveIn: bigint; reserveOut: bigint }> {
  const pair = pool.pairs.find(
    (candidate) =>
      (candidate.token0 === tokenIn && candidate.token1 === tokenOut) ||
      (candidate.token0 === tokenOut && candidate.token1 === tokenIn),
  );
  if (!pair) throw insufficientLiquidity();
  const [reserve0, reserve1] = await pairReserves(chain, pair.address);
  return pair.token0 === tokenIn
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 };
}

/**
 * Prices `amount` of `from` in `to` with the router's getAmountsOut over the shortest path.
 * 'Insufficient liquidity' (400) when no path joins them, the router refuses (an empty pair, an
 * overflow), nothing comes out, or a hop would take in more than its pair holds of that token:
 * past that point (about half the output reserve, at over 50 % price impact) the pool cannot
 * fill the order at any sensible price.
 */
export async function quoteRoute(
  chain: SwapChain,
  pool: SwapPoolRecord,
  from: SwapAsset,
  to: SwapAsset,
  amount: bigint,
): Promise<SwapRoute> {
  const path = findPath(pool, poolToken(pool, from), poolToken(pool, to));
  if (!path || path.length < 2) throw insufficientLiquidity();
  const router = routerInterface();
  let amounts: bigint[];
  try {
    const result = await chain.provider.call({
      to: pool.router,
      data: router.encodeFunctionData('getAmountsOut', [amount, path]),
    });
    amounts = [...(router.decodeFunctionResult('getAmountsOut', result)[0] as bigint[])];
  } catch (error) {
    if ((error as { code?: string }).code === 'CALL_EXCEPTION') throw insufficientLiquidity();
    throw error;
  }
  if (amounts.length !== path.length || (amounts.at(-1) ?? 0n) === 0n) {
    throw insufficientLiquidity();
  }
  const hops = await Promise.all(
    path.slice(1).map((tokenOut, hop) => reservesOf(chain, pool, path[hop] as string, tokenOut)),
  );
  hops.forEach(({ reserveIn }, hop) => {
    if ((amounts[hop] ?? 0n) > reserveIn) throw insufficientLiquidity();
  });
  return { path, amounts };
}
