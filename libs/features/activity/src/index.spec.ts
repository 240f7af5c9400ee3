import * as api from './index';
import * as slice from './activity.slice';

// Pins the public API of @kit/activity: changing this list is a deliberate API change (STYLE.md).
describe('@kit/activity public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ACTIVITY_SAGA_TRIGGERS',
      'activitySagaLoadFailed',
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

  it('leaves the slice to @kit/activity/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['activitySlice']);
    expect(api).not.toHaveProperty('activitySlice');
  });
});
