import WebSocket from 'ws';
import { startCloud, type Cloud } from '../start-cloud';

// Issue 17, finding 4: the allow-list was only CORS headers, so a request a browser sends without
// a preflight (text/plain POST) or a server-side script got through: POST /batch?projectId=A as
// text/plain from a disallowed origin -> 200; POST /e from A's origin into B -> 200; a SIWX nonce
// for A from a foreign origin -> 200. Now every project-scoped route refuses them with a 403.

const A = { id: 'project-a', allowedOrigins: ['https://a.example'] };
const B = { id: 'project-b', allowedOrigins: ['https://b.example'] };
const ADDRESS = '0x000000000000000000000000000000000000dEaD';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({ projects: [A, B] });
});

afterAll(async () => {
  await cloud.stop();
});

function send(
  method: 'GET' | 'POST',
  pathAndQuery: string,
  origin: string | undefined,
  body?: unknown,
  contentType = 'application/json',
) {
  return fetch(`${cloud.url}${pathAndQuery}`, {
    method,
    headers: {
      ...(origin ? { origin } : {}),
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** Every project-scoped route, as a request naming project A (in the query unless said). */
const ROUTES: ReadonlyArray<readonly [string, 'GET' | 'POST', string, unknown]> = [
  ['analytics batch (text/plain)', 'POST', `/batch?projectId=${A.id}`, '[{"event":"x"}]'],
  ['error report', 'POST', `/e?projectId=${A.id}`, { eventId: 'e1' }],
  ['SIWX nonce', 'POST', `/auth/v1/nonce?projectId=${A.id}`, {}],
  ['SIWX authenticate', 'POST', `/auth/v1/authenticate?projectId=${A.id}`, {}],
  ['SIWX sessions', 'POST', `/auth/v1/sessions?projectId=${A.id}`, {}],
  ['SIWX e-mail OTP', 'POST', `/auth/v1/email/otp?projectId=${A.id}`, {}],
  ['remote config', 'GET', `/appkit/v1/config?projectId=${A.id}`, undefined],
  ['allowed origins', 'GET', `/projects/v1/origins?projectId=${A.id}`, undefined],
  ['analytics config', 'GET', `/getAnalyticsConfig?projectId=${A.id}`, undefined],
  ['explorer', 'GET', `/getWallets?projectId=${A.id}&entries=1`, undefined],
  ['wallet image', 'GET', `/getWalletImage/x?projectId=${A.id}`, undefined],
  ['supported chains', 'GET', `/v1/supported-chains?projectId=${A.id}`, undefined],
  ['balance', 'GET', `/v1/account/${ADDRESS}/balance?projectId=${A.id}&currency=usd`, undefined],
  ['history', 'GET', `/v1/account/${ADDRESS}/history?projectId=${A.id}`, undefined],
  ['fungible price (project in the body)', 'POST', '/v1/fungible/price', { projectId: A.id }],
  ['gas price', 'GET', `/v1/convert/gas-price?projectId=${A.id}&chainId=eip155:1`, undefined],
  ['names', 'GET', `/v1/profile/account/alice.kit.id?projectId=${A.id}`, undefined],
  ['smart sessions', 'GET', `/v1/sessions/${ADDRESS}?projectId=${A.id}`, undefined],
  ['swap tokens', 'GET', `/v1/convert/tokens?projectId=${A.id}`, undefined],
  [
    'swap transaction (project in the body)',
    'POST',
    '/v1/convert/build-transaction',
    { projectId: A.id },
  ],
  ['on-ramp options', 'GET', `/v1/onramp/options?projectId=${A.id}`, undefined],
];

describe('the server-side origin allow-list (issue 17, finding 4)', () => {
  it.each(ROUTES)(
    'refuses %s from a foreign origin with a 403 naming it',
    async (_, method, url, body) => {
      // Strings go as text/plain (no preflight: the case CORS never stopped), objects as JSON.
      const contentType = typeof body === 'string' ? 'text/plain' : 'application/json';
      const response = await send(method, url, 'https://evil.example', body, contentType);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: expect.stringContaining('Unauthorized: origin not allowed') as string,
        origin: 'https://evil.example',
        projectId: A.id,
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it("refuses project B reached from project A's origin, and the x-project-id header too", async () => {
    const report = await send('POST', `/e?projectId=${B.id}`, 'https://a.example', {
      eventId: 'e',
    });
    expect(report.status).toBe(403);
    const byHeader = await fetch(`${cloud.url}/appkit/v1/config`, {
      headers: { origin: 'https://a.example', 'x-project-id': B.id },
    });
    expect(byHeader.status).toBe(403);
    expect(await cloud.sinks.errors()).toEqual([]);
  });

  it("keeps serving the project's own origin (with CORS headers) and callers without Origin", async () => {
    const own = await send(
      'POST',
      `/batch?projectId=${A.id}`,
      'https://a.example',
      '[{"e":1}]',
      'text/plain',
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('https://a.example');
    const server = await send(
      'POST',
      `/batch?projectId=${A.id}`,
      undefined,
      '[{"e":2}]',
      'text/plain',
    );
    expect(server.status).toBe(200);
    expect((await cloud.sinks.analytics()).map((batch) => batch.events)).toEqual([
      [{ e: 1 }],
      [{ e: 2 }],
    ]);
  });

  it('refuses a relay socket for the project from a foreign origin, and opens it for its own', async () => {
    const open = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${cloud.relayUrl}?projectId=${A.id}`, { origin });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.once('error', () => resolve(-1));
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open('https://a.example')).toBe(101);
  });
});
