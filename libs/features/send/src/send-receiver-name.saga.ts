import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { CloudClients, NameRecord } from '@kit/api';
import { coinTypeForChainId } from '@kit/api/name-messages';
import {
  CONSTANTS,
  kitError,
  serializeError,
  toKitError,
  type ChainNamespace,
  type KitNetwork,
} from '@kit/core';
import { selectActiveNamespace, type AdapterLookup } from '@kit/connection';
import { selectActiveCaipNetwork } from '@kit/network';
import { isReceiverName } from './receiver-name';
import { sendFailed, sendReceiverChanged, sendReceiverNameResolved } from './send.actions';
import { selectSendState, type SendState } from './send.state';

/** The record's address for the network's coin type (ENSIP-11), else the first it holds. */
function addressOf(record: NameRecord, network: KitNetwork | undefined): string | undefined {
  let coinType: number | undefined;
  try {
    coinType = network === undefined ? undefined : coinTypeForChainId(network.id);
  } catch {
    coinType = undefined;
  }
  const exact = coinType === undefined ? undefined : record.addresses[String(coinType)];
  return (exact ?? Object.values(record.addresses)[0])?.address;
}

/**
 * A receiver typed as a name ('alice.kit.id') is resolved through the names service (spec §7
 * GET /v1/profile/account/{name}) 500 ms after the last keystroke (§9 debounce), on a namespace
 * whose profile has names (EVM, §9): the form then holds the name's address, with the name and
 * its avatar as receiverProfileName and receiverProfileImageUrl (§3). A name that does not
 * resolve fails the form with the service's reason, else 'Error resolving name' (§8).
 */
function* resolveReceiverName(receiverAddress: string) {
  const typed = receiverAddress.trim();
  if (!isReceiverName(typed)) return;
  const registry: AdapterLookup = yield getContext('registry');
  const namespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
  if (namespace === undefined || !registry.profiles.supports(namespace, 'names')) return;
  yield delay(CONSTANTS.DEBOUNCE_MS);
  try {
    const api: CloudClients | undefined = yield getContext('api');
    if (api?.names === undefined) {
      throw kitError('NAME_RESOLVE_FAILED', {}, { details: 'no names service configured' });
    }
    const record: NameRecord = yield call([api.names, api.names.resolveName], typed);
    const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
    const address = addressOf(record, network);
    if (address === undefined) {
      throw kitError('NAME_RESOLVE_FAILED', {}, { details: `${typed} holds no address` });
    }
    // The visitor may have typed on while the service answered: only the latest text counts.
    const form: SendState = yield select(selectSendState);
    if (form.receiverAddress.trim() !== typed) return;
    const avatar = record.attributes['avatar'];
    yield put(
      sendReceiverNameResolved({
        receiverAddress: address,
        receiverProfileName: record.name,
        ...(avatar ? { receiverProfileImageUrl: avatar } : {}),
      }),
    );
  } catch (error) {
    yield put(sendFailed({ error: serializeError(toKitError(error, 'NAME_RESOLVE_FAILED')) }));
  }
}

/**
 * Resolves receivers typed as names. The latest keystroke wins, as takeLatest: a newer one
 * cancels the older lookup. The store starts this once a wallet is on its way or the form is
 * first changed (issue 22), so the receiver already in the form is the first "latest": typed
 * while the saga loaded, it resolves as its keystroke would have.
 */
export function* sendReceiverNameSaga() {
  const form: SendState = yield select(selectSendState);
  let latest: Task = yield fork(resolveReceiverName, form.receiverAddress);
  while (true) {
    const change: ReturnType<typeof sendReceiverChanged> = yield take(sendReceiverChanged.type);
    yield cancel(latest);
    latest = yield fork(resolveReceiverName, change.payload.receiverAddress);
  }
}
