import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import {
  APPROVAL_CHANGED,
  EMAIL_UPDATED,
  FARCASTER_URL_RECEIVED,
  SOCIAL_STARTED,
  STEP_CHANGED,
} from '@kit/embedded';
import type { approvalChanged, stepChanged } from '@kit/embedded/actions';
import {
  goBack,
  openRequested,
  pushed,
  replaced,
  selectModalView,
  type ModalView,
} from '@kit/modal';

/** A pending approval opens ApproveTransaction; a settled one leaves it. */
function* followApproval(action: ReturnType<typeof approvalChanged>) {
  if (action.payload !== undefined) {
    yield put(openRequested({ view: 'ApproveTransaction' }));
    return;
  }
  const view: ModalView = yield select(selectModalView);
  if (view === 'ApproveTransaction') yield put(goBack());
}

/**
 * A new device waits for its approval link in EmailVerifyDevice; the login code was mailed:
 * EmailVerifyOtp asks for it, in place of the device wait (Back then leads to EmailLogin).
 */
function* showOtp(action: ReturnType<typeof stepChanged>) {
  const { step } = action.payload;
  if (step === 'awaitingDevice') yield call(show, 'EmailVerifyDevice');
  if (step !== 'awaitingOtp') return;
  const view: ModalView = yield select(selectModalView);
  if (view === 'EmailVerifyDevice') yield put(replaced('EmailVerifyOtp'));
  else yield call(show, 'EmailVerifyOtp');
}

/** A login step shows its view on top: the code, the social popup's wait, Farcaster's QR. */
function* show(view: ModalView) {
  yield put(pushed(view));
}

/** The e-mail change is done: back past its code and UpdateEmailWallet. */
function* leaveEmailUpdate() {
  yield put(goBack());
  yield put(goBack());
}

/** Navigation after embedded-wallet outcomes (spec §2: Farcaster shows ConnectingFarcaster). */
export function* embeddedFlowSaga() {
  yield all([
    takeEvery(APPROVAL_CHANGED, followApproval),
    takeEvery(STEP_CHANGED, showOtp),
    takeEvery(FARCASTER_URL_RECEIVED, show, 'ConnectingFarcaster'),
    takeEvery(SOCIAL_STARTED, show, 'ConnectingSocial'),
    takeEvery(EMAIL_UPDATED, leaveEmailUpdate),
  ]);
}
