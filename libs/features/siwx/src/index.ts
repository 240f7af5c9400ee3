// @kit/siwx: sign in with X (spec §4 sign-in): the flow, the view state and its configs.
// Every export below carries its one-line doc comment at its declaration.
export {
  siwxSlice,
  initialSiwxState,
  // Reducer actions
  siwxEnabled,
  sessionCheckStarted,
  signInNeeded,
  signingStarted,
  signedIn,
  signInFailed,
  signedOut,
  // Intents (handled by siwxSaga)
  signInRequested,
  signInCancelled,
  // Selectors
  selectSiwx,
  selectSiwxStatus,
  selectSiwxSession,
  selectSiwxError,
} from './siwx.slice';
export type { SiwxAccount, SiwxState, SiwxStatus, WithSiwx } from './siwx.slice';
export { selectSiwxAccount } from './siwx.selectors';
export { siwxSaga } from './siwx.saga';
export type { SiwxConfig, SiwxMessageInput } from './siwx-config';
export { createLocalSiwxConfig } from './local-siwx-config';
export type { LocalSiwxConfigOptions } from './local-siwx-config';
export { createCloudSiwxConfig } from './cloud-siwx-config';
export type { CloudSiwxConfigOptions } from './cloud-siwx-config';
