import type { ChainNamespace } from '../caip/caip-types';
import { ValidationError } from '../errors/errors';
import { canonicalAddressOf } from '../namespace/namespace-profile';
import type { NamespaceProfileLookup } from '../namespace/namespace-profile-registry';
import { builtInProfiles } from '../networks/built-in-profiles';
import { installEvmChecksum } from './evm-address';

// These answer at once, with no Kit to load EVM_PROFILE's EIP-55 code first: they bring it along.
installEvmChecksum();

/**
 * True when `address` is a valid address of `namespace` by its profile in `profiles` (the
 * built-in namespaces' profiles by default); false for a namespace without one. Never throws.
 * Bitcoin accepts any network and Polkadot any prefix here; callers that know the network use the
 * namespace function with its options.
 */
export function isValidAddress(
  namespace: ChainNamespace,
  address: string,
  profiles: NamespaceProfileLookup = builtInProfiles,
): boolean {
  const profile = typeof namespace === 'string' ? profiles.get(namespace) : undefined;
  return profile !== undefined && canonicalAddressOf(profile.address, address) !== undefined;
}

/**
 * Throws a ValidationError 'Invalid {namespace} address' (code INVALID_ADDRESS) unless `address`
 * is valid in `namespace`. A namespace without a profile fails the same way, with a developer detail.
 */
export function validateAddress(
  namespace: ChainNamespace,
  address: string,
  profiles: NamespaceProfileLookup = builtInProfiles,
): void {
  if (isValidAddress(namespace, address, profiles)) return;
  const name = typeof namespace === 'string' ? namespace : typeof namespace;
  const known = typeof namespace === 'string' && profiles.get(namespace) !== undefined;
  throw new ValidationError(
    'INVALID_ADDRESS',
    { namespace: name },
    known ? {} : { details: `Kit has no address rule for namespace '${name}'` },
  );
}
