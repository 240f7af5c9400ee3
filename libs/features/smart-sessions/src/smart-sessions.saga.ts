import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { buildRevokeMessage, type CloudClients, type SmartSession } from '@kit/api';
import { serializeServiceError } from '@kit/api/service-errors';
import {
  canSignMessage,
  kitError,
  type ChainAdapter,
  type ChainNamespace,
  type SerializedKitError,
} from '@kit/core';
import {
  accountsChanged,
  disconnected,
  selectConnection,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { toastRequested } from '@kit/toast';
import {
  smartSessionRevoked,
  smartSessionRevokeFailed,
  smartSessionRevokeRequested,
  smartSessionRevokeStarted,
  smartSessionsCleared,
  smartSessionsFetched,
  smartSessionsFetchFailed,
  smartSessionsFetchStarted,
  smartSessionsRequested,
} from './smart-sessions.actions';
import { selectSmartSessions, type SmartSessionsState } from './smart-sessions.state';

/**
 * The namespace whose accounts hold smart sessions: the first whose profile has them (built in:
 * EVM, whose accounts hold ERC-7715 permissions); undefined when no adapter's profile does.
 */
function* sessionsNamespace() {
  const registry: AdapterLookup = yield getContext('registry');
  const namespace: ChainNamespace | undefined =
    registry.profiles.namespacesSupporting('smartSessions')[0];
  return namespace;
}

/** A failure for state: a rejection as 'User rejected the request', the service's reason, or a KitError. */
const toError = (error: unknown): SerializedKitError => serializeServiceError(error);

function* sessionsClient() {
  const api: CloudClients | undefined = yield getContext('api');
  if (api?.sessions === undefined) {
    throw kitError('PROVIDER_NOT_FOUND', {}, { details: 'no smart-sessions service configured' });
  }
  return api.sessions;
}

/** Fetches the connected EVM account's standing sessions. */
function* fetchWorker() {
  const namespace: ChainNamespace | undefined = yield call(sessionsNamespace);
  if (namespace === undefined) return;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  const address = connection?.accounts[0]?.address;
  if (address === undefined) return;
  yield put(smartSessionsFetchStarted({ address }));
  try {
    const client: NonNullable<CloudClients['sessions']> = yield call(sessionsClient);
    const sessions: SmartSession[] = yield call([client, client.getSessions], address);
    yield put(smartSessionsFetched({ address, sessions }));
  } catch (error) {
    yield put(smartSessionsFetchFailed({ error: toError(error) }));
  }
}

/**
 * Revokes one session: the connected wallet signs `Revoke smart session <pci>` (EIP-191) and the
 * service gets the pci and signature (spec §3, §7). On success the session leaves the list and a
 * toast confirms; a refusal (the wallet's or the service's, e.g. 'Invalid signature') keeps it.
 */
function* revokeWorker(action: ReturnType<typeof smartSessionRevokeRequested>) {
  const { pci } = action.payload;
  const { revoking }: SmartSessionsState = yield select(selectSmartSessions);
  if (revoking.includes(pci)) return;
  yield put(smartSessionRevokeStarted({ pci }));
  try {
    const namespace: ChainNamespace | undefined = yield call(sessionsNamespace);
    const connection: Connection | undefined =
      namespace === undefined ? undefined : yield select(selectConnection, namespace);
    const address = connection?.accounts[0]?.address;
    const registry: AdapterLookup = yield getContext('registry');
    let adapter: ChainAdapter | undefined;
    try {
      adapter = namespace === undefined ? undefined : registry.getAdapter(namespace);
    } catch {
      adapter = undefined;
    }
    if (!connection || address === undefined || !adapter || !canSignMessage(adapter)) {
      throw kitError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND');
    }
    const client: NonNullable<CloudClients['sessions']> = yield call(sessionsClient);
    const signature: string = yield call([adapter, adapter.signMessage], {
      connectorId: connection.connectorId,
      address,
      message: buildRevokeMessage(pci),
    });
    yield call([client, client.revokeSession], { address, pci, signature });
    yield put(smartSessionRevoked({ pci }));
    yield put(toastRequested({ message: 'Session revoked', variant: 'success' }));
  } catch (cause) {
    const error = toError(cause);
    yield put(smartSessionRevokeFailed({ pci, error }));
    yield put(toastRequested({ message: error.message, variant: 'error' }));
  }
}

/** Drops the list when the EVM account changes or leaves. */
function* clearOnAccountChange(
  action: ReturnType<typeof accountsChanged> | ReturnType<typeof disconnected>,
) {
  const { namespace } = action.payload;
  const sessionsOn: ChainNamespace | undefined = yield call(sessionsNamespace);
  if (namespace !== sessionsOn) return;
  const { address }: SmartSessionsState = yield select(selectSmartSessions);
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (address !== undefined && connection?.accounts[0]?.address !== address) {
    yield put(smartSessionsCleared());
  }
}

/** Root saga of the smart-sessions feature. Context: `registry` (the signing wallet), `api`. */
export function* smartSessionsSaga() {
  yield all([
    takeLatest(smartSessionsRequested.type, fetchWorker),
    takeEvery(smartSessionRevokeRequested.type, revokeWorker),
    takeEvery([accountsChanged.type, disconnected.type], clearOnAccountChange),
  ]);
}
