import { all, call } from 'redux-saga/effects';
import { connectFlowSaga } from './connect-flow.saga';
import { embeddedFlowSaga } from './embedded-flow.saga';
import { loadingFlowSaga } from './loading-flow.saga';
import { networkFlowSaga } from './network-flow.saga';
import { pairingFlowSaga } from './pairing-flow.saga';
import { signInFlowSaga } from './sign-in-flow.saga';
import { switchFlowSaga } from './switch-flow.saga';
import { walletFlowSaga } from './wallet-flow.saga';

/**
 * The one owner of navigation after an outcome (ARCHITECTURE.md "One owner for each decision"):
 * features report outcomes, this saga maps each to the modal view spec §1-2 names, and the modal
 * feature only routes (history, open/close rules). It sits above the features, so it reads them all.
 */
export function* flowSaga() {
  // Connectors whose login runs again after a switch to an ended connection (spec §2, §4).
  const switching = new Set<string>();
  yield all([
    call(connectFlowSaga, switching),
    call(switchFlowSaga, switching),
    call(signInFlowSaga),
    call(walletFlowSaga),
    call(networkFlowSaga),
    call(embeddedFlowSaga),
    call(pairingFlowSaga),
    call(loadingFlowSaga),
  ]);
}
