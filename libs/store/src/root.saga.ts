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
import { DATA_CAPTURE_SAGA_TRIGGERS, loadDataCaptureSaga, siwxSaga } from '@kit/siwx';
import { activitySaga } from '@kit/activity';
import { namesSaga } from '@kit/names';
import { smartSessionsSaga } from '@kit/smart-sessions';
import { serializeError } from '@kit/core';
import { loadSwapSaga, SWAP_SAGA_TRIGGERS, swapTokensFailed } from '@kit/swap';
import { loadOnrampSaga, ONRAMP_SAGA_TRIGGERS, onrampCheckoutFailed } from '@kit/onramp';
import { lazyFeatureSaga } from './lazy-feature.saga';
import { lazyEmbeddedSaga } from '@kit/embedded';
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
    call(siwxSaga),
    call(registrySaga, params),
    call(activitySaga),
    call(namesSaga),
    call(smartSessionsSaga),
    // Heavy wallet features load their saga on first use, in their own chunk.
    call(lazyFeatureSaga, {
      name: 'swap',
      triggers: SWAP_SAGA_TRIGGERS,
      load: loadSwapSaga,
      loadFailed: (error: unknown) => swapTokensFailed({ error: serializeError(error) }),
    }),
    call(lazyFeatureSaga, {
      name: 'onramp',
      triggers: ONRAMP_SAGA_TRIGGERS,
      load: loadOnrampSaga,
      loadFailed: (error: unknown) => onrampCheckoutFailed({ error: serializeError(error) }),
    }),
    // The embedded wallet's saga loads in its own chunk, only when an embedded wallet is configured.
    call(lazyEmbeddedSaga),
    // Closing the modal abandons a pending pairing too (spec §4 pairing reset).
    call(pairingSaga, { abortPairingOn: [closed.type] }),
    // E-mail capture after a cloud sign-in: its saga loads on its first intent; if it cannot,
    // the sign-in finishes as without the feature.
    call(lazyFeatureSaga, {
      name: 'dataCapture',
      triggers: DATA_CAPTURE_SAGA_TRIGGERS,
      load: loadDataCaptureSaga,
      loadFailed: () => closed(),
    }),
  ]);
}
