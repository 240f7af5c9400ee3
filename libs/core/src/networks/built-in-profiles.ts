import type { NamespaceProfile } from '../namespace/namespace-profile';
import {
  NamespaceProfileRegistry,
  type NamespaceProfileLookup,
} from '../namespace/namespace-profile-registry';
import { BITCOIN_PROFILE } from './bitcoin-profile';
import { EVM_PROFILE } from './evm-profile';
import { POLKADOT_PROFILE } from './polkadot-profile';
import { SOLANA_PROFILE } from './solana-profile';

/**
 * The profiles of the four namespaces Kit ships adapters for. Kit itself asks its own registry
 * (filled from the adapters); these serve the callers that have none: servers verifying sign-ins
 * and the codec functions called without a registry.
 */
export const BUILT_IN_NAMESPACE_PROFILES: readonly [
  NamespaceProfile,
  NamespaceProfile,
  NamespaceProfile,
  NamespaceProfile,
] = [EVM_PROFILE, SOLANA_PROFILE, BITCOIN_PROFILE, POLKADOT_PROFILE] as const;

/**
 * The built-in profiles as a read-only lookup: the default of the core functions, and of configs
 * used without a Kit (Kit passes its own registry, which also holds custom namespaces).
 */
export const builtInProfiles: NamespaceProfileLookup = new NamespaceProfileRegistry(
  BUILT_IN_NAMESPACE_PROFILES,
);
