import {
  KNOWN_NAMESPACES,
  NotConfiguredError,
  parseCaipNetworkId,
  ValidationError,
  type ChainNamespace,
  type KitNetwork,
} from '@kit/core';

/**
 * Checks the integrator's networks: at least one, each a valid CAIP-2 id matching its namespace and
 * id, no duplicates, and a default network among them. Namespaces of registered adapters count as
 * known, so a third-party namespace works. The default network is moved first.
 */
export function validateNetworks(
  networks: readonly KitNetwork[],
  defaultNetwork: KitNetwork | undefined,
  adapterNamespaces: readonly ChainNamespace[],
): KitNetwork[] {
  if (networks.length === 0)
    throw new NotConfiguredError('NETWORK_NOT_FOUND', {}, { details: 'networks is empty' });
  const namespaces = [...new Set<string>([...KNOWN_NAMESPACES, ...adapterNamespaces])];
  const seen = new Set<string>();
  for (const network of networks) {
    const parsed = parseCaipNetworkId(network.caipNetworkId, { namespaces });
    if (parsed.namespace !== network.chainNamespace || parsed.reference !== String(network.id)) {
      throw new ValidationError('NETWORK_MISMATCH', {
        id: network.caipNetworkId,
        ns: network.chainNamespace,
        ref: String(network.id),
      });
    }
    if (seen.has(network.caipNetworkId)) {
      throw new ValidationError('DUPLICATE_NETWORK', { id: network.caipNetworkId });
    }
    seen.add(network.caipNetworkId);
  }
  if (!defaultNetwork) return [...networks];
  const index = networks.findIndex(
    (network) => network.caipNetworkId === defaultNetwork.caipNetworkId,
  );
  if (index < 0) {
    throw new NotConfiguredError(
      'NETWORK_NOT_FOUND',
      {},
      { details: defaultNetwork.caipNetworkId },
    );
  }
  return [networks[index] as KitNetwork, ...networks.filter((_, position) => position !== index)];
}
