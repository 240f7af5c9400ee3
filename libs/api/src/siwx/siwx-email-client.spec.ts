import { startCloud, type Cloud } from '@kit/cloud';
import { createSiwxMessage } from '@kit/core/siwx';
import { Wallet } from 'ethers';
import { createSiwxClient } from './siwx-client';

// The emailCapture calls of the sign-in client against apps/cloud: the code is read from the
// local mailbox the cloud delivers to.
let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({ dev: true }); // dev: the local mailbox
});

afterAll(async () => {
  await cloud.stop();
});

const client = () => createSiwxClient({ baseUrl: cloud.url, projectId: 'kit-local' });

async function signIn() {
  const wallet = Wallet.createRandom();
  const { nonce, nonceToken } = await client().getNonce();
  const message = createSiwxMessage({
    accountAddress: wallet.address,
    chainId: 'eip155:31337',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const { authToken } = await client().authenticate({
    message,
    signature: await wallet.signMessage(message),
    nonceToken,
  });
  return { authToken, account: { chainId: 'eip155:31337' as const, address: wallet.address } };
}

async function mailedCode(to: string): Promise<string> {
  const response = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  return /\b(\d{6})\b/.exec(messages[0]?.subject ?? '')?.[1] ?? '';
}

describe('the e-mail capture calls of createSiwxClient', () => {
  it('requests a code, refuses a wrong one as INVALID_OTP, confirms, and lists the e-mail', async () => {
    const { authToken, account } = await signIn();
    const email = `client.${account.address.slice(2, 10).toLowerCase()}@example.com`;
    await client().requestEmailOtp(authToken, { ...account, email });
    const code = await mailedCode(email);
    await expect(
      client().confirmEmailOtp(authToken, {
        ...account,
        code: code === '000000' ? '111111' : '000000',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_OTP', shortMessage: 'Invalid or expired code' });
    await expect(client().confirmEmailOtp(authToken, { ...account, code })).resolves.toEqual({
      email,
    });
    const [session] = await client().getSessions(authToken, account);
    expect(session).toMatchObject({ email, data: { accountAddress: account.address } });
  });

  it('fails inside the cooldown with the throttle message and the seconds of Retry-After', async () => {
    const { authToken, account } = await signIn();
    const email = `throttle.${account.address.slice(2, 10).toLowerCase()}@example.com`;
    await client().requestEmailOtp(authToken, { ...account, email });
    const error = await client()
      .requestEmailOtp(authToken, { ...account, email })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'EMAIL_LOGIN_THROTTLED' });
    const seconds = Number(
      /after (\d+) seconds$/.exec((error as { shortMessage: string }).shortMessage)?.[1],
    );
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it('fails with INVALID_EMAIL, and with EMAIL_CAPTURE_SIGN_IN_REQUIRED without a session', async () => {
    const { authToken, account } = await signIn();
    await expect(
      client().requestEmailOtp(authToken, { ...account, email: 'nope' }),
    ).rejects.toMatchObject({ code: 'INVALID_EMAIL', name: 'ValidationError' });
    await expect(
      client().requestEmailOtp('c'.repeat(64), { ...account, email: 'x@example.com' }),
    ).rejects.toMatchObject({
      code: 'EMAIL_CAPTURE_SIGN_IN_REQUIRED',
      shortMessage: 'Sign in before adding an e-mail',
    });
  });

  it('fails with API_NETWORK_ERROR when the service is down', async () => {
    const down = await startCloud();
    const url = down.url;
    await down.stop();
    const offline = createSiwxClient({ baseUrl: url, projectId: 'kit-local' });
    await expect(
      offline.requestEmailOtp('c'.repeat(64), {
        chainId: 'eip155:1',
        address: '0x0000000000000000000000000000000000000001',
        email: 'x@example.com',
      }),
    ).rejects.toMatchObject({ code: 'API_NETWORK_ERROR' });
  });
});
