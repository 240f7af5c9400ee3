import { Interface } from 'ethers';
import type { SwapChain } from './swap-chain';

const PAIR = new Interface([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

/** A Uniswap V2 pair's reserves now, in its own token order (token0, token1), smallest units. */
export async function pairReserves(
  chain: Pick<SwapChain, 'provider'>,
  pairAddress: string,
): Promise<[bigint, bigint]> {
  const result = await chain.provider.call({
    to: pairAddress,
    data: PAIR.encodeFunctionData('getReserves'),
  });
  const [reserve0, reserve1] = PAIR.decodeFunctionResult('getReserves', result) as unknown as [
    bigint,
    bigint,
  ];
  return [reserve0, reserve1];
}
