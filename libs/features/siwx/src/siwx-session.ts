// The profiles are always passed, never defaulted to @kit/core's builtInProfiles: a default would
// keep all four built-in namespaces' address rules (and their hashes) in the first load of every
// app with the hosted sign-in config, whatever namespaces it configures (issue 22).
import {
  canonicalAddressOf,
  type CaipNetworkId,
  type NamespaceProfileLookup,
  type SiwxSession,
} from '@kit/core';
import { rfc3339ToMillis, siwxCodec } from '@kit/core/siwx';

/**
 * True for a value shaped like a stored session (storage may hold anything), its message written
 * by the namespace's profile in `profiles`.
 */
export function isSiwxSession(
  value: unknown,
  profiles: NamespaceProfileLookup,
): value is SiwxSession {
  if (typeof value !== 'object' || value === null) return false;
  const { data, message, signature } = value as Partial<SiwxSession>;
  if (typeof message !== 'string' || typeof signature !== 'string') return false;
  if (typeof data !== 'object' || data === null) return false;
  try {
    // The message is the source of truth: data that is not what was signed is not a session.
    return siwxCodec(profiles).createMessage(data as SiwxSession['data']) === message;
  } catch {
    return false;
  }
}

/** True for a list of sessions. */
export function isSiwxSessionList(
  value: unknown,
  profiles: NamespaceProfileLookup,
): value is SiwxSession[] {
  return Array.isArray(value) && value.every((session) => isSiwxSession(session, profiles));
}

/**
 * Whether a session belongs to an account on a network. Addresses compare in the namespace's
 * canonical form (an eip155 address in any case matches its EIP-55 spelling).
 */
export function isSessionOf(
  session: SiwxSession,
  chainId: CaipNetworkId,
  address: string,
  profiles: NamespaceProfileLookup,
): boolean {
  const { data } = session;
  if (data.chainId !== chainId) return false;
  const colon = chainId.indexOf(':');
  const rule = profiles.get(chainId.slice(0, colon))?.address;
  const canonical = (value: string) =>
    (rule === undefined ? undefined : canonicalAddressOf(rule, value)) ?? value;
  return canonical(data.accountAddress) === canonical(address);
}

/** Whether a session is valid at `now` (ms): not expired, and past its notBefore. */
export function isSessionLive(session: SiwxSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data;
  if (expirationTime !== undefined && now >= rfc3339ToMillis(expirationTime)) return false;
  return notBefore === undefined || now >= rfc3339ToMillis(notBefore);
}
