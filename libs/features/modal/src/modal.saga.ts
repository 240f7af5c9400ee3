import { all, delay, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { CONSTANTS, type ChainNamespace, type KitEnvironment, type KitLogger } from '@kit/core';
import {
  activeNamespaceChanged,
  selectActiveAddress,
  selectActiveNamespace,
} from '@kit/connection';
import {
  closed,
  closeRequested,
  goBack,
  initialViewFor,
  isModalView,
  opened,
  openRequested,
  selectCanClose,
  selectCanGoBack,
  selectModalOpen,
  shakeEnded,
  shakeStarted,
  viewPopped,
  type ModalView,
} from './modal.slice';

/** Opens the modal: switch namespace first when asked, then pick the view (spec §2). */
function* openWorker(action: ReturnType<typeof openRequested>) {
  const { view: requestedView, namespace, data } = action.payload ?? {};
  const activeNamespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
  if (namespace !== undefined && namespace !== activeNamespace) {
    yield put(activeNamespaceChanged({ namespace }));
  }
  let view: ModalView | undefined;
  if (isModalView(requestedView)) {
    view = requestedView;
  } else if (requestedView !== undefined) {
    // Vanilla JS integrators can pass any string; open the default view rather than a blank modal.
    const logger: KitLogger = yield getContext('logger');
    logger.warn(`Unknown modal view '${String(requestedView)}'; opening the default view instead.`);
  }
  if (view === undefined) {
    const environment: KitEnvironment = yield getContext('environment');
    const address: string | undefined = yield select(selectActiveAddress);
    view = initialViewFor({
      isMobile: environment.isMobile,
      hasConnectedAddress: Boolean(address),
    });
  }
  yield put(opened(data ? { view, data } : { view }));
}

/** Closes the modal unless closing is disabled, in which case it shakes (spec §2, §4). */
function* closeWorker() {
  const open: boolean = yield select(selectModalOpen);
  if (!open) return;
  const canClose: boolean = yield select(selectCanClose);
  yield put(canClose ? closed() : shakeStarted());
}

/** Back pops a view; on the last view it closes, through the same rules as close (spec §2). */
function* backWorker() {
  const canGoBack: boolean = yield select(selectCanGoBack);
  if (canGoBack) yield put(viewPopped());
  else yield* closeWorker();
}

/** Ends the shake after its duration; a new shake restarts the timer. */
function* shakeWorker() {
  yield delay(CONSTANTS.MODAL_SHAKE_MS);
  yield put(shakeEnded());
}

/** Root saga of the modal feature. Context: `environment`, `logger`. */
export function* modalSaga() {
  yield all([
    takeEvery(openRequested.type, openWorker),
    takeEvery(closeRequested.type, closeWorker),
    takeEvery(goBack.type, backWorker),
    takeLatest(shakeStarted.type, shakeWorker),
  ]);
}
