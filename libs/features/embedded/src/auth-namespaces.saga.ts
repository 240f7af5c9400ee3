import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { AuthConnector, ChainNamespace } from '@kit/core';
import {
  activeNamespaceChanged,
  connectRequested,
  selectConnectedNamespaces,
  selectConnection,
  selectConnectionStatus,
  selectConnector,
  type Connection,
} from '@kit/connection';
import { authConnectorId } from './auth-connector-id';

/** True when some namespace is connected through the embedded wallet (its AUTH connector). */
function* loggedInElsewhere() {
  const namespaces: ChainNamespace[] = yield select(selectConnectedNamespaces);
  for (const namespace of namespaces) {
    const connection: Connection | undefined = yield select(selectConnection, namespace);
    if (connection?.connectorId === authConnectorId(namespace)) return true;
  }
  return false;
}

/**
 * The visitor moved to a namespace where the embedded identity has an account too (Solana):
 * the identity connects there (spec §2: SwitchActiveChain is for a wallet with no account in the
 * namespace). SwitchActiveChain shows meanwhile; once connected, the store's flow saga leaves it
 * and the network picker, as after any finished switch.
 */
function* followIntoNamespace(
  auth: AuthConnector,
  action: ReturnType<typeof activeNamespaceChanged>,
) {
  const { namespace } = action.payload;
  if (!auth.namespaces.includes(namespace)) return;
  const connectorId = authConnectorId(namespace);
  const status: string = yield select(selectConnectionStatus, namespace);
  // Connected already, or a connection (a login, a reconnect) is on its way: nothing to add.
  if (status !== 'disconnected') return;
  const hosted: unknown = yield select(selectConnector, connectorId);
  if (!hosted) return;
  const viaAuth: boolean = yield call(loggedInElsewhere);
  if (!viaAuth) return;
  // A failure leaves SwitchActiveChain up: the visitor may connect another wallet there.
  yield put(connectRequested({ connectorId }));
}

/**
 * Takes the embedded identity into the other namespaces it serves (Solana beside eip155) when the
 * visitor goes there. Loaded in its own chunk, and only with an embedded wallet.
 */
export function* authNamespacesSaga(auth: AuthConnector) {
  yield takeEvery(activeNamespaceChanged.type, followIntoNamespace, auth);
}
