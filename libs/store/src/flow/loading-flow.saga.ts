import { put, select, takeEvery } from 'redux-saga/effects';
import type { ChainNamespace } from '@kit/core';
import {
  connected,
  connectFailed,
  connecting,
  disconnected,
  reconnectFinished,
  reconnecting,
  selectConnectionStatus,
  selectNamespaces,
  type ConnectionStatus,
} from '@kit/connection';
import { loadingChanged, selectModalLoading } from '@kit/modal';

/** The connection actions that start or settle a namespace's connect or reconnect. */
const STATUS_CHANGES = [
  connecting,
  connected,
  connectFailed,
  disconnected,
  reconnecting,
  reconnectFinished,
].map((action) => action.type);

/** Keeps every namespace's modal loading flag equal to "its wallet is connecting or reconnecting". */
function* syncLoadingFlags() {
  const namespaces: ChainNamespace[] = yield select(selectNamespaces);
  for (const namespace of namespaces) {
    const status: ConnectionStatus = yield select(selectConnectionStatus, namespace);
    const loading = status === 'connecting' || status === 'reconnecting';
    const shown: boolean = yield select(selectModalLoading, namespace);
    if (shown !== loading) yield put(loadingChanged({ namespace, loading }));
  }
}

/**
 * The modal's loading flag per namespace (spec §4, `useKitState().loading`): on while that
 * namespace's wallet connects or reconnects on load, off once the attempt settles, whatever the
 * outcome (connected, failed, closed mid-connect, disconnected).
 */
export function* loadingFlowSaga() {
  yield takeEvery(STATUS_CHANGES, syncLoadingFlags);
}
