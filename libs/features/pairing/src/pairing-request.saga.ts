// Pairing requests (spec §4): the QR/deep-link offer, its renewal and the wallet's approval. The
// first screen needs none of it, so the store loads this saga on the first pairingRequested
// (@kit/pairing/lazy-saga); restoring a stored session stays in pairing.saga.ts.
import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import {
  CONSTANTS,
  NotConfiguredError,
  pairingConnectorId,
  serializeError,
  type ApprovedPairingSession,
  type ChainNamespace,
  type Clock,
  type KitEnvironment,
  type PairingConnector,
  type PairingOffer,
  type PairingSignInRequest,
} from '@kit/core';
import { connectRequested } from '@kit/connection';
import type { PairingHost } from './pairing-host';
import { approved, pairingFailedWith } from './pairing-session';
import {
  pairingFailed,
  pairingRequested,
  pairingReset,
  pairingSignedIn,
  selectPairing,
  uriOffered,
  walletChosen,
  type PairingState,
} from './pairing.slice';

/** What the store plugs in from features above this one. */
export interface PairingSagaOptions {
  /** Action types that abandon a pending pairing (the modal's `closed`, spec §2). */
  abortPairingOn?: string[];
  /**
   * The one-click sign-in a new offer carries (spec §6; sign-in lives above this feature), or
   * undefined for a plain pairing. The connector uses it only when every chain is eip155.
   */
  signInRequest?: () => SagaIterator<PairingSignInRequest | undefined>;
}

/**
 * Offers a pairing URI and waits for the wallet (spec §4): renewed when it comes within 10 s of
 * its 4-minute expiry; reused on Telegram and iOS Safari while fresh; reset when the modal closes;
 * the wallet's refusal is 'Connection rejected'. On approval every hosted namespace of the
 * session connects through its adapter (connectRequested).
 */
function* pairWorker(options: PairingSagaOptions, action: ReturnType<typeof pairingRequested>) {
  const host: PairingHost | undefined = yield getContext('pairing');
  if (!host) {
    const error = new NotConfiguredError('WALLETCONNECT_CONNECTOR_NOT_FOUND');
    yield put(pairingFailed(serializeError(error)));
    return;
  }
  const environment: KitEnvironment = yield getContext('environment');
  const clock: Clock = yield getContext('clock');
  if (action.payload?.wallet) yield put(walletChosen(action.payload.wallet));
  let connector: PairingConnector | undefined;
  try {
    connector = (yield call([host, host.load])) as PairingConnector;
    while (true) {
      const state: PairingState = yield select(selectPairing);
      const cached = host.lastOffer;
      const reuse =
        (environment.isTelegram || environment.isIosSafari) &&
        cached !== undefined &&
        state.wcUri === cached.uri &&
        cached.expiresAt - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS > clock.now();
      let offer: PairingOffer;
      if (reuse) {
        offer = cached;
      } else {
        connector.cancelPairing();
        const signIn: PairingSignInRequest | undefined = options.signInRequest
          ? yield call(options.signInRequest)
          : undefined;
        offer = (yield signIn
          ? call([connector, connector.pair], { signIn })
          : call([connector, connector.pair])) as PairingOffer;
        host.lastOffer = offer;
        yield put(uriOffered({ uri: offer.uri, expiresAt: offer.expiresAt }));
      }
      const waitMs = offer.expiresAt - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS - clock.now();
      const abortOn = options.abortPairingOn ?? [];
      const outcome = (yield race({
        session: call(() => offer.approval),
        expired: delay(Math.max(0, waitMs)),
        ...(abortOn.length > 0 ? { aborted: take(abortOn) } : {}),
      })) as { session?: ApprovedPairingSession; expired?: true; aborted?: unknown };
      if (outcome.expired) continue;
      host.lastOffer = undefined;
      if (!outcome.session) {
        connector.cancelPairing();
        yield put(pairingReset());
        return;
      }
      const namespaces: ChainNamespace[] = yield call(approved, host, connector, outcome.session);
      const signIns = outcome.session.signIns ?? [];
      if (signIns.length > 0) yield put(pairingSignedIn({ signIns }));
      for (const namespace of namespaces) {
        yield put(connectRequested({ connectorId: pairingConnectorId(namespace) }));
      }
      return;
    }
  } catch (error) {
    host.lastOffer = undefined;
    yield put(pairingFailedWith(error));
  }
}

/**
 * The pairing requests' saga: each pairingRequested offers a URI (the latest wins). Context:
 * `pairing` (absent when WalletConnect is not configured), `environment`, `clock`.
 */
export function* pairingRequestSaga(options: PairingSagaOptions = {}) {
  yield takeLatest(pairingRequested.type, pairWorker, options);
}
