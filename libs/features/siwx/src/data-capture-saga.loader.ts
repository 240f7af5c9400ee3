import type { Saga } from 'redux-saga';
import {
  call,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import {
  dataCaptureEmailSubmitted,
  dataCaptureOffered,
  dataCaptureOtpSubmitted,
  dataCaptureResendRequested,
  dataCaptureSkipped,
} from './data-capture.slice';

/**
 * Loads the e-mail capture saga in its own chunk (only apps with emailCapture and a cloud sign-in
 * use it) and hands it the saga effects from the first chunk (see DataCaptureEffects); the store
 * runs it on the first of DATA_CAPTURE_SAGA_TRIGGERS and replays that action.
 */
export function loadDataCaptureSaga(): Promise<Saga> {
  return import('./data-capture.saga').then((module) =>
    module.createDataCaptureSaga({
      call,
      getContext,
      put,
      select,
      takeEvery,
      takeLatest,
      takeLeading,
    }),
  );
}

/** The intents that need the e-mail capture saga; each is a plain intent, safe to replay. */
export const DATA_CAPTURE_SAGA_TRIGGERS: readonly string[] = [
  dataCaptureOffered.type,
  dataCaptureEmailSubmitted.type,
  dataCaptureOtpSubmitted.type,
  dataCaptureResendRequested.type,
  dataCaptureSkipped.type,
];
