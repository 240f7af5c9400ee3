import * as api from './index';
import * as actions from './smart-sessions.actions';
import * as slice from './smart-sessions.slice';

// Pins the public API of @kit/smart-sessions: changing this list is a deliberate API change.
describe('@kit/smart-sessions public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'SMART_SESSIONS_SAGA_TRIGGERS',
      'initialSmartSessionsState',
      'selectSmartSessions',
      'smartSessionsSagaLoadFailed',
    ]);
  });

  it('leaves the action creators to @kit/smart-sessions/actions, out of the first load (issue 22)', () => {
    expect(Object.keys(actions).sort()).toEqual([
      'smartSessionRevokeFailed',
      'smartSessionRevokeRequested',
      'smartSessionRevokeStarted',
      'smartSessionRevoked',
      'smartSessionsCleared',
      'smartSessionsFetchFailed',
      'smartSessionsFetchStarted',
      'smartSessionsFetched',
      'smartSessionsRequested',
    ]);
  });

  it('leaves the slice to @kit/smart-sessions/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['smartSessionsSlice']);
    expect(api).not.toHaveProperty('smartSessionsSlice');
  });
});
