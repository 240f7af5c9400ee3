// The session side of WalletConnect pairing, on the first screen: listing the WalletConnect
// connector, restoring a stored session before reconnect on load, and resetting when the wallet
// ends the session. Offering a pairing is pairing-request.saga.ts's, loaded on its first request.
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, getContext, put, race, take } from 'redux-saga/effects';
import {
  CONSTANTS,
  canHostConnector,
  pairingConnectorId,
  type KitLogger,
  type PairingConnector,
  type PairingEvent,
  type PairingSession,
} from '@kit/core';
import type { AdapterLookup } from '@kit/connection';
import { DeferredProvider } from './deferred-provider';
import type { PairingHost } from './pairing-host';
import { approved, bindProviders } from './pairing-session';
import { pairingReset } from './pairing.slice';

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
 * Root saga of the pairing feature's session side: a session restored on load (preparePairing) or
 * approved later resets when the wallet ends it. Pairing requests are pairingRequestSaga's
 * (pairing-request.saga.ts), which the store loads on the first one. Context: `pairing` (absent
 * when WalletConnect is not configured).
 */
export function* pairingSaga() {
  const host: PairingHost | undefined = yield getContext('pairing');
  if (host) yield fork(watchConnector, host);
}
