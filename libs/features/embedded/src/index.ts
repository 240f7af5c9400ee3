// @kit/embedded: the embedded wallet's login flows and secure-site events (spec §2, §4, §5, §6).
// Every export below carries its one-line doc comment at its declaration.
export {
  embeddedSlice,
  initialEmbeddedState,
  // Reducer actions (saga outcomes)
  embeddedReady,
  stepChanged,
  embeddedFailed,
  socialStarted,
  farcasterUrlReceived,
  approvalChanged,
  userChanged,
  emailUpdated,
  themeModeShown,
  recentEmailsChanged,
  resendCooldownChanged,
  // Intents (handled by embeddedSaga)
  embeddedDismissed,
  emailSubmitted,
  otpSubmitted,
  socialRequested,
  emailUpdateSubmitted,
  preferredAccountTypeRequested,
  // Selectors
  selectEmbedded,
  selectEmbeddedAvailable,
  selectApproval,
  selectEmbeddedUser,
} from './embedded.slice';
export type { EmbeddedState, EmbeddedStep, WithEmbedded } from './embedded.slice';
export { authConnectorId } from './auth-connector-id';
export { loadAuthConnector } from './load-auth-connector.saga';
export type { AuthConnectorLookup } from './load-auth-connector.saga';
export { restoreAuthPreferences, selectAuthUserRequest } from './auth-preferences.saga';
export type { AuthUserRequest } from './auth-preferences.saga';
export { lazyEmbeddedSaga } from './embedded-saga.loader';
