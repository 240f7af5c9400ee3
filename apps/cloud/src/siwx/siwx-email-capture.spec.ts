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
let mail: Array<{ to: string; subject: string; body: string; sentAt: number }>;
const mailer: SiwxMailer = {
  deliver: async (to, subject, body, sentAt) => void mail.push({ to, subject, body, sentAt }),
};
/** The session checks asked, and whether they find a session. */
let sessionChecks: string[][];
let signedIn: boolean;

function capture() {
  return createSiwxEmailCapture(
    store,
    {
      hasSession: async (...args) => {
        sessionChecks.push(args);
        return signedIn;
      },
    },
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
    sessionChecks = [];
    signedIn = true;
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

  it.each([
    ['a string', 'x'],
    ['null', null],
    ['an array', [account()]],
  ])('refuses %s as the body with 400 and the expected shape', async (_name, body) => {
    const expected = {
      statusCode: 400,
      message: 'Expected a JSON body { authToken, chainId, address, … }',
    };
    await expect(capture().requestOtp('p', body, mailer, TEST_CLIENT)).rejects.toMatchObject(
      expected,
    );
    await expect(capture().confirmOtp('p', body, TEST_CLIENT)).rejects.toMatchObject(expected);
  });

  it.each([
    ['missing', undefined],
    ['upper-case', 'A'.repeat(64)],
    ['63 digits', 'a'.repeat(63)],
    ['a prefix before it', `x${'a'.repeat(64)}`],
    ['a suffix after it', `${'a'.repeat(64)}x`],
  ])('answers 401 for an authToken %s, asking no session', async (_name, authToken) => {
    const body = { ...account(), authToken, email: 'a@example.com', code: '123456' };
    const expected = { statusCode: 401, message: 'Missing or malformed authToken' };
    await expect(capture().requestOtp('p', body, mailer, TEST_CLIENT)).rejects.toMatchObject(
      expected,
    );
    await expect(capture().confirmOtp('p', body, TEST_CLIENT)).rejects.toMatchObject(expected);
    expect(sessionChecks).toEqual([]);
  });

  it.each([
    ['chainId', { chainId: 1 }],
    ['address', { address: null }],
  ])('answers 400 when the %s is no string', async (_name, change) => {
    await expect(
      capture().requestOtp(
        'p',
        { ...account(), ...change, email: 'a@example.com' },
        mailer,
        TEST_CLIENT,
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: 'chainId and address must be strings' });
  });

  it('answers 401 "Sign in before adding an e-mail" when the token holds no session of the account', async () => {
    signedIn = false;
    const expected = { statusCode: 401, message: 'Sign in before adding an e-mail' };
    await expect(
      capture().requestOtp('p', { ...account(), email: 'a@example.com' }, mailer, TEST_CLIENT),
    ).rejects.toMatchObject(expected);
    await expect(
      capture().confirmOtp('p', { ...account(), code: '123456' }, TEST_CLIENT),
    ).rejects.toMatchObject(expected);
    expect(sessionChecks[0]).toEqual([hashToken(TOKEN), 'p', 'eip155:1', ADDRESS.toLowerCase()]);
    expect(mail).toEqual([]);
  });

  it.each([['not-an-e-mail'], [42], [undefined]])(
    'refuses the e-mail %p with 400 "Please enter a valid email address"',
    async (email) => {
      await expect(
        capture().requestOtp('p', { ...account(), email }, mailer, TEST_CLIENT),
      ).rejects.toMatchObject({ statusCode: 400, message: 'Please enter a valid email address' });
      expect(mail).toEqual([]);
    },
  );

  it('mails the code to the trimmed, lower-cased address, saying which account it confirms', async () => {
    const emails = capture();
    await expect(
      emails.requestOtp('p', { ...account(), email: ' Alice@Example.COM ' }, mailer, TEST_CLIENT),
    ).resolves.toEqual({ sent: true });
    const code = lastCode();
    expect(mail).toEqual([
      {
        to: 'alice@example.com',
        subject: `Your Kit verification code is ${code}`,
        body: `Enter ${code} to confirm this e-mail for ${ADDRESS}. It expires in 10 minutes.`,
        sentAt: now,
      },
    ]);
    expect(await emails.confirmOtp('p', { ...account(), code }, TEST_CLIENT)).toEqual({
      email: 'alice@example.com',
    });
  });

  it('keeps one cooldown per inbox across accounts and one per account across inboxes, with Retry-After', async () => {
    const emails = capture();
    await emails.requestOtp('p', { ...account(), email: 'a@example.com' }, mailer, TEST_CLIENT);
    now += 10_000;
    const throttled = {
      statusCode: 429,
      message: 'Too many requests. Please try again after 20 seconds',
      retryAfterSeconds: 20,
    };
    await expect(
      emails.requestOtp(
        'p',
        { ...account(OTHER_TOKEN), email: 'a@example.com' },
        mailer,
        TEST_CLIENT,
      ),
    ).rejects.toMatchObject(throttled);
    await expect(
      emails.requestOtp('p', { ...account(), email: 'b@example.com' }, mailer, TEST_CLIENT),
    ).rejects.toMatchObject(throttled);
    await expect(
      emails.requestOtp(
        'p',
        { ...account(OTHER_TOKEN), email: 'b@example.com' },
        mailer,
        TEST_CLIENT,
      ),
    ).resolves.toEqual({ sent: true });
  });

  it('refuses even the right live code with 429 once the inbox is locked', async () => {
    const emails = capture();
    const request = () =>
      emails.requestOtp('p', { ...account(), email: 'target@example.com' }, mailer, TEST_CLIENT);
    const miss = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        const wrong = lastCode() === '000000' ? '111111' : '000000';
        await expect(
          emails.confirmOtp('p', { ...account(), code: wrong }, TEST_CLIENT),
        ).rejects.toThrow('Invalid or expired code');
      }
    };
    await request();
    await miss(5);
    now += 30_000;
    await request();
    await miss(4);
    now += 30_000;
    await request();
    await miss(1);
    await expect(
      emails.confirmOtp('p', { ...account(), code: lastCode() }, TEST_CLIENT),
    ).rejects.toMatchObject({ statusCode: 429 });
    expect(await emails.emailOf('p', 'eip155:1', ADDRESS.toLowerCase())).toBeUndefined();
  });

  it('answers "Invalid or expired code" when no code was asked for', async () => {
    await expect(
      capture().confirmOtp('p', { ...account(), code: '123456' }, TEST_CLIENT),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Invalid or expired code' });
  });
});
