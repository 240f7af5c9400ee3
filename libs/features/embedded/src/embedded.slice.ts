import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AccountType,
  AuthApproval,
  AuthUser,
  FrameThemeMode,
  SocialProvider,
  TelegramEnvironment,
} from '@kit/core';

/**
 * Where the embedded wallet's login stands.
 * - `unavailable`: no embedded wallet was configured (createKit without `embeddedWallet`).
 * - `idle`: ready for a login.
 * - `sendingCode`: mailing the one-time code.
 * - `awaitingDevice`: the device is new to the identity: EmailVerifyDevice waits for the visitor
 *   to approve it through the link mailed to the address (the code is mailed after).
 * - `awaitingOtp`: the code was sent; EmailVerifyOtp asks for it.
 * - `verifying`: checking the code, then connecting.
 * - `social`: the social popup is open.
 * - `farcaster`: waiting for the visitor to confirm the Farcaster URL.
 * - `connecting`: logged in; the connection is being made.
 * - `awaitingApproval`: an e-mail change waits for the link mailed to the current address.
 */
export type EmbeddedStep =
  | 'unavailable'
  | 'idle'
  | 'sendingCode'
  | 'awaitingDevice'
  | 'awaitingOtp'
  | 'verifying'
  | 'social'
  | 'farcaster'
  | 'connecting'
  | 'awaitingApproval';

/** The embedded wallet's state (spec §3: socialProvider, farcasterUrl, user, preferredAccountType). */
export interface EmbeddedState {
  step: EmbeddedStep;
  /** The e-mail the code was sent to (or the new one of UpdateEmailWallet). */
  email?: string;
  /** The last failure's text, for the view that caused it. */
  error?: string;
  socialProvider?: SocialProvider;
  farcasterUrl?: string;
  /** The request waiting for the visitor in ApproveTransaction. */
  approval?: AuthApproval;
  /** The logged-in user, as the secure site reports it. */
  user?: AuthUser;
  /** Whether the code was for a login or an e-mail change. */
  purpose: 'login' | 'update';
  /** Where the page runs, for the Telegram social filter (spec §5). */
  telegram: TelegramEnvironment;
  /** The theme mode the modal is shown in, synced to the secure site (SYNC_THEME). */
  themeMode?: FrameThemeMode;
  /** E-mails that completed a login in this browser, newest first (spec §3 recent e-mails). */
  recentEmails?: string[];
  /** A code was mailed less than the 30 s e-mail login cooldown ago (§9): resending must wait. */
  resendCoolingDown?: boolean;
}

/** Nothing configured until the store says an embedded wallet exists. */
export const initialEmbeddedState: EmbeddedState = {
  step: 'unavailable',
  purpose: 'login',
  telegram: { isTelegram: false },
};

/** The embedded wallet slice; mount its reducer under `embedded`. */
export const embeddedSlice = createSlice({
  name: 'embedded',
  initialState: initialEmbeddedState,
  reducers: {
    /** The embedded wallet loaded and is ready for logins. */
    embeddedReady(state, action: PayloadAction<TelegramEnvironment>) {
      if (state.step === 'unavailable') state.step = 'idle';
      state.telegram = action.payload;
    },
    /** A login step started or ended; clears the error. */
    stepChanged(
      state,
      action: PayloadAction<{ step: EmbeddedStep; email?: string; purpose?: 'login' | 'update' }>,
    ) {
      state.step = action.payload.step;
      if (action.payload.email !== undefined) state.email = action.payload.email;
      if (action.payload.purpose !== undefined) state.purpose = action.payload.purpose;
      delete state.error;
    },
    /** A login step failed; the step goes back to where the visitor can try again. */
    embeddedFailed(
      state,
      action: PayloadAction<{ step: EmbeddedStep; error: string; purpose?: 'login' | 'update' }>,
    ) {
      state.step = action.payload.step;
      state.error = action.payload.error;
      // A failure before any step started (an invalid address) still says which form it is for.
      if (action.payload.purpose !== undefined) state.purpose = action.payload.purpose;
    },
    /** A code was mailed: resending waits for the cooldown (true), or may go again (false). */
    resendCooldownChanged(state, action: PayloadAction<boolean>) {
      if (action.payload) state.resendCoolingDown = true;
      else delete state.resendCoolingDown;
    },
    /** The social popup opened for a provider. */
    socialStarted(state, action: PayloadAction<SocialProvider>) {
      state.step = 'social';
      state.socialProvider = action.payload;
      delete state.error;
    },
    /** The Farcaster URL the visitor confirms (ConnectingFarcaster). */
    farcasterUrlReceived(state, action: PayloadAction<string>) {
      state.step = 'farcaster';
      state.socialProvider = 'farcaster';
      state.farcasterUrl = action.payload;
      delete state.error;
    },
    /** A request waits for approval (or, with undefined, no longer does). */
    approvalChanged(state, action: PayloadAction<AuthApproval | undefined>) {
      if (action.payload) state.approval = action.payload;
      else delete state.approval;
    },
    /** The modal is shown in this theme mode (the embedded saga syncs it to the secure site). */
    themeModeShown(state, action: PayloadAction<{ themeMode: FrameThemeMode }>) {
      state.themeMode = action.payload.themeMode;
    },
    /** The recent e-mails were read from storage or one was added (newest first). */
    recentEmailsChanged(state, action: PayloadAction<string[]>) {
      state.recentEmails = action.payload;
    },
    /** The secure site's user changed (login, sign out, account type, chain). */
    userChanged(state, action: PayloadAction<AuthUser | undefined>) {
      if (action.payload) state.user = action.payload;
      else delete state.user;
    },
  },
});

export const {
  embeddedReady,
  stepChanged,
  embeddedFailed,
  socialStarted,
  farcasterUrlReceived,
  approvalChanged,
  userChanged,
  themeModeShown,
  recentEmailsChanged,
  resendCooldownChanged,
} = embeddedSlice.actions;

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

/** Outcome: the identity's e-mail is the new one (UpdateEmailWallet and its code are done). */
export const emailUpdated = createAction('embedded/emailUpdated');
/** Intent: the visitor closed the modal; a pending approval is refused, an e-mail change unwaited. */
export const embeddedDismissed = createAction('embedded/dismissed');

/** The slice of root state this feature reads. */
export interface WithEmbedded {
  embedded: EmbeddedState;
}

/** The embedded wallet's state. */
export const selectEmbedded = (state: WithEmbedded): EmbeddedState => state.embedded;
/** True once an embedded wallet is configured and loaded. */
export const selectEmbeddedAvailable = (state: WithEmbedded): boolean =>
  state.embedded.step !== 'unavailable';
/** The request waiting for approval, if any. */
export const selectApproval = (state: WithEmbedded): AuthApproval | undefined =>
  state.embedded.approval;
/** The logged-in user of the embedded wallet, if any. */
export const selectEmbeddedUser = (state: WithEmbedded): AuthUser | undefined =>
  state.embedded.user;
