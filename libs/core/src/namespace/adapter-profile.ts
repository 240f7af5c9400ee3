import type { AdapterCapabilities, ChainAdapter } from '../adapter/chain-adapter';
import type { NamespaceFeature, NamespaceProfile, NamespaceSupport } from './namespace-profile';
import { defineNamespaceProfile } from './namespace-profile';

// The features that need an adapter method: a profile cannot offer what its adapter cannot do.
const CAPABILITY_OF: Partial<Record<NamespaceFeature, (caps: AdapterCapabilities) => boolean>> = {
  send: (caps) => caps.sendTransfer,
  sign: (caps) => caps.signMessage,
  swap: (caps) => caps.sendTransaction === true,
};

/**
 * The profile the registry keeps for `adapter`: its own `profile`, or one derived from its
 * capabilities (any non-empty address, no sign-in). `send`, `sign` and `swap` hold only when the
 * adapter declares the matching capability; `send` and `sign` default to it when the profile is
 * silent, so an adapter that declares `sendTransfer: true` gets Send without saying so twice.
 */
export function profileOfAdapter(adapter: ChainAdapter): NamespaceProfile {
  const declared: NamespaceProfile =
    adapter.profile ??
    defineNamespaceProfile({
      namespace: adapter.namespace,
      address: { isValid: (address) => typeof address === 'string' && address.trim() !== '' },
    });
  const supports: Partial<Record<NamespaceFeature, boolean>> = { ...declared.supports };
  for (const [feature, capable] of Object.entries(CAPABILITY_OF)) {
    const key = feature as NamespaceFeature;
    const able = capable?.(adapter.capabilities) === true;
    const asked = declared.supports[key] ?? (key === 'swap' ? false : able);
    supports[key] = asked && able;
  }
  return Object.freeze({
    ...declared,
    namespace: adapter.namespace,
    supports: supports as NamespaceSupport,
  });
}
