import { createAction } from '@reduxjs/toolkit';
import type { AccountType, FrameThemeMode, SocialProvider } from '@kit/core';

// What the modal and the flow sagas dispatch to the embedded wallet: the page's first load holds
// these (the modal's chunk uses them, and a file both it and the embedded saga's chunk use would
// be a chunk of its own, one more round trip on the first click). The saga's outcomes are
// embedded.actions.ts, which only its chunk loads (issue 22).

// Intents (handled by the embedded saga; no reducer)

/** Intent: mail a login code to `email` (EmailLogin). */
export const emailSubmitted = createAction<{ email: string }>('embedded/emailSubmitted');
/** Intent: verify the code (EmailVerifyOtp) and connect. */
export const otpSubmitted = createAction<{ otp: string }>('embedded/otpSubmitted');
/** Intent: log in with a social provider (popup, or ConnectingFarcaster for farcaster). */
export const socialRequested = createAction<{ provider: SocialProvider }>(
  'embedded/socialRequested',
);
/** Intent: mail a code to a new e-mail of the logged-in identity (UpdateEmailWallet). */
export const emailUpdateSubmitted = createAction<{ email: string }>(
  'embedded/emailUpdateSubmitted',
);
/** Intent: use the eoa or the smart account (spec §4: reconnects after). */
export const preferredAccountTypeRequested = createAction<{ type: AccountType }>(
  'embedded/preferredAccountTypeRequested',
);

/** Intent: the visitor closed the modal; a pending approval is refused, an e-mail change unwaited. */
export const embeddedDismissed = createAction('embedded/dismissed');

// Reduced by the slice, dispatched by the modal once the saga said the wallet is ready

/** The modal is shown in this theme mode (the embedded saga syncs it to the secure site). */
export const themeModeShown = createAction<{ themeMode: FrameThemeMode }>(
  'embedded/themeModeShown',
);
