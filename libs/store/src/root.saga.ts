import { all, call } from 'redux-saga/effects';
import { accountSaga } from '@kit/account';
import { alertsSaga } from '@kit/alerts';
import { analyticsSaga } from '@kit/analytics';
import { balancesSaga } from '@kit/balances';
import { connectionSaga } from '@kit/connection';
import { closed, modalSaga } from '@kit/modal';
import { networkSaga, selectCaipNetworkId } from '@kit/network';
import { optionsSaga } from '@kit/options';
import { pairingSaga } from '@kit/pairing';
import { sendSaga } from '@kit/send';
import { toastSaga } from '@kit/toast';
import { walletsSaga } from '@kit/wallets';
import { registrySaga, type RegistrySagaParams } from './registry.saga';

/** Every feature saga plus the adapter bridge; cancelled as a whole by kit.destroy(). */
export function* rootSaga(params: RegistrySagaParams) {
  yield all([
    call(accountSaga),
    call(alertsSaga),
    call(analyticsSaga),
    call(balancesSaga),
    // The modal and network features sit above connection, so the store plugs them in: closing
    // the modal abandons a pending connect, and connects ask for the namespace's active network.
    call(connectionSaga, { abortConnectOn: [closed.type], selectCaipNetworkId }),
    call(modalSaga),
    call(networkSaga),
    call(optionsSaga),
    call(sendSaga),
    call(toastSaga),
    call(walletsSaga),
    call(registrySaga, params),
    // Closing the modal abandons a pending pairing too (spec §4 pairing reset).
    call(pairingSaga, { abortPairingOn: [closed.type] }),
  ]);
}
