import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { otpFixtures, TEST_CLIENT } from '../otp/otp-fixtures.spec-helper';
import { hashToken } from '../server/secret-box';
import { createSiwxEmailCapture, type SiwxMailer } from './siwx-email-capture';
import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { SiwxEmailStore } from './siwx-email-store';

// The rules that need time to pass: expiry, cooldown end, the attempt limit. A fake clock and a
// real store on each database; the mailer records what it was given.
const TOKEN = 'a'.repeat(64);
const OTHER_TOKEN = 'b'.repeat(64);
const ADDRESS = '0x00000000000000000000000000000000000000Aa';

let dir: string;
let store: SiwxEmailStore;
let fixtures: Awaited<ReturnType<typeof otpFixtures>>;
let now: number;
let mail: Array<{ to: string; subject: string }>;
const mailer: SiwxMailer = {
  deliver: async (to, subject) => void mail.push({ to, subject }),
};

function capture() {
  return createSiwxEmailCapture(
    store,
    { hasSession: async () => true },
    (_chainId, address) => address.toLowerCase(),
    { box: fixtures.box, guard: fixtures.guard('siwx') },
    { now: () => now },
  );
}

const account = (authToken = TOKEN) => ({ authToken, chainId: 'eip155:1', address: ADDRESS });
const lastCode = () => /(\d{6})/.exec(mail[mail.length - 1]!.subject)![1]!;

describe.each(DIALECTS)('createSiwxEmailCapture on %s', (dialect) => {
  const databases = useTestDatabases(dialect);
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kit-siwx-email-'));
    store = await SiwxEmailStore.open((await databases.open()).database);
    fixtures = await otpFixtures(dir);
    now = 1_700_000_000_000;
    mail = [];
  });

  afterEach(async () => {
    await store.close();
    await fixtures.locks.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows a new code once the 30 s cooldown is over, and only the newest code confirms', async () => {
    const emails = capture();
    await emails.requestOtp('p', { ...account(), email: 'a@example.com' }, mailer, TEST_CLIENT);
    const first = lastCode();
    now += 29_001;
    await expect(
      emails.requestOtp('p', { ...account(), email: 'a@example.com' }, mailer, TEST_CLIENT),
    ).rejects.toThrow('Too many requests. Please try again after 1 seconds');
    now += 999;
    await emails.requestOtp('p', { ...account(), email: 'a@example.com' }, mailer, TEST_CLIENT);
    const second = lastCode();
    if (first !== second) {
      await expect(
        emails.confirmOtp('p', { ...account(), code: first }, TEST_CLIENT),
      ).rejects.toThrow('Invalid or expired code');
    }
    expect(await emails.confirmOtp('p', { ...account(), code: second }, TEST_CLIENT)).toEqual({
      email: 'a@example.com',
    });
    // The e-mail is the account's, on every network of its namespace.
    expect(await emails.emailOf('p', 'eip155:10', ADDRESS.toLowerCase())).toBe('a@example.com');
    expect(await emails.emailOf('p', 'solana:1', ADDRESS.toLowerCase())).toBeUndefined();
    expect(
      await emails.emailOf('other-project', 'eip155:1', ADDRESS.toLowerCase()),
    ).toBeUndefined();
  });

  it('expires a code after 10 minutes', async () => {
    const emails = capture();
    await emails.requestOtp('p', { ...account(), email: 'late@example.com' }, mailer, TEST_CLIENT);
    const code = lastCode();
    now += 10 * 60_000;
    await expect(emails.confirmOtp('p', { ...account(), code }, TEST_CLIENT)).rejects.toThrow(
      'Invalid or expired code',
    );
    expect(await emails.emailOf('p', 'eip155:1', ADDRESS.toLowerCase())).toBeUndefined();
  });

  it('drops a code after 5 wrong guesses, even the right one after that', async () => {
    const emails = capture();
    await emails.requestOtp('p', { ...account(), email: 'guess@example.com' }, mailer, TEST_CLIENT);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expect(
        emails.confirmOtp('p', { ...account(), code: wrong }, TEST_CLIENT),
      ).rejects.toThrow('Invalid or expired code');
    }
    await expect(emails.confirmOtp('p', { ...account(), code }, TEST_CLIENT)).rejects.toThrow(
      'Invalid or expired code',
    );
  });

  it('keeps counting misses per inbox across new codes: after 10 the inbox is locked (429), a new code included', async () => {
    const emails = capture();
    const request = () =>
      emails.requestOtp('p', { ...account(), email: 'target@example.com' }, mailer, TEST_CLIENT);
    const miss = async () => {
      const wrong = lastCode() === '000000' ? '111111' : '000000';
      await expect(
        emails.confirmOtp('p', { ...account(), code: wrong }, TEST_CLIENT),
      ).rejects.toThrow('Invalid or expired code');
    };
    for (let code = 0; code < 2; code += 1) {
      await request();
      for (let i = 0; i < 5; i += 1) await miss();
      now += 30_000;
    }
    await expect(request()).rejects.toThrow(
      /^Too many requests\. Please try again after \d+ seconds$/,
    );
  });

  it('stores codes as keyed hashes: the stored value is neither the code nor its plain sha256', async () => {
    const emails = capture();
    await emails.requestOtp('p', { ...account(), email: 'hash@example.com' }, mailer, TEST_CLIENT);
    const code = lastCode();
    const pending = await store.pendingCode(hashToken(TOKEN), {
      projectId: 'p',
      namespace: 'eip155',
      accountKey: ADDRESS.toLowerCase(),
    });
    expect(pending?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending?.codeHash).not.toBe(hashToken(code));
    expect(pending?.codeHash).not.toContain(code);
  });

  it("keeps one browser's code from confirming another browser's request", async () => {
    const emails = capture();
    await emails.requestOtp('p', { ...account(), email: 'mine@example.com' }, mailer, TEST_CLIENT);
    await expect(
      emails.confirmOtp('p', { ...account(OTHER_TOKEN), code: lastCode() }, TEST_CLIENT),
    ).rejects.toThrow('Invalid or expired code');
  });

  it('answers 503 without a mailer and mails nothing', async () => {
    await expect(
      capture().requestOtp('p', { ...account(), email: 'x@example.com' }, undefined, TEST_CLIENT),
    ).rejects.toThrow('No mail service is configured');
    expect(mail).toEqual([]);
  });
});
