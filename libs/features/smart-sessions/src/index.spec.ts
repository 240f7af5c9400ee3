import * as api from './index';

// Pins the public API of @kit/smart-sessions: changing this list is a deliberate API change.
describe('@kit/smart-sessions public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'SMART_SESSIONS_SAGA_TRIGGERS',
      'initialSmartSessionsState',
      'selectSmartSessions',
      'smartSessionRevokeFailed',
      'smartSessionRevokeRequested',
      'smartSessionRevokeStarted',
      'smartSessionRevoked',
      'smartSessionsCleared',
      'smartSessionsFetchFailed',
      'smartSessionsFetchStarted',
      'smartSessionsFetched',
      'smartSessionsRequested',
      'smartSessionsSagaLoadFailed',
      'smartSessionsSlice',
    ]);
  });
});
