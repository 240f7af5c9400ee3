import { connectorIdKey, type ChainNamespace, type KitStorage } from '@kit/core';

/**
 * True when storage holds a connector of one of these namespaces: reconnect on load will try it,
 * so the page's first frame already shows that attempt ('Connecting…') and the sagas start at
 * once. Any stored value counts (the connection feature checks it when it reads it): a false
 * positive costs only the later start's speed.
 */
export function hasStoredConnection(
  storage: KitStorage,
  namespaces: readonly ChainNamespace[],
): boolean {
  return namespaces.some(
    (namespace) => storage.get(connectorIdKey(namespace), isSet) !== undefined,
  );
}

const isSet = (value: unknown): value is NonNullable<unknown> => value !== null;
