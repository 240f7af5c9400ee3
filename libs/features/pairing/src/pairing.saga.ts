import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import {
  call,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';
import {
  CONSTANTS,
  NotConfiguredError,
  WalletConnectionError,
  canHostConnector,
  isKitError,
  pairingConnectorId,
  serializeError,
  type ChainNamespace,
  type Clock,
  type KitEnvironment,
  type KitLogger,
  type PairingConnector,
  type PairingEvent,
  type PairingOffer,
  type PairingSession,
  type PairingSignInRequest,
  type ApprovedPairingSession,
} from '@kit/core';
import { connectRequested, type AdapterLookup } from '@kit/connection';
import { DeferredProvider, type SessionProviderLike } from './deferred-provider';
import type { PairingHost } from './pairing-host';
import {
  pairingFailed,
  pairingRequested,
  pairingReset,
  pairingSignedIn,
  selectPairing,
  sessionApproved,
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

/** Points each namespace's stand-in provider at the live session's (or at none). */
function bindProviders(host: PairingHost, connector: PairingConnector | undefined): void {
  for (const [namespace, provider] of host.providers) {
    provider.setTarget(connector?.providerFor(namespace) as SessionProviderLike | undefined);
  }
}

function* approved(host: PairingHost, connector: PairingConnector, session: PairingSession) {
  bindProviders(host, connector);
  const namespaces = Object.keys(session.namespaces).filter((namespace) =>
    host.providers.has(namespace),
  );
  yield put(sessionApproved({ topic: session.topic, peerName: session.peer.name, namespaces }));
  return namespaces;
}

/**
 * Before reconnect on load (the store calls it once the adapters are set up): lists the
 * WalletConnect connector in every hosting adapter, loads the connector and restores a stored
 * session, so reconnect finds its accounts. Bounded by TEN_SECONDS_MS: a relay that is down
 * must not hold the other wallets' reconnect.
 */
export function* preparePairing() {
  const host: PairingHost | undefined = yield getContext('pairing');
  if (!host) return;
  const registry: AdapterLookup = yield getContext('registry');
  const logger: KitLogger = yield getContext('logger');
  for (const namespace of registry.namespaces()) {
    const adapter = registry.getAdapter(namespace);
    // The adapter says whether it takes a session's provider (a third party's may too).
    if (!canHostConnector(adapter, 'WALLET_CONNECT')) continue;
    const provider = host.providers.get(namespace) ?? new DeferredProvider();
    try {
      adapter.attachConnector({
        descriptor: {
          id: pairingConnectorId(namespace),
          name: 'WalletConnect',
          type: 'WALLET_CONNECT',
          chain: namespace,
        },
        provider,
      });
      host.providers.set(namespace, provider);
    } catch (error) {
      // An adapter (a third party's too) may refuse the session's provider: that namespace goes
      // without WalletConnect, and the others, and the rest of Kit, carry on.
      logger.warn(`WalletConnect is not offered on ${namespace}: its adapter refused it.`, error);
    }
  }
  try {
    const { restored } = (yield race({
      restored: call(function* restore() {
        const connector: PairingConnector = yield call([host, host.load]);
        const session: PairingSession | undefined = yield call([connector, connector.restore]);
        if (session) yield call(approved, host, connector, session);
        return true;
      }),
      timeout: delay(CONSTANTS.TEN_SECONDS_MS),
    })) as { restored?: boolean };
    if (!restored) logger.warn('WalletConnect did not start in time; no session restored.');
  } catch (error) {
    logger.warn('WalletConnect could not start; no session restored.', error);
  }
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
    const kitError = isKitError(error)
      ? error
      : new WalletConnectionError('CONNECT_FAILED', { cause: error });
    yield put(pairingFailed(serializeError(kitError)));
  }
}

function connectorEvents(connector: PairingConnector): EventChannel<PairingEvent> {
  return eventChannel((emit) => connector.subscribe(emit));
}

/** The wallet ended the session (or it expired): the stand-ins go idle and the pairing resets. */
function* watchConnector(host: PairingHost) {
  let connector: PairingConnector;
  try {
    connector = (yield call([host, host.load])) as PairingConnector;
  } catch {
    return; // preparePairing logged it; the next pairing request tries loading again.
  }
  const channel: EventChannel<PairingEvent> = yield call(connectorEvents, connector);
  try {
    while (true) {
      const event: PairingEvent = yield take(channel);
      if (event.type === 'sessionEnded') {
        bindProviders(host, undefined);
        yield put(pairingReset());
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * Root saga of the pairing feature. Context: `pairing` (absent when WalletConnect is not
 * configured), `registry`, `environment`, `clock`, `logger`.
 */
export function* pairingSaga(options: PairingSagaOptions = {}) {
  const host: PairingHost | undefined = yield getContext('pairing');
  if (host) yield fork(watchConnector, host);
  yield takeLatest(pairingRequested.type, pairWorker, options);
}
