import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SecretBox } from '../server/secret-box';
import { OtpGuard } from './otp-guard';
import { SqliteOtpLockStore } from './otp-lock-store';

/** What the OTP flows need in a unit test: a box under a fresh key and lock counters in `dir`. */
export function otpFixtures(dir: string) {
  const box = new SecretBox({ current: randomBytes(32), previous: [] });
  const locks = new SqliteOtpLockStore(path.join(dir, 'otp-locks.sqlite'));
  return { box, locks, guard: (scope: string) => new OtpGuard(locks, scope) };
}

/** The remote address unit tests guess from. */
export const TEST_CLIENT = '127.0.0.1';
