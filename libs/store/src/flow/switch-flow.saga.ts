import { put, select, takeEvery } from 'redux-saga/effects';
import { isSocialProvider, type ConnectorDescriptor } from '@kit/core';
import { connectRequested, selectConnector, switchLoginNeeded } from '@kit/connection';
import { socialRequested } from '@kit/embedded';
import {
  pushed,
  replaced,
  selectModalHistory,
  selectModalOpen,
  type ModalView,
  type ModalViewData,
  viewPopped,
} from '@kit/modal';

/** Where a switch to an ended connection lands once its login connects (spec §2). */
export const SWITCH_REDIRECT_VIEW: ModalView = 'ProfileWallets';

/**
 * Switching to an ended connection (spec §4) runs its login flow again: the e-mail login, the
 * social popup (opened within the visitor's click, as the dispatch is synchronous), WalletConnect's
 * pairing, or the wallet itself. `pending` remembers the connector, so its `connected` returns to
 * ProfileWallets instead of closing the modal.
 */
export function* startSwitchLogin(
  pending: Set<string>,
  action: ReturnType<typeof switchLoginNeeded>,
) {
  const { connectorId, authName } = action.payload;
  const connector: ConnectorDescriptor | undefined = yield select(selectConnector, connectorId);
  if (!connector) return;
  pending.add(connectorId);
  if (authName === 'email') {
    yield put(pushed('EmailLogin', { redirectView: SWITCH_REDIRECT_VIEW }));
    return;
  }
  if (isSocialProvider(authName)) {
    yield put(socialRequested({ provider: authName }));
    return;
  }
  const data: ModalViewData = {
    wallet: { id: connectorId, name: connector.name },
    connectorId,
    redirectView: SWITCH_REDIRECT_VIEW,
  };
  if (connector.type === 'WALLET_CONNECT') {
    yield put(pushed('ConnectingWalletConnect', data));
    return;
  }
  yield put(connectRequested({ connectorId }));
  yield put(pushed('ConnectingExternal', data));
}

/**
 * A switched-to connection connected again: back to the ProfileWallets it was started from (the
 * login views above it go), or ProfileWallets in place of the current view. True when it handled
 * the outcome, so the usual connected rules (close, sign-in) do not run.
 */
export function* returnAfterSwitchLogin(pending: Set<string>, connectorId: string) {
  if (!pending.delete(connectorId)) return false;
  const open: boolean = yield select(selectModalOpen);
  if (!open) return true;
  const history: ModalView[] = yield select(selectModalHistory);
  const index = history.lastIndexOf(SWITCH_REDIRECT_VIEW);
  if (index < 0) {
    yield put(replaced(SWITCH_REDIRECT_VIEW));
    return true;
  }
  // Popped directly, not through goBack: nothing here may close the modal.
  for (let above = history.length - 1 - index; above > 0; above -= 1) yield put(viewPopped());
  return true;
}

/** Runs the login flows of switches to ended connections. */
export function* switchFlowSaga(pending: Set<string>) {
  yield takeEvery(switchLoginNeeded.type, startSwitchLogin, pending);
}
