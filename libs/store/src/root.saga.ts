import { all, call, takeEvery } from 'redux-saga/effects';
import { accountSaga } from '@kit/account';
import { alertsSaga } from '@kit/alerts';
import { analyticsSaga } from '@kit/analytics';
import { BALANCES_SAGA_TRIGGERS, balancesSagaLoadFailed } from '@kit/balances';
import {
  CONNECTION_REQUEST_TRIGGERS,
  connectAbandoned,
  connectionRequestCancelled,
  connectionRequestsLoadFailed,
  connectionSaga,
} from '@kit/connection';
import { closed, modalSaga, openRequested } from '@kit/modal';
import { networkSaga } from '@kit/network';
import { optionsSaga } from '@kit/options';
import { pairingFailedWith, pairingRequested, pairingSaga } from '@kit/pairing';
import { SEND_FORM_CHANGES, SEND_SAGA_TRIGGERS, sendSagaLoadFailed } from '@kit/send';
import { toastSaga } from '@kit/toast';
import { walletsSaga } from '@kit/wallets';
import { DATA_CAPTURE_SAGA_TRIGGERS, dataCaptureFinished, lazySiwxSaga } from '@kit/siwx';
import { ACTIVITY_SAGA_TRIGGERS, activitySagaLoadFailed } from '@kit/activity';
import { NAMES_SAGA_TRIGGERS, namesSagaLoadFailed } from '@kit/names';
import { SMART_SESSIONS_SAGA_TRIGGERS, smartSessionsSagaLoadFailed } from '@kit/smart-sessions';
import { SWAP_SAGA_TRIGGERS, swapSagaLoadFailed } from '@kit/swap';
import { ONRAMP_SAGA_TRIGGERS, onrampSagaLoadFailed } from '@kit/onramp';
import { lazyFeatureSaga } from './lazy-feature.saga';
import { lazyConnectedSaga } from './lazy-connected.saga';
import { lazyEmbeddedSaga } from '@kit/embedded';
import {
  loadActivitySaga,
  loadConnectedSagas,
  loadConnectionRequestSaga,
  loadDataCaptureSaga,
  loadEmbeddedSaga,
  loadNamesSaga,
  loadOnrampSaga,
  loadPairingRequestSaga,
  loadSendSaga,
  loadSmartSessionsSaga,
  loadSiwxSignInSaga,
  loadSwapSaga,
  prefetchConnectionRequests,
} from './lazy-sagas/lazy-saga-loaders';
import { registrySaga, type RegistrySagaParams } from './registry.saga';
import { flowSaga } from './flow/flow.saga';
import { authNameSaga } from './auth-name.saga';
import { errorReportsSaga } from './reports/error-reports.saga';
import { lateTransactionSaga } from './late-transactions/late-transaction.saga';

/** Every feature saga plus the adapter bridge; cancelled as a whole by kit.destroy(). */
export function* rootSaga(params: RegistrySagaParams) {
  yield all([
    call(accountSaga),
    call(alertsSaga),
    call(analyticsSaga),
    // Real failures to POST /e, after analytics so its throttle is listening.
    call(errorReportsSaga),
    // Balances, the account's name (shown in Account) and the send form's saga load when a wallet
    // is on its way or the form first changes; a chunk that does not load fails the connected
    // accounts' balances as a failed read does.
    call(lazyConnectedSaga, {
      name: 'balances, account name and send form',
      intents: BALANCES_SAGA_TRIGGERS,
      outcomes: SEND_FORM_CHANGES,
      load: loadConnectedSagas,
      loadFailed: balancesSagaLoadFailed,
    }),
    call(connectionSaga),
    // Connect, disconnect and switch load their saga on the first request, fetched ahead when the
    // modal is asked to open. Closing the modal while it loads fails a waiting connect with 'Modal
    // closed' before any wallet is asked; a chunk that does not load fails each request.
    call(lazyFeatureSaga, {
      name: 'connection requests',
      triggers: CONNECTION_REQUEST_TRIGGERS,
      cancelledBy: [connectAbandoned.type],
      cancelled: connectionRequestCancelled,
      load: loadConnectionRequestSaga,
      loadFailed: connectionRequestsLoadFailed,
    }),
    takeEvery(openRequested.type, prefetchConnectionRequests),
    call(authNameSaga),
    call(modalSaga),
    // Navigation after every outcome. Started before network and sign-in, so a connecting view it
    // closes is gone before what they do next (UnsupportedChain after a connect) opens a view.
    call(flowSaga),
    call(networkSaga),
    call(optionsSaga),
    // The sends load on the first Send (the form's saga loads with balances, above).
    call(lazyFeatureSaga, {
      name: 'send',
      triggers: SEND_SAGA_TRIGGERS,
      load: loadSendSaga,
      loadFailed: sendSagaLoadFailed,
    }),
    // A transaction mined (or dropped) after its send gave up: toast, balances, history.
    call(lateTransactionSaga),
    call(toastSaga),
    call(walletsSaga),
    // Sign-in loads its saga and message codec once it is on (most apps never turn it on).
    call(lazySiwxSaga, loadSiwxSignInSaga),
    call(registrySaga, params),
    call(lazyFeatureSaga, {
      name: 'activity',
      triggers: ACTIVITY_SAGA_TRIGGERS,
      load: loadActivitySaga,
      loadFailed: activitySagaLoadFailed,
    }),
    call(lazyFeatureSaga, {
      name: 'names',
      triggers: NAMES_SAGA_TRIGGERS,
      load: loadNamesSaga,
      loadFailed: namesSagaLoadFailed,
    }),
    call(lazyFeatureSaga, {
      name: 'smart-sessions',
      triggers: SMART_SESSIONS_SAGA_TRIGGERS,
      load: loadSmartSessionsSaga,
      loadFailed: smartSessionsSagaLoadFailed,
    }),
    // Heavy wallet features load their saga on first use, in their own chunk.
    call(lazyFeatureSaga, {
      name: 'swap',
      triggers: SWAP_SAGA_TRIGGERS,
      load: loadSwapSaga,
      loadFailed: swapSagaLoadFailed,
    }),
    call(lazyFeatureSaga, {
      name: 'onramp',
      triggers: ONRAMP_SAGA_TRIGGERS,
      load: loadOnrampSaga,
      loadFailed: onrampSagaLoadFailed,
    }),
    // The embedded wallet's saga loads in its own chunk, only when an embedded wallet is configured.
    call(lazyEmbeddedSaga, loadEmbeddedSaga),
    // A WalletConnect session restored on load (preparePairing) resets when the wallet ends it.
    call(pairingSaga),
    // Pairing requests (QR, deep links) load their saga on the first one; a chunk that does not
    // load fails that pairing as a relay that does not answer does ('Failed to connect'). Closing
    // the modal abandons a pending pairing (spec §4 pairing reset), also one whose saga was still
    // loading. With sign-in on, each offer carries a one-click sign-in (spec §6).
    call(lazyFeatureSaga, {
      name: 'pairing',
      triggers: [pairingRequested.type],
      cancelledBy: [closed.type],
      load: () => loadPairingRequestSaga({ abortPairingOn: [closed.type] }),
      loadFailed: pairingFailedWith,
    }),
    // E-mail capture after a cloud sign-in: its saga loads on its first intent; if it cannot,
    // the sign-in finishes as without the feature.
    call(lazyFeatureSaga, {
      name: 'dataCapture',
      triggers: DATA_CAPTURE_SAGA_TRIGGERS,
      load: loadDataCaptureSaga,
      loadFailed: () => dataCaptureFinished({ emailAdded: false }),
    }),
  ]);
}
