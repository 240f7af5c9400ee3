import { put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { KitNetwork } from '@kit/core';
import { analyticsEventTracked } from '@kit/analytics';
import { selectActiveCaipNetwork } from '@kit/network';
import { sendFailed, sendStarted, sendSucceeded } from './send.actions';
import { selectSendState, type SendState } from './send.state';

/**
 * SEND_INITIATED when the wallet is asked to send, SEND_SUCCESS when it sent (spec §7), with what
 * was sent: token symbol, amount and network. The address and network of the event itself are the
 * analytics feature's (the active account). The form is cleared on success, so the properties are
 * read once, when the send starts.
 */
function* trackSend() {
  const send: SendState = yield select(selectSendState);
  const network: KitNetwork | undefined = yield select(selectActiveCaipNetwork);
  const properties = {
    token: send.token?.symbol ?? network?.nativeCurrency.symbol,
    amount: send.amount.trim(),
    network: network?.caipNetworkId,
  };
  yield put(analyticsEventTracked({ event: 'SEND_INITIATED', properties }));
  const outcome: { sent?: ReturnType<typeof sendSucceeded> } = yield race({
    sent: take(sendSucceeded.type),
    failed: take(sendFailed.type),
  });
  if (outcome.sent) {
    yield put(
      analyticsEventTracked({
        event: 'SEND_SUCCESS',
        properties: { ...properties, hash: outcome.sent.payload.hash },
      }),
    );
  }
}

/** Tracks every send the wallet is asked for (one at a time: the send saga is takeLeading). */
export function* sendAnalyticsSaga() {
  yield takeEvery(sendStarted.type, trackSend);
}
