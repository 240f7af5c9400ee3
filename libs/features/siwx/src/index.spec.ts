import * as siwx from './index';
import * as oneClick from './one-click-sign-in';

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
        'siwxStandInReducer',
        'signInCancelled',
        'signInCompleted',
        'signInFailed',
        'signInNeeded',
        'signInRequested',
        'signedOut',
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
        'lazySiwxSaga',
      ].sort(),
    );
  });

  it('leaves the one-click sign-in request to @kit/siwx/one-click (the pairing chunk asks it, issue 22)', () => {
    expect(Object.keys(oneClick).sort()).toEqual([
      'oneClickSignInRequest',
      'toPairingSignInRequest',
    ]);
  });
});
