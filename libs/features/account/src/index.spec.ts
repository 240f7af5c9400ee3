import * as api from './index';

// Pins the public API of @kit/account: changing this list is a deliberate API change (STYLE.md).
describe('@kit/account public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'accountCleared',
      'accountDetailsChanged',
      'accountSaga',
      'accountSlice',
      'currentTabChanged',
      'initialAccountState',
      'preferredAccountTypeChanged',
      'preferredAccountTypesRestored',
      'selectAccount',
      'selectAccountDetails',
      'selectActiveAccount',
      'selectPreferredAccountType',
    ]);
  });
});
