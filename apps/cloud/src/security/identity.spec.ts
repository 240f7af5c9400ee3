// Finding 1, issue 17: the stand-in social login authenticated anybody (`POST /oauth/google/
// authorize` with a user name gave a code, and the code a session). Social logins are now real
// OpenID Connect (code + PKCE, state and nonce, ID token checked) against a real provider, here
// the local one with its password form; the stand-ins exist only in dev mode on loopback.
import { startLocalOidc, type LocalOidc } from '../dev-identity/start-local-oidc';
import { LOCAL_OIDC_USERS, localIdentityProviders } from '../dev-identity/local-oidc-users';
import { devModeHostError } from '../server/dev-mode';
import { startCloud, type Cloud } from '../start-cloud';
import { createCookieBrowser } from './oidc-login.spec-helper';
import { secureApi } from './secure-site-client.spec-helper';

jest.setTimeout(60_000);

let oidc: LocalOidc;
let cloud: Cloud;
const HOST_ORIGIN = 'http://127.0.0.1:5173';
const FAILED = { message: 'Failed to initiate social connection' };

beforeAll(async () => {
  oidc = await startLocalOidc();
  cloud = await startCloud({
    identityProviders: localIdentityProviders(oidc.issuer),
  });
});

afterAll(async () => {
  await cloud?.stop();
  await oidc?.stop();
});

const api = async <T = Record<string, unknown>>(
  route: string,
  body: Record<string, unknown> = {},
  token?: string,
) =>
  (await secureApi(cloud.url, route, body, token === undefined ? {} : { token })) as {
    status: number;
    body: T;
  };

/** The frame's start, then the provider's login form; answers the redirect to our callback. */
async function loginAtProvider(provider: string, username: string, password: string) {
  const start = await api<{ uri: string; state: string; binding: string }>('social/start', {
    provider,
    hostOrigin: HOST_ORIGIN,
  });
  expect(start.status).toBe(200);
  const browser = createCookieBrowser((url) => url.startsWith(`${cloud.url}/`));
  const form = await browser.go(start.body.uri);
  expect(form.text).toContain('Sign in (local identity provider)');
  const action = /action="([^"]+)"/.exec(form.text)![1]!;
  const answer = await browser.go(new URL(action, oidc.issuer).href, { username, password });
  return { ...start.body, answer };
}

describe('no identity without credentials', () => {
  it('has no stand-in consent page: a user name alone gives no code', async () => {
    const response = await fetch(`${cloud.url}/oauth/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=s1&username=alice',
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(await api('social/exchange', { code: 'anything', state: 's1' })).toEqual({
      status: 400,
      body: FAILED,
    });
  });

  it('gives no code for a wrong password at the provider', async () => {
    const { answer } = await loginAtProvider('google', 'alice', 'wrong');
    expect(answer.status).toBe(401);
    expect(answer.location).toBeUndefined();
    expect(answer.text).toContain('Wrong user name or password');
  });

  it('logs in with the right password, and hands the session only to the frame holding the binding', async () => {
    const user = LOCAL_OIDC_USERS[0];
    const { state, binding, answer } = await loginAtProvider(
      'github',
      user.username,
      user.password,
    );
    const callback = new URL(answer.location!);
    expect(callback.origin + callback.pathname).toBe(`${cloud.url}/secure/social/callback`);
    expect(callback.searchParams.get('state')).toBe(state);
    // The provider's URL asked for PKCE S256 (the exchange below would fail without the verifier).
    expect(await api('social/complete', { query: callback.search.slice(1) })).toEqual({
      status: 200,
      body: { hostOrigin: HOST_ORIGIN },
    });
    // The code is used up: the same answer again logs nobody in.
    expect((await api('social/complete', { query: callback.search.slice(1) })).status).toBe(400);
    // Somebody who saw the callback URL (state) but not the frame's secret gets nothing.
    expect(await api('social/exchange', { state, binding: 'guessed' })).toEqual({
      status: 400,
      body: FAILED,
    });
    const exchanged = await api<{ token: string; provider: string }>('social/exchange', {
      state,
      binding,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.provider).toBe('github');
    // The token is a session: without a devnet the user lookup gets as far as the chain (503),
    // where a made-up token is not connected (401).
    expect((await api('user', {}, exchanged.body.token)).status).toBe(503);
    expect((await api('user', {}, 'made-up')).status).toBe(401);
    // Taken once.
    expect((await api('social/exchange', { state, binding })).status).toBe(400);
  });

  it('refuses a code whose state it never issued, and a forged code', async () => {
    const { state } = await loginAtProvider('google', 'bob', 'bob-local-password');
    expect((await api('social/complete', { query: 'code=forged&state=made-up' })).status).toBe(400);
    expect(
      (await api('social/complete', { query: `code=forged&state=${state}&iss=${oidc.issuer}` }))
        .status,
    ).toBe(400);
  });

  it('starts no login for a host origin no project allows, nor for an unconfigured provider', async () => {
    expect(
      await api('social/start', { provider: 'google', hostOrigin: 'https://evil.example' }),
    ).toEqual({ status: 400, body: FAILED });
    const bare = await startCloud();
    try {
      const response = await fetch(`${bare.url}/secure/api/social/start`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: bare.url,
          'x-project-id': 'kit-local',
        },
        body: JSON.stringify({ provider: 'google', hostOrigin: HOST_ORIGIN }),
      });
      expect(response.status).toBe(400);
    } finally {
      await bare.stop();
    }
  });
});

describe('the dev-only stand-ins', () => {
  it('exist only in dev mode: no Farcaster stand-in and no mailbox without it', async () => {
    for (const path of ['/mailbox', '/mailbox/messages', '/secure/farcaster/abc']) {
      expect((await fetch(`${cloud.url}${path}`)).status).toBe(404);
    }
    expect((await api('farcaster/start')).status).toBe(404);
    const dev = await startCloud({ dev: true });
    try {
      expect((await fetch(`${dev.url}/mailbox/messages`)).status).toBe(200);
    } finally {
      await dev.stop();
    }
  });

  it('refuses to start in dev mode off loopback', async () => {
    await expect(startCloud({ dev: true, host: '0.0.0.0' })).rejects.toThrow(
      devModeHostError('0.0.0.0'),
    );
  });
});
