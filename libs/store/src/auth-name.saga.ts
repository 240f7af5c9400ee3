import { put, select, takeEvery } from 'redux-saga/effects';
import type { AuthUser, ConnectorDescriptor } from '@kit/core';
import {
  connected,
  connectionAuthNamed,
  selectConnector,
  selectLiveConnections,
  type ListedConnection,
} from '@kit/connection';
import { selectEmbeddedUser, USER_CHANGED } from '@kit/embedded';

/**
 * Names each live embedded-wallet connection by its login, 'email' or the social provider (spec
 * §3 Connection "auth name"), so switching back to it once it ended runs that login again (§4).
 * The store does it: @kit/connection sits below @kit/embedded and cannot read the user.
 */
function* nameAuthConnections() {
  const user: AuthUser | undefined = yield select(selectEmbeddedUser);
  if (user === undefined) return;
  const live: ListedConnection[] = yield select(selectLiveConnections);
  for (const { namespace, connection } of live) {
    if (connection.authName === user.provider) continue;
    const connector: ConnectorDescriptor | undefined = yield select(
      selectConnector,
      connection.connectorId,
    );
    if (connector?.type !== 'AUTH') continue;
    yield put(
      connectionAuthNamed({
        namespace,
        connectorId: connection.connectorId,
        authName: user.provider,
      }),
    );
  }
}

/** Keeps the embedded wallet's connections named by their login (the user may come after the connect). */
export function* authNameSaga() {
  yield takeEvery([connected.type, USER_CHANGED], nameAuthConnections);
}
