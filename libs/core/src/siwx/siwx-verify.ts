import type { RpcClient } from '../adapter/chain-adapter';
import { kitError } from '../errors/errors';
import { canonicalAddressOf, type NamespaceProfile } from '../namespace/namespace-profile';
import type { NamespaceProfileLookup } from '../namespace/namespace-profile-registry';
import { builtInProfiles } from '../networks/built-in-profiles';
import { BUILT_IN_SIWX_VERIFIERS } from './siwx-built-in-verifiers';
import { parseSiwxMessage } from './siwx-message';
import type { SiwxMessageData } from './siwx-types';

/** What verifySiwxMessage checks. */
export interface VerifySiwxMessageOptions {
  /** The exact message the wallet signed. */
  message: string;
  /** eip155: 0x hex; solana: base58; bip122: base64 (BIP-137); polkadot: 0x hex (64 or 65 bytes). */
  signature: string;
  /**
   * A chain reader of the message's eip155 network, for contract accounts (ERC-1271). Without it
   * only externally owned accounts verify. Kit's RpcClient fits; so does any EIP-1193 provider.
   */
  rpc?: RpcClient;
  /** The time the validity window is checked at; defaults to now. */
  now?: Date;
  /** Values the message must carry (a relying party's domain, the nonce it issued…). */
  expected?: Partial<
    Pick<SiwxMessageData, 'domain' | 'nonce' | 'uri' | 'chainId' | 'accountAddress'>
  >;
  /**
   * Where the message's namespace rules and verifier come from; the built-in namespaces' profiles
   * by default. Kit passes its registry, so a custom namespace's own verifier runs.
   */
  profiles?: NamespaceProfileLookup;
}

/**
 * Verifies a signed sign-in message: its grammar (a malformed message throws the SiwxMessageError
 * of parseSiwxMessage), the expected values, the validity window (`notBefore` ≤ now <
 * `expirationTime`) and the signature with the namespace profile's verifier (built in: EIP-191 or
 * ERC-1271 for eip155, ed25519 for solana, ECDSA message signatures for bip122, sr25519 or ed25519
 * for polkadot). Resolves false for a signature or window that does not hold; a namespace whose
 * profile has no verifier throws 'Sign-in signatures of {namespace} cannot be verified'.
 */
export async function verifySiwxMessage(options: VerifySiwxMessageOptions): Promise<boolean> {
  const profiles = options.profiles ?? builtInProfiles;
  const data = parseSiwxMessage(options.message, profiles);
  const colon = data.chainId.indexOf(':');
  const namespace = data.chainId.slice(0, colon);
  const reference = data.chainId.slice(colon + 1);
  const profile = profiles.get(namespace);
  if (!matchesExpected(data, options.expected ?? {}, profile, reference)) return false;
  if (!isWithinWindow(data, (options.now ?? new Date()).getTime())) return false;
  if (typeof options.signature !== 'string') return false;
  // The profile's own verifier; a built-in namespace's profile leaves it to the table here.
  const verify = profile?.siwx?.verify ?? BUILT_IN_SIWX_VERIFIERS.get(namespace);
  if (verify === undefined) throw kitError('SIWX_VERIFICATION_UNSUPPORTED', { namespace });
  return verify({
    message: options.message,
    address: data.accountAddress,
    signature: options.signature,
    chainReference: reference,
    ...(options.rpc === undefined ? {} : { rpc: options.rpc }),
  });
}

function matchesExpected(
  data: SiwxMessageData,
  expected: NonNullable<VerifySiwxMessageOptions['expected']>,
  profile: NamespaceProfile | undefined,
  reference: string,
): boolean {
  return Object.entries(expected).every(([field, value]) => {
    const actual = data[field as keyof typeof expected];
    if (field !== 'accountAddress' || profile === undefined || value === undefined) {
      return actual === value;
    }
    // Addresses compare in canonical form: the expected value may be lower-case, the message EIP-55.
    return canonicalAddressOf(profile.address, value, reference) === actual;
  });
}

function isWithinWindow(data: SiwxMessageData, now: number): boolean {
  if (data.expirationTime !== undefined && now >= rfc3339ToMillis(data.expirationTime))
    return false;
  if (data.notBefore !== undefined && now < rfc3339ToMillis(data.notBefore)) return false;
  return true;
}

/**
 * Milliseconds of an RFC 3339 date-time the grammar already accepted. Date.parse reads neither a
 * lower-case t/z nor a leap second (:60), so both are normalised first.
 */
export function rfc3339ToMillis(value: string): number {
  const upper = value.toUpperCase();
  const leap = /:60(?=[.Z+-])/.test(upper);
  const millis = Date.parse(leap ? upper.replace(/:60(?=[.Z+-])/, ':59') : upper);
  return leap ? millis + 1000 : millis;
}
