import { createSiwxMessage } from '@kit/core/siwx';
import { Wallet } from 'ethers';
import { startCloud, type Cloud } from '../start-cloud';

// The emailCapture endpoints of /auth/v1 against a running cloud: codes land in the secure site's
// local mailbox, the one mailbox of the local cloud.
const ORIGIN = 'http://127.0.0.1:5173';
const CHAIN = 'eip155:31337';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({ dev: true });
});

afterAll(async () => {
  await cloud?.stop();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${cloud.url}${path}?projectId=kit-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** A fresh wallet signed in through the real nonce → sign → authenticate flow. */
async function signIn(wallet = Wallet.createRandom(), authToken?: string) {
  const { body: issued } = await post('/auth/v1/nonce', {});
  const now = Date.now();
  const message = createSiwxMessage({
    accountAddress: wallet.address,
    chainId: CHAIN,
    domain: '127.0.0.1:5173',
    uri: ORIGIN,
    version: '1',
    nonce: issued['nonce'] as string,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
  });
  const auth = await post('/auth/v1/authenticate', {
    message,
    signature: await wallet.signMessage(message),
    nonceToken: issued['nonceToken'],
    ...(authToken === undefined ? {} : { authToken }),
  });
  expect(auth.status).toBe(200);
  return {
    wallet,
    authToken: auth.body['authToken'] as string,
    session: auth.body['session'] as Record<string, unknown>,
    account: {
      authToken: auth.body['authToken'] as string,
      chainId: CHAIN,
      address: wallet.address,
    },
  };
}

async function mailedCodes(to: string): Promise<string[]> {
  const response = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  return messages.map((message) => /\b(\d{6})\b/.exec(message.subject)?.[1] ?? '');
}

const reason = (description: string) => ({ reasons: [{ description }] });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('e-mail capture for a signed-in account (/auth/v1/email/otp)', () => {
  it('mails a code to the local mailbox, refuses a wrong one, and records the e-mail on the sessions', async () => {
    const { account, authToken, wallet } = await signIn();
    const email = `Visitor.${wallet.address.slice(2, 10)}@Example.com`;
    expect(await post('/auth/v1/email/otp', { ...account, email: ` ${email} ` })).toMatchObject({
      status: 200,
      body: { sent: true },
    });
    const [code] = await mailedCodes(email.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);

    expect(await post('/auth/v1/email/otp/confirm', { ...account, code: wrong(code!) })).toEqual({
      status: 400,
      retryAfter: null,
      body: reason('Invalid or expired code'),
    });
    expect(await post('/auth/v1/email/otp/confirm', { ...account, code })).toMatchObject({
      status: 200,
      body: { email: email.toLowerCase() },
    });
    // Spent: the same code confirms nothing twice.
    expect((await post('/auth/v1/email/otp/confirm', { ...account, code })).status).toBe(400);

    // The session read endpoint answers the e-mail, and so does a later sign-in of the account.
    const listed = await post('/auth/v1/sessions', { authToken });
    expect(listed.body['sessions']).toEqual([
      expect.objectContaining({
        email: email.toLowerCase(),
        data: expect.objectContaining({ accountAddress: wallet.address }),
      }),
    ]);
    const again = await signIn(wallet);
    expect(again.session['email']).toBe(email.toLowerCase());
  });

  it('answers the throttle message with the seconds to wait inside the 30 s cooldown', async () => {
    const { account, wallet } = await signIn();
    const email = `cooldown.${wallet.address.slice(2, 10)}@example.com`;
    expect((await post('/auth/v1/email/otp', { ...account, email })).status).toBe(200);
    const throttled = await post('/auth/v1/email/otp', { ...account, email });
    expect(throttled.status).toBe(429);
    const seconds = Number(throttled.retryAfter);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(throttled.body).toEqual(
      reason(`Too many requests. Please try again after ${seconds} seconds`),
    );
    // The inbox is protected too: another session cannot mail it either.
    const other = await signIn();
    expect((await post('/auth/v1/email/otp', { ...other.account, email })).status).toBe(429);
    expect(await mailedCodes(email)).toHaveLength(1);
  });

  it("refuses an invalid e-mail with 'Please enter a valid email address'", async () => {
    const { account } = await signIn();
    for (const email of ['not-an-email', '', 42]) {
      expect(await post('/auth/v1/email/otp', { ...account, email })).toEqual({
        status: 400,
        retryAfter: null,
        body: reason('Please enter a valid email address'),
      });
    }
  });

  it('refuses requests without a session of that account', async () => {
    const { account } = await signIn();
    const stranger = Wallet.createRandom().address;
    const email = 'nobody@example.com';
    expect(await post('/auth/v1/email/otp', { ...account, address: stranger, email })).toEqual({
      status: 401,
      retryAfter: null,
      body: reason('Sign in before adding an e-mail'),
    });
    expect(
      (await post('/auth/v1/email/otp', { ...account, authToken: 'f'.repeat(64), email })).status,
    ).toBe(401);
    expect(
      (await post('/auth/v1/email/otp', { ...account, authToken: 'nope', email })).body,
    ).toEqual(reason('Missing or malformed authToken'));
    // Signed out: the token no longer holds the session.
    await post('/auth/v1/sessions/revoke', { authToken: account.authToken });
    expect((await post('/auth/v1/email/otp/confirm', { ...account, code: '123456' })).status).toBe(
      401,
    );
    expect(await mailedCodes(email)).toEqual([]);
  });
});
