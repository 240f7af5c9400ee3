import type { Action } from '@reduxjs/toolkit';
import { WalletConnectionError, kitError, serializeError } from '@kit/core';
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

/** A connect that never reached the saga, ended with `code`'s error (the reducer finds its namespace). */
function connectEnded(connectorId: string, code: 'CONNECT_FAILED' | 'MODAL_CLOSED'): Action {
  return connectFailed({ connectorId, error: serializeError(new WalletConnectionError(code)) });
}

/**
 * The modal closed while the saga loaded: a connect waiting for it fails with 'Modal closed' before
 * any wallet is asked, as a pending one does; a disconnect or a switch still runs (undefined).
 */
export function connectionRequestCancelled(trigger: Action): Action | undefined {
  if (connectRequested.match(trigger))
    return connectEnded(trigger.payload.connectorId, 'MODAL_CLOSED');
  return undefined;
}

/**
 * What a request reports when the saga's chunk cannot be loaded (logged by the store; the next
 * request loads again): a connect 'Failed to connect', which the connecting view shows; a switch
 * the same on its row; a disconnect 'Failed to disconnect', the connection staying: for a named
 * connection (kit.disconnect) as the outcome its caller waits for, else as a toast.
 */
export function connectionRequestsLoadFailed(_error: unknown, trigger: Action): Action {
  if (connectRequested.match(trigger))
    return connectEnded(trigger.payload.connectorId, 'CONNECT_FAILED');
  if (switchRequested.match(trigger)) {
    const error = serializeError(new WalletConnectionError('CONNECT_FAILED'));
    return switchFailed({ ...trigger.payload, error });
  }
  const failure = kitError('DISCONNECT_FAILED');
  const { namespace, connectorId } = (disconnectRequested.match(trigger) && trigger.payload) || {};
  return namespace !== undefined && connectorId !== undefined
    ? disconnectFailed({ namespace, connectorId, error: serializeError(failure) })
    : toastRequested({ message: failure.shortMessage, variant: 'error' });
}
