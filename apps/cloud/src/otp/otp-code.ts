import { randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES, formatMessage } from '@kit/core';
import type { SecretBox } from '../server/secret-box';

/** How long a one-time code stays valid (ours: the spec names none). */
export const OTP_LIFETIME_MS = 10 * 60_000;
/** Wrong guesses allowed per code before it is dead: 6 digits must not be guessable. */
export const OTP_MAX_ATTEMPTS = 5;

/** A fresh 6-digit code. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored of a code: an HMAC under the cloud's secret key, bound to the inbox. A plain
 * hash of 6 digits is undone by trying all million; without the key nothing can be tried offline.
 */
export function otpDigest(box: SecretBox, inbox: string, code: string): string {
  return box.mac(`otp:${inbox}:${code}`);
}

/**
 * Compares a typed code with the stored digest in constant time. A spent code's digest is '':
 * its length differs from any HMAC's, so it matches nothing.
 */
export function otpMatches(box: SecretBox, inbox: string, typed: unknown, digest: string): boolean {
  if (typeof typed !== 'string') return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(otpDigest(box, inbox, typed.trim()), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What both OTP flows keep of a pending code. */
export interface StoredOtp {
  codeHash: string;
  sentAt: number;
  attempts: number;
}

/** True when `typed` is the pending code of `inbox`, still alive (young enough, under 5 misses). */
export function otpAccepts(
  box: SecretBox,
  inbox: string,
  pending: StoredOtp,
  typed: unknown,
  now: number,
): boolean {
  return (
    pending.attempts < OTP_MAX_ATTEMPTS &&
    now - pending.sentAt < OTP_LIFETIME_MS &&
    otpMatches(box, inbox, typed, pending.codeHash)
  );
}

/** The spec's throttle message for a wait (seconds rounded up), and those seconds. */
export function otpThrottle(waitMs: number): { seconds: number; message: string } {
  const seconds = Math.ceil(waitMs / 1000);
  return { seconds, message: formatMessage(ERROR_MESSAGES.EMAIL_LOGIN_THROTTLED, { seconds }) };
}
