import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { CaipNetworkId } from '@kit/core';
import {
  closed,
  closeLockChanged,
  opened,
  pushed,
  resetTo,
  viewPopped,
  selectCloseLockedOn,
  selectModalHistory,
  selectModalOpen,
  selectModalView,
  type ModalView,
} from '@kit/modal';
import {
  dataCaptureFinished,
  dataCaptureSkipped,
  dataCaptureStarted,
  selectSignInCancelTarget,
  selectSiwx,
  signedOut,
  signInCancelled,
  signInCompleted,
  signInFailed,
  signInNeeded,
  type SiwxState,
} from '@kit/siwx';
import {
  CONNECT_PATH_VIEWS,
  CONNECTING_VIEWS,
  SIGN_IN_LOCKED_VIEWS,
  SIGN_VIEW,
} from './flow-views';

/**
 * Shows SIWXSignMessage: opens the modal on it, takes the place of the connect path that led to
 * it, or pushes it. With sign-in required it becomes the only view, so Back cannot step around
 * the closing lock.
 */
function* showSignView() {
  const open: boolean = yield select(selectModalOpen);
  const view: ModalView = yield select(selectModalView);
  const { required }: SiwxState = yield select(selectSiwx);
  if (!open) yield put(opened({ view: SIGN_VIEW }));
  else if (required) yield put(resetTo(SIGN_VIEW));
  else if (CONNECTING_VIEWS.includes(view)) yield call(replaceConnectPath);
  else if (view !== SIGN_VIEW) yield put(pushed(SIGN_VIEW));
}

/**
 * The wallet is connected now: the views that chose and connected it (Connect, AllWallets, the
 * connecting view) are done, so Back from the sign view must not land on 'Connect Wallet' while
 * the status reads connected (issue 23). Back returns to what was open before them (Account,
 * ProfileWallets), and with nothing before them there is no Back.
 */
function* replaceConnectPath() {
  const history: ModalView[] = yield select(selectModalHistory);
  let keep = history.length;
  while (keep > 0 && CONNECT_PATH_VIEWS.includes(history[keep - 1]!)) keep -= 1;
  if (keep === 0) {
    yield put(resetTo(SIGN_VIEW));
    return;
  }
  for (let popped = history.length; popped > keep; popped -= 1) yield put(viewPopped());
  yield put(pushed(SIGN_VIEW));
}

/**
 * Signed in (spec §4): after a signature the modal closes, unless DataCapture follows; a live
 * session found for a fresh connection closes the connecting or sign view it left open.
 */
function* afterSignIn(action: ReturnType<typeof signInCompleted>) {
  const { signed, dataCapture } = action.payload;
  if (dataCapture) return;
  const open: boolean = yield select(selectModalOpen);
  if (!open) return;
  const view: ModalView = yield select(selectModalView);
  if (signed || view === SIGN_VIEW || CONNECTING_VIEWS.includes(view)) yield put(closed());
}

/** Signed out: a sign view nobody can use any more closes. */
function* afterSignOut() {
  const open: boolean = yield select(selectModalOpen);
  const view: ModalView = yield select(selectModalView);
  if (open && view === SIGN_VIEW) yield put(closed());
}

/** Cancel (spec §4): the modal closes, unless a required sign-in returns to its last network. */
function* afterCancel() {
  const target: CaipNetworkId | undefined = yield select(selectSignInCancelTarget);
  if (target === undefined) yield put(closed());
}

/** DataCapture asks for the e-mail, as the only view; with the modal closed it is skipped. */
function* showDataCapture() {
  const open: boolean = yield select(selectModalOpen);
  yield put(open ? resetTo('DataCapture') : dataCaptureSkipped());
}

/** The capture is over: Account with the e-mail added, else the sign-in ends as without it. */
function* afterDataCapture(action: ReturnType<typeof dataCaptureFinished>) {
  const open: boolean = yield select(selectModalOpen);
  if (!open) return;
  yield put(action.payload.emailAdded ? resetTo('Account') : closed());
}

/** Keeps the modal's close lock on the sign views while a required sign-in has no session. */
function* syncCloseLock() {
  const { required, status }: SiwxState = yield select(selectSiwx);
  const locked = required && status !== 'signedIn';
  const current: ModalView[] = yield select(selectCloseLockedOn);
  if (locked !== current.length > 0)
    yield put(closeLockChanged(locked ? [...SIGN_IN_LOCKED_VIEWS] : []));
}

const isSiwxAction = (action: { type: string }): boolean => action.type.startsWith('siwx/');

/** Navigation after sign-in and e-mail capture outcomes, and the close lock they imply. */
export function* signInFlowSaga() {
  yield call(syncCloseLock);
  yield all([
    takeEvery(isSiwxAction, syncCloseLock),
    takeEvery([signInNeeded.type, signInFailed.type], showSignView),
    takeEvery(signInCompleted.type, afterSignIn),
    takeEvery(signedOut.type, afterSignOut),
    takeEvery(signInCancelled.type, afterCancel),
    takeEvery(dataCaptureStarted.type, showDataCapture),
    takeEvery(dataCaptureFinished.type, afterDataCapture),
  ]);
}
