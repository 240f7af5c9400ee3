import { put, select, takeEvery } from 'redux-saga/effects';
import {
  closed,
  opened,
  pushed,
  replaced,
  resetTo,
  selectModalOpen,
  selectModalView,
  selectModalViewData,
  viewPopped,
  type ModalView,
  type ModalViewData,
} from '@kit/modal';
import { pairingRequested } from '@kit/pairing';
import { PAIRING_VIEWS } from './flow-views';

/** The modal actions that change the view shown. */
const VIEW_CHANGES = [opened, pushed, replaced, resetTo, viewPopped, closed].map(
  (action) => action.type,
);

/**
 * One pairing proposal per QR open (issue 20 item 20): when the modal comes to a pairing view
 * from another view (or from closed), a pairing is requested here, once. The view asked from a
 * mount effect before, and React's StrictMode runs effects again (on mount, and when a view comes
 * back from behind a Suspense spinner), which proposed a second pairing whose approval the page
 * never saw. Try again is the view's own intent.
 */
export function* pairingFlowSaga() {
  let onPairingView = false;
  yield takeEvery(VIEW_CHANGES, function* requestOnArrival() {
    const open: boolean = yield select(selectModalOpen);
    const view: ModalView = yield select(selectModalView);
    const arrived = open && PAIRING_VIEWS.includes(view);
    if (arrived && !onPairingView) {
      const { wallet }: ModalViewData = yield select(selectModalViewData);
      yield put(
        pairingRequested(wallet ? { wallet: { id: wallet.id, name: wallet.name } } : undefined),
      );
    }
    onPairingView = arrived;
  });
}
