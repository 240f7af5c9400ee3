import {
  dataCaptureEmailSubmitted,
  dataCaptureOffered,
  dataCaptureOtpSubmitted,
  dataCaptureResendRequested,
  dataCaptureSkipped,
} from './data-capture.slice';

/** The intents that need the e-mail capture saga; each is a plain intent, safe to replay. */
export const DATA_CAPTURE_SAGA_TRIGGERS: readonly string[] = [
  dataCaptureOffered.type,
  dataCaptureEmailSubmitted.type,
  dataCaptureOtpSubmitted.type,
  dataCaptureResendRequested.type,
  dataCaptureSkipped.type,
];
