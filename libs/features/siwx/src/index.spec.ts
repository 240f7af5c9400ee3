import * as siwx from './index';

describe('@kit/siwx public API', () => {
  it('exports exactly these runtime names (change deliberately)', () => {
    expect(Object.keys(siwx).sort()).toEqual(
      [
        'createCloudSiwxConfig',
        'createLocalSiwxConfig',
        'initialSiwxState',
        'selectSiwx',
        'selectSiwxAccount',
        'selectSiwxError',
        'selectSiwxSession',
        'selectSiwxStatus',
        'sessionCheckStarted',
        'signInCancelled',
        'signInFailed',
        'signInNeeded',
        'signInRequested',
        'signedIn',
        'signedOut',
        'signingStarted',
        'siwxEnabled',
        'siwxSaga',
        'siwxSlice',
        'dataCaptureReducer',
        'initialDataCaptureState',
        'dataCaptureStepped',
        'dataCaptureOffered',
        'dataCaptureEmailSubmitted',
        'dataCaptureOtpSubmitted',
        'dataCaptureResendRequested',
        'dataCaptureSkipped',
        'selectDataCapture',
        'loadDataCaptureSaga',
        'DATA_CAPTURE_SAGA_TRIGGERS',
      ].sort(),
    );
  });
});
