import { all, call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import {
  NotConfiguredError,
  toKitError,
  canSendTransfer,
  serializeError,
  type ChainNamespace,
  type KitNetwork,
  type SerializedKitError,
} from '@kit/core';
import { parseUnits } from '@kit/core/units';
import { balanceRequested } from '@kit/balances';
import {
  selectActiveConnection,
  selectActiveNamespace,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { selectActiveCaipNetwork } from '@kit/network';
import { toastRequested } from '@kit/toast';
import { sendAnalyticsSaga } from './send-analytics.saga';
import { selectSendValidation } from './send.selectors';
import { sendFailed, sendRequested, sendStarted, sendSucceeded } from './send.actions';
import { selectSendState, type SendState, type SendValidation } from './send.state';

/**
 * What a failed send stores: a rejection as 'User rejected the request', else a KitError. Only
 * name, code and message are kept, so the errors thrown below carry no `details`.
 */
function toSendError(error: unknown): SerializedKitError {
  return serializeError(toKitError(error, 'UNKNOWN_ERROR'));
}

/**
 * Sends the form (spec §4): a broken rule fails at once with its exact text and no wallet call;
 * then `sending`, and the adapter sends where its profile offers send (all four built-in
 * namespaces; bip122 and polkadot native only); any other namespace fails with 'Unsupported chain'. On success the form is cleared (hash kept), the open
 * modal then shows Account (the store's flow saga, spec §2), a toast confirms and balances reload.
 */
function* sendWorker() {
  const registry: AdapterLookup = yield getContext('registry');
  const validation: SendValidation | undefined = yield select(
    selectSendValidation,
    registry.profiles,
  );
  if (validation) {
    const error: SerializedKitError = { name: 'ValidationError', ...validation };
    yield put(sendFailed({ error, validation }));
    return;
  }
  const send: SendState = yield select(selectSendState);
  yield put(sendStarted());
  try {
    const namespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
    if (namespace === undefined || !registry.profiles.supports(namespace, 'send')) {
      throw new NotConfiguredError('UNSUPPORTED_CHAIN');
    }
    const connection: Connection | undefined = yield select(selectActiveConnection);
    const from = connection?.accounts[0]?.address;
    if (!connection || from === undefined) {
      throw new NotConfiguredError('PROVIDER_NOT_FOUND');
    }
    const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
    // The wallet is on a network the app does not list.
    if (!network) throw new NotConfiguredError('UNSUPPORTED_CHAIN');
    const adapter = registry.getAdapter(namespace);
    if (!canSendTransfer(adapter)) throw new NotConfiguredError('UNSUPPORTED_CHAIN');
    const decimals = send.token?.decimals ?? network.nativeCurrency.decimals;
    const symbol = send.token?.symbol ?? network.nativeCurrency.symbol;
    const amount = send.amount.trim();
    const tokenAddress = send.token?.address;
    const { hash } = (yield call([adapter, adapter.sendTransfer], {
      connectorId: connection.connectorId,
      network,
      from,
      to: send.receiverAddress.trim(),
      amount: parseUnits(amount, decimals).toString(),
      ...(tokenAddress === undefined ? {} : { tokenAddress }),
    })) as { hash: string };

    yield put(sendSucceeded({ hash }));
    yield put(toastRequested({ message: `Sent ${amount} ${symbol}`, variant: 'success' }));
    yield put(balanceRequested({ namespace, force: true }));
  } catch (cause) {
    const error = toSendError(cause);
    yield put(sendFailed({ error }));
    yield put(toastRequested({ message: error.message, variant: 'error' }));
  }
}

/**
 * The sends themselves, loaded by the store on the first sendRequested (Send opens from Account
 * only): sends, and tracks SEND_INITIATED and SEND_SUCCESS. takeLeading: a second request while
 * the wallet is still deciding is ignored, so one click never sends twice. Context: `registry`.
 */
export function* sendRequestSaga() {
  yield all([takeLeading(sendRequested.type, sendWorker), call(sendAnalyticsSaga)]);
}
