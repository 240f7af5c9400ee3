import { call } from 'redux-saga/effects';
import type { AuthConnector } from '@kit/core';
import { authNamespacesSaga } from './auth-namespaces.saga';

/**
 * Runs authNamespacesSaga. It comes with the embedded saga's chunk, which pages without an
 * embedded wallet never load, rather than in a chunk of its own: a further lazy entry that
 * reached only part of the first load's modules split that load into more files (see the store's
 * lazy-sagas/lazy-saga-anchor.ts), and it is small.
 */
export function* followAuthNamespaces(auth: AuthConnector) {
  yield call(authNamespacesSaga, auth);
}
