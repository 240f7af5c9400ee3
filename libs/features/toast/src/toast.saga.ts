import { delay, put, select, takeLatest } from 'redux-saga/effects';
import { CONSTANTS } from '@kit/core';
import { selectToastOpen, toastHidden, toastRequested, toastShown } from './toast.slice';

/** Whether a toast was closed to make way for another and the reopen delay has not run out. */
interface ReopenGap {
  pending: boolean;
}

/** Shows one toast: closes the open one first, reopens after the spec delay, then maybe auto-closes. */
function* showToast(gap: ReopenGap, action: ReturnType<typeof toastRequested>) {
  const { message, variant, svg, autoClose = variant !== 'loading' } = action.payload;
  const open: boolean = yield select(selectToastOpen);
  // A request cancelled mid-gap leaves `pending` set: its successor waits a full gap too, so the
  // closing toast always gets its 150 ms and a burst shows only its last message.
  if (open || gap.pending) {
    if (open) yield put(toastHidden());
    gap.pending = true;
    yield delay(CONSTANTS.TOAST_REOPEN_MS);
    gap.pending = false;
  }
  yield put(toastShown({ message, variant, autoClose, ...(svg === undefined ? {} : { svg }) }));
  if (autoClose) {
    yield delay(CONSTANTS.TOAST_AUTO_CLOSE_MS);
    yield put(toastHidden());
  }
}

/**
 * Root saga of the toast feature. Context: none. takeLatest: a newer request cancels the older
 * one's reopen or auto-close, so rapid toasts never pile up and never hide their successor.
 */
export function* toastSaga() {
  const gap: ReopenGap = { pending: false };
  yield takeLatest(toastRequested.type, showToast, gap);
}
