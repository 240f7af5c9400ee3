import type { Saga } from 'redux-saga';
import type * as SagaEffects from 'redux-saga/effects';
import { ERROR_MESSAGES, toKitError, type KitLogger } from '@kit/core';
import { isValidEmail } from '@kit/core/email';
import type { alertRaised } from '@kit/alerts';
import type { toastRequested } from '@kit/toast';
import type {
  dataCaptureEmailSubmitted,
  dataCaptureFinished,
  dataCaptureOffered,
  dataCaptureOtpSubmitted,
  dataCaptureResendRequested,
  dataCaptureSkipped,
  dataCaptureStarted,
  dataCaptureStepped,
  DataCaptureState,
  WithDataCapture,
} from './data-capture.slice';
import type { SiwxConfig, SiwxEmailAccount, SiwxEmailCapture } from './siwx-config';
import type { sessionCheckStarted, signedOut, SiwxState, WithSiwx } from './siwx.slice';

/**
 * The saga effects, handed over by the loader from the first chunk. The saga's chunk imports
 * nothing but @kit/core at run time, and builds its actions and selections from the types of the
 * slices it talks to: esbuild groups shared modules by the chunks that import them, and importing
 * redux-saga, @kit/toast or the siwx slices from here regroups them out of the first
 * chunk (+1.3 KB gzip before the first click, measured with tools/bench's size budget).
 */
export type DataCaptureEffects = Pick<
  typeof SagaEffects,
  'call' | 'getContext' | 'put' | 'select' | 'takeEvery' | 'takeLatest' | 'takeLeading'
>;

type State = WithSiwx & WithDataCapture;
const selectSiwx = (state: State): SiwxState => state.siwx;
const selectDataCapture = (state: State): DataCaptureState => state.dataCapture;
const stepped = (payload: DataCaptureState) =>
  ({ type: 'dataCapture/stepped', payload }) satisfies ReturnType<typeof dataCaptureStepped>;
// The outcomes the store's flow saga navigates by (DataCapture, Account, or close).
const started = () =>
  ({ type: 'dataCapture/started', payload: undefined }) satisfies ReturnType<
    typeof dataCaptureStarted
  >;
const finished = (emailAdded: boolean) =>
  ({ type: 'dataCapture/finished', payload: { emailAdded } }) satisfies ReturnType<
    typeof dataCaptureFinished
  >;
const toast = (message: string) =>
  ({
    type: 'toast/toastRequested',
    payload: { message, variant: 'success' },
  }) satisfies ReturnType<typeof toastRequested>;
// Spec §8 warning APKTW002 Invalid Email Address, raised beside the visitor's message.
const invalidEmailAlert = () =>
  ({ type: 'alerts/alertRaised', payload: { code: 'APKTW002' } }) satisfies ReturnType<
    typeof alertRaised
  >;
/** What the saga answers (the intents of data-capture.slice) and what ends a capture. */
const TYPES = {
  offered: 'dataCapture/offered',
  emailSubmitted: 'dataCapture/emailSubmitted',
  otpSubmitted: 'dataCapture/otpSubmitted',
  resendRequested: 'dataCapture/resendRequested',
  skipped: 'dataCapture/skipped',
  endings: ['siwx/signedOut', 'siwx/sessionCheckStarted'],
} as const satisfies {
  offered: ReturnType<typeof dataCaptureOffered>['type'];
  emailSubmitted: ReturnType<typeof dataCaptureEmailSubmitted>['type'];
  otpSubmitted: ReturnType<typeof dataCaptureOtpSubmitted>['type'];
  resendRequested: ReturnType<typeof dataCaptureResendRequested>['type'];
  skipped: ReturnType<typeof dataCaptureSkipped>['type'];
  endings: ReadonlyArray<
    ReturnType<typeof signedOut>['type'] | ReturnType<typeof sessionCheckStarted>['type']
  >;
};

/** The toast once the e-mail is on the account. */
export const EMAIL_CAPTURED_TOAST = 'Email verified';

interface Capture {
  emails: SiwxEmailCapture;
  account: SiwxEmailAccount;
}

const messageOf = (error: unknown): string => toKitError(error).shortMessage;

/**
 * The e-mail capture (emailCapture feature) after a cloud sign-in: DataCapture's address, the
 * mailed code, resend and skip. The store loads it on its first intent (@kit/siwx/lazy-saga).
 * Context: `siwx` or `hostedSiwx` (the config, whose `emailCapture` does the work), `logger`.
 */
export function createDataCaptureSaga(effects: DataCaptureEffects): Saga {
  const { call, getContext, put, select, takeEvery, takeLatest, takeLeading } = effects;

  /** The capture of the sign-in config and the signed-in account, when both exist. */
  function* captureContext() {
    const own: SiwxConfig | undefined = yield getContext('siwx');
    // Signed in without an own config: the hosted one (reownAuthentication) made the session.
    const config: SiwxConfig | undefined = own ?? (yield getContext('hostedSiwx'));
    const siwx: SiwxState = yield select(selectSiwx);
    const emails = config?.emailCapture;
    if (!emails || siwx.status !== 'signedIn' || !siwx.account) return undefined;
    const capture: Capture = {
      emails,
      account: { chainId: siwx.account.caipNetworkId, address: siwx.account.address },
    };
    return capture;
  }

  /**
   * After a fresh sign-in with emailCapture on: DataCapture, unless the account has an e-mail
   * already (then the capture is finished at once). A closed modal skips it (the flow saga).
   */
  function* offerWorker() {
    const found: Capture | undefined = yield call(captureContext);
    // Unknown counts as known: asking another time loses nothing, nagging twice would.
    let hasEmail = true;
    if (found) {
      try {
        const email: string | undefined = yield call(
          [found.emails, found.emails.getEmail],
          found.account,
        );
        hasEmail = email !== undefined;
      } catch (error) {
        const logger: KitLogger = yield getContext('logger');
        logger.warn('Could not read the account e-mail', error);
      }
    }
    if (hasEmail) {
      yield put(finished(false));
      return;
    }
    yield put(stepped({ step: 'email' }));
    yield put(started());
  }

  /** Mails a code to `email`; `busy` while asking, back to `back` (with the error) on failure. */
  function* requestCode(email: string, busy: 'sending' | 'resending', back: 'email' | 'otp') {
    const found: Capture | undefined = yield call(captureContext);
    if (!found) {
      yield put(
        stepped({
          step: back,
          email,
          error: ERROR_MESSAGES.EMAIL_CAPTURE_SIGN_IN_REQUIRED,
        }),
      );
      return;
    }
    yield put(stepped({ step: busy, email }));
    try {
      yield call([found.emails, found.emails.requestEmailOtp], { ...found.account, email });
      yield put(stepped({ step: 'otp', email }));
    } catch (error) {
      yield put(stepped({ step: back, email, error: messageOf(error) }));
    }
  }

  /** Continue: checks the address (spec §5) and has the service mail it a code. */
  function* emailWorker(action: ReturnType<typeof dataCaptureEmailSubmitted>) {
    const email = action.payload.email.trim();
    if (!isValidEmail(email)) {
      yield put(stepped({ step: 'email', email, error: ERROR_MESSAGES.INVALID_EMAIL }));
      yield put(invalidEmailAlert());
      return;
    }
    yield call(requestCode, email, 'sending', 'email');
  }

  /** Resend code: a new code to the same address; inside the cooldown the throttle message. */
  function* resendWorker() {
    const { email }: DataCaptureState = yield select(selectDataCapture);
    if (email !== undefined) yield call(requestCode, email, 'resending', 'otp');
  }

  /** The code: on success the e-mail is the account's, a toast says so and Account follows. */
  function* otpWorker(action: ReturnType<typeof dataCaptureOtpSubmitted>) {
    const { email }: DataCaptureState = yield select(selectDataCapture);
    const found: Capture | undefined = yield call(captureContext);
    if (!found || email === undefined) {
      // An undefined `email` is the same state as none (DataCaptureState's `email?`).
      yield put(
        stepped({ step: 'email', email, error: ERROR_MESSAGES.EMAIL_CAPTURE_SIGN_IN_REQUIRED }),
      );
      return;
    }
    yield put(stepped({ step: 'confirming', email }));
    try {
      const confirmed: { email: string } = yield call(
        [found.emails, found.emails.confirmEmailOtp],
        { ...found.account, code: action.payload.code.trim() },
      );
      yield put(stepped({ step: 'done', email: confirmed.email }));
      yield put(toast(EMAIL_CAPTURED_TOAST));
      yield put(finished(true));
    } catch (error) {
      yield put(stepped({ step: 'otp', email, error: messageOf(error) }));
    }
  }

  /** Not now: the sign-in is finished without an e-mail, as it is without the feature. */
  function* skipWorker() {
    yield put(stepped({ step: 'idle' }));
    yield put(finished(false));
  }

  /** A sign-out or another account ends the capture (a closed modal skips it, the flow saga). */
  function* resetWorker() {
    const { step }: DataCaptureState = yield select(selectDataCapture);
    if (step !== 'idle') yield put(stepped({ step: 'idle' }));
  }

  return function* dataCaptureSaga() {
    yield takeLatest(TYPES.offered, offerWorker);
    yield takeLeading(TYPES.emailSubmitted, emailWorker);
    yield takeLeading(TYPES.resendRequested, resendWorker);
    yield takeLeading(TYPES.otpSubmitted, otpWorker);
    yield takeLeading(TYPES.skipped, skipWorker);
    yield takeEvery([...TYPES.endings], resetWorker);
  };
}
