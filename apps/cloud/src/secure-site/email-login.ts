import { CONSTANTS, ERROR_MESSAGES } from '@kit/core';
import { isValidEmail } from '@kit/core/email';
import { newOtpCode, otpAccepts, otpDigest, otpThrottle } from '../otp/otp-code';
import type { OtpGuard } from '../otp/otp-guard';
import { HttpError } from '../server/http-error';
import { hashToken, type SecretBox } from '../server/secret-box';
import type { SecureStore } from './secure-store';

/** What a code is for: logging in, or moving a logged-in identity to a new e-mail. */
export type OtpPurpose = 'login' | 'update';

/** The e-mail OTP flow of the secure site (spec §8 throttle, §9 30 s cooldown). */
export interface EmailLogin {
  /**
   * Mails a fresh code; 429 with the throttle message (seconds to wait) inside the cooldown or
   * while the inbox or the client (`client`, its remote address) is locked out.
   */
  sendCode(
    email: string,
    purpose: OtpPurpose,
    client: string,
    sessionToken?: string,
  ): Promise<void>;
  /**
   * Checks a code; answers what it was for (and the sha256 of the session that asked), throws
   * 'Invalid or expired code', or 429 while locked out.
   */
  verify(
    email: string,
    code: string,
    client: string,
  ): Promise<{ purpose: OtpPurpose; sessionTokenHash?: string }>;
}

/** Lower case and trimmed: one mailbox per address however it is typed. */
export function normaliseEmail(value: unknown): string {
  if (!isValidEmail(typeof value === 'string' ? value.trim() : value)) {
    throw new HttpError(400, ERROR_MESSAGES.INVALID_EMAIL);
  }
  return (value as string).trim().toLowerCase();
}

function throttled(waitMs: number): HttpError {
  return new HttpError(429, otpThrottle(waitMs).message);
}

/**
 * The e-mail login over the store's codes and mailbox, on the given clock. Codes are stored as
 * HMACs with their attempts; `guard` counts misses per inbox and per client across codes, so
 * neither a new code nor a restart gives a guesser more tries.
 */
export function createEmailLogin(options: {
  store: SecureStore;
  box: SecretBox;
  guard: OtpGuard;
  now?: () => number;
}): EmailLogin {
  const { store, box, guard } = options;
  const now = options.now ?? Date.now;
  return {
    async sendCode(email, purpose, client, sessionToken) {
      const pending = await store.otp(email);
      const time = now();
      const cooldownMs = pending ? CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS - (time - pending.sentAt) : 0;
      const waitMs = Math.max(cooldownMs, await guard.lockedForMs({ inbox: email, client }, time));
      if (waitMs > 0) throw throttled(waitMs);
      const code = newOtpCode();
      await store.saveOtp(email, {
        codeHash: otpDigest(box, email, code),
        sentAt: time,
        purpose,
        ...(sessionToken !== undefined && { sessionTokenHash: hashToken(sessionToken) }),
      });
      await store.deliver(
        email,
        `Your Kit login code is ${code}`,
        `Enter ${code} to ${purpose === 'login' ? 'log in' : 'confirm your new e-mail'}. It expires in 10 minutes.`,
        time,
      );
    },
    async verify(email, code, client) {
      const time = now();
      const lockedMs = await guard.lockedForMs({ inbox: email, client }, time);
      if (lockedMs > 0) throw throttled(lockedMs);
      const pending = await store.otp(email);
      if (pending === undefined || !otpAccepts(box, email, pending, code, time)) {
        // Past the limit the code stays dead (and its cooldown running) until a new one is sent;
        // the inbox's and the client's counts go on across codes.
        if (pending !== undefined) await store.addOtpAttempt(email);
        await guard.recordFailure({ inbox: email, client }, time);
        throw new HttpError(400, ERROR_MESSAGES.INVALID_OTP);
      }
      await store.consumeOtp(email);
      return {
        purpose: pending.purpose as OtpPurpose,
        ...(pending.sessionTokenHash !== undefined && {
          sessionTokenHash: pending.sessionTokenHash,
        }),
      };
    },
  };
}
