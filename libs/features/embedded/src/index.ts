// @kit/embedded: the embedded wallet's login flows and secure-site events (spec §2, §4, §5, §6).
// Every export below carries its one-line doc comment at its declaration. The page's first load
// reaches this entry, and a bundler puts a whole file in the first load when the page's imports
// reach it and any chunk uses it (issue 22): so the saga's outcomes are the
// `@kit/embedded/actions` entry and the slice the `@kit/embedded/slice` entry (the store injects
// it when the embedded saga loads); this entry names the outcomes the page watches by their types,
// and holds the intents the modal dispatches.
export {
  initialEmbeddedState,
  selectEmbedded,
  selectEmbeddedAvailable,
  selectApproval,
  selectEmbeddedUser,
} from './embedded.state';
export type { EmbeddedState, EmbeddedStep, WithEmbedded } from './embedded.state';
export {
  APPROVAL_CHANGED,
  EMAIL_UPDATED,
  FARCASTER_URL_RECEIVED,
  SOCIAL_STARTED,
  STEP_CHANGED,
  USER_CHANGED,
} from './embedded.action-types';
export {
  // Intents (handled by the embedded saga; the modal and the flow sagas dispatch them)
  emailSubmitted,
  otpSubmitted,
  socialRequested,
  emailUpdateSubmitted,
  preferredAccountTypeRequested,
  embeddedDismissed,
  // The modal's theme mode, synced to the secure site
  themeModeShown,
} from './embedded.intents';
export { authConnectorId } from './auth-connector-id';
export { loadAuthConnector } from './load-auth-connector.saga';
export type { AuthConnectorLookup } from './load-auth-connector.saga';
export { restoreAuthPreferences, selectAuthUserRequest } from './auth-preferences.saga';
export type { AuthUserRequest } from './auth-preferences.saga';
export { lazyEmbeddedSaga } from './embedded-saga.loader';
