import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { otpFixtures, TEST_CLIENT } from '../otp/otp-fixtures.spec-helper';
import { hashToken } from '../server/secret-box';
import { createEmailLogin } from './email-login';
import { SecureStore } from './secure-store';

describe('e-mail login codes (spec §8 throttle, §9 30 s cooldown)', () => {
  let dir: string;
  let store: SecureStore;
  let fixtures: ReturnType<typeof otpFixtures>;
  let time: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kit-secure-'));
    fixtures = otpFixtures(dir);
    store = new SecureStore(path.join(dir, 'secure.sqlite'), fixtures.box);
    time = 1_000_000;
  });
  afterEach(() => {
    store.close();
    fixtures.locks.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newLogin = () =>
    createEmailLogin({
      store,
      box: fixtures.box,
      guard: fixtures.guard('secure'),
      now: () => time,
    });
  const lastCode = (to: string) => /(\d{6})/.exec(store.messages(to)[0]!.subject)![1]!;

  it('tells how many seconds are left of the cooldown, rounded up, then sends again at 30 s', async () => {
    const login = newLogin();
    await login.sendCode('a@b.co', 'login', TEST_CLIENT);
    time += 12_500;
    await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).rejects.toThrow(
      'Too many requests. Please try again after 18 seconds',
    );
    time += 17_499;
    await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).rejects.toThrow('after 1 seconds');
    time += 1;
    await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).resolves.not.toThrow();
    expect(store.messages('a@b.co')).toHaveLength(2);
  });

  it('keeps the cooldown after the code was used', async () => {
    const login = newLogin();
    await login.sendCode('a@b.co', 'login', TEST_CLIENT);
    await login.verify('a@b.co', lastCode('a@b.co'), TEST_CLIENT);
    await expect(login.sendCode('a@b.co', 'login', TEST_CLIENT)).rejects.toThrow(
      'Please try again after 30 seconds',
    );
  });

  it('expires a code after 10 minutes', async () => {
    const login = newLogin();
    await login.sendCode('a@b.co', 'login', TEST_CLIENT);
    time += 10 * 60_000;
    await expect(login.verify('a@b.co', lastCode('a@b.co'), TEST_CLIENT)).rejects.toThrow(
      'Invalid or expired code',
    );
  });

  it('answers what the code was for', async () => {
    const login = newLogin();
    await login.sendCode('new@b.co', 'update', TEST_CLIENT, 'session-1');
    expect(await login.verify('new@b.co', lastCode('new@b.co'), TEST_CLIENT)).toEqual({
      purpose: 'update',
      sessionTokenHash: hashToken('session-1'),
    });
  });
});
