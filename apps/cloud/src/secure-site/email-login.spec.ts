import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmailLogin } from './email-login';
import { SecureStore } from './secure-store';

describe('e-mail login codes (spec §8 throttle, §9 30 s cooldown)', () => {
  let dir: string;
  let store: SecureStore;
  let time: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kit-secure-'));
    store = new SecureStore(path.join(dir, 'secure.sqlite'));
    time = 1_000_000;
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const lastCode = (to: string) => /(\d{6})/.exec(store.messages(to)[0]!.subject)![1]!;

  it('tells how many seconds are left of the cooldown, rounded up, then sends again at 30 s', () => {
    const login = createEmailLogin(store, () => time);
    login.sendCode('a@b.co', 'login');
    time += 12_500;
    expect(() => login.sendCode('a@b.co', 'login')).toThrow(
      'Too many requests. Please try again after 18 seconds',
    );
    time += 17_499;
    expect(() => login.sendCode('a@b.co', 'login')).toThrow('after 1 seconds');
    time += 1;
    expect(() => login.sendCode('a@b.co', 'login')).not.toThrow();
    expect(store.messages('a@b.co')).toHaveLength(2);
  });

  it('keeps the cooldown after the code was used', () => {
    const login = createEmailLogin(store, () => time);
    login.sendCode('a@b.co', 'login');
    login.verify('a@b.co', lastCode('a@b.co'));
    expect(() => login.sendCode('a@b.co', 'login')).toThrow('Please try again after 30 seconds');
  });

  it('expires a code after 10 minutes', () => {
    const login = createEmailLogin(store, () => time);
    login.sendCode('a@b.co', 'login');
    time += 10 * 60_000;
    expect(() => login.verify('a@b.co', lastCode('a@b.co'))).toThrow('Invalid or expired code');
  });

  it('answers what the code was for', () => {
    const login = createEmailLogin(store, () => time);
    login.sendCode('new@b.co', 'update', 'session-1');
    expect(login.verify('new@b.co', lastCode('new@b.co'))).toEqual({
      purpose: 'update',
      sessionToken: 'session-1',
    });
  });
});
