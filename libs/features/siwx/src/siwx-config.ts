import type { CaipNetworkId, SiwxMessageData, SiwxSession } from '@kit/core';

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
}
