import * as siwx from './index';

describe('@kit/siwx public API', () => {
  it('exports exactly these runtime names (change deliberately)', () => {
    expect(Object.keys(siwx).sort()).toEqual(
      [
        'cloudSiwxConfigWith',
        'createCloudSiwxConfig',
        'createLocalSiwxConfig',
        'initialSiwxState',
        'selectSignInCancelTarget',
        'selectSiwx',
        'selectSiwxAccount',
        'selectSiwxError',
        'selectSiwxSession',
        'selectSiwxStatus',
        'sessionCheckStarted',
        'signInCancelled',
        'signInCompleted',
        'signInFailed',
        'signInNeeded',
        'signInRequested',
        'signedIn',
        'signedOut',
        'signingStarted',
        'siwxEnabled',
        'siwxSlice',
        'dataCaptureReducer',
        'initialDataCaptureState',
        'dataCaptureStepped',
        'dataCaptureOffered',
        'dataCaptureEmailSubmitted',
        'dataCaptureOtpSubmitted',
        'dataCaptureResendRequested',
        'dataCaptureSkipped',
        'dataCaptureStarted',
        'dataCaptureFinished',
        'selectDataCapture',
        'DATA_CAPTURE_SAGA_TRIGGERS',
        'oneClickSignInRequest',
        'lazySiwxSaga',
      ].sort(),
    );
  });
});
