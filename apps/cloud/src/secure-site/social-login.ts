// The social logins as a real OpenID Connect relying party (openid-client): authorization code
// with PKCE (S256), a `state` and a `nonce` per attempt, and the ID token's signature (the
// provider's JWKS), issuer, audience, expiry and nonce checked before anybody is logged in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES, isSocialProvider, type SocialProvider } from '@kit/core';
import type * as OpenIdClient from 'openid-client';
import type { BaseClient } from 'openid-client';
import { HttpError } from '../server/http-error';
import type { IdentityProviders } from './identity-providers';

/** How long a social login attempt may take, from the popup opening to the frame's exchange. */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60_000;

/** Where providers send the visitor back (with our public origin in front). */
export const SOCIAL_CALLBACK_PATH = '/secure/social/callback';

/** What a provider vouched for, once its ID token checked out. */
export interface SocialProfile {
  subject: string;
  email?: string;
  username?: string;
}

interface Attempt {
  provider: SocialProvider;
  nonce: string;
  codeVerifier: string;
  /** SHA-256 of the secret only the frame that started the attempt holds. */
  bindingHash: Buffer;
  /** The host page the frame verified; the popup tells it (only it) that the login finished. */
  hostOrigin: string;
  /** The project the frame asked for: the session is bound to it (and handed out only there). */
  projectId: string;
  expiresAt: number;
  /** Set once the provider's answer checked out: the session, for the frame to pick up once. */
  token?: string;
}

/**
 * openid-client, loaded on the first social login: tests that import the cloud into a
 * browser-like environment (jsdom resolves jose's browser build, an ES module) never load it.
 */
let relyingParty: Promise<typeof OpenIdClient> | undefined;
const loadRelyingParty = () => (relyingParty ??= import('openid-client'));

const failed = () => new HttpError(400, ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED);
const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Social login attempts. `start` (the frame) answers the provider's URL and a binding secret;
 * `complete` (the callback page, on our origin) exchanges the code and logs in; `exchange` (the
 * same frame, with its binding secret) takes the session once. The code never leaves our origin,
 * and a session reaches only the frame that started the attempt.
 */
export function createSocialLogin(options: {
  providers: IdentityProviders;
  publicUrl: () => string;
  login(provider: SocialProvider, profile: SocialProfile, projectId: string): Promise<string>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const attempts = new Map<string, Attempt>();
  const clients = new Map<SocialProvider, Promise<BaseClient>>();
  const redirectUri = () => `${options.publicUrl()}${SOCIAL_CALLBACK_PATH}`;

  const clientOf = (provider: SocialProvider): Promise<BaseClient> => {
    let client = clients.get(provider);
    if (client === undefined) {
      const config = options.providers[provider];
      if (config === undefined) throw failed();
      client = loadRelyingParty().then(async ({ Issuer }) => {
        const issuer = await Issuer.discover(config.issuer);
        return new issuer.Client({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uris: [redirectUri()],
          response_types: ['code'],
        });
      });
      // A provider that was down is asked again next time.
      client.catch(() => clients.delete(provider));
      clients.set(provider, client);
    }
    return client;
  };

  const sweep = () => {
    for (const [state, attempt] of attempts) if (attempt.expiresAt < now()) attempts.delete(state);
  };

  return {
    async start(
      provider: unknown,
      hostOrigin: string,
      projectId: string,
    ): Promise<{ uri: string; state: string; binding: string }> {
      if (!isSocialProvider(provider)) throw failed();
      let client: BaseClient;
      try {
        client = await clientOf(provider);
      } catch {
        throw failed();
      }
      sweep();
      const { generators } = await loadRelyingParty();
      const state = generators.state();
      const nonce = generators.nonce();
      const codeVerifier = generators.codeVerifier();
      const binding = randomBytes(32).toString('base64url');
      attempts.set(state, {
        provider,
        nonce,
        codeVerifier,
        bindingHash: sha256(binding),
        hostOrigin,
        projectId,
        expiresAt: now() + SOCIAL_LOGIN_LIFETIME_MS,
      });
      const uri = client.authorizationUrl({
        scope: 'openid email profile',
        redirect_uri: redirectUri(),
        state,
        nonce,
        code_challenge: generators.codeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { uri, state, binding };
    },

    /** The provider's redirect, as the callback page saw it; answers where to say "done". */
    async complete(query: unknown): Promise<{ hostOrigin: string }> {
      const params =
        typeof query === 'string' ? Object.fromEntries(new URLSearchParams(query)) : undefined;
      const state = params?.['state'];
      const attempt = state === undefined ? undefined : attempts.get(state);
      if (!params || !attempt || attempt.expiresAt < now() || attempt.token !== undefined) {
        throw failed();
      }
      const client = await clientOf(attempt.provider);
      let claims: Record<string, unknown>;
      try {
        // Checks state, the code exchange with the PKCE verifier, and the ID token: signature
        // against the provider's JWKS, iss, aud (our client id), exp/iat and our nonce.
        const tokens = await client.callback(redirectUri(), params, {
          state: state!,
          nonce: attempt.nonce,
          code_verifier: attempt.codeVerifier,
          response_type: 'code',
        });
        claims = tokens.claims();
      } catch {
        attempts.delete(state!);
        throw failed();
      }
      const email =
        typeof claims['email'] === 'string' && claims['email_verified'] === true
          ? claims['email'].toLowerCase()
          : undefined;
      const username =
        typeof claims['preferred_username'] === 'string' ? claims['preferred_username'] : undefined;
      attempt.token = await options.login(
        attempt.provider,
        {
          subject: String(claims['sub']),
          ...(email !== undefined && { email }),
          ...(username !== undefined && { username }),
        },
        attempt.projectId,
      );
      return { hostOrigin: attempt.hostOrigin };
    },

    /** The frame that started the attempt (its project, its secret) takes the session, once. */
    exchange(
      state: unknown,
      binding: unknown,
      projectId: string,
    ): { token: string; provider: SocialProvider } {
      const attempt = typeof state === 'string' ? attempts.get(state) : undefined;
      if (
        !attempt ||
        attempt.projectId !== projectId ||
        attempt.token === undefined ||
        attempt.expiresAt < now() ||
        typeof binding !== 'string' ||
        !timingSafeEqual(sha256(binding), attempt.bindingHash)
      ) {
        throw failed();
      }
      attempts.delete(state as string);
      return { token: attempt.token, provider: attempt.provider };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
