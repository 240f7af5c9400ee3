import {
  SMART_SESSIONS_SAGA_TRIGGERS,
  smartSessionsSagaLoadFailed,
} from './smart-sessions-saga.loader';
import {
  smartSessionRevokeFailed,
  smartSessionRevokeRequested,
  smartSessionsFetchFailed,
  smartSessionsRequested,
} from './smart-sessions.actions';

describe('the smart-sessions saga loader', () => {
  it('is loaded by the list and revoke intents', () => {
    expect(SMART_SESSIONS_SAGA_TRIGGERS).toEqual([
      smartSessionsRequested.type,
      smartSessionRevokeRequested.type,
    ]);
  });

  it('fails the intent that asked when the chunk does not load: the list, or that revocation', () => {
    const error = { name: 'KitError', code: 'UNKNOWN_ERROR' as const, message: 'chunk' };
    expect(smartSessionsSagaLoadFailed(new Error('chunk'), smartSessionsRequested())).toEqual(
      smartSessionsFetchFailed({ error }),
    );
    expect(
      smartSessionsSagaLoadFailed(new Error('chunk'), smartSessionRevokeRequested({ pci: 'p1' })),
    ).toEqual(smartSessionRevokeFailed({ pci: 'p1', error }));
  });
});
