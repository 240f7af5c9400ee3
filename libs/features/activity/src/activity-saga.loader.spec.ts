import { ACTIVITY_SAGA_TRIGGERS, activitySagaLoadFailed } from './activity-saga.loader';
import { transactionsRequested } from './activity.actions';
import { activitySlice } from './activity.slice';
import { initialActivityState } from './activity.state';

describe('the activity saga loader', () => {
  it('is loaded by the fetch intent', () => {
    expect(ACTIVITY_SAGA_TRIGGERS).toEqual([transactionsRequested.type]);
  });

  it("fails the fetch with 'Failed to fetch transactions' when the chunk does not load", () => {
    const state = activitySlice.reducer(
      initialActivityState,
      activitySagaLoadFailed(new Error('chunk')),
    );
    expect(state).toEqual({
      status: 'error',
      transactions: [],
      empty: true,
      error: {
        name: 'KitError',
        code: 'FETCH_TRANSACTIONS_FAILED',
        message: 'Failed to fetch transactions',
      },
    });
  });
});
