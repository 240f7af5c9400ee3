import type {
  CaipNetworkId,
  NamespaceProfileLookup,
  SiwxMessageData,
  SiwxSession,
} from '@kit/core';

/** What a sign-in message is made for: the connected account and its network. */
export interface SiwxMessageInput {
  accountAddress: string;
  chainId: CaipNetworkId;
}

/**
 * Where sign-in sessions come from and go to (createKit's `siwx` option). Kit writes the message
 * (EIP-4361 / CAIP-122) from the data `createMessage` returns, asks the wallet to sign it once, and
 * hands the session to `addSession`, which may verify it and reject it by throwing. Kit ships two:
 * `createLocalSiwxConfig` (this browser's storage) and `createCloudSiwxConfig` (apps/cloud).
 */
export interface SiwxConfig {
  /** The data of a new message: nonce, domain, uri, issuedAt, expirationTime… */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessageData>;
  /** Stores a freshly signed session; throws when it does not verify. */
  addSession(session: SiwxSession): Promise<void>;
  /** Signs one account out of one network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every stored session (an empty list signs out everywhere). */
  setSessions(sessions: SiwxSession[]): Promise<void>;
  /** The live (unexpired) sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** True when the app cannot be used without signing in (closing is then disabled, spec §2). */
  getRequired?(): boolean;
  /** Sign out when the wallet disconnects (spec §4); defaults to true. */
  signOutOnDisconnect?: boolean;
  /**
   * E-mail capture for signed-in accounts (the emailCapture feature, DataCapture view): only a
   * config whose service can mail and verify codes has it (`createCloudSiwxConfig` does).
   */
  emailCapture?: SiwxEmailCapture;
  /**
   * Kit calls it once at creation with its adapters' namespace profiles, so a config that writes,
   * reads or verifies messages itself does so for every namespace Kit serves, a custom one too.
   */
  bindNamespaceProfiles?(profiles: NamespaceProfileLookup): void;
}

/** The signed-in account an e-mail is captured for. */
export interface SiwxEmailAccount {
  chainId: CaipNetworkId;
  address: string;
}

/**
 * How a sign-in service captures a signed-in account's e-mail: it mails a one-time code to the
 * address and records the address once the code comes back. Errors are KitErrors: INVALID_EMAIL,
 * EMAIL_LOGIN_THROTTLED (with the seconds to wait), INVALID_OTP, or the service's API errors.
 */
export interface SiwxEmailCapture {
  /** The account's captured e-mail, if it has one. */
  getEmail(account: SiwxEmailAccount): Promise<string | undefined>;
  /** Mails a code confirming `email` for the account (30 s cooldown, spec §9). */
  requestEmailOtp(params: SiwxEmailAccount & { email: string }): Promise<void>;
  /** Confirms the mailed code; the e-mail now on the account. */
  confirmEmailOtp(params: SiwxEmailAccount & { code: string }): Promise<{ email: string }>;
}
