import {
  createSiwxMessage,
  rfc3339ToMillis,
  type CaipNetworkId,
  type SiwxSession,
} from '@kit/core';

/** True for a value shaped like a stored session (storage may hold anything). */
export function isSiwxSession(value: unknown): value is SiwxSession {
  if (typeof value !== 'object' || value === null) return false;
  const { data, message, signature } = value as Partial<SiwxSession>;
  if (typeof message !== 'string' || typeof signature !== 'string') return false;
  if (typeof data !== 'object' || data === null) return false;
  try {
    // The message is the source of truth: data that is not what was signed is not a session.
    return createSiwxMessage(data as SiwxSession['data']) === message;
  } catch {
    return false;
  }
}

/** True for a list of sessions. */
export function isSiwxSessionList(value: unknown): value is SiwxSession[] {
  return Array.isArray(value) && value.every(isSiwxSession);
}

/** Whether a session belongs to an account on a network (eip155 addresses compare without case). */
export function isSessionOf(
  session: SiwxSession,
  chainId: CaipNetworkId,
  address: string,
): boolean {
  const { data } = session;
  if (data.chainId !== chainId) return false;
  return chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address;
}

/** Whether a session is valid at `now` (ms): not expired, and past its notBefore. */
export function isSessionLive(session: SiwxSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data;
  if (expirationTime !== undefined && now >= rfc3339ToMillis(expirationTime)) return false;
  return notBefore === undefined || now >= rfc3339ToMillis(notBefore);
}
