import * as api from './index';

// Pins the public API of @kit/activity: changing this list is a deliberate API change (STYLE.md).
describe('@kit/activity public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ACTIVITY_SAGA_TRIGGERS',
      'activitySagaLoadFailed',
      'activitySlice',
      'initialActivityState',
      'selectActivity',
      'selectActivityLoading',
      'selectHasMoreTransactions',
      'selectTransactions',
      'transactionsCleared',
      'transactionsFetchFailed',
      'transactionsFetchStarted',
      'transactionsFetched',
      'transactionsRequested',
    ]);
  });
});
