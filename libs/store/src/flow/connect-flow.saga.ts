import { all, call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { ChainNamespace } from '@kit/core';
import {
  connectAbandoned,
  connected,
  connectFailed,
  disconnected,
  disconnectRequested,
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnectionStatus,
  selectNamespaces,
  type ConnectionStatus,
} from '@kit/connection';
import { embeddedDismissed } from '@kit/embedded';
import {
  closed,
  closeRequested,
  goBack,
  replaced,
  resetTo,
  selectModalHistory,
  selectModalOpen,
  selectModalView,
  selectModalViewData,
  type ModalView,
  type ModalViewData,
} from '@kit/modal';
import {
  dataCaptureSkipped,
  selectDataCapture,
  selectSiwxStatus,
  type DataCaptureState,
  type SiwxStatus,
} from '@kit/siwx';
import { CLOSE_ON_DISCONNECT_VIEWS, CONNECTED_ONLY_VIEWS, CONNECTING_VIEWS } from './flow-views';
import { returnAfterSwitchLogin } from './switch-flow.saga';

/** True when the connecting view shown waits for this connector (ConnectingExternal names one). */
function waitsFor(view: ModalView, data: ModalViewData, connectorId: string): boolean {
  if (!CONNECTING_VIEWS.includes(view)) return false;
  if (view !== 'ConnectingExternal') return true;
  return (data.connectorId ?? data.wallet?.id) === connectorId;
}

/** True while some namespace is still connecting (a pairing connects each of its namespaces). */
function* connectPending() {
  const namespaces: ChainNamespace[] = yield select(selectNamespaces);
  for (const namespace of namespaces) {
    const status: ConnectionStatus = yield select(selectConnectionStatus, namespace);
    if (status === 'connecting') return true;
  }
  return false;
}

/**
 * Closes a connecting view once every connect under way has settled: closing earlier would
 * abandon the other namespaces of the same pairing with 'Modal closed'.
 */
function* closeWhenSettled() {
  while ((yield call(connectPending)) as boolean) {
    yield take([connected.type, connectFailed.type]);
  }
  const open: boolean = yield select(selectModalOpen);
  const view: ModalView = yield select(selectModalView);
  if (open && CONNECTING_VIEWS.includes(view)) yield put(closeRequested());
}

/**
 * Connected (spec §2, §4): the connecting view goes to its redirect view; with sign-in configured
 * the sign-in outcomes decide what follows; else the modal closes. A connection that arrives on
 * SwitchActiveChain (the embedded wallet following into that namespace) leaves it, and the
 * network picker below it, as after any finished switch.
 */
function* afterConnected(action: ReturnType<typeof connected>) {
  const open: boolean = yield select(selectModalOpen);
  if (!open) return;
  const view: ModalView = yield select(selectModalView);
  const data: ModalViewData = yield select(selectModalViewData);
  if (view === 'SwitchActiveChain') {
    const target = data.caipNetworkId?.split(':')[0];
    if (target !== undefined && target !== action.payload.namespace) return;
    const history: ModalView[] = yield select(selectModalHistory);
    yield put(goBack());
    if (history.at(-2) === 'Networks') yield put(goBack());
    return;
  }
  if (!waitsFor(view, data, action.payload.connectorId)) return;
  if (data.redirectView !== undefined) {
    yield put(replaced(data.redirectView));
    return;
  }
  const signIn: SiwxStatus = yield select(selectSiwxStatus);
  if (signIn === 'disabled') yield call(closeWhenSettled);
}

/**
 * Disconnected: after the visitor's own Disconnect (Account, UnsupportedChain) the modal closes;
 * when the wallet ended the last connection, a view that needs one goes back to Connect.
 */
function* afterDisconnected(asked: Set<ChainNamespace>, action: ReturnType<typeof disconnected>) {
  const byVisitor = asked.delete(action.payload.namespace);
  const open: boolean = yield select(selectModalOpen);
  if (!open) return;
  const view: ModalView = yield select(selectModalView);
  if (byVisitor) {
    if (CLOSE_ON_DISCONNECT_VIEWS.includes(view)) yield put(closeRequested());
    return;
  }
  const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
  if (left.length === 0 && CONNECTED_ONLY_VIEWS.includes(view)) yield put(resetTo('Connect'));
}

/** Remembers which namespaces the visitor (or the app) asked to disconnect. */
function* noteDisconnectRequest(
  asked: Set<ChainNamespace>,
  action: ReturnType<typeof disconnectRequested>,
) {
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const namespace = action.payload?.namespace ?? active;
  if (namespace !== undefined) asked.add(namespace);
}

/**
 * The modal closed (spec §2): a pending connect fails with 'Modal closed', the embedded wallet
 * refuses a pending approval, and an e-mail capture under way counts as Not now.
 */
function* afterClosed(switching: Set<string>) {
  switching.clear();
  yield put(connectAbandoned());
  yield put(embeddedDismissed());
  const capture: DataCaptureState = yield select(selectDataCapture);
  if (capture.step !== 'idle') yield put(dataCaptureSkipped());
}

/**
 * Navigation after connection outcomes. `switching` holds the connectors whose login runs again
 * after a switch to an ended connection (switch-flow.saga.ts): their `connected` returns to
 * ProfileWallets (spec §2).
 */
export function* connectFlowSaga(switching: Set<string>) {
  const asked = new Set<ChainNamespace>();
  yield all([
    takeEvery(connected.type, function* forget(action: ReturnType<typeof connected>) {
      asked.delete(action.payload.namespace);
      const handled: boolean = yield call(
        returnAfterSwitchLogin,
        switching,
        action.payload.connectorId,
      );
      if (!handled) yield call(afterConnected, action);
    }),
    takeEvery(disconnectRequested.type, noteDisconnectRequest, asked),
    takeEvery(disconnected.type, afterDisconnected, asked),
    takeEvery(closed.type, afterClosed, switching),
  ]);
}
