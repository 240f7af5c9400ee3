import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { otpFixtures, TEST_CLIENT } from '../otp/otp-fixtures.spec-helper';
import { hashToken } from '../server/secret-box';
import { createEmailLogin } from './email-login';
import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { SecureStore } from './secure-store';

describe.each(DIALECTS)(
  'e-mail login codes (spec §8 throttle, §9 30 s cooldown) on %s',
  (dialect) => {
    const databases = useTestDatabases(dialect);
    let dir: string;
    let store: SecureStore;
    let fixtures: Awaited<ReturnType<typeof otpFixtures>>;
    let time: number;
    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'kit-secure-'));
      fixtures = await otpFixtures(dir);
      store = await SecureStore.open((await databases.open()).database, fixtures.box);
      time = 1_000_000;
    });
    afterEach(async () => {
      await store.close();
      await fixtures.locks.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const newLogin = () =>
      createEmailLogin({
        store,
        box: fixtures.box,
        guard: fixtures.guard('secure'),
        now: () => time,
      });
    const lastCode = async (to: string) =>
      /(\d{6})/.exec((await store.messages(to))[0]!.subject)![1]!;

    it('tells how many seconds are left of the cooldown, rounded up, then sends again at 30 s', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      time += 12_500;
      await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).rejects.toThrow(
        'Too many requests. Please try again after 18 seconds',
      );
      time += 17_499;
      await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).rejects.toThrow(
        'after 1 seconds',
      );
      time += 1;
      await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).resolves.not.toThrow();
      expect(await store.messages('a@b.co')).toHaveLength(2);
    });

    it('keeps the cooldown after the code was used', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      await login.verify('a@b.co', await lastCode('a@b.co'), TEST_CLIENT);
      await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).rejects.toThrow(
        'Please try again after 30 seconds',
      );
    });

    it('expires a code after 10 minutes', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      time += 10 * 60_000;
      await expect(login.verify('a@b.co', await lastCode('a@b.co'), TEST_CLIENT)).rejects.toThrow(
        'Invalid or expired code',
      );
    });

    it('answers what the code was for', async () => {
      const login = newLogin();
      await login.sendCode('new@b.co', 'update', TEST_CLIENT, 'session-1');
      expect(await login.verify('new@b.co', await lastCode('new@b.co'), TEST_CLIENT)).toEqual({
        purpose: 'update',
        sessionTokenHash: hashToken('session-1'),
      });
    });
  },
);
