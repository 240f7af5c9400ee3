import { call, delay, put, race, take } from 'redux-saga/effects';
import { CONSTANTS, isKitError, type AuthConnector } from '@kit/core';
import { syncAuthUser } from './auth-preferences.saga';
import { embeddedFailed, stepChanged } from './embedded.actions';
import { embeddedDismissed } from './embedded.intents';

/** Asks the e-mail every EMAIL_CHANGE_POLL_MS (spec §9, 1 s) until it is `wanted`. */
function* pollEmail(auth: AuthConnector, wanted: string) {
  while (true) {
    const { email }: { email?: string } = yield call([auth, auth.getEmail]);
    if (email?.toLowerCase() === wanted) return;
    yield delay(CONSTANTS.EMAIL_CHANGE_POLL_MS);
  }
}

/**
 * After the new address's code: the change may still wait for the owner of the current address
 * (the secure site mails a link there for e-mail logins). Polls the e-mail until it is the new
 * one, then reads the user again so Account shows it. Closing the modal stops waiting (the link
 * stays valid; the next read of the user shows the change). Resolves true once changed.
 */
export function* awaitEmailChange(auth: AuthConnector, newEmail: string) {
  yield put(stepChanged({ step: 'awaitingApproval' }));
  try {
    const outcome: { dismissed?: unknown } = yield race({
      changed: call(pollEmail, auth, newEmail.trim().toLowerCase()),
      dismissed: take(embeddedDismissed.type),
    });
    if (outcome.dismissed !== undefined) {
      yield put(stepChanged({ step: 'idle' }));
      return false;
    }
  } catch (error) {
    const message = isKitError(error) ? error.shortMessage : String((error as Error)?.message);
    yield put(embeddedFailed({ step: 'idle', error: message }));
    return false;
  }
  yield call(syncAuthUser, auth);
  yield put(stepChanged({ step: 'idle' }));
  return true;
}
