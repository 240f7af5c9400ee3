import * as api from './index';
import * as actions from './embedded.actions';
import * as slice from './embedded.slice';
import { initialEmbeddedState, selectEmbedded, selectEmbeddedAvailable } from './embedded.state';

// Pins the public API of @kit/embedded: changing this list is a deliberate API change (STYLE.md).
describe('@kit/embedded public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'APPROVAL_CHANGED',
      'EMAIL_UPDATED',
      'FARCASTER_URL_RECEIVED',
      'SOCIAL_STARTED',
      'STEP_CHANGED',
      'USER_CHANGED',
      'authConnectorId',
      'emailSubmitted',
      'emailUpdateSubmitted',
      'embeddedDismissed',
      'initialEmbeddedState',
      'lazyEmbeddedSaga',
      'loadAuthConnector',
      'otpSubmitted',
      'preferredAccountTypeRequested',
      'restoreAuthPreferences',
      'selectApproval',
      'selectAuthUserRequest',
      'selectEmbedded',
      'selectEmbeddedAvailable',
      'selectEmbeddedUser',
      'socialRequested',
      'themeModeShown',
    ]);
  });

  it("leaves the saga's outcomes to @kit/embedded/actions, out of the first load (issue 22)", () => {
    expect(Object.keys(actions).sort()).toEqual([
      'approvalChanged',
      'emailUpdated',
      'embeddedFailed',
      'embeddedReady',
      'farcasterUrlReceived',
      'recentEmailsChanged',
      'resendCooldownChanged',
      'socialStarted',
      'stepChanged',
      'userChanged',
    ]);
  });

  it('leaves the slice to @kit/embedded/slice, which the store injects with the embedded saga (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['embeddedSlice']);
    expect(api).not.toHaveProperty('embeddedSlice');
  });

  it('reads as no embedded wallet before the store injects the slice', () => {
    expect(selectEmbedded({})).toEqual(initialEmbeddedState);
    expect(selectEmbeddedAvailable({})).toBe(false);
    expect(api.selectEmbeddedUser({})).toBeUndefined();
    expect(api.selectApproval({})).toBeUndefined();
  });
});
