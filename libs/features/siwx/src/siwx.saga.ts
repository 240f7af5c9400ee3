import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
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
  type CaipNetworkId,
  type Clock,
  type KitLogger,
  type SiwxMessageData,
  type SiwxSession,
} from '@kit/core';
import { siwxCodec } from '@kit/core/siwx';
import {
  accountsChanged,
  activeNamespaceChanged,
  chainChanged,
  connected,
  disconnected,
  disconnectRequested,
  type AdapterLookup,
} from '@kit/connection';
import { networkChanged, switchNetworkRequested } from '@kit/network';
import { pairingSignedIn } from '@kit/pairing';
import { toastHidden, toastRequested } from '@kit/toast';
import { selectFeature } from '@kit/options';
import { dataCaptureOffered } from './data-capture.slice';
import { oneClickSessions, takeOneClickSession } from './one-click-sessions';
import type { SiwxConfig } from './siwx-config';
import { lazySiwxSaga } from './siwx-saga.loader';
import { isSessionLive } from './siwx-session';
import { selectSiwxAccount, siwxAccountKey } from './siwx.selectors';
import {
  selectSignInCancelTarget,
  selectSiwx,
  sessionCheckStarted,
  signedIn,
  signedOut,
  signInCancelled,
  signInCompleted,
  signInFailed,
  signingStarted,
  signInNeeded,
  signInRequested,
  siwxEnabled,
  type SiwxAccount,
  type SiwxState,
} from './siwx.slice';

const ACCOUNT_EVENTS = [
  connected.type,
  accountsChanged.type,
  chainChanged.type,
  disconnected.type,
  networkChanged.type,
  activeNamespaceChanged.type,
];

/**
 * One sign-in attempt: obtain the signed session (`obtain`), hand it to the config (which may
 * verify it). The outcomes (signedIn then signInCompleted, or signInFailed) are what the store's
 * flow saga navigates by: close, DataCapture, or the sign view again with the error.
 */
function* attemptSignIn(
  config: SiwxConfig,
  obtain: () => SagaIterator<SiwxSession> | Promise<SiwxSession>,
) {
  yield put(signingStarted());
  yield put(toastRequested({ message: 'Authenticating...', variant: 'loading', autoClose: false }));
  try {
    const session: SiwxSession = yield call(obtain);
    yield call([config, config.addSession], session);
    yield put(signedIn(session));
    yield put(toastHidden());
    // emailCapture: DataCapture may follow (its lazily loaded saga decides).
    let capture = false;
    if (config.emailCapture) capture = yield select(selectFeature, 'emailCapture');
    yield put(signInCompleted({ signed: true, dataCapture: capture }));
    if (capture) yield put(dataCaptureOffered());
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
    return false;
  }
}

/** One signature: create the message and ask the wallet once. */
function* signMessageOnce(config: SiwxConfig, account: SiwxAccount): SagaIterator<SiwxSession> {
  const registry: AdapterLookup = yield getContext('registry');
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
  return { data: siwxCodec(registry.profiles).parseMessage(message), message, signature };
}

/** The sign view's sign-in: one message made here, one signature asked of the wallet. */
function* signOnce(config: SiwxConfig, account: SiwxAccount) {
  return (yield call(attemptSignIn, config, () => signMessageOnce(config, account))) as boolean;
}

/**
 * The sign-in of one account on one network (spec §4): a one-click session the wallet signed
 * while pairing is stored (verified) at once; else the session check; with a live session, done
 * (no signature, so a reload signs nothing); without, SIWXSignMessage waits for Sign. While a
 * signature is pending further Sign presses are not taken, so the wallet gets one request.
 */
function* signInFlow(config: SiwxConfig, account: SiwxAccount, oneClick: SiwxSession[]) {
  yield put(sessionCheckStarted(account));
  const registry: AdapterLookup = yield getContext('registry');
  const signed = takeOneClickSession(oneClick, account, registry.profiles);
  if (signed) {
    const done = (yield call(hidingToastIfCancelled, () =>
      attemptSignIn(config, () => Promise.resolve(signed)),
    )) as boolean;
    // Not stored (it did not verify): the sign view shows the error and offers to sign here.
    if (!done) yield call(waitForSignature, config, account);
    return;
  }
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
    yield put(signInCompleted({ signed: false, dataCapture: false }));
    return;
  }
  yield put(signInNeeded());
  yield call(waitForSignature, config, account);
}

/** SIWXSignMessage's Sign presses, one signature at a time, until one is stored. */
function* waitForSignature(config: SiwxConfig, account: SiwxAccount) {
  yield call(hidingToastIfCancelled, function* presses() {
    for (;;) {
      yield take(signInRequested.type);
      const done: boolean = yield call(signOnce, config, account);
      if (done) return;
    }
  });
}

/** Runs `worker`; another account or a disconnect ending it mid-signature takes its toast along. */
function* hidingToastIfCancelled(worker: () => SagaIterator<unknown>) {
  try {
    return (yield call(worker)) as unknown;
  } finally {
    const stopped: boolean = yield cancelled();
    if (stopped) yield put(toastHidden());
  }
}

/** Signs out after a disconnect (spec §4: by default); the flow saga leaves the sign view. */
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
}

/** Follows the active account: each new account or network gets one sign-in flow. */
function* accountWatcher(config: SiwxConfig, oneClick: SiwxSession[]) {
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
        const task: Task = yield fork(signInFlow, config, account, oneClick);
        current = { key: key as string, task };
      }
    }
    lastAction = yield take(ACCOUNT_EVENTS);
  }
}

/**
 * Cancel on the sign view (spec §4): when sign-in is required, return to the last network that
 * has a session, else disconnect; when it is not, nothing here (the flow saga closes the modal
 * unless the cancel returns to a network).
 */
function* cancelWorker() {
  const state: SiwxState = yield select(selectSiwx);
  if (!state.required) return;
  const target: CaipNetworkId | undefined = yield select(selectSignInCancelTarget);
  if (target !== undefined) {
    yield put(switchNetworkRequested({ caipNetworkId: target }));
    return;
  }
  if (state.account) yield put(disconnectRequested({ namespace: state.account.namespace }));
}

/**
 * Keeps what a wallet signed while pairing (one-click) for the account that connects next; a
 * new pairing drops what an earlier one left unused. The pairing events come through the loader's
 * channel, which held those dispatched while this chunk loaded.
 */
function* watchOneClick(oneClick: SiwxSession[], pairingEvents: Channel<Action>) {
  const registry: AdapterLookup = yield getContext('registry');
  const logger: KitLogger = yield getContext('logger');
  for (;;) {
    const action: Action = yield take(pairingEvents);
    oneClick.splice(0);
    if (pairingSignedIn.match(action)) {
      oneClick.push(...oneClickSessions(action.payload.signIns, registry.profiles, logger));
    }
  }
}

/**
 * Sign-in itself, once it is on and `config` is the config in use (the loader in
 * siwx-saga.loader.ts decides both and loads this chunk). `pairingEvents` carries pairingRequested
 * and pairingSignedIn. Context: `registry`, `clock`, `logger`.
 */
export function* siwxSignInSaga(config: SiwxConfig, pairingEvents: Channel<Action>) {
  const required = config.getRequired?.() ?? false;
  yield put(siwxEnabled({ required }));
  // One-click sessions waiting for their account (saga-local: shared by the two tasks only).
  const oneClick: SiwxSession[] = [];
  yield all([
    fork(watchOneClick, oneClick, pairingEvents),
    fork(accountWatcher, config, oneClick),
    takeEvery(signInCancelled.type, cancelWorker),
  ]);
}

/**
 * Root saga of sign-in with this module loaded up front (specs, custom stores); the store runs
 * lazySiwxSaga with its own chunk instead. Context: `siwx` (the config; absent = off) or
 * `hostedSiwx` (its loader, used once the reownAuthentication feature is on), `registry`,
 * `clock`, `logger`.
 */
export function* siwxSaga() {
  yield call(lazySiwxSaga, () => siwxSignInSaga);
}
