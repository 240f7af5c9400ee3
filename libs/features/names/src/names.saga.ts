import {
  all,
  call,
  delay,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { CloudClients, NamesClient, NameRecord, NameSuggestion } from '@kit/api';
import { buildNameRegistrationMessage, coinTypeForChainId } from '@kit/api/name-messages';
import {
  CONSTANTS,
  KitError,
  NotConfiguredError,
  toKitError,
  canSignMessage,
  kitError,
  serializeError,
  type ChainAdapter,
  type Clock,
  type KitNetwork,
  type KitStorage,
  type SerializedKitError,
} from '@kit/core';
import { accountDetailsChanged } from '@kit/account';
import { selectActiveConnection, type AdapterLookup, type Connection } from '@kit/connection';
import { selectActiveCaipNetwork } from '@kit/network';
import { toastRequested } from '@kit/toast';
import { writeCachedAccountName } from './account-name.storage';
import {
  nameRegistered,
  nameRegistrationFailed,
  nameRegistrationRequested,
  nameRegistrationStarted,
  nameSuggestionsCleared,
  nameSuggestionsFailed,
  nameSuggestionsFetched,
  nameSuggestionsRequested,
  nameSuggestionsStarted,
} from './names.actions';

/** What a failed registration stores: a rejection as 'User rejected the request', else a KitError. */
function toRegistrationError(error: unknown, name: string): SerializedKitError {
  return serializeError(toKitError(error, 'NAME_REGISTER_FAILED', { values: { name } }));
}

/**
 * What the names service answers for a taken name; the look-up before signing says the same, so
 * the visitor reads one text whichever refuses it.
 */
const NAME_TAKEN = 'Name already registered';

/**
 * Whether a name is registered already (GET /v1/profile/account/{name}, apiVersion 2). Any
 * failure, a 404 for a free name or a service that is down, answers false: the registration
 * itself then decides, with the service's reason.
 */
async function isNameRegistered(names: NamesClient, name: string): Promise<boolean> {
  try {
    await names.resolveName(name);
    return true;
  } catch {
    return false;
  }
}

/** The full name a registration message names ('alice.kit.id'). */
function nameOfMessage(message: string): string {
  return (JSON.parse(message) as { name: string }).name;
}

/**
 * Registers a name (spec §4, §5): the name must follow the rule (letters, digits, hyphens, at least
 * 4); an active EVM network is needed ('Network not found'), and an address with a connector that
 * signs ('Address or auth connector not found'). Then loading is set, the wallet signs AppKit's
 * message (EIP-191), the registration is posted and the profile name set. On error (a rejection
 * in the wallet, the transaction's cancel) loading is cleared. The store's flow saga replaces the
 * view with RegisterAccountNameSuccess or RegisterAccountName from these outcomes (spec §2).
 */
function* registerWorker(action: ReturnType<typeof nameRegistrationRequested>) {
  const requested = action.payload.name.trim();
  let name = requested;
  try {
    const clock: Clock = yield getContext('clock');
    // Validates the label first: nothing reaches the wallet for a name the service would refuse.
    const message = buildNameRegistrationMessage({
      name: requested,
      timestamp: Math.floor(clock.now() / 1000),
    });
    name = nameOfMessage(message);
    const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
    const registry: AdapterLookup = yield getContext('registry');
    // Spec §9: names are EVM only; the namespace's profile says whether it has them.
    if (network === undefined || !registry.profiles.supports(network.chainNamespace, 'names')) {
      throw new NotConfiguredError(
        'NETWORK_NOT_FOUND',
        {},
        { details: 'names need an EVM network' },
      );
    }
    const connection: Connection | undefined = yield select(selectActiveConnection);
    const address = connection?.accounts[0]?.address;
    let adapter: ChainAdapter | undefined;
    try {
      adapter = registry.getAdapter(network.chainNamespace);
    } catch {
      adapter = undefined;
    }
    if (connection === undefined || address === undefined || !adapter || !canSignMessage(adapter)) {
      throw kitError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND');
    }
    const api: CloudClients | undefined = yield getContext('api');
    const names = api?.names;
    if (names === undefined) {
      throw kitError('NAME_REGISTER_FAILED', { name }, { details: 'no names service configured' });
    }

    yield put(nameRegistrationStarted({ name }));
    // Looked up first, so the wallet is never asked to sign for a name that is taken.
    const taken: boolean = yield call(isNameRegistered, names, name);
    if (taken) throw new KitError('NAME_REGISTER_FAILED', NAME_TAKEN);
    const signature: string = yield call([adapter, adapter.signMessage], {
      connectorId: connection.connectorId,
      address,
      message,
    });
    const record: NameRecord = yield call([names, names.registerName], {
      address,
      coinType: coinTypeForChainId(network.id),
      message,
      signature,
    });
    yield put(
      accountDetailsChanged({
        namespace: network.chainNamespace,
        details: { profileName: record.name },
      }),
    );
    // The reverse look-up cached at connect (ENS_CACHE, 5 min) predates the name: a reload
    // within that time must read the new name, not the cached "no name".
    const storage: KitStorage = yield getContext('storage');
    const avatar = record.attributes['avatar'] ?? null;
    writeCachedAccountName(storage, 'names', address, { name: record.name, avatar }, clock.now());
    yield put(nameRegistered({ name: record.name, address }));
  } catch (cause) {
    const error = toRegistrationError(cause, name);
    yield put(nameRegistrationFailed({ name, error }));
    yield put(toastRequested({ message: error.message, variant: 'error' }));
  }
}

/** Suggestions for the typed name, 500 ms after the last keystroke (spec §9); the latest wins. */
function* suggestionsWorker(action: ReturnType<typeof nameSuggestionsRequested>) {
  const query = action.payload.name.trim();
  const label = query.split('.')[0] ?? '';
  // A label with characters no name may have gets no suggestions; a short one still does.
  if (label === '' || !/^[A-Za-z0-9-]+$/.test(label)) {
    yield put(nameSuggestionsCleared());
    return;
  }
  yield delay(CONSTANTS.DEBOUNCE_MS);
  yield put(nameSuggestionsStarted({ query }));
  try {
    const api: CloudClients | undefined = yield getContext('api');
    if (api?.names === undefined) throw kitError('NAME_SUGGESTIONS_FAILED');
    const items: NameSuggestion[] = yield call([api.names, api.names.getSuggestions], query);
    yield put(nameSuggestionsFetched({ query, items: items.filter((item) => !item.registered) }));
  } catch (error) {
    const failure = toKitError(error, 'NAME_SUGGESTIONS_FAILED');
    yield put(nameSuggestionsFailed({ query, error: serializeError(failure) }));
  }
}

/**
 * Root saga of name registration and suggestions, loaded on their first intent
 * (names-saga.loader.ts; the account's name shown in Account is accountNameSaga's). Context:
 * `registry` (the signing adapter), `api` (the names client), `clock`. takeLeading for
 * registration: a second request while the wallet decides is ignored, so one click never signs
 * twice.
 */
export function* namesSaga() {
  yield all([
    takeLeading(nameRegistrationRequested.type, registerWorker),
    takeLatest(nameSuggestionsRequested.type, suggestionsWorker),
  ]);
}
