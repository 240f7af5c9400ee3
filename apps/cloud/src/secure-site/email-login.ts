import { randomInt } from 'node:crypto';
import { CONSTANTS, ERROR_MESSAGES, formatMessage, isValidEmail } from '@kit/core';
import { HttpError } from '../server/http-error';
import type { SecureStore } from './secure-store';

/** How long a one-time code stays valid (ours: the spec names none). */
export const OTP_LIFETIME_MS = 10 * 60_000;
/** Wrong guesses allowed per code before it is dropped: 6 digits must not be guessable. */
export const OTP_MAX_ATTEMPTS = 5;

/** What a code is for: logging in, or moving a logged-in identity to a new e-mail. */
export type OtpPurpose = 'login' | 'update';

/** The e-mail OTP flow of the secure site (spec §8 throttle, §9 30 s cooldown). */
export interface EmailLogin {
  /** Mails a fresh code; 429 with the throttle message (seconds to wait) inside the cooldown. */
  sendCode(email: string, purpose: OtpPurpose, sessionToken?: string): void;
  /** Checks a code; answers what it was for, or throws 'Invalid or expired code'. */
  verify(email: string, code: string): { purpose: OtpPurpose; sessionToken?: string };
}

/** Lower case and trimmed: one mailbox per address however it is typed. */
export function normaliseEmail(value: unknown): string {
  if (!isValidEmail(typeof value === 'string' ? value.trim() : value)) {
    throw new HttpError(400, ERROR_MESSAGES.INVALID_EMAIL);
  }
  return (value as string).trim().toLowerCase();
}

/** The e-mail login over the store's codes and mailbox, on the given clock. */
export function createEmailLogin(store: SecureStore, now: () => number = Date.now): EmailLogin {
  const attempts = new Map<string, number>();
  return {
    sendCode(email, purpose, sessionToken) {
      const pending = store.otp(email);
      const time = now();
      if (pending && time - pending.sentAt < CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS) {
        const seconds = Math.ceil(
          (CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS - (time - pending.sentAt)) / 1000,
        );
        throw new HttpError(429, formatMessage(ERROR_MESSAGES.EMAIL_LOGIN_THROTTLED, { seconds }));
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      store.saveOtp(email, code, time, purpose, sessionToken);
      attempts.delete(email);
      store.deliver(
        email,
        `Your Kit login code is ${code}`,
        `Enter ${code} to ${purpose === 'login' ? 'log in' : 'confirm your new e-mail'}. It expires in 10 minutes.`,
        time,
      );
    },
    verify(email, code) {
      const pending = store.otp(email);
      const valid =
        pending !== undefined &&
        pending.code !== '' &&
        (attempts.get(email) ?? 0) < OTP_MAX_ATTEMPTS &&
        now() - pending.sentAt < OTP_LIFETIME_MS &&
        typeof code === 'string' &&
        code.trim() === pending.code;
      if (!valid) {
        // Past the limit the code stays dead (and its cooldown running) until a new one is sent.
        attempts.set(email, (attempts.get(email) ?? 0) + 1);
        throw new HttpError(400, ERROR_MESSAGES.INVALID_OTP);
      }
      store.consumeOtp(email);
      attempts.delete(email);
      return {
        purpose: pending.purpose as OtpPurpose,
        ...(pending.sessionToken !== undefined && { sessionToken: pending.sessionToken }),
      };
    },
  };
}
