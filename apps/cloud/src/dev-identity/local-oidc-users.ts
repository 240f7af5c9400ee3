import { SOCIAL_PROVIDERS } from '@kit/core';
import type { IdentityProviders } from '../secure-site/identity-providers';

/**
 * The fixed test users of the local OpenID Connect provider (dev and tests only; their passwords
 * are public, like anvil's keys). The provider's login form checks the password.
 */
export const LOCAL_OIDC_USERS = [
  { username: 'alice', password: 'alice-local-password', email: 'alice@kit.local' },
  { username: 'bob', password: 'bob-local-password', email: 'bob@kit.local' },
] as const;

/** The client the local provider registers for each social login (id and secret). */
export function localOidcClient(provider: string): { clientId: string; clientSecret: string } {
  return { clientId: `kit-${provider}`, clientSecret: `kit-${provider}-local-secret` };
}

/** Every popup social login (all but Farcaster) pointed at the local provider at `issuer`. */
export function localIdentityProviders(issuer: string): IdentityProviders {
  return Object.fromEntries(
    SOCIAL_PROVIDERS.filter((provider) => provider !== 'farcaster').map((provider) => [
      provider,
      { issuer, ...localOidcClient(provider) },
    ]),
  );
}
