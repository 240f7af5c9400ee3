// @kit/balances/active-balances: the active account's balances (selectors) and a balance in its
// smallest units (balanceInUnits). An entry of its own (issue 22): the account, send and swap views
// and the send and swap forms read them, all from lazily loaded chunks; a file @kit/balances' main
// entry reaches would be in the first load of every page whose lazy chunks use it (with
// @kit/core/units, which balanceInUnits parses with).
export {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
  selectActiveBalanceLoading,
  selectActiveTotalValue,
} from './balances.selectors';
export type { WithBalancesAndConnection } from './balances.selectors';
export { balanceInUnits } from './balance-units';
