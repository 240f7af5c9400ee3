import { all, call } from 'redux-saga/effects';
import { putOnActiveNetworkChange } from '@kit/network/active-network-change';
import { sendReceiverNameSaga } from './send-receiver-name.saga';
import { sendReset } from './send.actions';

/**
 * The send form's saga (`@kit/send/form-saga`): the form resets when the active network changes,
 * and receivers typed as names resolve. Send opens from Account, so the store loads it once a
 * wallet is on its way, or on the form's first change (SEND_FORM_CHANGES: not replayed, they have
 * reducers; the receiver they left is resolved when it starts). The sends themselves load on the
 * first sendRequested (sendRequestSaga). Context: `registry`, `api` (the names client).
 */
export function* sendFormSaga() {
  yield all([call(putOnActiveNetworkChange, sendReset), call(sendReceiverNameSaga)]);
}
