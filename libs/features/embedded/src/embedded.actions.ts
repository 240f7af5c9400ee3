import { createAction } from '@reduxjs/toolkit';
import type { AuthApproval, AuthUser, SocialProvider, TelegramEnvironment } from '@kit/core';
import {
  APPROVAL_CHANGED,
  EMAIL_UPDATED,
  FARCASTER_URL_RECEIVED,
  SOCIAL_STARTED,
  STEP_CHANGED,
  USER_CHANGED,
} from './embedded.action-types';
import type { EmbeddedStep } from './embedded.state';

// The embedded wallet saga's outcomes (issue 22): only the saga's chunk loads this file, with the
// slice (embedded.slice.ts) that reduces them, which the store injects as the chunk loads. The
// types the page's first load watches come from embedded.action-types.ts. The intents the modal
// dispatches are embedded.intents.ts.

/** The embedded wallet loaded and is ready for logins. */
export const embeddedReady = createAction<TelegramEnvironment>('embedded/embeddedReady');
/** A login step started or ended; clears the error. */
export const stepChanged = createAction<{
  step: EmbeddedStep;
  email?: string;
  purpose?: 'login' | 'update';
}>(STEP_CHANGED);
/** A login step failed; the step goes back to where the visitor can try again. */
export const embeddedFailed = createAction<{
  step: EmbeddedStep;
  error: string;
  purpose?: 'login' | 'update';
}>('embedded/embeddedFailed');
/** A code was mailed: resending waits for the cooldown (true), or may go again (false). */
export const resendCooldownChanged = createAction<boolean>('embedded/resendCooldownChanged');
/** The social popup opened for a provider. */
export const socialStarted = createAction<SocialProvider>(SOCIAL_STARTED);
/** The Farcaster URL the visitor confirms (ConnectingFarcaster). */
export const farcasterUrlReceived = createAction<string>(FARCASTER_URL_RECEIVED);
/** A request waits for approval (or, with undefined, no longer does). */
export const approvalChanged = createAction<AuthApproval | undefined>(APPROVAL_CHANGED);
/** The recent e-mails were read from storage or one was added (newest first). */
export const recentEmailsChanged = createAction<string[]>('embedded/recentEmailsChanged');
/** The secure site's user changed (login, sign out, account type, chain). */
export const userChanged = createAction<AuthUser | undefined>(USER_CHANGED);

/** Outcome: the identity's e-mail is the new one (UpdateEmailWallet and its code are done). */
export const emailUpdated = createAction(EMAIL_UPDATED);
