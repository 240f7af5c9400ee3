import { SOCIAL_PROVIDERS, type SocialProvider } from '@kit/core';

/** An OpenID Connect client registration at one identity provider. */
export interface IdentityProviderConfig {
  /** The provider's issuer URL (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The configured social logins; a provider not listed cannot be used. */
export type IdentityProviders = Partial<Record<SocialProvider, IdentityProviderConfig>>;

/**
 * The providers configured in the environment: `KIT_CLOUD_OIDC_<PROVIDER>_ISSUER`, `_CLIENT_ID`
 * and `_CLIENT_SECRET` (e.g. `KIT_CLOUD_OIDC_GOOGLE_ISSUER=https://accounts.google.com`). A
 * provider with only some of the three is a configuration error, not a silently missing login.
 */
export function identityProvidersFromEnv(env: NodeJS.ProcessEnv): IdentityProviders {
  const providers: IdentityProviders = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `KIT_CLOUD_OIDC_${provider.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (issuer === undefined && clientId === undefined && clientSecret === undefined) continue;
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET go together`);
    }
    providers[provider] = { issuer, clientId, clientSecret };
  }
  return providers;
}
