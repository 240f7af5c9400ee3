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

  it('tells how many seconds are left of the cooldown, rounded up, then sends again at 30 s', () => {
    const login = newLogin();
    login.sendCode('a@b.co', 'login', TEST_CLIENT);
    time += 12_500;
    expect(() => login.sendCode('a@b.co', 'login', TEST_CLIENT)).toThrow(
      'Too many requests. Please try again after 18 seconds',
    );
    time += 17_499;
    expect(() => login.sendCode('a@b.co', 'login', TEST_CLIENT)).toThrow('after 1 seconds');
    time += 1;
    expect(() => login.sendCode('a@b.co', 'login', TEST_CLIENT)).not.toThrow();
    expect(store.messages('a@b.co')).toHaveLength(2);
  });

  it('keeps the cooldown after the code was used', () => {
    const login = newLogin();
    login.sendCode('a@b.co', 'login', TEST_CLIENT);
    login.verify('a@b.co', lastCode('a@b.co'), TEST_CLIENT);
    expect(() => login.sendCode('a@b.co', 'login', TEST_CLIENT)).toThrow(
      'Please try again after 30 seconds',
    );
  });

  it('expires a code after 10 minutes', () => {
    const login = newLogin();
    login.sendCode('a@b.co', 'login', TEST_CLIENT);
    time += 10 * 60_000;
    expect(() => login.verify('a@b.co', lastCode('a@b.co'), TEST_CLIENT)).toThrow(
      'Invalid or expired code',
    );
  });

  it('answers what the code was for', () => {
    const login = newLogin();
    login.sendCode('new@b.co', 'update', TEST_CLIENT, 'session-1');
    expect(login.verify('new@b.co', lastCode('new@b.co'), TEST_CLIENT)).toEqual({
      purpose: 'update',
      sessionTokenHash: hashToken('session-1'),
    });
  });
});
