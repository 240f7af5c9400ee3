import { ERROR_MESSAGES } from '@kit/core';
import { Interface, MaxUint256 } from 'ethers';
import { latestBlockTime } from '../devnet/devnet-rpc';
import { ReasonError } from '../server/reason-error';
import { assetCaip10, type SwapAsset, type SwapChain } from './swap-chain';
import { minimumOut, withFeeMultiplier } from './swap-params';
import type { SwapPoolRecord } from './swap-pools-file';
import type { SwapRoute } from './swap-quote';
import { routerInterface } from './uniswap-artifacts';

/** A transaction to sign, as build-approve and build-transaction answer it. */
export interface WireSwapTransaction {
  /** CAIP-10 of the sender (the user). */
  from: string;
  /** CAIP-10 of the contract called: the token (approve) or the router (swap). */
  to: string;
  data: string;
  /** Wei, 0x-hex. */
  value: string;
  /** Gas limit (the estimate × 1.2, §9) and gas price in wei, decimal strings. */
  eip155: { gas: string; gasPrice: string };
}

/** How long a built swap stays valid on the chain, in seconds. */
export const SWAP_DEADLINE_SECONDS = 1200n;
/**
 * The gas limit of a swap built with `disableEstimate` (before its approval is mined, an estimate
 * would fail): per hop, before the 1.2 multiplier. Above what the devnet pool's swaps use, wrapping
 * and unwrapping ETH and first-time storage writes included (the tests check).
 */
export const STATIC_SWAP_GAS_PER_HOP = 200_000n;
/** The gas limit of an approval whose estimate failed, before the 1.2 multiplier. */
export const STATIC_APPROVE_GAS = 60_000n;

const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
]);

const hex = (value: bigint) => `0x${value.toString(16)}`;

async function gasPriceOf(chain: SwapChain): Promise<bigint> {
  return BigInt((await chain.provider.send('eth_gasPrice', [])) as string);
}

async function estimateGas(
  chain: SwapChain,
  tx: { from: string; to: string; data: string; value: bigint },
): Promise<bigint> {
  return BigInt(
    (await chain.provider.send('eth_estimateGas', [
      { from: tx.from, to: tx.to, data: tx.data, value: hex(tx.value) },
    ])) as string,
  );
}

/** The ERC-20 allowance `owner` gave the router; unlimited for the native coin (no approval). */
export async function readAllowance(
  chain: SwapChain,
  pool: SwapPoolRecord,
  asset: SwapAsset,
  owner: string,
): Promise<bigint> {
  if (asset.address === undefined) return MaxUint256;
  const result = await chain.provider.call({
    to: asset.address,
    data: ERC20.encodeFunctionData('allowance', [owner, pool.router]),
  });
  return ERC20.decodeFunctionResult('allowance', result)[0] as bigint;
}

async function balanceOf(chain: SwapChain, asset: SwapAsset, owner: string): Promise<bigint> {
  if (asset.address === undefined) return chain.provider.getBalance(owner);
  const result = await chain.provider.call({
    to: asset.address,
    data: ERC20.encodeFunctionData('balanceOf', [owner]),
  });
  return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
}

/** approve(router, amount) on the token, sent by the user; no approval for the native coin. */
export async function buildApprove(
  chain: SwapChain,
  pool: SwapPoolRecord,
  asset: SwapAsset,
  user: string,
  amount: bigint = MaxUint256,
): Promise<WireSwapTransaction> {
  if (asset.address === undefined) {
    throw new ReasonError(400, `${asset.symbol} is the native coin: it needs no approval`);
  }
  const data = ERC20.encodeFunctionData('approve', [pool.router, amount]);
  const [gas, gasPrice] = await Promise.all([
    estimateGas(chain, { from: user, to: asset.address, data, value: 0n }).catch(
      () => STATIC_APPROVE_GAS,
    ),
    gasPriceOf(chain),
  ]);
  return {
    from: `${chain.caipNetworkId}:${user}`,
    to: assetCaip10(chain, asset),
    data,
    value: '0x0',
    eip155: { gas: withFeeMultiplier(gas).toString(), gasPrice: gasPrice.toString() },
  };
}

/** What buildSwap needs. */
export interface SwapOrder {
  from: SwapAsset;
  to: SwapAsset;
  amount: bigint;
  user: string;
  slippageBps: bigint;
  disableEstimate: boolean;
}

/** The swap transaction and the amounts it was priced at. */
export interface BuiltSwap {
  tx: WireSwapTransaction;
  /** The output quoted now and the least the transaction accepts, smallest units. */
  toAmount: bigint;
  toAmountMin: bigint;
}

/**
 * The router call for an order, priced now: swapExactETHForTokens (native in),
 * swapExactTokensForETH (native out) or swapExactTokensForTokens, with amountOutMin from the
 * slippage, the user as recipient and a deadline 20 minutes past the latest block. The gas limit is
 * the node's estimate × 1.2; an estimate that fails is explained (balance, allowance) as a 400.
 */
export async function buildSwap(
  chain: SwapChain,
  pool: SwapPoolRecord,
  route: SwapRoute,
  order: SwapOrder,
): Promise<BuiltSwap> {
  const router = routerInterface();
  const toAmount = route.amounts.at(-1) ?? 0n;
  const toAmountMin = minimumOut(toAmount, order.slippageBps);
  const deadline = (await latestBlockTime(chain.provider)) + SWAP_DEADLINE_SECONDS;
  const { path } = route;
  const data =
    order.from.address === undefined
      ? router.encodeFunctionData('swapExactETHForTokens', [
          toAmountMin,
          path,
          order.user,
          deadline,
        ])
      : order.to.address === undefined
        ? router.encodeFunctionData('swapExactTokensForETH', [
            order.amount,
            toAmountMin,
            path,
            order.user,
            deadline,
          ])
        : router.encodeFunctionData('swapExactTokensForTokens', [
            order.amount,
            toAmountMin,
            path,
            order.user,
            deadline,
          ]);
  const value = order.from.address === undefined ? order.amount : 0n;
  const tx = { from: order.user, to: pool.router, data, value };
  const hops = BigInt(path.length - 1);
  const [gas, gasPrice] = await Promise.all([
    order.disableEstimate
      ? STATIC_SWAP_GAS_PER_HOP * hops
      : estimateGas(chain, tx).catch(async (cause: unknown) => {
          throw await explainFailure(chain, pool, order, cause);
        }),
    gasPriceOf(chain),
  ]);
  return {
    tx: {
      from: `${chain.caipNetworkId}:${order.user}`,
      to: `${chain.caipNetworkId}:${pool.router}`,
      data,
      value: hex(value),
      eip155: { gas: withFeeMultiplier(gas).toString(), gasPrice: gasPrice.toString() },
    },
    toAmount,
    toAmountMin,
  };
}

/** Why a swap's gas estimate failed, as the reason a user can act on. */
async function explainFailure(
  chain: SwapChain,
  pool: SwapPoolRecord,
  order: SwapOrder,
  cause: unknown,
): Promise<ReasonError> {
  const { from, amount, user } = order;
  if ((await balanceOf(chain, from, user)) < amount) {
    return new ReasonError(400, `Insufficient ${from.symbol} balance`);
  }
  if ((await readAllowance(chain, pool, from, user)) < amount) {
    return new ReasonError(
      400,
      `Insufficient ${from.symbol} allowance: approve the router first (build-approve)`,
    );
  }
  const detail = (cause as { shortMessage?: string; message?: string } | null) ?? {};
  const reason = detail.shortMessage ?? detail.message ?? String(cause);
  // A slippage failure on the chain: the price moved past amountOutMin, the pool could not fill.
  if (/INSUFFICIENT_OUTPUT_AMOUNT|INSUFFICIENT_LIQUIDITY/.test(reason)) {
    return new ReasonError(400, ERROR_MESSAGES.INSUFFICIENT_LIQUIDITY);
  }
  return new ReasonError(400, `Swap simulation failed: ${reason}`);
}
