import type { ChainNamespace } from '../caip/caip-types';
import type { SocialProvider } from '../social/social-providers';
import type { AccountType } from './account';
import type { Unsubscribe } from './chain-adapter';
import type { EmailLoginAction, FrameThemeMode } from '../embedded/frame-protocol';

/** The logged-in identity of the embedded wallet, as the secure site reports it (spec §3, §7). */
export interface AuthUser {
  /** The e-mail, when the login method gave one (e-mail, most social providers). */
  email?: string;
  /** The social provider's user name (X handle, Farcaster name…). */
  username?: string;
  /** `email` or the social provider that logged the visitor in. */
  provider: 'email' | SocialProvider;
  /** The address for the requested account type on the requested chain. */
  address: string;
  /** Every account of the identity on that chain (eoa and, where offered, smartAccount). */
  accounts: Array<{ type: AccountType; address: string }>;
  preferredAccountType: AccountType;
  chainId: number;
  /** Whether the smart account's contract exists on that chain. */
  smartAccountDeployed: boolean;
  /** Chains where a smart account can be used (spec §3 smartAccountEnabledNetworks). */
  smartAccountEnabledChainIds: number[];
  /** The identity's Solana address (its ed25519 key lives on the secure site too). */
  solanaAddress?: string;
}

/** A signing or sending request waiting for the visitor on the secure site (ApproveTransaction). */
export interface AuthApproval {
  id: string;
  /** The secure site's approval page to show in the modal. */
  url: string;
  method: string;
}

/**
 * What the embedded wallet reports on its own.
 * - `approvalRequested` / `approvalSettled`: an unsafe RPC call waits for (or got) the visitor's
 *   answer on the secure site; the modal shows and leaves ApproveTransaction.
 * - `rpcDenied`: the page asked for a method outside spec §6 ('Action not allowed').
 * - `untrustedOrigin`: a message from a foreign origin was ignored (spec §5).
 * - `alert`: APKT003 (load failed), APKT004 (timeout) or APKT005 (unverified domain).
 * - `accountChanged`: the user or its preferred account changed (login, account type switch).
 * - `socialUserDataRequested`: the social popup handed back the provider's answer and the wallet
 *   now asks the secure site for the user (spec §7 SOCIAL_LOGIN_REQUEST_USER_DATA).
 */
export type AuthEvent =
  | { type: 'approvalRequested'; approval: AuthApproval }
  | { type: 'approvalSettled'; approvalId: string; approved: boolean }
  | { type: 'rpcDenied'; method: string }
  | { type: 'untrustedOrigin'; origin: string }
  | { type: 'alert'; code: 'APKT003' | 'APKT004' | 'APKT005' }
  | { type: 'accountChanged'; user: AuthUser | undefined }
  | { type: 'socialUserDataRequested'; provider: SocialProvider };

/**
 * The AUTH connector (spec §3): an embedded wallet whose keys live on a secure site of another
 * origin. `@kit/embedded-wallet` implements it; the store registers its providers with the
 * namespaces' adapters, so the connection, balances and sends go through the usual adapter path.
 */
export interface AuthConnector {
  /** The secure site's origin: messages from anywhere else are ignored. */
  readonly secureSiteOrigin: string;
  /** The namespaces it has a provider for. */
  readonly namespaces: readonly ChainNamespace[];
  /** The provider of a namespace (EIP-1193 for eip155), with the §6 gating. */
  getProvider(namespace: ChainNamespace): unknown;
  /**
   * Sends the one-time code to `email` (VERIFY_OTP), or for a device the identity does not know
   * an approval link (VERIFY_DEVICE: connectDevice next); rejects with the throttle message
   * inside the cooldown.
   */
  connectEmail(params: { email: string }): Promise<{ action: EmailLoginAction }>;
  /**
   * After VERIFY_DEVICE: waits, with no timeout, until the mailed link approves this device and
   * the code is mailed; rejects when the approval expired or was replaced by a newer link.
   */
  connectDevice(): Promise<void>;
  /** Verifies the code of the last connectEmail (or updateEmail) and logs in. */
  connectOtp(params: { otp: string }): Promise<void>;
  /** The stand-in OAuth URL to open in the popup (spec §7 getSocialRedirectUri). */
  getSocialRedirectUri(params: { provider: SocialProvider }): Promise<{ uri: string }>;
  /**
   * Opens the popup (600 x 800 at /loading), walks it to the provider and logs in with what the
   * secure site posts back; rejects 'Popup closed' when the visitor closes it first.
   */
  connectSocial(params: { provider: SocialProvider; window: Window }): Promise<void>;
  /** The URL the visitor opens to confirm a Farcaster login (spec §7 getFarcasterUri). */
  getFarcasterUri(): Promise<{ url: string }>;
  /** Waits for the Farcaster confirmation and logs in. */
  connectFarcaster(): Promise<void>;
  /**
   * The logged-in user for a chain and account type; undefined when nobody is logged in. The
   * wallet keeps the chain and account type for its next logins and provider calls (Kit passes
   * the visitor's stored preference here before a login or a reconnect).
   */
  getUser(params: {
    chainId: number;
    preferredAccountType?: AccountType;
  }): Promise<AuthUser | undefined>;
  /** The logged-in e-mail (spec §7 getEmail). */
  getEmail(): Promise<{ email?: string }>;
  /** Sends a code to a new e-mail; connectOtp with it completes the change. */
  updateEmail(params: { email: string }): Promise<{ action: 'VERIFY_OTP' }>;
  /** Switches the account type the providers expose (spec §4: the store reconnects after). */
  setPreferredAccount(params: { type: AccountType }): Promise<void>;
  /** Moves the wallet to another chain (spec §7 switchNetwork). */
  switchNetwork(params: { chainId: number }): Promise<void>;
  /**
   * Rejects a pending approval for the visitor who left ApproveTransaction (closed the modal):
   * the waiting call fails with 'User rejected the request' instead of hanging. The host can
   * only refuse, never approve.
   */
  cancelApproval(params: { approvalId: string }): Promise<void>;
  /**
   * Optional: gives the secure site the theme mode the modal is shown in (SYNC_THEME), so the
   * approval page it frames matches. A connector without it keeps the secure site's own theme.
   */
  syncTheme?(params: { themeMode: FrameThemeMode }): Promise<void>;
  /** Ends the session on the secure site. */
  signOut(): Promise<void>;
  /**
   * The user the wallet last reported (its last `accountChanged`), read without asking the secure
   * site. Events are not replayed to a late subscriber: a reconnect on load can report the user
   * before the embedded saga's chunk has loaded and subscribed, and the saga catches up with this.
   */
  currentUser(): AuthUser | undefined;
  subscribe(listener: (event: AuthEvent) => void): Unsubscribe;
  /** Removes the frame and every listener. */
  teardown(): void;
}
