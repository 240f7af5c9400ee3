import type {
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

/**
 * The slice of root state this feature reads. The store adds `embedded` when the embedded
 * wallet's saga loads (issue 22); until then it reads as no embedded wallet configured.
 */
export interface WithEmbedded {
  embedded?: EmbeddedState;
}

/** The embedded wallet's state (the initial state until the embedded slice is injected). */
export const selectEmbedded = (state: WithEmbedded): EmbeddedState =>
  state.embedded ?? initialEmbeddedState;
/** True once an embedded wallet is configured and loaded. */
export const selectEmbeddedAvailable = (state: WithEmbedded): boolean =>
  selectEmbedded(state).step !== 'unavailable';
/** The request waiting for approval, if any. */
export const selectApproval = (state: WithEmbedded): AuthApproval | undefined =>
  selectEmbedded(state).approval;
/** The logged-in user of the embedded wallet, if any. */
export const selectEmbeddedUser = (state: WithEmbedded): AuthUser | undefined =>
  selectEmbedded(state).user;
