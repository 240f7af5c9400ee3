import {
  CONSTANTS,
  STORAGE_KEYS,
  connectorIdKey,
  type ConnectorDescriptor,
  type KitStorage,
} from '@kit/core';
import type { RecentWallet } from './connection.slice';
import { readNamespaceUses, readRecentWallets, writeNamespaceUses } from './connection.storage';

// What a new connection saves (connection.storage.ts describes the keys): only a connect does, so
// this sits apart from what the page's load reads, in the requests' chunk (issue 22).

/**
 * Saves a fresh connection (spec §4, §9): the connector id of its namespace, the namespace's last
 * use, the recent wallets and the last wallet. Returns the new recent-wallet list for state.
 */
export function rememberConnection(
  storage: KitStorage,
  connector: ConnectorDescriptor,
  now: number,
): RecentWallet[] {
  const namespace = connector.chain;
  storage.set(connectorIdKey(namespace), connector.id);
  const uses = readNamespaceUses(storage);
  const others = uses.find((use) => use.namespace === namespace)?.others;
  writeNamespaceUses(storage, [
    others === undefined ? { namespace, lastUsedAt: now } : { namespace, lastUsedAt: now, others },
    ...uses.filter((use) => use.namespace !== namespace),
  ]);
  storage.set(STORAGE_KEYS.CONNECTION_STATUS, 'connected');
  storage.set(STORAGE_KEYS.WALLET_NAME, connector.name);
  if (connector.explorerId) storage.set(STORAGE_KEYS.WALLET_ID, connector.explorerId);
  else storage.remove(STORAGE_KEYS.WALLET_ID);

  const recent: RecentWallet = {
    connectorId: connector.id,
    namespace,
    name: connector.name,
    lastUsedAt: now,
  };
  if (connector.imageUrl) recent.imageUrl = connector.imageUrl;
  if (connector.imageId) recent.imageId = connector.imageId;
  if (connector.explorerId) recent.explorerId = connector.explorerId;
  const wallets = [
    recent,
    ...readRecentWallets(storage).filter((wallet) => wallet.connectorId !== connector.id),
  ].slice(0, CONSTANTS.RECENT_WALLETS_LIMIT);
  storage.set(STORAGE_KEYS.RECENT_WALLETS, wallets);
  return wallets;
}
