import { createAction, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Where the e-mail capture after sign-in stands (emailCapture feature, DataCapture view).
 * - `idle`: nothing asked (feature off, not signed in, skipped or finished).
 * - `email`: DataCapture asks for an address.
 * - `sending`: the code is being requested for the address.
 * - `otp`: the code was mailed; DataCapture asks for its 6 digits.
 * - `resending`: a new code is being requested (still on the code step).
 * - `confirming`: the code is being checked.
 * - `done`: the e-mail is on the session's account.
 */
export type DataCaptureStep =
  'idle' | 'email' | 'sending' | 'otp' | 'resending' | 'confirming' | 'done';

/** The e-mail capture's state. */
export interface DataCaptureState {
  step: DataCaptureStep;
  /** The address being confirmed (or confirmed). */
  email?: string;
  /** The last failure's text (spec strings: invalid e-mail, throttle, wrong code…). */
  error?: string;
}

/** Nothing asked until a cloud sign-in finishes with the feature on. */
export const initialDataCaptureState: DataCaptureState = { step: 'idle' };

/** The saga moved the capture to a step; an absent `error` clears the last one. */
export const dataCaptureStepped = createAction<DataCaptureState, 'dataCapture/stepped'>(
  'dataCapture/stepped',
);

/**
 * The data-capture reducer; mount it under `dataCapture`. One action on purpose, and no
 * createSlice: the lazily loaded saga decides every step, so the part in the first chunk stays
 * a few bytes (tools/bench size budget).
 */
export function dataCaptureReducer(
  state: DataCaptureState = initialDataCaptureState,
  action: UnknownAction,
): DataCaptureState {
  return dataCaptureStepped.match(action)
    ? (action as PayloadAction<DataCaptureState>).payload
    : state;
}

/** Intent (sign-in saga): a visitor just signed in with a config that captures e-mails. */
export const dataCaptureOffered = createAction('dataCapture/offered');
/** Intent (DataCapture's Continue): mail a code to this address. */
export const dataCaptureEmailSubmitted = createAction<
  { email: string },
  'dataCapture/emailSubmitted'
>('dataCapture/emailSubmitted');
/** Intent (DataCapture's code step): check this code. */
export const dataCaptureOtpSubmitted = createAction<{ code: string }, 'dataCapture/otpSubmitted'>(
  'dataCapture/otpSubmitted',
);
/** Intent (DataCapture's Resend code): mail a new code to the same address. */
export const dataCaptureResendRequested = createAction('dataCapture/resendRequested');
/** Intent (DataCapture's Not now): finish without an e-mail. */
export const dataCaptureSkipped = createAction('dataCapture/skipped');

/** Outcome: the signed-in account has no e-mail; DataCapture asks for one. */
export const dataCaptureStarted = createAction('dataCapture/started');
/** Outcome: the capture is over, `emailAdded` when the account now has the visitor's e-mail. */
export const dataCaptureFinished = createAction<{ emailAdded: boolean }, 'dataCapture/finished'>(
  'dataCapture/finished',
);

/** The slice of root state this feature reads. */
export interface WithDataCapture {
  dataCapture: DataCaptureState;
}

/** The e-mail capture's state. */
export const selectDataCapture = (state: WithDataCapture): DataCaptureState => state.dataCapture;
