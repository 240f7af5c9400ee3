import {
  all,
  call,
  delay,
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
  canReconnect,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type ConnectResult,
  type ConnectParams,
  type ConnectorDescriptor,
  type KitLogger,
  type KitStorage,
  type NamespaceProfileRegistry,
} from '@kit/core';
import {
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
  selectOtherConnections,
} from './connection.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connected,
  connectedBeside,
  connectorsDiscovered,
  disconnected,
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

/** True when the context's multiWallet flag is on. @internal */
export function* multiWalletOn() {
  const selectFlag: MultiWalletFlag | undefined = yield getContext('multiWallet');
  if (!selectFlag) return false;
  const on: boolean = yield select(selectFlag);
  return on;
}

/**
 * Saves a namespace's live connections after they changed (multiWallet): its current one and the
 * others beside it. False when the namespace has no live connection left. @internal
 */
export function* saveLiveConnections(namespace: ChainNamespace, lastUsedIfUnknown?: number) {
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

/** Resolves a connector by id, waiting up to CONSTANTS.ASYNC_INJECT_WAIT_MS for a late announcement. @internal */
export function* findConnector(connectorId: string) {
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

/**
 * What a connect or reconnect asks the adapter for: the connector, and a network when one is
 * known. @internal
 */
export function* connectParamsFor(
  namespace: ChainNamespace,
  connectorId: string,
  requested: CaipNetworkId | undefined,
) {
  const caipNetworkId: CaipNetworkId | undefined = yield call(networkHint, namespace, requested);
  const params: ConnectParams =
    caipNetworkId === undefined ? { connectorId } : { connectorId, caipNetworkId };
  return params;
}

/** The `connected` outcome of a wallet's answer to a connect or a reconnect. @internal */
export function connectedWith(
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
) {
  return connected({
    namespace,
    connectorId,
    accounts: result.accounts,
    caipNetworkId: result.caipNetworkId,
  });
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
 * Root saga of the connection feature: what runs from the page's load (reconnect, the wallets'
 * events, saving and forgetting connections, recent wallets). The requests' saga
 * (connectionRequestSaga, @kit/connection/lazy-saga) runs the visitor's connect, disconnect and
 * switch; the store loads it on the first one. Context: `registry`, `storage`, `clock`, `logger`,
 * and optionally `networkHint` and `multiWallet`.
 */
export function* connectionSaga() {
  yield all([
    call(restoreRecentWallets),
    takeEvery(disconnected.type, forgetEndedConnection),
    takeEvery(isLockedWallet, announceLockedWallet),
    takeLeading(reconnectRequested.type, reconnectWorker),
  ]);
}
