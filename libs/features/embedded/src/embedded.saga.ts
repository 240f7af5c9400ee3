import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';

import {
  CONSTANTS,
  ERROR_MESSAGES,
  isKitError,
  type AuthConnector,
  type EmailLoginAction,
  type AuthEvent,
  type AuthUser,
  type KitEnvironment,
  type KitLogger,
  type KitStorage,
} from '@kit/core';
import { isValidEmail } from '@kit/core/email';
import { alertRaised } from '@kit/alerts';
import { analyticsEventTracked } from '@kit/analytics';
import { connected, connectFailed, connectRequested } from '@kit/connection';
import { toastRequested } from '@kit/toast';
import {
  approvalChanged,
  embeddedFailed,
  embeddedReady,
  emailUpdated,
  farcasterUrlReceived,
  socialStarted,
  stepChanged,
  recentEmailsChanged,
  resendCooldownChanged,
  userChanged,
} from './embedded.actions';
import {
  emailSubmitted,
  emailUpdateSubmitted,
  embeddedDismissed,
  otpSubmitted,
  preferredAccountTypeRequested,
  socialRequested,
  themeModeShown,
} from './embedded.intents';
import { selectEmbedded, type EmbeddedState } from './embedded.state';
import { readRecentEmails, rememberRecentEmail } from './recent-emails.storage';
import { followAuthNamespaces } from './auth-namespaces.loader';
import { authConnectorId, authHomeNamespace } from './auth-connector-id';
import { rememberAccountType, syncAuthUser } from './auth-preferences.saga';
import { awaitEmailChange } from './email-change.saga';
import { loadAuthConnector, type AuthConnectorLookup } from './load-auth-connector.saga';

/** The embedded wallet's connector id in its home namespace (authHomeNamespace: eip155). */
function* homeAuthConnectorId() {
  const registry: AuthConnectorLookup = yield getContext('registry');
  const auth: AuthConnector | undefined = yield call([registry, registry.authConnector]);
  const home = auth === undefined ? undefined : authHomeNamespace(auth);
  return authConnectorId(home ?? '');
}

// The visitor reads a KitError's spec text, not the details appended for developers.
const messageOf = (error: unknown): string =>
  isKitError(error)
    ? error.shortMessage
    : error instanceof Error
      ? error.message
      : ERROR_MESSAGES.UNKNOWN_ERROR;

/** The action an embedded-wallet event stands for (several for some). */
function* onAuthEvent(event: AuthEvent) {
  switch (event.type) {
    case 'approvalRequested':
      // The store's flow saga shows ApproveTransaction while an approval is pending.
      yield put(approvalChanged(event.approval));
      return;
    case 'approvalSettled':
      yield put(approvalChanged(undefined));
      return;
    case 'rpcDenied':
      yield put(toastRequested({ message: ERROR_MESSAGES.ACTION_NOT_ALLOWED, variant: 'error' }));
      return;
    case 'untrustedOrigin':
      // Spec §5: the message is ignored and the attempt tracked.
      yield put(
        analyticsEventTracked({
          event: 'SOCIAL_LOGIN_ERROR',
          properties: { message: ERROR_MESSAGES.UNTRUSTED_ORIGIN, origin: event.origin },
        }),
      );
      return;
    case 'alert':
      yield put(alertRaised({ code: event.code }));
      return;
    case 'accountChanged':
      yield put(userChanged(event.user));
      return;
    case 'socialUserDataRequested':
      // The provider answered; the wallet now fetches the user (spec §7).
      yield put(
        analyticsEventTracked({
          event: 'SOCIAL_LOGIN_REQUEST_USER_DATA',
          properties: { provider: event.provider },
        }),
      );
      return;
  }
}

function authEvents(auth: AuthConnector): EventChannel<AuthEvent> {
  return eventChannel((emit) => auth.subscribe((event) => emit(event)));
}

function* watchAuthEvents(auth: AuthConnector) {
  const channel: EventChannel<AuthEvent> = yield call(authEvents, auth);
  // This saga loads in its own chunk, and a reconnect on load (the registry saga's getUser) can
  // report the user before it subscribed: the user known by now is shown rather than lost.
  const known: AuthUser | undefined = yield call([auth, auth.currentUser]);
  if (known !== undefined) yield put(userChanged(known));
  try {
    while (true) {
      const event: AuthEvent = yield take(channel);
      yield call(onAuthEvent, event);
    }
  } finally {
    channel.close();
  }
}

/** Connects the embedded wallet's eip155 connector after a login (the flow saga navigates after). */
function* connectAfterLogin(failStep: EmbeddedState['step']) {
  const connectorId: string = yield call(homeAuthConnectorId);
  yield put(stepChanged({ step: 'connecting' }));
  yield put(connectRequested({ connectorId }));
  while (true) {
    const outcome: {
      ok?: ReturnType<typeof connected>;
      failed?: ReturnType<typeof connectFailed>;
    } = yield race({ ok: take(connected.type), failed: take(connectFailed.type) });
    if (outcome.ok?.payload.connectorId === connectorId) {
      yield put(stepChanged({ step: 'idle' }));
      return;
    }
    if (outcome.failed?.payload.connectorId === connectorId) {
      yield put(embeddedFailed({ step: failStep, error: outcome.failed.payload.error.message }));
      return;
    }
  }
}

/**
 * Mails a code for a login or, for UpdateEmailWallet, to the new address; then EmailVerifyOtp. A
 * login from a device the identity does not know first waits in EmailVerifyDevice until the
 * visitor approves it through the mailed link (AppKit's VERIFY_DEVICE); asking again (Resend
 * link) replaces the wait, inside the 30 s cooldown with the throttle message.
 */
function* sendCode(
  auth: AuthConnector,
  action: ReturnType<typeof emailSubmitted> | ReturnType<typeof emailUpdateSubmitted>,
) {
  const email = action.payload.email.trim();
  const purpose = emailUpdateSubmitted.match(action) ? 'update' : 'login';
  if (!isValidEmail(email)) {
    yield put(embeddedFailed({ step: 'idle', error: ERROR_MESSAGES.INVALID_EMAIL, purpose }));
    // Spec §8 warning APKTW002 Invalid Email Address, beside the visitor's message.
    yield put(alertRaised({ code: 'APKTW002' }));
    return;
  }
  const { step: before }: EmbeddedState = yield select(selectEmbedded);
  const resendingLink = purpose === 'login' && before === 'awaitingDevice';
  yield put(stepChanged({ step: 'sendingCode', email, purpose }));
  // A failure leaves the visitor where they asked: the device wait (its Resend link) or the form.
  let failStep: EmbeddedState['step'] = resendingLink ? 'awaitingDevice' : 'idle';
  try {
    if (purpose === 'update') yield call([auth, auth.updateEmail], { email });
    else {
      // The login then lands on the stored chain and account type (not the secure site's).
      yield fork(syncAuthUser, auth);
      let action: EmailLoginAction;
      try {
        ({ action } = yield call([auth, auth.connectEmail], { email }));
        if (action === 'VERIFY_DEVICE') yield put(stepChanged({ step: 'awaitingDevice' }));
      } catch (error) {
        if (!resendingLink) throw error;
        // A resend refused inside the cooldown leaves the link mailed before live: its message
        // shows, and the wait for that link goes on (this request replaced the earlier wait).
        yield put(embeddedFailed({ step: 'awaitingDevice', error: messageOf(error) }));
        action = 'VERIFY_DEVICE';
      }
      if (action === 'VERIFY_DEVICE') {
        // A device new to the identity: its inbox approves it by link, then the code is mailed.
        failStep = 'awaitingDevice';
        yield call([auth, auth.connectDevice]);
      }
    }
    yield put(stepChanged({ step: 'awaitingOtp' }));
  } catch (error) {
    yield put(embeddedFailed({ step: failStep, error: messageOf(error) }));
    return;
  }
  yield fork(resendCooldown);
}

/**
 * The secure site refuses a new code for 30 s after the last (§9 e-mail login cooldown): the
 * view keeps Resend off meanwhile instead of offering a button that only earns 'Too many
 * requests'. A newer code (takeLatest cancels this) starts its own; `finally` never leaves it on.
 */
function* resendCooldown() {
  yield put(resendCooldownChanged(true));
  try {
    yield delay(CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS);
  } finally {
    yield put(resendCooldownChanged(false));
  }
}

function* verifyOtp(auth: AuthConnector, action: ReturnType<typeof otpSubmitted>) {
  const { purpose }: EmbeddedState = yield select(selectEmbedded);
  yield put(stepChanged({ step: 'verifying' }));
  try {
    yield call([auth, auth.connectOtp], { otp: action.payload.otp.trim() });
  } catch (error) {
    yield put(embeddedFailed({ step: 'awaitingOtp', error: messageOf(error) }));
    return;
  }
  const { email }: EmbeddedState = yield select(selectEmbedded);
  if (purpose === 'update') {
    const changed: boolean = yield call(awaitEmailChange, auth, email ?? '');
    if (changed) yield put(emailUpdated());
    return;
  }
  // The code proved the address is the visitor's: it becomes a recent e-mail (spec §3).
  const storage: KitStorage | undefined = yield getContext('storage');
  if (email !== undefined && storage) {
    yield put(recentEmailsChanged(rememberRecentEmail(storage, email)));
  }
  yield call(connectAfterLogin, 'awaitingOtp');
}

function* socialLogin(auth: AuthConnector, action: ReturnType<typeof socialRequested>) {
  const { provider } = action.payload;
  const win: Window | undefined = yield getContext('window');
  yield put(analyticsEventTracked({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider } }));
  // Forked: getUser takes the chain and account type at once, and the popup must still open
  // synchronously within the visitor's click.
  yield fork(syncAuthUser, auth);
  try {
    if (provider === 'farcaster') {
      const { url }: { url: string } = yield call([auth, auth.getFarcasterUri]);
      yield put(farcasterUrlReceived(url));
      yield call([auth, auth.connectFarcaster]);
    } else {
      yield put(socialStarted(provider));
      if (!win) throw new Error(ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED);
      yield call([auth, auth.connectSocial], { provider, window: win });
    }
  } catch (error) {
    yield put(analyticsEventTracked({ event: 'SOCIAL_LOGIN_ERROR', properties: { provider } }));
    yield put(
      embeddedFailed({
        step: provider === 'farcaster' ? 'farcaster' : 'social',
        error: messageOf(error),
      }),
    );
    return;
  }
  yield put(analyticsEventTracked({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } }));
  yield call(connectAfterLogin, provider === 'farcaster' ? 'farcaster' : 'social');
}

/** Closing the modal on ApproveTransaction refuses the pending request (it would hang). */
function* cancelPendingApproval(auth: AuthConnector) {
  const { approval }: EmbeddedState = yield select(selectEmbedded);
  if (approval === undefined) return;
  try {
    yield call([auth, auth.cancelApproval], { approvalId: approval.id });
  } catch {
    // Already answered, or expired: the waiting call settles on its own.
  }
}

function* changeAccountType(
  auth: AuthConnector,
  action: ReturnType<typeof preferredAccountTypeRequested>,
) {
  const { type } = action.payload;
  yield put(analyticsEventTracked({ event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { type } }));
  try {
    // The provider then reports the other address (accountsChanged), which the connection takes.
    yield call([auth, auth.setPreferredAccount], { type });
    // Kit keeps the choice (spec §3 preferred account types) and hands it to the next getUser.
    yield call(rememberAccountType, auth, type);
  } catch (error) {
    yield put(toastRequested({ message: messageOf(error), variant: 'error' }));
  }
}

/**
 * Gives the secure site the modal's theme mode, when known, changed since the last one it took
 * (StrictMode reports it twice) and the wallet takes it.
 */
function* syncTheme(auth: AuthConnector, synced: { themeMode?: string }) {
  const { themeMode }: EmbeddedState = yield select(selectEmbedded);
  if (themeMode === undefined || auth.syncTheme === undefined) return;
  if (synced.themeMode === themeMode) return;
  synced.themeMode = themeMode;
  try {
    yield call([auth, auth.syncTheme], { themeMode });
  } catch (error) {
    delete synced.themeMode;
    // The approval page keeps the system's theme: worth a warning, not a failure.
    const logger: KitLogger = yield getContext('logger');
    logger.warn('The secure site did not take the theme mode', error);
  }
}

/**
 * The embedded wallet's flows: e-mail OTP, social popups and Farcaster, the account type, and
 * the secure site's events (approvals in ApproveTransaction, 'Action not allowed', untrusted
 * origins, APKT003/004/005), and the modal's theme mode synced to the secure site. Without an embedded wallet it does nothing.
 */
export function* embeddedSaga() {
  const registry: AuthConnectorLookup = yield getContext('registry');
  const auth: AuthConnector | undefined | 'failed' = yield call(loadAuthConnector, registry);
  if (auth === 'failed') {
    yield put(alertRaised({ code: 'APKT003' }));
    return;
  }
  if (!auth) return;
  const environment: KitEnvironment = yield getContext('environment');
  yield put(embeddedReady({ isTelegram: environment.isTelegram, os: environment.os }));
  // Storage is optional in the saga's context (a Kit always has one): without it, none are known.
  const storage: KitStorage | undefined = yield getContext('storage');
  const recentEmails = storage ? readRecentEmails(storage) : [];
  if (recentEmails.length > 0) yield put(recentEmailsChanged(recentEmails));
  yield fork(watchAuthEvents, auth);
  yield fork(followAuthNamespaces, auth);
  yield takeLatest([emailSubmitted.type, emailUpdateSubmitted.type], sendCode, auth);
  yield takeLatest(otpSubmitted.type, verifyOtp, auth);
  yield takeLatest(socialRequested.type, socialLogin, auth);
  yield takeLatest(preferredAccountTypeRequested.type, changeAccountType, auth);
  yield takeLatest(embeddedDismissed.type, cancelPendingApproval, auth);
  // The theme the modal was shown in before this saga loaded, then each change (SYNC_THEME).
  const synced: { themeMode?: string } = {};
  yield fork(syncTheme, auth, synced);
  yield takeLatest(themeModeShown.type, syncTheme, auth, synced);
}
