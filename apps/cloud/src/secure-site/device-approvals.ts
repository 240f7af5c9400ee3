import { randomBytes } from 'node:crypto';
import { CONSTANTS } from '@kit/core';
import { otpThrottle } from '../otp/otp-code';
import type { OtpGuard } from '../otp/otp-guard';
import { HttpError } from '../server/http-error';
import { hashToken } from '../server/secret-box';
import type { SecureStore } from './secure-store';

/** Where the link mailed to the inbox approves a new device. */
export const DEVICE_APPROVAL_PATH = '/secure/device';

/** How long a device link stays good (ours: as long as a login code). */
export const DEVICE_APPROVAL_LIFETIME_MS = 10 * 60_000;

/** The visitor's text when the link is unknown, expired or already used (ours). */
export const DEVICE_LINK_INVALID = 'This device link is unknown or expired';
/** The frame's text when its approval is gone (expired, or replaced by a newer link). */
export const DEVICE_APPROVAL_EXPIRED = 'The device approval expired: ask for a new link';
/** The text when a code is tried on a new device no link approved. */
export const DEVICE_NOT_APPROVED = 'Approve this device with the link we e-mailed first';

/** What the frame does next: wait for the device link, or ask for the code. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP';

/** The answer when an identity that exists is logged in to without a device id. */
export const DEVICE_ID_REQUIRED = 'A device id is required';

/**
 * The sha256 of the device id the frame keeps in its storage (random, 16 to 128 URL-safe
 * characters); undefined when none is given (API clients of the first login of an identity).
 */
export function deviceHashOf(deviceId: unknown): string | undefined {
  if (deviceId === undefined || deviceId === null) return undefined;
  if (typeof deviceId !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
    throw new HttpError(400, DEVICE_ID_REQUIRED);
  }
  return hashToken(deviceId);
}

/** The hash of a device id that must be there: a device none knows cannot be approved either. */
function requiredDeviceHash(deviceId: unknown): string {
  const hash = deviceHashOf(deviceId);
  if (hash === undefined) throw new HttpError(400, DEVICE_ID_REQUIRED);
  return hash;
}

/**
 * New-device approval of the e-mail login (AppKit's VERIFY_DEVICE): an identity that exists logs
 * in from a browser it never logged in from only after its inbox approves through a mailed link.
 * The link's token is 32 random bytes, stored as its sha256, good once and for 10 minutes;
 * links are resent no sooner than the login cooldown (30 s); wrong links count against the
 * client like wrong codes, so nobody can guess links at speed.
 */
export function createDeviceApprovals(options: {
  store: SecureStore;
  guard: OtpGuard;
  now: () => number;
}) {
  const { store, guard, now } = options;
  return {
    /**
     * Whether this login needs the device approved first. When it does and no link is live for
     * this device, a link is mailed to `email` (at `origin`), within the cooldown a 429 with the
     * throttle message; an approved device goes on to the code.
     */
    async check(
      email: string,
      deviceId: unknown,
      origin: string,
      client: string,
    ): Promise<EmailLoginAction> {
      const user = await store.emailUser(email);
      // A first login: there is no identity to protect yet (its device is remembered after).
      if (user === undefined) return 'VERIFY_OTP';
      const deviceHash = requiredDeviceHash(deviceId);
      if (await store.knowsDevice(user.id, deviceHash)) return 'VERIFY_OTP';
      const time = now();
      const pending = await store.deviceApproval(email);
      if (
        pending?.deviceHash === deviceHash &&
        pending.approvedAt !== undefined &&
        pending.expiresAt > time
      ) {
        return 'VERIFY_OTP';
      }
      const cooldownMs = pending ? CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS - (time - pending.sentAt) : 0;
      const waitMs = Math.max(cooldownMs, await guard.lockedForMs({ inbox: email, client }, time));
      if (waitMs > 0) throw new HttpError(429, otpThrottle(waitMs).message);
      const token = randomBytes(32).toString('base64url');
      await store.saveDeviceApproval({
        email,
        deviceHash,
        tokenHash: hashToken(token),
        sentAt: time,
        expiresAt: time + DEVICE_APPROVAL_LIFETIME_MS,
      });
      await store.deliver(
        email,
        'Approve this device for your Kit wallet',
        `Someone is logging in to your wallet from a new device. Open ${origin}${DEVICE_APPROVAL_PATH}/${token} ` +
          'to approve it (the link works once, for 10 minutes). Ignore this message if it was not you.',
        time,
      );
      return 'VERIFY_DEVICE';
    },

    /**
     * Where the device's approval stands: still waiting, or approved (then the caller mails the
     * code once: `sendCode` is true the first time only). Expired or replaced: 400.
     */
    async status(
      email: string,
      deviceId: unknown,
    ): Promise<{ action: EmailLoginAction; sendCode: boolean }> {
      const deviceHash = requiredDeviceHash(deviceId);
      const pending = await store.deviceApproval(email);
      const time = now();
      if (pending?.deviceHash !== deviceHash || pending.expiresAt <= time) {
        throw new HttpError(400, DEVICE_APPROVAL_EXPIRED);
      }
      if (pending.approvedAt === undefined) return { action: 'VERIFY_DEVICE', sendCode: false };
      return { action: 'VERIFY_OTP', sendCode: await store.markDeviceCodeSent(email, time) };
    },

    /** The code that should have followed the approval could not go yet (its cooldown). */
    async codeNotSent(email: string): Promise<void> {
      await store.clearDeviceCodeSent(email);
    },

    /** The mailed link was opened and approved: 404 (counted as a miss) unless it is live. */
    async approve(token: unknown, client: string): Promise<void> {
      const time = now();
      const guesser = { inbox: `device-link:${client}`, client };
      const lockedMs = await guard.lockedForMs(guesser, time);
      if (lockedMs > 0) throw new HttpError(429, otpThrottle(lockedMs).message);
      const approved =
        typeof token === 'string' && token.length <= 128
          ? await store.approveDevice(hashToken(token), time)
          : undefined;
      if (approved === undefined) {
        await guard.recordFailure(guesser, time);
        throw new HttpError(404, DEVICE_LINK_INVALID);
      }
    },

    /**
     * Before a login code logs `email` in: an identity that exists takes the code only from a
     * device it knows or one its inbox approved (403 otherwise).
     */
    async requireKnown(email: string, deviceId: unknown): Promise<void> {
      const user = await store.emailUser(email);
      if (user === undefined) return;
      const deviceHash = deviceHashOf(deviceId);
      if (deviceHash === undefined) throw new HttpError(403, DEVICE_NOT_APPROVED);
      if (await store.knowsDevice(user.id, deviceHash)) return;
      const pending = await store.deviceApproval(email);
      if (pending?.deviceHash === deviceHash && pending.approvedAt !== undefined) return;
      throw new HttpError(403, DEVICE_NOT_APPROVED);
    },

    /** After the login: the device is the identity's from now on, and its approval is spent. */
    async remember(userId: string, email: string, deviceId: unknown): Promise<void> {
      const deviceHash = deviceHashOf(deviceId);
      if (deviceHash !== undefined) await store.addDevice(userId, deviceHash, now());
      await store.deleteDeviceApproval(email);
    },
  };
}

/** The device approvals of one secure service. */
export type DeviceApprovals = ReturnType<typeof createDeviceApprovals>;
