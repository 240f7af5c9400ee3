import * as api from './index';

// Pins the public API of @kit/embedded: changing this list is a deliberate API change (STYLE.md).
describe('@kit/embedded public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'approvalChanged',
      'authConnectorId',
      'emailSubmitted',
      'emailUpdateSubmitted',
      'emailUpdated',
      'embeddedDismissed',
      'embeddedFailed',
      'embeddedReady',
      'embeddedSlice',
      'farcasterUrlReceived',
      'initialEmbeddedState',
      'lazyEmbeddedSaga',
      'loadAuthConnector',
      'otpSubmitted',
      'preferredAccountTypeRequested',
      'recentEmailsChanged',
      'resendCooldownChanged',
      'restoreAuthPreferences',
      'selectApproval',
      'selectAuthUserRequest',
      'selectEmbedded',
      'selectEmbeddedAvailable',
      'selectEmbeddedUser',
      'socialRequested',
      'socialStarted',
      'stepChanged',
      'themeModeShown',
      'userChanged',
    ]);
  });
});
