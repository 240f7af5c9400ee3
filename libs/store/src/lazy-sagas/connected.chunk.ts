// The chunk of the sagas with nothing to do until a wallet connects (see lazy-saga-anchor.ts and
// lazy-connected.saga.ts): balances, the account's name shown in Account, and the send form's.
import { all, call } from 'redux-saga/effects';
import { balancesSaga } from '@kit/balances/lazy-saga';
import { accountNameSaga } from '@kit/names/account-name-saga';
import { sendFormSaga } from '@kit/send/form-saga';
import { sendSlice } from '@kit/send/slice';
import { injectLazySlice } from '../kit-store';

// The send form's saga resets and resolves the form, so the send slice joins the root reducer as
// this chunk loads, before the saga runs (kit-store.ts).
injectLazySlice(sendSlice);

export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
// The Blockchain API client's request code (cloud-request-code.ts): balances ask for it as this
// chunk starts them, so it comes in the same file instead of a second round trip after it.
export { createBlockchainRequests } from '@kit/api/blockchain-requests';

/** The three sagas, each catching up with the state (connections, the form) when it starts. */
export function* connectedSagas() {
  yield all([call(balancesSaga), call(accountNameSaga), call(sendFormSaga)]);
}
