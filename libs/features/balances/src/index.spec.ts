import * as api from './index';

// Pins the public API of @kit/balances: changing this list is a deliberate API change (STYLE.md).
describe('@kit/balances public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'BALANCES_SAGA_TRIGGERS',
      'balanceFetchFailed',
      'balanceFetchStarted',
      'balanceFetched',
      'balanceInUnits',
      'balanceRequested',
      'balancesSagaLoadFailed',
      'balancesSlice',
      'initialBalancesState',
      'priceKeyOf',
      'pricesFetched',
      'selectActiveBalanceLoading',
      'selectActiveNativeBalance',
      'selectActiveTokenBalances',
      'selectActiveTotalValue',
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
});
