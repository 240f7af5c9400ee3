// @kit/balances: native and token balances per chain-qualified address, cached 30 s, with the
// 30 s retry block after a failure (spec §5, §8, §9). Prices and total values are not tracked yet.
// Every export below carries its one-line doc comment at its declaration.
export {
  balancesSlice,
  initialBalancesState,
  // Reducer actions
  tokensConfigured,
  balanceFetchStarted,
  balanceFetched,
  balanceFetchFailed,
  // Intents (handled by balancesSaga)
  balanceRequested,
  // Selectors of this slice
  selectNativeBalance,
  selectTokenBalances,
  selectBalanceLoading,
  selectBalanceLastRetry,
  selectBalanceError,
  selectConfiguredTokens,
} from './balances.slice';
export type {
  BalancesState,
  DisplayBalance,
  DisplayTokenBalance,
  NativeBalance,
  TokenBalance,
  TokenBalances,
  WithBalances,
} from './balances.slice';
export {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
  selectActiveBalanceLoading,
} from './balances.selectors';
export type { WithBalancesAndConnection } from './balances.selectors';
export { balanceInUnits } from './balance-units';
export { balancesSaga } from './balances.saga';
