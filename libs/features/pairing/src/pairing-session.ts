// What the session's side of pairing shares with the pairing requests (pairing-request.saga.ts):
// binding the stand-in providers to a session and reporting its approval.
import { put } from 'redux-saga/effects';
import {
  isKitError,
  serializeError,
  WalletConnectionError,
  type PairingConnector,
  type PairingSession,
} from '@kit/core';
import type { SessionProviderLike } from './deferred-provider';
import type { PairingHost } from './pairing-host';
import { pairingFailed, sessionApproved } from './pairing.slice';

/** Points each namespace's stand-in provider at the live session's (or at none). */
export function bindProviders(host: PairingHost, connector: PairingConnector | undefined): void {
  for (const [namespace, provider] of host.providers) {
    provider.setTarget(connector?.providerFor(namespace) as SessionProviderLike | undefined);
  }
}

export function* approved(host: PairingHost, connector: PairingConnector, session: PairingSession) {
  bindProviders(host, connector);
  const namespaces = Object.keys(session.namespaces).filter((namespace) =>
    host.providers.has(namespace),
  );
  yield put(sessionApproved({ topic: session.topic, peerName: session.peer.name, namespaces }));
  return namespaces;
}

/**
 * The failure outcome of a pairing: a KitError as it is, anything else (the connector's or the
 * requests' code that did not load, a relay error) 'Failed to connect'.
 */
export function pairingFailedWith(error: unknown) {
  const kitError = isKitError(error)
    ? error
    : new WalletConnectionError('CONNECT_FAILED', { cause: error });
  return pairingFailed(serializeError(kitError));
}
