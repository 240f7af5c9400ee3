import { isSocialProvider, type KitFeatures, type SocialProvider } from '@kit/core';
import * as v from 'valibot';

/** One entry of the project config's `features` list, as the service sends it. */
export const RemoteFeatureSchema = v.object({
  id: v.string(),
  isEnabled: v.boolean(),
  config: v.nullish(v.unknown()),
});

/** A checked entry of the project config's `features`. */
export type RemoteFeature = v.InferOutput<typeof RemoteFeatureSchema>;

// Plain on/off features: the service's id and our KitFeatures key.
const FLAG_FEATURES: ReadonlyArray<readonly [string, keyof KitFeatures]> = [
  ['activity', 'activity'],
  ['reown_branding', 'reownBranding'],
  ['multi_wallet', 'multiWallet'],
  ['email_capture', 'emailCapture'],
  ['fund_from_exchange', 'payWithExchange'],
  ['payments', 'payments'],
  ['reown_authentication', 'reownAuthentication'],
];

/**
 * A list feature (providers in `config`): off when disabled, on when enabled with at least one
 * provider, and no opinion (undefined, the local option stands) when enabled without a list.
 */
function listFeature(feature: RemoteFeature | undefined): boolean | undefined {
  if (feature === undefined) return undefined;
  if (!feature.isEnabled) return false;
  return Array.isArray(feature.config) ? feature.config.length > 0 : undefined;
}

/**
 * Maps the service's feature list to our flags (the options feature merges them over the
 * integrator's). `social_login` holds both: 'email' among its providers turns e-mail on, the
 * known social providers are `socials`. Absent and unknown features are left out.
 */
export function featuresFromRemote(list: readonly RemoteFeature[]): Partial<KitFeatures> {
  const byId = new Map(list.map((feature) => [feature.id, feature]));
  const features: Partial<KitFeatures> = {};

  const login = byId.get('social_login');
  if (login !== undefined && !login.isEnabled) {
    features.email = false;
    features.socials = false;
  } else if (login !== undefined && Array.isArray(login.config)) {
    const config: unknown[] = login.config;
    const socials = config.filter((item): item is SocialProvider => isSocialProvider(item));
    features.email = config.includes('email');
    features.socials = socials.length > 0 ? socials : false;
  }

  const swaps = listFeature(byId.get('swap'));
  if (swaps !== undefined) features.swaps = swaps;
  const onramp = listFeature(byId.get('onramp'));
  if (onramp !== undefined) features.onramp = onramp;

  for (const [id, key] of FLAG_FEATURES) {
    const feature = byId.get(id);
    if (feature !== undefined) Object.assign(features, { [key]: feature.isEnabled });
  }
  return features;
}
