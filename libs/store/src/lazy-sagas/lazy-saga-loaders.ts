import type { Saga } from 'redux-saga';
import { toKitError } from '@kit/core';
import type { PairingSagaOptions } from '@kit/pairing';
import type { CloudSiwxServiceLoader, SiwxSignInSaga } from '@kit/siwx';
import type * as RpcTransportsChunk from './rpc-transports.chunk';
import type * as SignMessageChunk from './sign-message.chunk';
import {
  call,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';

// The feature sagas the store loads on demand, each in its own chunk (see lazy-saga-anchor.ts for
// why the store, not the feature, imports them). root.saga.ts runs each on the first of its
// feature's triggers (lazy-feature.saga.ts) and replays the triggers to it.

/**
 * The sagas with nothing to do before a wallet connects, balances, the account's name and the
 * send form's: root.saga.ts starts them when the first connection starts (lazy-connected.saga.ts).
 */
export function loadConnectedSagas(): Promise<Saga> {
  return import('./connected.chunk').then((module) => module.connectedSagas);
}

/**
 * The activity saga: history is opened from Account only. Until it runs the list is empty, so
 * there is nothing for its account watcher to clear.
 */
export function loadActivitySaga(): Promise<Saga> {
  return import('./activity.chunk').then((module) => module.activitySaga);
}

/** The name registration and suggestions saga: RegisterAccountName is opened from Account only. */
export function loadNamesSaga(): Promise<Saga> {
  return import('./names.chunk').then((module) => module.namesSaga);
}

/**
 * The smart-sessions saga: the list is opened from Account only. Until it runs no list is held,
 * so there is nothing for its account watcher to clear.
 */
export function loadSmartSessionsSaga(): Promise<Saga> {
  return import('./smart-sessions.chunk').then((module) => module.smartSessionsSaga);
}

/** The swap saga: swaps are used by few visitors, and the saga drives heavy flows. */
export function loadSwapSaga(): Promise<Saga> {
  return import('./swap.chunk').then((module) => module.swapSaga);
}

/** The sends' saga: Send opens from Account only (the form's own saga runs from the start). */
export function loadSendSaga(): Promise<Saga> {
  return import('./send.chunk').then((module) => module.sendRequestSaga);
}

/**
 * The pairing requests' saga (WalletConnect's QR and deep links), run with `options`: most visits
 * never pair. Restoring a stored session is not in it (preparePairing, on load). With sign-in
 * on, each offer carries a one-click sign-in (spec §6): its request comes with the chunk.
 */
export function loadPairingRequestSaga(
  options: Omit<PairingSagaOptions, 'signInRequest'>,
): Promise<Saga> {
  return import('./pairing.chunk').then(
    (module) =>
      function* pairingRequests() {
        yield call(module.pairingRequestSaga, {
          ...options,
          signInRequest: module.oneClickSignInRequest,
        });
      },
  );
}

/**
 * The connection requests' saga (connect, disconnect, switch): nothing before the first click
 * connects. prefetchConnectionRequests fetches it ahead when the modal is asked to open.
 */
export function loadConnectionRequestSaga(): Promise<Saga> {
  return import('./connection-requests.chunk').then((module) => module.connectionRequestSaga);
}

/** Starts fetching the connection requests' chunk (a connect is likely coming); never fails. */
export function prefetchConnectionRequests(): void {
  loadConnectionRequestSaga().catch(() => undefined);
}

/**
 * kit.signMessage()'s code, loaded on its first call. A chunk that does not arrive fails that call
 * with SIGN_MESSAGE_FAILED (the error it wraps as cause); the next call loads again.
 */
export function loadSignMessage(): Promise<typeof SignMessageChunk.signMessageThrough> {
  return import('./sign-message.chunk').then(
    (module) => module.signMessageThrough,
    (error: unknown) => Promise.reject(toKitError(error, 'SIGN_MESSAGE_FAILED')),
  );
}

/** The on-ramp saga (few visitors buy). */
export function loadOnrampSaga(): Promise<Saga> {
  return import('./onramp.chunk').then((module) => module.onrampSaga);
}

/**
 * The e-mail capture saga (only apps with emailCapture and a cloud sign-in use it), handed the
 * saga effects of the first chunk (see @kit/siwx's DataCaptureEffects).
 */
export function loadDataCaptureSaga(): Promise<Saga> {
  return import('./data-capture.chunk').then((module) =>
    module.createDataCaptureSaga({
      call,
      getContext,
      put,
      select,
      takeEvery,
      takeLatest,
      takeLeading,
    }),
  );
}

/** The embedded wallet's saga: most apps configure no embedded wallet. */
export function loadEmbeddedSaga(): Promise<Saga> {
  return import('./embedded.chunk').then((module) => module.embeddedSaga);
}

/**
 * The sign-in saga (issue 22): loaded once sign-in is on (createKit's `siwx`, or the hosted config
 * with reownAuthentication on), so apps without sign-in never fetch it.
 */
export function loadSiwxSignInSaga(): Promise<SiwxSignInSaga> {
  return import('./siwx.chunk').then((module) => module.siwxSignInSaga);
}

/**
 * The hosted sign-in config's working part (hosted-siwx.ts): loaded on the config's first call,
 * which only a sign-in the reownAuthentication feature turned on makes.
 */
export const loadCloudSiwxService: CloudSiwxServiceLoader = () =>
  import('./cloud-siwx.chunk').then((module) => module.cloudSiwxService);

/** The RPC transports (rpc-clients.ts): no request before the first click needs them. */
export function loadRpcTransports(): Promise<typeof RpcTransportsChunk> {
  return import('./rpc-transports.chunk');
}
