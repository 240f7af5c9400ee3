import { call } from 'redux-saga/effects';
import type { AuthConnector } from '@kit/core';
// Types only: the saga itself stays in its own chunk.
import type { authNamespacesSaga } from './auth-namespaces.saga';

/**
 * Runs authNamespacesSaga from its own chunk: pages without an embedded wallet never load it, and
 * the first load stays as small as it was. (A yielded promise is awaited by redux-saga.)
 */
export function* followAuthNamespaces(auth: AuthConnector) {
  const lazy: { authNamespacesSaga: typeof authNamespacesSaga } =
    yield import('./auth-namespaces.saga');
  yield call(lazy.authNamespacesSaga, auth);
}
