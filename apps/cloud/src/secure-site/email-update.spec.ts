import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { startCloud, type Cloud } from '../start-cloud';
import { otpFixtures, TEST_CLIENT } from '../otp/otp-fixtures.spec-helper';
import { LOCAL_PROJECT_ID } from '../projects/cloud-project';
import { SqliteCloudDatabase } from '../server/database/sqlite-cloud-database';
import { createSecureService } from './secure-service';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;

beforeAll(async () => {
  devnet = await startDevnet();
  cloud = await startCloud({ devnet: toDevnetInfo(devnet), dev: true });
});

afterAll(async () => {
  await cloud?.stop();
  await devnet?.stop();
});

/** A POST as the secure site's own pages make it (their Origin), with an optional session. */
async function api<T = Record<string, unknown>>(
  route: string,
  body: Record<string, unknown> = {},
  token?: string,
) {
  const response = await fetch(`${cloud.url}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: cloud.url,
      'x-project-id': LOCAL_PROJECT_ID,
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}

/** The newest code the local mailbox holds for `to`, and how many messages it holds. */
async function mailbox(to: string): Promise<{ code: string | undefined; count: number }> {
  const response = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  return { code: /(\d{6})/.exec(messages[0]?.subject ?? '')?.[1], count: messages.length };
}

/** The device id the secure frame keeps in its storage (a login remembers it). */
const DEVICE = 'update-spec-device-0123456789';

async function emailLogin(email: string): Promise<string> {
  expect((await api('email/start', { email, deviceId: DEVICE })).status).toBe(200);
  const { code } = await mailbox(email);
  const { status, body } = await api<{ token: string }>('email/verify', {
    email,
    otp: code,
    deviceId: DEVICE,
  });
  expect(status).toBe(200);
  return body.token;
}

async function userOf(token: string, chainId?: number) {
  return api<{ address: string; email?: string; chainId: number }>(
    'user',
    { preferredAccountType: 'eoa', ...(chainId !== undefined && { chainId }) },
    token,
  );
}

describe('the secure site: update e-mail (UpdateEmailWallet)', () => {
  it('moves the identity to a new e-mail confirmed by the code mailed there; the old e-mail no longer reaches it', async () => {
    // The service itself, on a clock the test moves past the 30 s cooldowns.
    let time = 1_700_000_000_000;
    const dir = mkdtempSync(path.join(tmpdir(), 'kit-email-update-'));
    const fixtures = await otpFixtures(dir);
    const service = await createSecureService({
      database: new SqliteCloudDatabase(dir),
      devnet: toDevnetInfo(devnet),
      box: fixtures.box,
      guard: fixtures.guard('secure'),
      now: () => time,
    });
    const project = LOCAL_PROJECT_ID;
    const codeFor = async (to: string) =>
      /(\d{6})/.exec((await service.messages(to))[0]?.subject ?? '')?.[1];
    const login = async (email: string) => {
      await service.startEmail(email, TEST_CLIENT, { deviceId: DEVICE });
      const otp = await codeFor(email);
      const client = TEST_CLIENT;
      return (
        await service.verifyEmail({ email, otp, projectId: project, client, deviceId: DEVICE })
      ).token;
    };
    const addressOf = async (token: string) =>
      (await service.user(token, project, undefined, 'eoa')).address;
    try {
      const token = await login('old@example.com');
      const address = await addressOf(token);

      expect(
        await service.startEmailUpdate({
          token,
          email: 'New@Example.com',
          origin: 'http://secure.test',
          projectId: project,
          client: TEST_CLIENT,
        }),
      ).toEqual({
        action: 'VERIFY_OTP',
      });
      // A code to the new address; an approval link (no code) to the current one.
      const [approval] = await service.messages('old@example.com');
      expect(approval?.subject).toBe('Approve your Kit e-mail change');
      const link = /http:\/\/secure\.test\/secure\/email-change\/([\w-]+) /.exec(approval!.body);
      expect(
        await service.verifyEmail({
          email: 'new@example.com',
          otp: await codeFor('new@example.com'),
          token,
          projectId: project,
          client: TEST_CLIENT,
        }),
      ).toEqual({ token });
      // Proven, not yet approved: nothing changed.
      expect((await service.user(token, project, undefined, 'eoa')).email).toBe('old@example.com');
      await service.approveEmailChange(link![1]!);
      // Same identity (same address), new e-mail.
      expect(await service.user(token, project, undefined, 'eoa')).toMatchObject({
        address,
        email: 'new@example.com',
      });
      // The link worked once.
      await expect(service.approveEmailChange(link![1]!)).rejects.toThrow(
        'This e-mail change link is unknown or expired',
      );

      time += 31_000;
      // The new e-mail logs in to it; the old one now starts another identity.
      expect(await addressOf(await login('new@example.com'))).toBe(address);
      expect(await addressOf(await login('old@example.com'))).not.toBe(address);
    } finally {
      await service.close();
      await fixtures.locks.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an invalid address, one in use and a resend inside the 30 s cooldown', async () => {
    const token = await emailLogin('update-refusals@example.com');
    await emailLogin('update-taken@example.com');
    expect(await api('email/update', { email: 'not-an-address' }, token)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Please enter a valid email address' }),
    });
    expect(await api('email/update', { email: 'update-taken@example.com' }, token)).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'This e-mail is already in use' }),
    });
    expect((await api('email/update', { email: 'update-later@example.com' }, token)).status).toBe(
      200,
    );
    const again = await api('email/update', { email: 'update-later@example.com' }, token);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too many requests\. Please try again after \d+ seconds$/);
    // Without a session there is nothing to update.
    expect((await api('email/update', { email: 'update-nobody@example.com' })).status).toBe(401);
  });

  it('refuses a wrong code, and the code typed into a login elsewhere logs nobody in', async () => {
    const token = await emailLogin('update-wrong@example.com');
    expect(
      (await api('email/update', { email: 'update-wrong-new@example.com' }, token)).status,
    ).toBe(200);
    const wrong = await api(
      'email/verify',
      { email: 'update-wrong-new@example.com', otp: '000000' },
      token,
    );
    expect(wrong).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Invalid or expired code' }),
    });
    // The right code without the asking session (another browser's login form): refused.
    const { code } = await mailbox('update-wrong-new@example.com');
    const elsewhere = await api('email/verify', {
      email: 'update-wrong-new@example.com',
      otp: code,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).not.toHaveProperty('token');
    expect((await userOf(token)).body.email).toBe('update-wrong@example.com');
  });
});

describe('the secure site: a chain it does not run', () => {
  it("answers 'Chain {chainId} is not configured' and keeps the session on its chain", async () => {
    const token = await emailLogin('unknown-chain@example.com');
    const [chain] = devnet.chains;
    expect((await userOf(token, chain!.chainId)).body.chainId).toBe(chain!.chainId);
    expect(await userOf(token, 11155111)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Chain 11155111 is not configured' }),
    });
    expect((await userOf(token)).body.chainId).toBe(chain!.chainId);
  });
});

describe('the secure site: the approval link of an e-mail change', () => {
  it('approves through its page (a POST), in either order with the code, and refuses an unknown link', async () => {
    const token = await emailLogin('approve-first@example.com');
    expect((await api('email/update', { email: 'approve-second@example.com' }, token)).status).toBe(
      200,
    );
    const response = await fetch(`${cloud.url}/mailbox/messages?to=approve-first%40example.com`);
    const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
    const url = /(http:\/\/\S+\/secure\/email-change\/[\w-]+)/.exec(messages[0]!.body)![1]!;
    expect(url.startsWith(`${cloud.url}/`)).toBe(true);
    // Opening the link changes nothing; its Approve button does.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Approve</button>');
    expect((await userOf(token)).body.email).toBe('approve-first@example.com');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await fetch(url, { method: 'POST', headers: form, body: '' })).status).toBe(200);
    // Approved first, then the code: the change happens with the code.
    expect((await userOf(token)).body.email).toBe('approve-first@example.com');
    const { code } = await mailbox('approve-second@example.com');
    const verified = await api(
      'email/verify',
      { email: 'approve-second@example.com', otp: code },
      token,
    );
    expect(verified.status).toBe(200);
    expect((await userOf(token)).body.email).toBe('approve-second@example.com');

    const unknown = `${cloud.url}/secure/email-change/nope`;
    expect((await fetch(unknown, { method: 'POST', headers: form, body: '' })).status).toBe(404);
  });
});
