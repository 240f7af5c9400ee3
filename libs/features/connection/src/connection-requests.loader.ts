import type { Action } from '@reduxjs/toolkit';
import { WalletConnectionError, kitError, serializeError, type KitError } from '@kit/core';
import { toastRequested } from '@kit/toast';
import {
  connectFailed,
  connectRequested,
  disconnectFailed,
  disconnectRequested,
  switchFailed,
  switchRequested,
} from './connection.slice';

/**
 * The intents that need the requests' saga (connection-requests.saga.ts). They change no state
 * but the switch's error, which a switch clears again harmlessly, so replaying them is safe.
 */
export const CONNECTION_REQUEST_TRIGGERS: readonly string[] = [
  connectRequested.type,
  disconnectRequested.type,
  switchRequested.type,
];

/** A connect that never reached the saga, ended with `error`; the reducer finds its namespace. */
function connectEnded(trigger: ReturnType<typeof connectRequested>, error: KitError): Action {
  return connectFailed({ connectorId: trigger.payload.connectorId, error: serializeError(error) });
}

/**
 * The modal closed while the saga loaded: a connect waiting for it fails with 'Modal closed' before
 * any wallet is asked, as a pending one does; a disconnect or a switch still runs (undefined).
 */
export function connectionRequestCancelled(trigger: Action): Action | undefined {
  if (!connectRequested.match(trigger)) return undefined;
  return connectEnded(trigger, new WalletConnectionError('MODAL_CLOSED'));
}

/**
 * What a request reports when the saga's chunk cannot be loaded (the next request loads again):
 * a connect or a switch 'Failed to connect', which the connecting view and the wallet's row show;
 * a disconnect 'Failed to disconnect' (the connection stays): for a named connection (kit.disconnect)
 * as the outcome its caller waits for, else as a toast.
 */
export function connectionRequestsLoadFailed(error: unknown, trigger: Action): Action {
  if (connectRequested.match(trigger)) {
    return connectEnded(trigger, new WalletConnectionError('CONNECT_FAILED', { cause: error }));
  }
  if (switchRequested.match(trigger)) {
    const failure = new WalletConnectionError('CONNECT_FAILED', { cause: error });
    return switchFailed({ ...trigger.payload, error: serializeError(failure) });
  }
  const failure = kitError('DISCONNECT_FAILED', {}, { cause: error });
  const named = disconnectRequested.match(trigger) ? trigger.payload : undefined;
  if (named?.namespace !== undefined && named.connectorId !== undefined) {
    const { namespace, connectorId } = named;
    return disconnectFailed({ namespace, connectorId, error: serializeError(failure) });
  }
  return toastRequested({ message: failure.shortMessage, variant: 'error' });
}
