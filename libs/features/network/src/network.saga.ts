import { all, call, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import {
  NotConfiguredError,
  STORAGE_KEYS,
  toKitError,
  canSwitchNetwork,
  serializeError,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectorDescriptor,
  type KitNetwork,
  type KitStorage,
  type SerializedKitError,
} from '@kit/core';
import { alertRaised } from '@kit/alerts';
import {
  activeNamespaceChanged,
  chainChanged,
  connected,
  disconnected,
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { activeNetworkOnLoad } from './active-network-on-load';
import { selectActiveCaipNetwork, selectIsUnsupportedChain } from './network.selectors';
import {
  activeChainAccountMissing,
  approvedNetworksChanged,
  chainSupportChecked,
  networkChanged,
  networksConfigured,
  networkSwitchFailed,
  networkSwitchStarted,
  networkSwitchSucceeded,
  selectCaipNetworkId,
  selectNetworkById,
  selectRequestedNetworks,
  switchNetworkRequested,
  type WithNetwork,
} from './network.slice';

/** Every configured network, namespaces in configuration order (empty before configuration). */
const selectConfiguredNetworks = (state: WithNetwork): KitNetwork[] =>
  Object.values(state.network.requestedCaipNetworks).flat();

/**
 * Once the networks are configured (before this saga starts, or by the first `networksConfigured`):
 * restores the stored active network when the app still configures it, else starts on the
 * default (first) network; its namespace becomes active.
 */
function* restoreActiveNetwork() {
  let networks: KitNetwork[] = yield select(selectConfiguredNetworks);
  if (networks.length === 0) {
    const action: ReturnType<typeof networksConfigured> = yield take(networksConfigured.type);
    networks = action.payload;
  }
  const storage: KitStorage = yield getContext('storage');
  const target = activeNetworkOnLoad(networks, storage);
  if (!target) return;
  yield put(
    networkChanged({ namespace: target.chainNamespace, caipNetworkId: target.caipNetworkId }),
  );
  yield put(activeNamespaceChanged({ namespace: target.chainNamespace }));
}

/** Saves the active network whenever it changes, if the app configures it (spec §3 storage keys). */
function* persistActiveNetwork() {
  const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
  if (!network) return;
  const storage: KitStorage = yield getContext('storage');
  storage.set(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network.caipNetworkId);
}

/**
 * Reports whether the active namespace's wallet sits on a network the app does not list; the
 * store's flow saga opens or leaves UnsupportedChain from it (spec §2).
 */
function* checkUnsupportedChain(namespace: ChainNamespace) {
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  if (namespace !== active) return;
  const unsupported: boolean = yield select(selectIsUnsupportedChain, namespace);
  yield put(chainSupportChecked({ namespace, unsupported }));
}

/**
 * Follows the wallet: a connect or a wallet chain change makes the wallet's network the
 * namespace's active one (listed or not). On connect the wallet's network support is recorded
 * from its connector (`chains` absent: it can be asked for any network).
 */
function* followWalletNetwork(
  action: ReturnType<typeof connected> | ReturnType<typeof chainChanged>,
) {
  const { namespace } = action.payload;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (!connection?.caipNetworkId) return;
  const current: CaipNetworkId | undefined = yield select(selectCaipNetworkId, namespace);
  if (current !== connection.caipNetworkId) {
    yield put(networkChanged({ namespace, caipNetworkId: connection.caipNetworkId }));
  }
  if (connected.match(action)) {
    const connector: ConnectorDescriptor | undefined = yield select(
      selectConnector,
      connection.connectorId,
    );
    const chains = connector?.chains;
    yield put(
      approvedNetworksChanged({
        namespace,
        approvedCaipNetworkIds: chains ?? [],
        supportsAllNetworks: chains === undefined,
      }),
    );
  }
  yield call(checkUnsupportedChain, namespace);
}

/** After a disconnect, a namespace left on an unlisted network goes back to its first listed one. */
function* leaveUnlistedNetwork(action: ReturnType<typeof disconnected>) {
  const { namespace } = action.payload;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (connection) return;
  const current: CaipNetworkId | undefined = yield select(selectCaipNetworkId, namespace);
  const listed: KitNetwork[] = yield select(selectRequestedNetworks, namespace);
  const [first] = listed;
  if (first && !listed.some((network) => network.caipNetworkId === current)) {
    yield put(networkChanged({ namespace, caipNetworkId: first.caipNetworkId }));
  }
}

/** What a failed switch stores: a rejection as 'User rejected the request', else a KitError. */
function toSwitchError(error: unknown): SerializedKitError {
  return serializeError(toKitError(error, 'UNKNOWN_ERROR'));
}

/**
 * Switches the active network (spec §2). Another namespace becomes active first; if the wallet
 * has no account there while connected elsewhere, that is reported (SwitchActiveChain follows).
 * A connected namespace asks its wallet (SwitchNetwork shows while it decides); an adapter that
 * cannot switch (the app, not the wallet, picks the network: Solana clusters…) switches locally.
 * A rejection leaves the network unchanged and the error in state. A network the app does not
 * list fails with 'Chain … is not configured' and raises APKT001 Network Not Found.
 */
function* switchNetworkWorker(action: ReturnType<typeof switchNetworkRequested>) {
  const { caipNetworkId } = action.payload;
  const target: KitNetwork | undefined = yield select(selectNetworkById, caipNetworkId);
  if (!target) {
    const [namespace = ''] = caipNetworkId.split(':');
    const error = new NotConfiguredError('CHAIN_NOT_CONFIGURED', { chainId: caipNetworkId });
    yield put(networkSwitchFailed({ namespace, caipNetworkId, error: serializeError(error) }));
    // The app asked for a network it did not pass to createKit(): the integrator's to fix (§8).
    yield put(alertRaised({ code: 'APKT001' }));
    return;
  }
  const namespace = target.chainNamespace;
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (namespace !== active) yield put(activeNamespaceChanged({ namespace }));

  if (!connection) {
    yield put(networkChanged({ namespace, caipNetworkId }));
    const connectedElsewhere: ChainNamespace[] = yield select(selectConnectedNamespaces);
    if (namespace !== active && connectedElsewhere.length > 0) {
      yield put(activeChainAccountMissing({ caipNetworkId }));
    }
    return;
  }
  if (connection.caipNetworkId === caipNetworkId) {
    yield put(networkChanged({ namespace, caipNetworkId }));
    return;
  }

  const { connectorId } = connection;
  let switchedLocally = false;
  try {
    const registry: AdapterLookup = yield getContext('registry');
    const adapter = registry.getAdapter(namespace);
    if (canSwitchNetwork(adapter)) {
      yield put(networkSwitchStarted({ namespace, caipNetworkId }));
      yield call([adapter, adapter.switchNetwork], { connectorId, network: target });
    } else {
      switchedLocally = true;
    }
  } catch (error) {
    yield put(networkSwitchFailed({ namespace, caipNetworkId, error: toSwitchError(error) }));
    return;
  }
  // The wallet's own chainChanged event may come too; the reducers make the repeat harmless.
  yield put(chainChanged({ namespace, connectorId, caipNetworkId }));
  yield put(networkChanged({ namespace, caipNetworkId }));
  if (!switchedLocally) yield put(networkSwitchSucceeded({ namespace, caipNetworkId }));
}

/** Re-checks UnsupportedChain for a namespace that just became active. */
function* checkNewlyActive(action: ReturnType<typeof activeNamespaceChanged>) {
  yield call(checkUnsupportedChain, action.payload.namespace);
}

/** Root saga of the network feature. Context: `registry`, `storage`. */
export function* networkSaga() {
  yield all([
    call(restoreActiveNetwork),
    takeEvery([connected.type, chainChanged.type], followWalletNetwork),
    takeEvery(disconnected.type, leaveUnlistedNetwork),
    takeEvery(activeNamespaceChanged.type, checkNewlyActive),
    takeEvery(switchNetworkRequested.type, switchNetworkWorker),
    takeEvery([networkChanged.type, activeNamespaceChanged.type], persistActiveNetwork),
  ]);
}
