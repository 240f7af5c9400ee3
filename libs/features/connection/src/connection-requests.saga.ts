// @kit/connection's requests: connecting, disconnecting and switching connections, which only a
// visitor's (or the app's) request starts. The store loads this saga on the first such request
// (issue 22), so the page's first load carries only what runs from the start (connection.saga.ts):
// reconnecting stored connections, the wallets' events, saving live connections, recent wallets.
import type { Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  cancelled,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import {
  NotConfiguredError,
  WalletConnectionError,
  toKitError,
  kitError,
  serializeError,
  type ChainNamespace,
  type Clock,
  type ConnectResult,
  type ConnectParams,
  type ConnectorDescriptor,
  type KitLogger,
  type KitStorage,
  type SerializedKitError,
} from '@kit/core';
import { toastRequested } from '@kit/toast';
import {
  connectedWith,
  connectParamsFor,
  findConnector,
  multiWalletOn,
  saveLiveConnections,
  type AdapterLookup,
} from './connection.saga';
import {
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
  selectOtherConnections,
} from './connection.selectors';
import { selectConnectionOf, selectSwitchTargetStatus } from './connection-switch.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connectAbandoned,
  connectionSetAside,
  connectionSwitched,
  connectFailed,
  connecting,
  disconnected,
  disconnectFailed,
  recentWalletsChanged,
  switchFailed,
  switchLoginNeeded,
  type Connection,
  type SwitchTargetStatus,
} from './connection.slice';
import { connectRequested, disconnectRequested, switchRequested } from './connection.slice';
import { forgetConnection } from './connection.storage';
import { rememberConnection } from './new-connection.storage';

/**
 * What a failed connect stores: a rejection as 'User rejected the request', else a KitError. Only
 * name, code and message are kept, so the errors made here carry no `details` or `cause`.
 */
function toConnectError(error: unknown): SerializedKitError {
  return serializeError(toKitError(error, 'CONNECT_FAILED'));
}

/**
 * Connects one connector (spec §2, §4). Fails at once when it is already the namespace's current
 * connector; `connectAbandoned` (the store's flow saga sends it when the modal closes) fails it
 * with 'Modal closed'. On success the namespace becomes active and the connection is saved.
 */
function* connectWorker(action: ReturnType<typeof connectRequested>) {
  const { connectorId } = action.payload;
  const connector: ConnectorDescriptor | undefined = yield call(findConnector, connectorId);
  if (!connector) {
    const namespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
    const error = new NotConfiguredError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { id: connectorId });
    yield put(connectFailed({ namespace, connectorId, error: serializeError(error) }));
    return;
  }
  const namespace = connector.chain;
  const current: Connection | undefined = yield select(selectConnection, namespace);
  if (current?.connectorId === connectorId) {
    const error = new WalletConnectionError('CONNECT_FAILED');
    yield put(connectFailed({ namespace, connectorId, error: serializeError(error) }));
    return;
  }

  let settled = false;
  yield put(connecting({ namespace, connectorId }));
  try {
    const registry: AdapterLookup = yield getContext('registry');
    const adapter = registry.getAdapter(namespace);
    const params: ConnectParams = yield call(
      connectParamsFor,
      namespace,
      connectorId,
      action.payload.caipNetworkId,
    );
    const { result } = (yield race({
      result: call([adapter, adapter.connect], params),
      aborted: take(connectAbandoned.type),
    })) as { result?: ConnectResult };
    if (!result) throw new WalletConnectionError('MODAL_CLOSED');
    // The wallet exposed no account.
    if (result.accounts.length === 0) throw new WalletConnectionError('CONNECT_FAILED');

    // multiWallet: the namespace's current connection stays live beside the new one (spec §3).
    const keepCurrent: boolean = yield call(multiWalletOn);
    yield put(activeNamespaceChanged({ namespace }));
    if (keepCurrent) yield put(connectionSetAside({ namespace }));
    yield put(connectedWith(namespace, connectorId, result));
    settled = true;
    const storage: KitStorage = yield getContext('storage');
    const clock: Clock = yield getContext('clock');
    yield put(recentWalletsChanged(rememberConnection(storage, connector, clock.now())));
    if (keepCurrent) yield call(saveLiveConnections, namespace);
  } catch (error) {
    settled = true;
    yield put(connectFailed({ namespace, connectorId, error: toConnectError(error) }));
  } finally {
    // A newer request for the same namespace (or kit.destroy()) cancelled this one: settle it, so
    // whoever waits on this attempt hears back and the status leaves `connecting`.
    const wasCancelled: boolean = yield cancelled();
    if (!settled && wasCancelled) {
      const error = new WalletConnectionError('CONNECT_FAILED');
      yield put(connectFailed({ namespace, connectorId, error: serializeError(error) }));
    }
  }
}

/**
 * Disconnects a namespace's connection (default: the active namespace's current one; `connectorId`
 * names another live one). A wallet that fails to end its session leaves 'Failed to disconnect' in
 * state and a toast, but the local connection ends all the same; the `disconnected` watcher clears
 * storage and the reducer promotes another connection (spec §4).
 */
function* disconnectWorker(action: ReturnType<typeof disconnectRequested>) {
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const namespace = action.payload?.namespace ?? active;
  if (namespace === undefined) return;
  const named = action.payload?.connectorId;
  if (named !== undefined) {
    const others: Connection[] = yield select(selectOtherConnections, namespace);
    const other = others.find((candidate) => candidate.connectorId === named);
    if (other) {
      yield call(endSession, namespace, named);
      return;
    }
  }
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (named !== undefined && connection?.connectorId !== named) return;
  if (!connection) {
    // Nothing live; drop whatever storage still holds so the next load does not reconnect it.
    const storage: KitStorage = yield getContext('storage');
    const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
    forgetConnection(storage, namespace, left.length);
    return;
  }
  yield call(endSession, namespace, connection.connectorId);
}

/** Asks the wallet to end one connection's session, then ends it locally whatever the answer. */
function* endSession(namespace: ChainNamespace, connectorId: string) {
  try {
    const registry: AdapterLookup = yield getContext('registry');
    const adapter = registry.getAdapter(namespace);
    yield call([adapter, adapter.disconnect], { connectorId });
  } catch (cause) {
    const error = kitError('DISCONNECT_FAILED');
    const logger: KitLogger = yield getContext('logger');
    logger.warn(`The ${namespace} wallet failed to disconnect; disconnecting locally.`, cause);
    yield put(disconnectFailed({ namespace, connectorId, error: serializeError(error) }));
    yield put(toastRequested({ message: error.shortMessage, variant: 'error' }));
  }
  yield put(disconnected({ namespace, connectorId }));
}

/**
 * Switches to a connection of a namespace (spec §4): the current one stays and its namespace
 * becomes active; another live one (`active`) becomes current; an ended one (`disconnected`) runs
 * its login flow again through `switchLoginNeeded`; any other status fails with 'Invalid
 * connection status', and a connection whose connector is gone with 'No connector found for
 * connection: {id}'.
 */
function* switchWorker(action: ReturnType<typeof switchRequested>) {
  const { namespace, connectorId } = action.payload;
  const status: SwitchTargetStatus = yield select(selectSwitchTargetStatus, namespace, connectorId);
  switch (status) {
    case 'connected':
      yield put(activeNamespaceChanged({ namespace }));
      return;
    case 'active': {
      yield put(connectionSwitched({ namespace, connectorId }));
      yield call(saveLiveConnections, namespace);
      // For the features, the namespace's account changed (balances re-read, sign-in re-checked).
      const current: Connection | undefined = yield select(selectConnection, namespace);
      if (current)
        yield put(accountsChanged({ namespace, connectorId, accounts: current.accounts }));
      return;
    }
    case 'disconnected': {
      const connector: ConnectorDescriptor | undefined = yield select(selectConnector, connectorId);
      if (!connector) {
        const error = new NotConfiguredError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', {
          id: connectorId,
        });
        yield put(switchFailed({ namespace, connectorId, error: serializeError(error) }));
        return;
      }
      const ended: Connection | undefined = yield select(
        selectConnectionOf,
        namespace,
        connectorId,
      );
      // No auth name (a wallet login): `authName: undefined`, the same payload as none.
      yield put(switchLoginNeeded({ namespace, connectorId, authName: ended?.authName }));
      return;
    }
    default: {
      // No details: serializeError keeps name, code and message, which is all the row shows.
      const error = new WalletConnectionError('INVALID_CONNECTION_STATUS');
      yield put(switchFailed({ namespace, connectorId, error: serializeError(error) }));
    }
  }
}

/**
 * Runs connect requests, latest per namespace: picking another wallet of the same namespace while
 * one is pending abandons the first; requests for different namespaces run side by side.
 */
function* watchConnectRequests() {
  const pending = new Map<string, Task>();
  while (true) {
    const action: ReturnType<typeof connectRequested> = yield take(connectRequested.type);
    const connector: ConnectorDescriptor | undefined = yield select(
      selectConnector,
      action.payload.connectorId,
    );
    const key = connector?.chain ?? `connector:${action.payload.connectorId}`;
    const previous = pending.get(key);
    if (previous?.isRunning()) yield cancel(previous);
    const task: Task = yield fork(connectWorker, action);
    pending.set(key, task);
  }
}

/**
 * The requests' saga (@kit/connection/lazy-saga): the visitor's (or the app's) connect, disconnect
 * and switch. The store runs it from the first of CONNECTION_REQUEST_TRIGGERS on and replays to it
 * the requests made while it loaded. Context: as connectionSaga's.
 */
export function* connectionRequestSaga() {
  yield all([
    call(watchConnectRequests),
    takeEvery(disconnectRequested.type, disconnectWorker),
    takeEvery(switchRequested.type, switchWorker),
  ]);
}
