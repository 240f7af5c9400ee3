import * as activeBalances from './active-balances';
import * as api from './index';

// Pins the public API of @kit/balances: changing this list is a deliberate API change (STYLE.md).
describe('@kit/balances public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'BALANCES_SAGA_TRIGGERS',
      'balanceFetchFailed',
      'balanceFetchStarted',
      'balanceFetched',
      'balanceRequested',
      'balancesSagaLoadFailed',
      'balancesSlice',
      'initialBalancesState',
      'priceKeyOf',
      'pricesFetched',
      'selectBalanceError',
      'selectBalanceLastRetry',
      'selectBalanceLoading',
      'selectConfiguredTokens',
      'selectNativeBalance',
      'selectTokenBalances',
      'selectTotalValue',
      'tokensConfigured',
    ]);
  });

  it("leaves the active account's balances to @kit/balances/active-balances (only lazily loaded views and forms read them, issue 22)", () => {
    expect(Object.keys(activeBalances).sort()).toEqual([
      'balanceInUnits',
      'selectActiveBalanceLoading',
      'selectActiveNativeBalance',
      'selectActiveTokenBalances',
      'selectActiveTotalValue',
    ]);
  });
});
