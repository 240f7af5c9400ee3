import { randomBytes } from 'node:crypto';
import { SecretBox } from '../server/secret-box';
import { OtpGuard } from './otp-guard';
import { SqliteCloudDatabase } from '../server/database/sqlite-cloud-database';
import { DatabaseOtpLockStore } from './otp-lock-store';

/** What the OTP flows need in a unit test: a box under a fresh key and lock counters in `dir`. */
export async function otpFixtures(dir: string) {
  const box = new SecretBox({ current: randomBytes(32), previous: [] });
  const locks = await DatabaseOtpLockStore.open(new SqliteCloudDatabase(dir));
  return { box, locks, guard: (scope: string) => new OtpGuard(locks, scope) };
}

/** The remote address unit tests guess from. */
export const TEST_CLIENT = '127.0.0.1';
