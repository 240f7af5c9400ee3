import { CONSTANTS, ERROR_MESSAGES, systemClock, type Clock } from '@kit/core';
import { isValidEmail } from '@kit/core/email';
import { newOtpCode, otpAccepts, otpDigest, otpThrottle } from '../otp/otp-code';
import type { OtpGuard } from '../otp/otp-guard';
import { ReasonError } from '../server/reason-error';
import { hashToken, type SecretBox } from '../server/secret-box';
import type { SiwxEmailAccount, SiwxEmailStore } from './siwx-email-store';

/** Where the codes go: the local cloud's one mailbox (the secure site's, see secure-routes). */
export interface SiwxMailer {
  deliver(to: string, subject: string, body: string, sentAt: number): Promise<void>;
}

/** What the e-mail capture needs to know about sign-in sessions. */
export interface SiwxSessionCheck {
  /** True when the auth token (its hash) holds a live session of the account on the network. */
  hasSession(
    tokenHash: string,
    projectId: string,
    chainId: string,
    accountKey: string,
  ): Promise<boolean>;
}

/** The emailCapture half of the sign-in service (spec §2 DataCapture, §9 30 s cooldown). */
export interface SiwxEmailCapture {
  /**
   * Mails a code to confirm `email` for a signed-in account; 429 inside the cooldown or while the
   * inbox or the client (its remote address) is locked out.
   */
  requestOtp(
    projectId: string,
    body: unknown,
    mailer: SiwxMailer | undefined,
    client: string,
  ): Promise<{ sent: true }>;
  /** Checks the code and records the e-mail on the account; answers it (429 while locked out). */
  confirmOtp(projectId: string, body: unknown, client: string): Promise<{ email: string }>;
  /** An account's verified e-mail (the session list answers it). */
  emailOf(projectId: string, chainId: string, accountKey: string): Promise<string | undefined>;
}

const TOKEN = /^[0-9a-f]{64}$/;
const namespaceOf = (chainId: string): string => chainId.split(':')[0] ?? chainId;

/** The message a request without a session answers (401). */
export const SIGN_IN_FIRST = ERROR_MESSAGES.EMAIL_CAPTURE_SIGN_IN_REQUIRED;

function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ReasonError(400, 'Expected a JSON body { authToken, chainId, address, … }');
  }
  return body as Record<string, unknown>;
}

function throttled(waitMs: number): ReasonError {
  const { seconds, message } = otpThrottle(waitMs);
  return new ReasonError(429, message, seconds);
}

/**
 * Creates the e-mail capture over its store, the session check and a clock. Codes are stored as
 * HMACs under `otp.box`; `otp.guard` counts misses per inbox and client across codes.
 */
export function createSiwxEmailCapture(
  emails: SiwxEmailStore,
  sessions: SiwxSessionCheck,
  accountKeyOf: (chainId: string, address: string) => string,
  otp: { box: SecretBox; guard: OtpGuard },
  clock: Clock = systemClock,
): SiwxEmailCapture {
  /** The signed-in account a request is about, or 401 when the token holds no live session of it. */
  const signedIn = async (
    projectId: string,
    fields: Record<string, unknown>,
  ): Promise<{ tokenHash: string; account: SiwxEmailAccount; address: string }> => {
    const { authToken, chainId, address } = fields;
    if (typeof authToken !== 'string' || !TOKEN.test(authToken)) {
      throw new ReasonError(401, 'Missing or malformed authToken');
    }
    if (typeof chainId !== 'string' || typeof address !== 'string') {
      throw new ReasonError(400, 'chainId and address must be strings');
    }
    const tokenHash = hashToken(authToken);
    const accountKey = accountKeyOf(chainId, address);
    if (!(await sessions.hasSession(tokenHash, projectId, chainId, accountKey))) {
      throw new ReasonError(401, SIGN_IN_FIRST);
    }
    return {
      tokenHash,
      account: { projectId, namespace: namespaceOf(chainId), accountKey },
      address,
    };
  };

  return {
    async requestOtp(projectId, body, mailer, client) {
      const fields = fieldsOf(body);
      const { tokenHash, account, address } = await signedIn(projectId, fields);
      const raw = fields['email'];
      if (typeof raw !== 'string' || !isValidEmail(raw.trim())) {
        throw new ReasonError(400, ERROR_MESSAGES.INVALID_EMAIL);
      }
      const email = raw.trim().toLowerCase();
      if (mailer === undefined) throw new ReasonError(503, 'No mail service is configured');
      const now = clock.now();
      // One cooldown per session account and per inbox, whichever ends last.
      const last = Math.max(
        (await emails.pendingCode(tokenHash, account))?.sentAt ?? -Infinity,
        (await emails.lastSentTo(email)) ?? -Infinity,
      );
      const waitMs = Math.max(
        last + CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS - now,
        await otp.guard.lockedForMs({ inbox: email, client }, now),
      );
      if (waitMs > 0) throw throttled(waitMs);
      const code = newOtpCode();
      await emails.saveCode(tokenHash, account, {
        email,
        codeHash: otpDigest(otp.box, email, code),
        sentAt: now,
      });
      await mailer.deliver(
        email,
        `Your Kit verification code is ${code}`,
        `Enter ${code} to confirm this e-mail for ${address}. It expires in 10 minutes.`,
        now,
      );
      return { sent: true };
    },

    async confirmOtp(projectId, body, client) {
      const fields = fieldsOf(body);
      const { tokenHash, account } = await signedIn(projectId, fields);
      const code = fields['code'];
      const pending = await emails.pendingCode(tokenHash, account);
      const now = clock.now();
      if (pending !== undefined) {
        const lockedMs = await otp.guard.lockedForMs({ inbox: pending.email, client }, now);
        if (lockedMs > 0) throw throttled(lockedMs);
      }
      if (pending === undefined || !otpAccepts(otp.box, pending.email, pending, code, now)) {
        // Past the limit the code stays dead until a new one is sent (after the cooldown); the
        // inbox's and the client's counts go on across codes.
        if (pending !== undefined) {
          await emails.addAttempt(tokenHash, account);
          await otp.guard.recordFailure({ inbox: pending.email, client }, now);
        }
        throw new ReasonError(400, ERROR_MESSAGES.INVALID_OTP);
      }
      await emails.spendCode(tokenHash, account);
      await emails.setEmail(account, pending.email, clock.now());
      return { email: pending.email };
    },

    emailOf(projectId, chainId, accountKey) {
      return emails.email({ projectId, namespace: namespaceOf(chainId), accountKey });
    },
  };
}
