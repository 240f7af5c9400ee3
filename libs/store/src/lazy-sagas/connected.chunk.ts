// The chunk of the sagas with nothing to do until a wallet connects (see lazy-saga-anchor.ts and
// lazy-connected.saga.ts): balances, and the account's name shown in Account.
import { all, call } from 'redux-saga/effects';
import { balancesSaga } from '@kit/balances/lazy-saga';
import { accountNameSaga } from '@kit/names/account-name-saga';

export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

/** Both sagas, each catching up with the connections in the state when it starts. */
export function* connectedSagas() {
  yield all([call(balancesSaga), call(accountNameSaga)]);
}
