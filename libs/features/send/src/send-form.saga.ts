import { all, call } from 'redux-saga/effects';
import { putOnActiveNetworkChange } from '@kit/network';
import { sendReceiverNameSaga } from './send-receiver-name.saga';
import { sendReset } from './send.slice';

/**
 * The send form's saga, running from the start: the form resets when the active network changes,
 * and receivers typed as names resolve (form changes are no intents the store could replay to a
 * saga loaded later). The sends themselves load on the first sendRequested (sendRequestSaga).
 * Context: `registry`, `api` (the names client).
 */
export function* sendFormSaga() {
  yield all([call(putOnActiveNetworkChange, sendReset), call(sendReceiverNameSaga)]);
}
