import type { Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  cancelled,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLeading,
} from 'redux-saga/effects';
import {
  CONSTANTS,
  NotConfiguredError,
  WalletConnectionError,
  toKitError,
  canReconnect,
  kitError,
  serializeError,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type Clock,
  type ConnectResult,
  type ConnectParams,
  type ConnectorDescriptor,
  type KitLogger,
  type KitStorage,
  type NamespaceProfileRegistry,
  type SerializedKitError,
} from '@kit/core';
import { toastRequested } from '@kit/toast';
import {
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
} from './connection.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connectAbandoned,
  connected,
  connectFailed,
  connecting,
  connectorsDiscovered,
  connectRequested,
  disconnected,
  disconnectFailed,
  disconnectRequested,
  reconnectFinished,
  reconnecting,
  reconnectRequested,
  recentWalletsChanged,
  type Connection,
} from './connection.slice';
import {
  forgetConnection,
  readRecentWallets,
  readStoredConnections,
  rememberConnection,
  rememberReconnection,
  type StoredConnection,
} from './connection.storage';

/**
 * The part of the store's connector registry the feature sagas use, declared here so features never
 * import @kit/store. The store's ConnectorRegistry satisfies it.
 */
export interface AdapterLookup {
  /** Every namespace with an adapter, in registration order. */
  namespaces(): ChainNamespace[];
  /** The adapter of a namespace; throws 'Adapter not found' when there is none. */
  getAdapter(namespace: ChainNamespace): ChainAdapter;
  /** The adapters' namespace profiles: ask them, never a list of namespaces, about a namespace. */
  readonly profiles: NamespaceProfileRegistry;
}

/**
 * The saga context's `networkHint` (optional): the network to ask a namespace's wallet for when a
 * request names none. The store passes @kit/network's active network of that namespace (a feature
 * above this one); without it the wallet picks. A method's type on purpose: a selector typed over
 * the store's whole state fits it.
 */
export type NetworkHint = {
  select(state: unknown, namespace: ChainNamespace): CaipNetworkId | undefined;
}['select'];

/** Resolves a connector by id, waiting up to CONSTANTS.ASYNC_INJECT_WAIT_MS for a late announcement. */
function* findConnector(connectorId: string) {
  const known: ConnectorDescriptor | undefined = yield select(selectConnector, connectorId);
  if (known) return known;
  const { found } = (yield race({
    found: call(function* waitForDiscovery() {
      while (true) {
        yield take(connectorsDiscovered.type);
        const connector: ConnectorDescriptor | undefined = yield select(
          selectConnector,
          connectorId,
        );
        if (connector) return connector;
      }
    }),
    timeout: delay(CONSTANTS.ASYNC_INJECT_WAIT_MS),
  })) as { found?: ConnectorDescriptor };
  return found;
}

/** The network a request should ask for: its own, else the one the context's hint names. */
function* networkHint(namespace: ChainNamespace, requested: CaipNetworkId | undefined) {
  if (requested !== undefined) return requested;
  const selectHint: NetworkHint | undefined = yield getContext('networkHint');
  if (!selectHint) return undefined;
  const hint: CaipNetworkId | undefined = yield select(selectHint, namespace);
  return hint;
}

/** What a connect or reconnect asks the adapter for: the connector, and a network when one is known. */
function* connectParamsFor(
  namespace: ChainNamespace,
  connectorId: string,
  requested: CaipNetworkId | undefined,
) {
  const caipNetworkId: CaipNetworkId | undefined = yield call(networkHint, namespace, requested);
  const params: ConnectParams =
    caipNetworkId === undefined ? { connectorId } : { connectorId, caipNetworkId };
  return params;
}

/** The `connected` outcome of a wallet's answer to a connect or a reconnect. */
function connectedWith(namespace: ChainNamespace, connectorId: string, result: ConnectResult) {
  return connected({
    namespace,
    connectorId,
    accounts: result.accounts,
    caipNetworkId: result.caipNetworkId,
  });
}

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

    yield put(activeNamespaceChanged({ namespace }));
    yield put(connectedWith(namespace, connectorId, result));
    settled = true;
    const storage: KitStorage = yield getContext('storage');
    const clock: Clock = yield getContext('clock');
    yield put(recentWalletsChanged(rememberConnection(storage, connector, clock.now())));
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
 * Disconnects a namespace (default: the active one). A wallet that fails to end its session leaves
 * 'Failed to disconnect' in state and a toast, but the local connection ends all the same; the
 * `disconnected` watcher clears storage and the reducer promotes another connection (spec §4).
 */
function* disconnectWorker(action: ReturnType<typeof disconnectRequested>) {
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const namespace = action.payload?.namespace ?? active;
  if (namespace === undefined) return;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (!connection) {
    // Nothing live; drop whatever storage still holds so the next load does not reconnect it.
    const storage: KitStorage = yield getContext('storage');
    const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
    forgetConnection(storage, namespace, left.length);
    return;
  }
  const { connectorId } = connection;
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
 * Clears a namespace's storage when its connection ended, whoever ended it: the visitor, the
 * wallet (`disconnect` event) or a locked wallet (empty accounts). Events of a connector that is
 * not the current one change nothing in state, and nothing here either.
 */
function* forgetEndedConnection(action: ReturnType<typeof disconnected>) {
  const { namespace } = action.payload;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (connection) return;
  const storage: KitStorage = yield getContext('storage');
  const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
  forgetConnection(storage, namespace, left.length);
}

/** Restores one stored connection; true when the wallet still authorises it. */
function* reconnectOne(stored: StoredConnection) {
  const { namespace, connectorId } = stored;
  const registry: AdapterLookup = yield getContext('registry');
  const storage: KitStorage = yield getContext('storage');
  const logger: KitLogger = yield getContext('logger');
  const existing: Connection | undefined = yield select(selectConnection, namespace);
  if (existing) return true; // The visitor connected while earlier namespaces were reconnecting.

  // The candidates are namespaces with an adapter (readStoredConnections), so there is one.
  const adapter = registry.getAdapter(namespace);
  if (!canReconnect(adapter)) return false;
  // A wallet that announces itself late (EIP-6963, Wallet Standard) gets a short grace period; one
  // that never shows up (uninstalled, disabled) keeps its stored id, since it may come back.
  const connector: ConnectorDescriptor | undefined = yield call(findConnector, connectorId);
  if (!connector || connector.chain !== namespace) return false;

  const params: ConnectParams = yield call(connectParamsFor, namespace, connectorId, undefined);
  let result: ConnectResult | undefined;
  try {
    result = yield call([adapter, adapter.reconnect], params);
  } catch (error) {
    // Possibly transient (RPC down, extension busy): keep the stored id for the next load.
    logger.warn(`Could not reconnect ${connectorId}`, error);
    return false;
  }
  if (!result || result.accounts.length === 0) {
    // The wallet no longer authorises this site: stop trying on every load.
    const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
    forgetConnection(storage, namespace, left.length);
    return false;
  }
  yield put(connectedWith(namespace, connectorId, result));
  rememberReconnection(storage, stored);
  return true;
}

/**
 * Reconnect on load (spec §4): the stored connections are tried one by one, most recently used
 * first, without prompting; each namespace ends `connected` if its connector authorises, else
 * `disconnected`. The active namespace stays if it reconnected, else the most recently used one
 * that did becomes active. Runs once per request; a second request while running is ignored.
 */
function* reconnectWorker() {
  const registry: AdapterLookup = yield getContext('registry');
  const storage: KitStorage = yield getContext('storage');
  const candidates = readStoredConnections(storage, registry.namespaces());
  yield put(reconnecting({ namespaces: candidates.map((candidate) => candidate.namespace) }));
  const restored: ChainNamespace[] = [];
  for (const candidate of candidates) {
    const ok: boolean = yield call(reconnectOne, candidate);
    if (ok) restored.push(candidate.namespace);
  }
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const [mostRecent] = restored;
  if (mostRecent !== undefined && (active === undefined || !restored.includes(active))) {
    yield put(activeNamespaceChanged({ namespace: mostRecent }));
  }
  yield put(reconnectFinished({ connected: restored }));
}

/** Puts the stored recent wallets into state once, at start. */
function* restoreRecentWallets() {
  const storage: KitStorage = yield getContext('storage');
  const wallets = readRecentWallets(storage);
  if (wallets.length > 0) yield put(recentWalletsChanged(wallets));
}

/** Matches `accountsChanged` with an empty list: a locked wallet, which ends the connection. */
const isLockedWallet = (action: { type: string; payload?: unknown }): boolean =>
  accountsChanged.match(action) && action.payload.accounts.length === 0;

/**
 * A locked wallet ended its connection in the `accountsChanged` reducer; `disconnected` follows,
 * so every feature hears about an ended connection through that one action.
 */
function* announceLockedWallet(action: ReturnType<typeof accountsChanged>) {
  const { namespace, connectorId } = action.payload;
  yield put(disconnected({ namespace, connectorId }));
}

/**
 * Root saga of the connection feature. Context: `registry`, `storage`, `clock`, `logger`, and
 * optionally `networkHint`.
 */
export function* connectionSaga() {
  yield all([
    call(restoreRecentWallets),
    call(watchConnectRequests),
    takeEvery(disconnectRequested.type, disconnectWorker),
    takeEvery(disconnected.type, forgetEndedConnection),
    takeEvery(isLockedWallet, announceLockedWallet),
    takeLeading(reconnectRequested.type, reconnectWorker),
  ]);
}
