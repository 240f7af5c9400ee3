// @kit/balances: native and token balances per chain-qualified address, read through the
// Blockchain API with RPC as the fallback, cached 30 s, with the 30 s retry block after a failure
// (spec §5, §7, §8, §9), and their USD prices (cached 15 s), values and total.
// Every export below carries its one-line doc comment at its declaration.
export {
  balancesSlice,
  initialBalancesState,
  // Reducer actions
  tokensConfigured,
  balanceFetchStarted,
  balanceFetched,
  balanceFetchFailed,
  pricesFetched,
  // Intents (handled by balancesSaga, which the store loads from @kit/balances/lazy-saga)
  balanceRequested,
  // Selectors of this slice
  selectNativeBalance,
  selectTokenBalances,
  selectBalanceLoading,
  selectBalanceLastRetry,
  selectBalanceError,
  selectConfiguredTokens,
  selectTotalValue,
  priceKeyOf,
} from './balances.slice';
export type {
  BalancesState,
  DisplayBalance,
  DisplayTokenBalance,
  NativeBalance,
  PricedAmount,
  TokenBalance,
  TokenBalances,
  WithBalances,
} from './balances.slice';
// The active account's balances (selectActive*) and balanceInUnits: @kit/balances/active-balances
// (only lazily loaded views and forms read them, issue 22).
export type { WithBalancesAndConnection } from './balances.selectors';
export { BALANCES_SAGA_TRIGGERS, balancesSagaLoadFailed } from './balances-saga.loader';
