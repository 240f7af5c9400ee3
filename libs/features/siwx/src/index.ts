// @kit/siwx: sign in with X (spec §4 sign-in): the flow, the view state and its configs.
// Every export below carries its one-line doc comment at its declaration.
// The slice itself and the actions only the sign-in saga dispatches are @kit/siwx/slice (issue 22).
export {
  initialSiwxState,
  siwxStandInReducer,
  // Outcomes (the sign-in saga's; the stand-in and the slice reduce signInFailed)
  signInNeeded,
  signInFailed,
  signedOut,
  signInCompleted,
  // Intents (handled by siwxSaga)
  signInRequested,
  signInCancelled,
  // Selectors
  selectSiwx,
  selectSiwxStatus,
  selectSiwxSession,
  selectSiwxError,
  selectSignInCancelTarget,
} from './siwx.state';
export type { SiwxAccount, SiwxState, SiwxStatus, WithSiwx } from './siwx.state';
export { selectSiwxAccount } from './siwx.selectors';
export { lazySiwxSaga } from './siwx-saga.loader';
export type { SiwxSignInSaga } from './siwx-saga.loader';
export type { SiwxConfig, SiwxMessageInput } from './siwx-config';
export { createLocalSiwxConfig } from './local-siwx-config';
export type { LocalSiwxConfigOptions } from './local-siwx-config';
export { createCloudSiwxConfig } from './create-cloud-siwx-config';
export { cloudSiwxConfigWith } from './cloud-siwx-config';
export type { CloudSiwxConfigOptions, CloudSiwxServiceLoader } from './cloud-siwx-config';
export type { SiwxConfigBaseOptions } from './siwx-config-base';
export {
  dataCaptureReducer,
  initialDataCaptureState,
  dataCaptureStepped,
  // Intents (handled by the lazily loaded e-mail capture saga)
  dataCaptureOffered,
  dataCaptureEmailSubmitted,
  dataCaptureOtpSubmitted,
  dataCaptureResendRequested,
  dataCaptureSkipped,
  // Outcomes (the store's flow saga navigates by them)
  dataCaptureStarted,
  dataCaptureFinished,
  selectDataCapture,
} from './data-capture.slice';
export type { DataCaptureState, DataCaptureStep, WithDataCapture } from './data-capture.slice';
export { DATA_CAPTURE_SAGA_TRIGGERS } from './data-capture-saga.loader';
export type { SiwxEmailAccount, SiwxEmailCapture } from './siwx-config';
