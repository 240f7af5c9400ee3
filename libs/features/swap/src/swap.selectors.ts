import { createSelector } from '@reduxjs/toolkit';
import type { SwapToken } from '@kit/api';
import {
  CONSTANTS,
  ERROR_MESSAGES,
  formatMessage,
  isDecimal,
  type KitErrorCode,
  type KitNetwork,
} from '@kit/core';
import { formatUnits, parseUnits } from '@kit/core/units';
import {
  type DisplayBalance,
  type DisplayTokenBalance,
  type WithBalancesAndConnection,
} from '@kit/balances';
import {
  balanceInUnits,
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from '@kit/balances/active-balances';
import type { WithOptions } from '@kit/options';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';
import { selectSwapSupported } from './swap-support.selectors';
import { selectSwapState, type SwapState, type WithSwap } from './swap.state';

/** The root state these selectors read. */
export type WithSwapAndWallet = WithSwap &
  WithOptions &
  WithBalancesAndConnection &
  WithNetworkAndConnection;

/** The address the swap API gives the native coin (`<network>:0xeeee…eeee`). */
export const NATIVE_SWAP_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** The plain address of a CAIP-10 token id. */
export function plainTokenAddress(token: Pick<SwapToken, 'address'>): string {
  return token.address.split(':')[2] ?? token.address;
}

/** True for the network's native coin. */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return plainTokenAddress(token).toLowerCase() === NATIVE_SWAP_TOKEN_ADDRESS;
}

/** A rule the swap form breaks: the catalogue's text when it has one, else ours. */
export interface SwapValidation {
  code?: KitErrorCode;
  message: string;
}

/** The amount sold in smallest units, when it is a valid positive amount of the token sold. */
function fromUnits(swap: SwapState): bigint | undefined {
  const amount = swap.fromAmount.trim();
  if (swap.fromToken === undefined || !isDecimal(amount)) return undefined;
  try {
    const units = parseUnits(amount, swap.fromToken.decimals);
    return units > 0n ? units : undefined;
  } catch {
    return undefined;
  }
}

/** The balance of the token sold, in smallest units, when read. */
function balanceOf(
  token: SwapToken,
  native: DisplayBalance | undefined,
  tokens: DisplayTokenBalance[],
): bigint | undefined {
  const address = isNativeSwapToken(token) ? undefined : plainTokenAddress(token);
  return balanceInUnits(address, token.decimals, native, tokens);
}

/**
 * The first rule the form breaks, in this order: a token to sell and one to buy; an amount; the
 * decimal rule (and the token's decimals); a positive amount; no more than the balance read.
 */
export const selectSwapValidation = /* @__PURE__ */ createSelector(
  [selectSwapState, selectActiveNativeBalance, selectActiveTokenBalances],
  (swap, native, tokens): SwapValidation | undefined => {
    if (swap.fromToken === undefined || swap.toToken === undefined) {
      return { message: 'Select the tokens to swap' };
    }
    const amount = swap.fromAmount.trim();
    if (amount === '') return { message: 'Enter an amount' };
    const invalid = {
      code: 'INVALID_DECIMAL' as const,
      message: formatMessage(ERROR_MESSAGES.INVALID_DECIMAL, { value: amount }),
    };
    if (!isDecimal(amount)) return invalid;
    let units: bigint;
    try {
      units = parseUnits(amount, swap.fromToken.decimals);
    } catch {
      return invalid;
    }
    if (units <= 0n) return { message: 'Enter an amount' };
    const balance = balanceOf(swap.fromToken, native, tokens);
    if (balance !== undefined && units > balance) {
      return { code: 'INSUFFICIENT_FUNDS', message: ERROR_MESSAGES.INSUFFICIENT_FUNDS };
    }
    return undefined;
  },
);

/** The amount sold in smallest units, when the form holds a valid one. */
export const selectSwapFromUnits = /* @__PURE__ */ createSelector([selectSwapState], (swap) => {
  const units = fromUnits(swap);
  return units === undefined ? undefined : units.toString();
});

/** Whether the swap contract must be approved first: a token sold whose allowance is too small. */
export const selectSwapNeedsApproval = /* @__PURE__ */ createSelector(
  [selectSwapState],
  (swap): boolean => {
    const units = fromUnits(swap);
    if (swap.fromToken === undefined || isNativeSwapToken(swap.fromToken)) return false;
    if (units === undefined || swap.allowance === undefined) return false;
    return BigInt(swap.allowance) < units;
  },
);

/** The quoted amount bought, in whole units of the token bought ('' before a quote). */
export const selectSwapToAmount = /* @__PURE__ */ createSelector(
  [selectSwapState],
  (swap): string =>
    swap.quote === undefined || swap.toToken === undefined
      ? ''
      : formatUnits(BigInt(swap.quote.toAmount), swap.toToken.decimals),
);

/**
 * The least the swap may give at the slippage tolerance, whole units: the built swap's own
 * amountOutMin once built, else the quote less the tolerance.
 */
export const selectSwapMinimumReceived = /* @__PURE__ */ createSelector(
  [selectSwapState],
  (swap): string => {
    if (swap.toToken === undefined) return '';
    const built = swap.transactions?.swap.toAmountMin;
    if (built !== undefined) return formatUnits(BigInt(built), swap.toToken.decimals);
    if (swap.quote === undefined) return '';
    const keptBps = BigInt(Math.round((100 - swap.slippage) * 100));
    return formatUnits((BigInt(swap.quote.toAmount) * keptBps) / 10_000n, swap.toToken.decimals);
  },
);

/** §9's fee multiplier as a fraction of bigints (1.2 → 12/10). */
const FEE_MULTIPLIER_TENTHS = BigInt(Math.round(CONSTANTS.SWAP_FEE_MULTIPLIER * 10));

/**
 * The network fee in the native coin's smallest unit: once built, each transaction's gas limit
 * (the API's estimate × 1.2) × its gas price; before that, the gas price × the estimate of a swap
 * (SWAP_GAS_LIMIT_ESTIMATE) × the 1.2 fee multiplier (§9). Undefined without a gas price.
 */
export const selectSwapNetworkFee = /* @__PURE__ */ createSelector([selectSwapState], (swap) => {
  const { transactions } = swap;
  if (transactions !== undefined) {
    const built = [transactions.approve, transactions.swap].flatMap((tx) => (tx ? [tx] : []));
    return built.reduce((sum, tx) => sum + BigInt(tx.gas) * BigInt(tx.gasPrice), 0n).toString();
  }
  if (swap.gasPrice === undefined) return undefined;
  const gas = (BigInt(CONSTANTS.SWAP_GAS_LIMIT_ESTIMATE) * FEE_MULTIPLIER_TENTHS) / 10n;
  return (gas * BigInt(swap.gasPrice)).toString();
});

/** The network fee in whole units of the native coin, with its symbol. */
export const selectSwapNetworkFeeDisplay = /* @__PURE__ */ createSelector(
  [selectSwapNetworkFee, selectActiveCaipNetwork],
  (fee: string | undefined, network: KitNetwork | undefined) =>
    fee === undefined || network === undefined
      ? undefined
      : {
          amount: formatUnits(BigInt(fee), network.nativeCurrency.decimals),
          symbol: network.nativeCurrency.symbol,
        },
);

/** Whether Review works: swaps here, a valid form, a quote in, nothing being sent. */
export const selectCanPreviewSwap = (state: WithSwapAndWallet): boolean => {
  const { quoteStatus, txStatus } = selectSwapState(state);
  return (
    selectSwapSupported(state) &&
    selectSwapValidation(state) === undefined &&
    quoteStatus === 'ready' &&
    txStatus !== 'approving' &&
    txStatus !== 'swapping'
  );
};
