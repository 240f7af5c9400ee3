import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, getContext, put, select, take } from 'redux-saga/effects';
import { kitError, type KitLogger } from '@kit/core';
import { accountsChanged, activeNamespaceChanged, chainChanged, connected } from '@kit/connection';
import { networkChanged } from '@kit/network';
import { remoteFeaturesReceived } from '@kit/options';
import { pairingRequested, pairingSignedIn } from '@kit/pairing';
import type { SiwxConfig } from './siwx-config';
import { siwxConfigInUse } from './siwx-config-in-use';
import { selectSiwxAccount } from './siwx.selectors';
import { signInFailed, signInRequested, type SiwxAccount } from './siwx.state';

/** The sign-in saga the loader runs (siwx.saga.ts's siwxSignInSaga, in the store's chunk). */
export type SiwxSignInSaga = (
  config: SiwxConfig,
  pairingEvents: Channel<Action>,
) => SagaIterator<unknown>;

/** After a failed load, what tries again: a new account or network, or Sign on the sign view. */
export const SIWX_LOAD_RETRY_ON: readonly string[] = [
  connected.type,
  accountsChanged.type,
  chainChanged.type,
  networkChanged.type,
  activeNamespaceChanged.type,
  signInRequested.type,
];

/**
 * Root saga of sign-in (issue 22: the sign-in saga stays out of the first load). Without a config
 * in use (context `siwx`, or `hostedSiwx` while the reownAuthentication feature is on, which the
 * project's remote config may turn on later) nothing loads. Once sign-in is on, loads the saga
 * (`load`, the store's chunk) and runs it with the config. A failed load is logged and, with an
 * account connected, reported as signInFailed AUTH_INIT_FAILED (the flow shows the sign view with
 * it); the next account event or Sign press tries again.
 */
export function* lazySiwxSaga(load: () => Promise<SiwxSignInSaga> | SiwxSignInSaga) {
  let config: SiwxConfig | undefined = yield call(siwxConfigInUse);
  const hosted: SiwxConfig | undefined = yield getContext('hostedSiwx');
  // Off for now, but the project's remote config may still turn reownAuthentication on.
  while (!config && hosted) {
    yield take(remoteFeaturesReceived.type);
    config = yield call(siwxConfigInUse);
  }
  if (!config) return;
  // From here on a pairing's signed messages wait for the saga, however long its chunk takes.
  const pairingEvents: Channel<Action> = yield actionChannel(
    [pairingRequested.type, pairingSignedIn.type],
    buffers.expanding(),
  );
  for (;;) {
    let saga: SiwxSignInSaga;
    try {
      saga = yield call(load);
    } catch (error) {
      const logger: KitLogger = yield getContext('logger');
      logger.error('Sign-in failed to load', error);
      const account: SiwxAccount | undefined = yield select(selectSiwxAccount);
      if (account) yield put(signInFailed(kitError('AUTH_INIT_FAILED', {}, { cause: error })));
      yield take([...SIWX_LOAD_RETRY_ON]);
      continue;
    }
    yield call(saga, config, pairingEvents);
    return;
  }
}
