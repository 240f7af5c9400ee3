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
  selectConnectionOf,
  selectConnector,
  selectOtherConnections,
  selectSwitchTargetStatus,
} from './connection.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connectAbandoned,
  connected,
  connectedBeside,
  connectionSetAside,
  connectionSwitched,
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
  switchFailed,
  switchLoginNeeded,
  switchRequested,
  type Connection,
  type SwitchTargetStatus,
} from './connection.slice';
import {
  forgetConnection,
  readRecentWallets,
  readStoredConnections,
  rememberConnection,
  rememberLiveConnections,
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

/**
 * The saga context's `multiWallet` (optional): whether several connections per namespace stay live
 * (spec §3 flag `multiWallet`). The store passes @kit/options' flag (a feature beside this one);
 * without it, a new connection replaces the namespace's current one, as with the flag off.
 */
export type MultiWalletFlag = {
  select(state: unknown): boolean;
}['select'];

/** True when the context's multiWallet flag is on. */
function* multiWalletOn() {
  const selectFlag: MultiWalletFlag | undefined = yield getContext('multiWallet');
  if (!selectFlag) return false;
  const on: boolean = yield select(selectFlag);
  return on;
}

/**
 * Saves a namespace's live connections after they changed (multiWallet): its current one and the
 * others beside it. False when the namespace has no live connection left.
 */
function* saveLiveConnections(namespace: ChainNamespace, lastUsedIfUnknown?: number) {
  const current: Connection | undefined = yield select(selectConnection, namespace);
  if (!current) return false;
  const others: Connection[] = yield select(selectOtherConnections, namespace);
  const storage: KitStorage = yield getContext('storage');
  rememberLiveConnections(
    storage,
    namespace,
    current.connectorId,
    others.map((other) => other.connectorId),
    lastUsedIfUnknown,
  );
  return true;
}

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
 * Clears a namespace's storage when its connection ended, whoever ended it: the visitor, the
 * wallet (`disconnect` event) or a locked wallet (empty accounts). Events of a connector that is
 * not the current one change nothing in state, and nothing here either.
 */
function* forgetEndedConnection(action: ReturnType<typeof disconnected>) {
  const { namespace } = action.payload;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (connection) {
    // Another connection of the namespace is (or stays) current: save the ones still live.
    const multiWallet: boolean = yield call(multiWalletOn);
    if (multiWallet) yield call(saveLiveConnections, namespace);
    return;
  }
  const storage: KitStorage = yield getContext('storage');
  const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
  forgetConnection(storage, namespace, left.length);
}

/**
 * What a wallet answers when asked, without prompting, whether it still authorises this site:
 * its connection; `revoked` when it answered no (no accounts); `unavailable` when it never showed
 * up or failed to answer, which may be transient.
 */
type SilentAnswer = { result: ConnectResult } | 'revoked' | 'unavailable';

/** Asks a stored connector's wallet for its connection without prompting (reconnect on load). */
function* askSilently(
  adapter: ChainAdapter & Required<Pick<ChainAdapter, 'reconnect'>>,
  namespace: ChainNamespace,
  connectorId: string,
) {
  // A wallet that announces itself late (EIP-6963, Wallet Standard) gets a short grace period; one
  // that never shows up (uninstalled, disabled) keeps its stored id, since it may come back.
  const connector: ConnectorDescriptor | undefined = yield call(findConnector, connectorId);
  if (!connector || connector.chain !== namespace) return 'unavailable' satisfies SilentAnswer;
  const params: ConnectParams = yield call(connectParamsFor, namespace, connectorId, undefined);
  try {
    const result: ConnectResult | undefined = yield call([adapter, adapter.reconnect], params);
    const answer: SilentAnswer = result && result.accounts.length > 0 ? { result } : 'revoked';
    return answer;
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.warn(`Could not reconnect ${connectorId}`, error);
    return 'unavailable' satisfies SilentAnswer;
  }
}

/** Restores one stored connection; true when the wallet still authorises it. */
function* reconnectOne(stored: StoredConnection) {
  const { namespace, connectorId } = stored;
  const registry: AdapterLookup = yield getContext('registry');
  const storage: KitStorage = yield getContext('storage');
  const existing: Connection | undefined = yield select(selectConnection, namespace);
  if (existing) return true; // The visitor connected while earlier namespaces were reconnecting.

  // The candidates are namespaces with an adapter (readStoredConnections), so there is one.
  const adapter = registry.getAdapter(namespace);
  if (!canReconnect(adapter)) return false;
  const answer: SilentAnswer = yield call(askSilently, adapter, namespace, connectorId);
  // Possibly transient (RPC down, extension busy, not announced yet): keep the stored id.
  if (answer === 'unavailable') return false;
  if (answer === 'revoked') {
    // The wallet no longer authorises this site: stop trying on every load.
    const left: ChainNamespace[] = yield select(selectConnectedNamespaces);
    forgetConnection(storage, namespace, left.length);
    return false;
  }
  const { result } = answer;
  yield put(connectedWith(namespace, connectorId, result));
  rememberReconnection(storage, stored);
  return true;
}

/** True when `connectorId` is a live connection of the namespace, current or not. */
function* isLive(namespace: ChainNamespace, connectorId: string) {
  const current: Connection | undefined = yield select(selectConnection, namespace);
  const others: Connection[] = yield select(selectOtherConnections, namespace);
  return [current, ...others].some((live) => live?.connectorId === connectorId);
}

/**
 * multiWallet: restores a namespace's other stored connections without prompting, beside its
 * current one (the first to come back is current when the stored current did not), then saves the
 * ones that are live. True when the namespace has a live connection.
 */
function* reconnectOthers(stored: StoredConnection, others: readonly string[]) {
  const { namespace } = stored;
  const registry: AdapterLookup = yield getContext('registry');
  const adapter = registry.getAdapter(namespace);
  if (!canReconnect(adapter)) return false;
  for (const connectorId of others) {
    if ((yield call(isLive, namespace, connectorId)) as boolean) continue;
    const answer: SilentAnswer = yield call(askSilently, adapter, namespace, connectorId);
    if (typeof answer === 'string') continue;
    const { result } = answer;
    const current: Connection | undefined = yield select(selectConnection, namespace);
    const outcome = connectedWith(namespace, connectorId, result);
    yield put(current ? connectedBeside(outcome.payload) : outcome);
  }
  const live: boolean = yield call(saveLiveConnections, namespace, stored.lastUsedAt);
  return live;
}

/**
 * Reconnect on load (spec §4): the stored connections are tried one by one, most recently used
 * first, without prompting; each namespace ends `connected` if its connector authorises, else
 * `disconnected`. With multiWallet, a namespace's other stored connections come back beside its
 * current one. The active namespace stays if it reconnected, else the most recently used one
 * that did becomes active. Runs once per request; a second request while running is ignored.
 */
function* reconnectWorker() {
  const registry: AdapterLookup = yield getContext('registry');
  const storage: KitStorage = yield getContext('storage');
  const candidates = readStoredConnections(storage, registry.namespaces());
  const multiWallet: boolean = yield call(multiWalletOn);
  yield put(reconnecting({ namespaces: candidates.map((candidate) => candidate.namespace) }));
  const restored: ChainNamespace[] = [];
  for (const candidate of candidates) {
    let ok: boolean = yield call(reconnectOne, candidate);
    if (multiWallet && candidate.others !== undefined && canReconnectIn(registry, candidate)) {
      ok = ((yield call(reconnectOthers, candidate, candidate.others)) as boolean) || ok;
    }
    if (ok) restored.push(candidate.namespace);
  }
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const [mostRecent] = restored;
  if (mostRecent !== undefined && (active === undefined || !restored.includes(active))) {
    yield put(activeNamespaceChanged({ namespace: mostRecent }));
  }
  yield put(reconnectFinished({ connected: restored }));
}

/** True when the namespace of a stored connection has an adapter (it may have been removed). */
function canReconnectIn(registry: AdapterLookup, stored: StoredConnection): boolean {
  return registry.namespaces().includes(stored.namespace);
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
 * optionally `networkHint` and `multiWallet`.
 */
export function* connectionSaga() {
  yield all([
    call(restoreRecentWallets),
    call(watchConnectRequests),
    takeEvery(disconnectRequested.type, disconnectWorker),
    takeEvery(switchRequested.type, switchWorker),
    takeEvery(disconnected.type, forgetEndedConnection),
    takeEvery(isLockedWallet, announceLockedWallet),
    takeLeading(reconnectRequested.type, reconnectWorker),
  ]);
}
