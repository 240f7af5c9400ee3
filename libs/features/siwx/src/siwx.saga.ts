import type { Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  cancelled,
  fork,
  getContext,
  put,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import {
  canSignMessage,
  isKitError,
  kitError,
  siwxCodec,
  type Clock,
  type KitLogger,
  type SiwxMessageData,
  type SiwxSession,
} from '@kit/core';
import {
  accountsChanged,
  activeNamespaceChanged,
  chainChanged,
  connected,
  disconnected,
  disconnectRequested,
  type AdapterLookup,
} from '@kit/connection';
import {
  closed,
  opened,
  pushed,
  replaced,
  resetTo,
  selectModalOpen,
  selectModalView,
  signInGateChanged,
  type ModalView,
} from '@kit/modal';
import { networkChanged, switchNetworkRequested } from '@kit/network';
import { toastHidden, toastRequested } from '@kit/toast';
import { selectFeature } from '@kit/options';
import { dataCaptureOffered } from './data-capture.slice';
import type { SiwxConfig } from './siwx-config';
import { isSessionLive } from './siwx-session';
import { selectSiwxAccount, siwxAccountKey } from './siwx.selectors';
import {
  selectSiwx,
  sessionCheckStarted,
  signedIn,
  signedOut,
  signInCancelled,
  signInFailed,
  signingStarted,
  signInNeeded,
  signInRequested,
  siwxEnabled,
  type SiwxAccount,
  type SiwxState,
} from './siwx.slice';

const SIGN_VIEW: ModalView = 'SIWXSignMessage';
// Views a fresh connection is shown on; the sign view replaces them rather than stacking on top.
const CONNECTING_VIEWS: readonly ModalView[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSocial',
  'ConnectingFarcaster',
];
const ACCOUNT_EVENTS = [
  connected.type,
  accountsChanged.type,
  chainChanged.type,
  disconnected.type,
  networkChanged.type,
  activeNamespaceChanged.type,
];

/**
 * Shows SIWXSignMessage: opens the modal on it, replaces a connecting view, or pushes it. With
 * sign-in required it becomes the only view, so Back cannot step around the closing gate.
 */
function* showSignView() {
  const open: boolean = yield select(selectModalOpen);
  const view: ModalView = yield select(selectModalView);
  const { required }: SiwxState = yield select(selectSiwx);
  if (!open) yield put(opened({ view: SIGN_VIEW }));
  else if (required) yield put(resetTo(SIGN_VIEW));
  else if (CONNECTING_VIEWS.includes(view)) yield put(replaced(SIGN_VIEW));
  else if (view !== SIGN_VIEW) yield put(pushed(SIGN_VIEW));
}

/** With a session, a connecting or sign view has nothing left to show: close it. */
function* closeFinishedViews() {
  const open: boolean = yield select(selectModalOpen);
  const view: ModalView = yield select(selectModalView);
  if (open && (view === SIGN_VIEW || CONNECTING_VIEWS.includes(view))) yield put(closed());
}

/**
 * One signature: create the message, ask the wallet once, hand the session to the config (which
 * may verify it), then close the modal. A failure leaves the sign view open with the error.
 */
function* signOnce(config: SiwxConfig, account: SiwxAccount) {
  yield put(signingStarted());
  yield put(toastRequested({ message: 'Authenticating...', variant: 'loading', autoClose: false }));
  const registry: AdapterLookup = yield getContext('registry');
  try {
    let message: string;
    try {
      const data: SiwxMessageData = yield call([config, config.createMessage], {
        accountAddress: account.address,
        chainId: account.caipNetworkId,
      });
      message = siwxCodec(registry.profiles).createMessage(data);
    } catch (error) {
      throw kitError('AUTH_INIT_FAILED', {}, { cause: error });
    }
    const adapter = registry.getAdapter(account.namespace);
    if (!canSignMessage(adapter)) throw kitError('SIGN_IN_FAILED');
    const signature: string = yield call([adapter, adapter.signMessage], {
      connectorId: account.connectorId,
      address: account.address,
      message,
    });
    const session: SiwxSession = {
      data: siwxCodec(registry.profiles).parseMessage(message),
      message,
      signature,
    };
    yield call([config, config.addSession], session);
    yield put(signedIn(session));
    yield put(signInGateChanged({ hasSession: true }));
    yield put(toastHidden());
    // emailCapture: DataCapture may follow (its lazily loaded saga decides); else the modal closes.
    let capture = false;
    if (config.emailCapture) capture = yield select(selectFeature, 'emailCapture');
    yield put(capture ? dataCaptureOffered() : closed());
    return true;
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.warn('Sign-in failed', error);
    yield put(signInFailed(error));
    const initFailed = isKitError(error) && error.code === 'AUTH_INIT_FAILED';
    yield put(
      toastRequested({
        message: initFailed
          ? 'A problem occurred while trying initialize authentication'
          : 'Error signing message',
        variant: 'error',
      }),
    );
    yield call(showSignView);
    return false;
  }
}

/**
 * The sign-in of one account on one network (spec §4): session check; with a live session, done
 * (no signature, so a reload signs nothing); without, SIWXSignMessage waits for Sign. While a
 * signature is pending further Sign presses are not taken, so the wallet gets one request.
 */
function* signInFlow(config: SiwxConfig, account: SiwxAccount) {
  yield put(sessionCheckStarted(account));
  const clock: Clock = yield getContext('clock');
  let sessions: SiwxSession[] = [];
  try {
    sessions = yield call([config, config.getSessions], account.caipNetworkId, account.address);
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.warn('Could not read sign-in sessions', error);
  }
  const live = sessions.find((session) => isSessionLive(session, clock.now()));
  if (live) {
    yield put(signedIn(live));
    yield put(signInGateChanged({ hasSession: true }));
    yield call(closeFinishedViews);
    return;
  }
  yield put(signInGateChanged({ hasSession: false }));
  yield put(signInNeeded());
  yield call(showSignView);
  try {
    for (;;) {
      yield take(signInRequested.type);
      const done: boolean = yield call(signOnce, config, account);
      if (done) return;
    }
  } finally {
    // Another account or a disconnect ended this flow mid-signature: its toast goes with it.
    const stopped: boolean = yield cancelled();
    if (stopped) yield put(toastHidden());
  }
}

/** Signs out after a disconnect (spec §4: by default), and leaves a sign view nobody can use. */
function* signOut(config: SiwxConfig, wasDisconnect: boolean) {
  if (wasDisconnect && config.signOutOnDisconnect !== false) {
    try {
      yield call([config, config.setSessions], []);
    } catch (error) {
      const logger: KitLogger = yield getContext('logger');
      logger.warn('Could not sign out', error);
    }
  }
  yield put(signedOut());
  yield put(signInGateChanged({ hasSession: false }));
  const view: ModalView = yield select(selectModalView);
  const open: boolean = yield select(selectModalOpen);
  if (open && view === SIGN_VIEW) yield put(closed());
}

/** Follows the active account: each new account or network gets one sign-in flow. */
function* accountWatcher(config: SiwxConfig) {
  const registry: AdapterLookup = yield getContext('registry');
  let current: { key: string; task: Task } | undefined;
  let lastAction: { type: string } | undefined;
  for (;;) {
    const account: SiwxAccount | undefined = yield select(selectSiwxAccount);
    const key = account === undefined ? undefined : siwxAccountKey(account, registry.profiles);
    if (key !== current?.key) {
      if (current) yield cancel(current.task);
      if (account === undefined) {
        yield call(signOut, config, lastAction?.type === disconnected.type);
        current = undefined;
      } else {
        const task: Task = yield fork(signInFlow, config, account);
        current = { key: key as string, task };
      }
    }
    lastAction = yield take(ACCOUNT_EVENTS);
  }
}

/**
 * Cancel on the sign view (spec §4): when sign-in is required, return to the last network that
 * has a session, else disconnect; when it is not, just close.
 */
function* cancelWorker() {
  const state: SiwxState = yield select(selectSiwx);
  if (!state.required) {
    yield put(closed());
    return;
  }
  const last = state.lastSignInChainId;
  if (last !== undefined && last !== state.account?.caipNetworkId) {
    yield put(switchNetworkRequested({ caipNetworkId: last }));
    return;
  }
  if (state.account) yield put(disconnectRequested({ namespace: state.account.namespace }));
  yield put(closed());
}

/** Root saga of sign-in. Context: `siwx` (the config; absent = off), `registry`, `clock`, `logger`. */
export function* siwxSaga() {
  const config: SiwxConfig | undefined = yield getContext('siwx');
  if (!config) return;
  const required = config.getRequired?.() ?? false;
  yield put(siwxEnabled({ required }));
  yield put(signInGateChanged({ enabled: true, required, hasSession: false }));
  yield all([fork(accountWatcher, config), takeEvery(signInCancelled.type, cancelWorker)]);
}
