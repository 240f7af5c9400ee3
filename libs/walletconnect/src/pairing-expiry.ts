import { CONSTANTS } from '@kit/core';

/**
 * A pairing URI is expired when missing or within PAIRING_EXPIRY_MARGIN_MS (10 s) of its expiry
 * (spec §4): a wallet scanning it that late could not answer in time.
 */
export function isPairingExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || now >= expiresAt - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS;
}

/** When a new pairing URI expires: PAIRING_EXPIRY_MS (4 min) ahead (spec §9). */
export function pairingExpiryFrom(
  now: number,
  ttlMs: number = CONSTANTS.PAIRING_EXPIRY_MS,
): number {
  return now + ttlMs;
}
