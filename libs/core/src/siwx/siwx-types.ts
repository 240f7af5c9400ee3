import type { CaipNetworkId } from '../caip/caip-types';

/**
 * The data of a sign-in message (spec §3 "Sign-in session: data"), EIP-4361 / CAIP-122 fields under
 * the spec's names. Times are RFC 3339 strings so the object stays serialisable. An optional field
 * left out is absent from the message; an empty string or list is written (and parsed back) as such.
 */
export interface SiwxMessageData {
  /** The signing account: EIP-55 for eip155, base58 for solana, a Bitcoin or SS58 address. */
  accountAddress: string;
  /** CAIP-2 id of the network the session is bound to (`eip155:1`). */
  chainId: CaipNetworkId;
  /** RFC 3986 authority requesting the signature (`example.com:3388`). */
  domain: string;
  /** RFC 3986 URI, the subject of the signing. */
  uri: string;
  /** Always '1'. */
  version: '1';
  /** At least 8 ASCII letters or digits, chosen by the relying party against replay. */
  nonce: string;
  /** RFC 3339 time the message was made. */
  issuedAt: string;
  /** Human-readable assertion; reserved, unreserved and space characters only (no line break). */
  statement?: string;
  /** RFC 3339 time after which the message is no longer valid. */
  expirationTime?: string;
  /** RFC 3339 time before which the message is not yet valid. */
  notBefore?: string;
  /** System-specific request id (RFC 3986 pchars). */
  requestId?: string;
  /** RFC 3986 URIs the visitor wants resolved as part of signing in. */
  resources?: string[];
  /** EIP-4361's optional RFC 3986 scheme of the requesting origin (`https`); https when absent. */
  scheme?: string;
}

/** A sign-in session (spec §3): the data, the exact message signed, and the signature. */
export interface SiwxSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
}

/** The fields a malformed message or data object can be faulted on; `message` is its structure. */
export type SiwxField = keyof SiwxMessageData | 'message';
