import type { CaipAddress } from '@kit/core';
import { selectActiveCaipAddress, type WithConnection } from '@kit/connection';
import {
  selectBalanceLoading,
  selectNativeBalance,
  selectTokenBalances,
  selectTotalValue,
  type DisplayBalance,
  type DisplayTokenBalance,
  type WithBalances,
} from './balances.slice';

/** The root state these selectors read. */
export type WithBalancesAndConnection = WithBalances & WithConnection;

const NO_TOKENS: DisplayTokenBalance[] = [];

/** The active account's native balance for display, once read. */
export const selectActiveNativeBalance = (
  state: WithBalancesAndConnection,
): DisplayBalance | undefined => {
  const caipAddress: CaipAddress | undefined = selectActiveCaipAddress(state);
  return caipAddress === undefined ? undefined : selectNativeBalance(state, caipAddress);
};

/** The active account's token balances for display. */
export const selectActiveTokenBalances = (
  state: WithBalancesAndConnection,
): DisplayTokenBalance[] => {
  const caipAddress = selectActiveCaipAddress(state);
  return caipAddress === undefined ? NO_TOKENS : selectTokenBalances(state, caipAddress);
};

/** Whether the active account's balances are being read. */
export const selectActiveBalanceLoading = (state: WithBalancesAndConnection): boolean => {
  const caipAddress = selectActiveCaipAddress(state);
  return caipAddress === undefined ? false : selectBalanceLoading(state, caipAddress);
};

/** The active account's total USD value cut to 2 decimals, once something in it has a price. */
export const selectActiveTotalValue = (state: WithBalancesAndConnection): string | undefined => {
  const caipAddress = selectActiveCaipAddress(state);
  return caipAddress === undefined ? undefined : selectTotalValue(state, caipAddress);
};
