import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { otpFixtures, TEST_CLIENT } from '../otp/otp-fixtures.spec-helper';
import { hashToken } from '../server/secret-box';
import { createEmailLogin, normaliseEmail } from './email-login';
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

    it('accepts a code in the last millisecond of its 10 minutes', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      time += 10 * 60_000 - 1;
      await expect(
        login.verify('a@b.co', await lastCode('a@b.co'), TEST_CLIENT),
      ).resolves.toStrictEqual({ purpose: 'login' });
    });

    it('answers what the code was for', async () => {
      const login = newLogin();
      await login.sendCode('new@b.co', 'update', TEST_CLIENT, 'session-1');
      expect(await login.verify('new@b.co', await lastCode('new@b.co'), TEST_CLIENT)).toEqual({
        purpose: 'update',
        sessionTokenHash: hashToken('session-1'),
      });
    });

    it('answers a login code with its purpose alone, and takes each code once', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      const code = await lastCode('a@b.co');
      expect(await login.verify('a@b.co', code, TEST_CLIENT)).toStrictEqual({ purpose: 'login' });
      await expect(login.verify('a@b.co', code, TEST_CLIENT)).rejects.toMatchObject({
        statusCode: 400,
        message: 'Invalid or expired code',
      });
    });

    it('mails the code in the subject and says what it is for in the body', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      await login.sendCode('new@b.co', 'update', TEST_CLIENT, 'session-1');
      const [loginMail] = await store.messages('a@b.co');
      const code = await lastCode('a@b.co');
      expect(loginMail).toMatchObject({
        subject: `Your Kit login code is ${code}`,
        body: `Enter ${code} to log in. It expires in 10 minutes.`,
        sentAt: time,
      });
      const update = await lastCode('new@b.co');
      expect((await store.messages('new@b.co'))[0]!.body).toBe(
        `Enter ${update} to confirm your new e-mail. It expires in 10 minutes.`,
      );
    });

    it('accepts the right code typed with spaces around it, and refuses a code that is no string', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      const code = await lastCode('a@b.co');
      await expect(
        login.verify('a@b.co', Number(code) as unknown as string, TEST_CLIENT),
      ).rejects.toThrow('Invalid or expired code');
      await expect(login.verify('a@b.co', ` ${code} `, TEST_CLIENT)).resolves.toEqual({
        purpose: 'login',
      });
    });

    it('accepts the right code after four wrong ones, and no code after five until a new one is sent', async () => {
      const login = newLogin();
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      const wrong = async (times: number) => {
        for (let miss = 0; miss < times; miss += 1) {
          await expect(login.verify('a@b.co', '000000x', TEST_CLIENT)).rejects.toThrow(
            'Invalid or expired code',
          );
        }
      };
      await wrong(4);
      await expect(login.verify('a@b.co', await lastCode('a@b.co'), TEST_CLIENT)).resolves.toEqual({
        purpose: 'login',
      });

      time += 30_000;
      await login.sendCode('a@b.co', 'login', TEST_CLIENT);
      await wrong(5);
      await expect(login.verify('a@b.co', await lastCode('a@b.co'), TEST_CLIENT)).rejects.toThrow(
        'Invalid or expired code',
      );
    });

    it('locks the inbox after ten wrong codes, for checking and sending, with the seconds left of the hour', async () => {
      const login = newLogin();
      for (let miss = 0; miss < 10; miss += 1) {
        // No code was sent: a guess at an inbox without one counts as well.
        await expect(login.verify('a@b.co', '123456', TEST_CLIENT)).rejects.toThrow(
          'Invalid or expired code',
        );
      }
      time += 30 * 60_000;
      const throttled = {
        statusCode: 429,
        message: 'Too many requests. Please try again after 1800 seconds',
      };
      await expect(login.verify('a@b.co', '123456', TEST_CLIENT)).rejects.toMatchObject(throttled);
      await expect(login.sendCode('a@b.co', 'login', '10.0.0.9')).rejects.toMatchObject(throttled);
      time += 30 * 60_000;
      await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).resolves.toBeUndefined();
    });
  },
);

describe('normaliseEmail', () => {
  it('trims and lower-cases an address, so one inbox however it is typed', () => {
    expect(normaliseEmail('  Alice@Example.COM ')).toBe('alice@example.com');
  });

  it.each([['not-an-e-mail'], [''], [42], [undefined]])(
    'refuses %p with 400 "Please enter a valid email address"',
    (value) => {
      expect(() => normaliseEmail(value)).toThrow(
        expect.objectContaining({
          statusCode: 400,
          message: 'Please enter a valid email address',
        }),
      );
    },
  );
});
