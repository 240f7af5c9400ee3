import { STORAGE_KEYS, type CaipNetworkId, type KitNetwork, type KitStorage } from '@kit/core';

const isCaipNetworkIdText = (value: unknown): value is CaipNetworkId =>
  typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value);

/**
 * The network a page load starts on (spec §3): the stored active network when the app still
 * configures it, else the default (first) one; undefined without networks. The network saga
 * restores it, and the store reads it before its sagas start, for the first frame.
 */
export function activeNetworkOnLoad(
  networks: readonly KitNetwork[],
  storage: KitStorage,
): KitNetwork | undefined {
  const storedId = storage.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, isCaipNetworkIdText);
  return networks.find((network) => network.caipNetworkId === storedId) ?? networks[0];
}
