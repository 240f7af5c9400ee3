// A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
// Google, GitHub and the other social logins in tests and `npm start`: authorization code + PKCE,
// signed ID tokens, and a login form that checks the password of a fixed local test user.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { escapeHtml } from '../onramp/checkout-page';
import { LOCAL_OIDC_USERS, localIdentityProviders } from './local-oidc-users';

// No form-action: the login form's answer redirects on to the client's callback (another origin),
// and browsers hold form-action to every redirect of a form submission.
const LOGIN_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in (local identity provider)</title></head>
<body><main><h1>Sign in (local identity provider)</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>User name <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of request) {
    raw += String(chunk);
    if (raw.length > 4096) throw new Error('Form too large');
  }
  return new URLSearchParams(raw);
}

function send(response: ServerResponse, status: number, page: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': LOGIN_PAGE_CSP,
    'cache-control': 'no-store',
  });
  response.end(page);
}

/** A running local provider: its issuer URL (no trailing slash) and stop(). */
export interface LocalOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts the provider on 127.0.0.1 (a free port unless given). Every social provider has a
 * confidential client (`localOidcClient`), registered as a native app so its loopback redirect
 * URI (`http://127.0.0.1/secure/social/callback`) matches the secure site on any port (RFC 8252).
 */
export async function startLocalOidcProvider(
  options: { port?: number } = {},
): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: Object.values(localIdentityProviders(issuer)).map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      application_type: 'native',
      redirect_uris: ['http://127.0.0.1/secure/social/callback'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A fresh signing key per start: the secure site fetches it from the JWKS endpoint.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'local',
          alg: 'RS256',
          use: 'sig',
        },
      ],
    },
    cookies: { keys: [randomUUID()] },
    async findAccount(_ctx, id) {
      const user = LOCAL_OIDC_USERS.find((candidate) => candidate.username === id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: user.email,
          email_verified: true,
          preferred_username: user.username,
        }),
      };
    },
  });
  provider.proxy = false;
  const handle = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(request.url ?? '');
    if (!match) {
      handle(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (details.uid !== match[1]) throw new Error('Unknown interaction');
        if (request.method === 'GET' && !match[2]) {
          if (details.prompt.name === 'consent') {
            // First-party local clients: consent to what was asked, then continue.
            const grant = details.grantId
              ? await provider.Grant.find(details.grantId)
              : new provider.Grant({
                  accountId: String(details.session?.accountId),
                  clientId: String(details.params['client_id']),
                });
            grant!.addOIDCScope(String(details.params['scope'] ?? 'openid'));
            const grantId = await grant!.save();
            await provider.interactionFinished(
              request,
              response,
              { consent: { grantId } },
              {
                mergeWithLastSubmission: true,
              },
            );
            return;
          }
          send(response, 200, loginPage(details.uid));
          return;
        }
        if (request.method === 'POST' && match[2]) {
          const form = await readForm(request);
          const user = LOCAL_OIDC_USERS.find((u) => u.username === form.get('username'));
          if (!user || user.password !== form.get('password')) {
            send(response, 401, loginPage(details.uid, 'Wrong user name or password'));
            return;
          }
          await provider.interactionFinished(
            request,
            response,
            {
              login: { accountId: user.username },
            },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        send(response, 405, 'Method not allowed');
      } catch (error) {
        send(response, 400, escapeHtml(error instanceof Error ? error.message : String(error)));
      }
    })();
  });

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
