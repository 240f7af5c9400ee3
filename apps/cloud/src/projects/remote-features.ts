import { DEFAULT_FEATURES, type KitFeatures } from '@kit/core';

/** One entry of the project config's `features`, shaped like the real service's. */
export interface RemoteFeature {
  id: string;
  isEnabled: boolean;
  /** Providers for list features (socials, swap aggregators, on-ramps); null for plain flags. */
  config: readonly string[] | null;
}

// Provider names the local services stand in for: our own swap pool and the on-ramp checkout.
const LOCAL_SWAP_PROVIDER = 'kit';
const LOCAL_ONRAMP_PROVIDER = 'meld';

function flag(id: string, isEnabled: boolean): RemoteFeature {
  return { id, isEnabled, config: null };
}

/**
 * The `features` list of /appkit/v1/config for a project's settings. E-mail and socials share
 * `social_login` ('email' is one of its providers), as in the real service; flags that are local
 * options only (receive, send, allWallets…) are not remote and are left out.
 */
export function remoteFeatureList(settings: Partial<KitFeatures> = {}): RemoteFeature[] {
  const features = { ...DEFAULT_FEATURES, ...settings };
  const socials = features.socials === false ? [] : [...features.socials];
  const logins = [...(features.email ? ['email'] : []), ...socials];
  return [
    { id: 'social_login', isEnabled: logins.length > 0, config: logins },
    { id: 'swap', isEnabled: features.swaps, config: features.swaps ? [LOCAL_SWAP_PROVIDER] : [] },
    {
      id: 'onramp',
      isEnabled: features.onramp,
      config: features.onramp ? [LOCAL_ONRAMP_PROVIDER] : [],
    },
    flag('activity', features.activity),
    flag('reown_branding', features.reownBranding),
    flag('multi_wallet', features.multiWallet),
    { id: 'email_capture', isEnabled: features.emailCapture, config: [] },
    flag('fund_from_exchange', features.payWithExchange),
    flag('payments', features.payments),
    flag('reown_authentication', features.reownAuthentication),
  ];
}
