import { emailLogin, secureApi } from '../security/secure-site-client.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';

/** The captured log, less the numbers every line has (a 6-digit code could hide in a timestamp). */
function logText(lines: string[]): string {
  return lines.join('').replace(/"(time|pid|remotePort|responseTime)":[\d.]+/g, '');
}

describe('the cloud log', () => {
  let cloud: Cloud;
  const lines: string[] = [];

  beforeAll(async () => {
    cloud = await startCloud({
      dev: true,
      // The most verbose level: nothing may leak at any level.
      logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    });
  });

  afterAll(() => cloud.stop());

  it('writes no bearer token, one-time code, callback code or capability link', async () => {
    const email = 'logged@example.com';
    const started = lines.length;
    const token = await emailLogin(cloud.url, email);
    const mailbox = (await (
      await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: Array<{ subject: string }> };
    const otp = /(\d{6})/.exec(mailbox.messages.at(-1)?.subject ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const oidcCode = 'oidc-authorization-code-7f3a';
    const oidcState = 'oidc-state-9b21';
    await fetch(`${cloud.url}/secure/social/callback?code=${oidcCode}&state=${oidcState}`);
    const capability = 'email-change-capability-5d8e';
    await fetch(`${cloud.url}/secure/email-change/${capability}`);
    expect((await secureApi(cloud.url, 'signout', {}, { token })).status).toBe(200);

    const text = logText(lines.slice(started));
    // The requests were logged (so the test can see a leak), with their ids.
    expect(text).toContain('"url":"/secure/social/callback?code=[redacted]&state=[redacted]"');
    expect(text).toContain('"url":"/secure/email-change/[redacted]"');
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    for (const secret of [token, otp as string, oidcCode, oidcState, capability]) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes no bearer token of a refused request either', async () => {
    const started = lines.length;
    const response = await fetch(`${cloud.url}/secure/api/user`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: cloud.url,
        'x-project-id': 'kit-local',
        authorization: 'Bearer bearer-token-that-must-not-leak',
      },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(logText(lines.slice(started))).not.toContain('bearer-token-that-must-not-leak');
  });

  it("keeps a proxy's request id and sends it back; makes one otherwise", async () => {
    const given = await fetch(`${cloud.url}/health`, { headers: { 'x-request-id': 'lb-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('lb-42.a');
    const forged = await fetch(`${cloud.url}/health`, {
      headers: { 'x-request-id': '","level":60,"msg":"forged' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const started = lines.length;
    await fetch(`${cloud.url}/getWallets?projectId=kit-local&entries=1`, {
      headers: { 'x-request-id': 'lb-43' },
    });
    const logged = lines.slice(started).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((line) => [line['reqId'], line['msg']])).toEqual([
      ['lb-43', 'incoming request'],
      ['lb-43', 'request completed'],
    ]);
  });

  it('writes no request lines for probes and scrapes, which come every few seconds', async () => {
    const started = lines.length;
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      expect((await fetch(`${cloud.url}${path}`)).status).toBe(200);
    }
    await fetch(`${cloud.url}/getWallets?projectId=kit-local&entries=1`);
    const messages = lines.slice(started).map((line) => {
      const entry = JSON.parse(line) as { msg: string; req?: { url: string } };
      return [entry.msg, entry.req?.url];
    });
    expect(messages).toEqual([
      ['incoming request', '/getWallets?projectId=kit-local&entries=1'],
      ['request completed', undefined],
    ]);
  });
});
