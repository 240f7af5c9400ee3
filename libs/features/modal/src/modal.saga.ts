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
  openIntended,
  openPrepared,
  openRequested,
  selectCanClose,
  selectCanGoBack,
  selectModalOpen,
  selectPreparedView,
  shakeEnded,
  shakeStarted,
  viewPopped,
  type ModalView,
} from './modal.slice';

/** The view an open lands on when it asks for none (spec §2): Account when connected. */
function* defaultView() {
  const environment: KitEnvironment = yield getContext('environment');
  const address: string | undefined = yield select(selectActiveAddress);
  return initialViewFor({ isMobile: environment.isMobile, hasConnectedAddress: Boolean(address) });
}

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
  if (view === undefined) view = yield* defaultView();
  yield put(opened(data ? { view, data } : { view }));
}

/**
 * Decides, while closed, the view an open with this request would land on, by the rules of
 * openWorker, and reports it (`openPrepared`) so the shell can build it before the click. Only
 * what it can decide without acting: a request for another namespace (the open switches first,
 * and the view follows the switch), with view data, or for an unknown view prepares nothing.
 */
function* prepareWorker(action: ReturnType<typeof openIntended>) {
  const { view: requestedView, namespace, data } = action.payload ?? {};
  if ((yield select(selectModalOpen)) as boolean) return;
  if (data !== undefined) return;
  const activeNamespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
  if (namespace !== undefined && namespace !== activeNamespace) return;
  if (requestedView !== undefined && !isModalView(requestedView)) return;
  const view: ModalView = requestedView ?? (yield* defaultView());
  const prepared: ModalView | null = yield select(selectPreparedView);
  if (prepared !== view) yield put(openPrepared({ view }));
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
    takeEvery(openIntended.type, prepareWorker),
    takeEvery(closeRequested.type, closeWorker),
    takeEvery(goBack.type, backWorker),
    takeLatest(shakeStarted.type, shakeWorker),
  ]);
}
