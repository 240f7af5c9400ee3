import type { Saga } from 'redux-saga';
import { call, getContext, put } from 'redux-saga/effects';
import type { AuthConnector, KitLogger } from '@kit/core';
import { alertRaised } from '@kit/alerts';
import type { AuthConnectorLookup } from './load-auth-connector.saga';

/**
 * Runs the embedded saga, loaded by `load` (the store's, which keeps it in its own chunk: most
 * apps configure no embedded wallet), once an embedded wallet is configured; without one it ends
 * at once and nothing more loads. Its intents cannot come earlier: the e-mail and social forms show only once
 * the saga says the wallet is ready (embeddedReady).
 */
export function* lazyEmbeddedSaga(load: () => Promise<Saga>) {
  const registry: AuthConnectorLookup = yield getContext('registry');
  try {
    const auth: AuthConnector | undefined = yield call([registry, registry.authConnector]);
    if (!auth) return;
  } catch {
    // A failed load: the embedded saga reports it (APKT003) when it asks again.
  }
  let saga: Saga;
  try {
    saga = yield call(load);
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.error('The embedded wallet failed to load', error);
    yield put(alertRaised({ code: 'APKT003' }));
    return;
  }
  yield call(saga);
}
