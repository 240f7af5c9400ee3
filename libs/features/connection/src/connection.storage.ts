import {
  CONSTANTS,
  STORAGE_KEYS,
  connectorIdKey,
  sanitizeImageUrl,
  type ChainNamespace,
  type KitStorage,
} from '@kit/core';
import type { RecentWallet } from './connection.slice';

// What the connection feature persists (spec §3 storage keys, §4 connector ids per namespace):
// - connectorIdKey(ns): the connector id, saved on connect and deleted on disconnect;
// - CONNECTED_NAMESPACES: [{ namespace, lastUsedAt, others? }], newest first, so reconnect on load
//   tries the most recently used connector first; `others` (multiWallet) lists the namespace's
//   other live connector ids, most recently current first, so a reload restores every connection;
// - RECENT_WALLETS: RecentWallet[], newest first, at most CONSTANTS.RECENT_WALLETS_LIMIT;
// - WALLET_ID / WALLET_NAME: the last connected wallet; CONNECTION_STATUS: 'connected' or
//   'disconnected'.
// ACTIVE_CAIP_NETWORK_ID belongs to @kit/network, which writes it whenever the active network changes.
// Every reader ignores corrupt or foreign values (KitStorage guards), entry by entry for lists.

/** A connection found in storage on load. */
export interface StoredConnection {
  namespace: ChainNamespace;
  connectorId: string;
  /** When it was last connected; undefined when the last-use list was missing or corrupt. */
  lastUsedAt?: number;
  /** The namespace's other live connector ids (multiWallet), most recently current first. */
  others?: string[];
}

/** One namespace's entry of CONNECTED_NAMESPACES. @internal */
export interface NamespaceUse {
  namespace: ChainNamespace;
  lastUsedAt: number;
  others?: string[];
}

// Connector ids are short (`eip155:io.metamask`); anything huge was not written by Kit.
const MAX_CONNECTOR_ID_LENGTH = 256;

const isConnectorId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_CONNECTOR_ID_LENGTH;

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The valid connector ids of a stored `others` list (none when it is not a list). */
function connectorIdsOf(value: unknown): string[] {
  return isList(value) ? value.filter(isConnectorId) : [];
}

/** The valid entries of CONNECTED_NAMESPACES. @internal */
export function readNamespaceUses(storage: KitStorage): NamespaceUse[] {
  const entries = storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, isList) ?? [];
  return entries.flatMap((entry): NamespaceUse[] => {
    if (!isRecord(entry) || typeof entry['namespace'] !== 'string') return [];
    if (!isTimestamp(entry['lastUsedAt'])) return [];
    const use: NamespaceUse = { namespace: entry['namespace'], lastUsedAt: entry['lastUsedAt'] };
    const others = connectorIdsOf(entry['others']);
    return [others.length === 0 ? use : { ...use, others }];
  });
}

/** Writes CONNECTED_NAMESPACES, newest first (none: the key goes). @internal */
export function writeNamespaceUses(storage: KitStorage, uses: NamespaceUse[]): void {
  if (uses.length === 0) storage.remove(STORAGE_KEYS.CONNECTED_NAMESPACES);
  else
    storage.set(
      STORAGE_KEYS.CONNECTED_NAMESPACES,
      [...uses].sort((a, b) => b.lastUsedAt - a.lastUsedAt),
    );
}

/**
 * The stored connections of these namespaces, most recently used first (spec §4); namespaces
 * without a last-use time follow in the given (registration) order.
 */
export function readStoredConnections(
  storage: KitStorage,
  namespaces: readonly ChainNamespace[],
): StoredConnection[] {
  const uses = new Map(readNamespaceUses(storage).map((use) => [use.namespace, use]));
  const stored = namespaces.flatMap((namespace): StoredConnection[] => {
    const connectorId = storage.get(connectorIdKey(namespace), isConnectorId);
    if (connectorId === undefined) return [];
    const use = uses.get(namespace);
    if (use === undefined) return [{ namespace, connectorId }];
    const others = use.others?.filter((other) => other !== connectorId) ?? [];
    const found = { namespace, connectorId, lastUsedAt: use.lastUsedAt };
    return [others.length === 0 ? found : { ...found, others }];
  });
  // Array.prototype.sort is stable, so equal times keep the registration order.
  return stored.sort((a, b) => (b.lastUsedAt ?? -1) - (a.lastUsedAt ?? -1));
}

function toRecentWallet(value: unknown): RecentWallet | undefined {
  if (!isRecord(value)) return undefined;
  const { connectorId, namespace, name, lastUsedAt, imageUrl, imageId, explorerId } = value;
  if (!isConnectorId(connectorId) || typeof namespace !== 'string' || typeof name !== 'string') {
    return undefined;
  }
  if (!isTimestamp(lastUsedAt)) return undefined;
  // Rebuilt field by field so nothing foreign reaches state, and the image URL is re-checked:
  // storage is writable by any script on the page.
  const wallet: RecentWallet = { connectorId, namespace, name, lastUsedAt };
  const safeImageUrl = sanitizeImageUrl(imageUrl);
  if (safeImageUrl !== undefined) wallet.imageUrl = safeImageUrl;
  if (typeof imageId === 'string') wallet.imageId = imageId;
  if (typeof explorerId === 'string') wallet.explorerId = explorerId;
  return wallet;
}

/** The stored recent wallets, newest first, at most CONSTANTS.RECENT_WALLETS_LIMIT; bad entries are skipped. */
export function readRecentWallets(storage: KitStorage): RecentWallet[] {
  const entries = storage.get(STORAGE_KEYS.RECENT_WALLETS, isList) ?? [];
  return entries
    .map(toRecentWallet)
    .filter((wallet): wallet is RecentWallet => wallet !== undefined)
    .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
    .slice(0, CONSTANTS.RECENT_WALLETS_LIMIT);
}

/**
 * Re-saves a connection restored on load. Its last-use time is kept (reconnecting is not a new
 * use); it is rewritten in case a wallet event cleared the namespace while reconnect was running.
 */
export function rememberReconnection(storage: KitStorage, stored: StoredConnection): void {
  storage.set(connectorIdKey(stored.namespace), stored.connectorId);
  const uses = readNamespaceUses(storage);
  if (!uses.some((use) => use.namespace === stored.namespace)) {
    const { namespace, lastUsedAt = 0, others } = stored;
    writeNamespaceUses(storage, [
      ...uses,
      others === undefined ? { namespace, lastUsedAt } : { namespace, lastUsedAt, others },
    ]);
  }
  storage.set(STORAGE_KEYS.CONNECTION_STATUS, 'connected');
}

/**
 * Forgets a namespace's connection (spec §4: its connector id is deleted on disconnect). With no
 * connection left, the last-wallet keys go too and the stored status becomes 'disconnected'.
 * Recent wallets stay: they outlive connections by design.
 */
export function forgetConnection(
  storage: KitStorage,
  namespace: ChainNamespace,
  connectionsLeft: number,
): void {
  storage.remove(connectorIdKey(namespace));
  writeNamespaceUses(
    storage,
    readNamespaceUses(storage).filter((use) => use.namespace !== namespace),
  );
  if (connectionsLeft > 0) return;
  storage.set(STORAGE_KEYS.CONNECTION_STATUS, 'disconnected');
  storage.remove(STORAGE_KEYS.WALLET_ID);
  storage.remove(STORAGE_KEYS.WALLET_NAME);
}

/**
 * Saves which connections of a namespace are live (multiWallet): `current` under the namespace's
 * connector-id key, the `others` beside it in its CONNECTED_NAMESPACES entry (most recently
 * current first), so a reload restores every one. The namespace's last use is kept (else
 * `lastUsedIfUnknown`: reconnect on load may have forgotten the namespace when its current
 * connection was revoked).
 */
export function rememberLiveConnections(
  storage: KitStorage,
  namespace: ChainNamespace,
  current: string,
  others: readonly string[],
  lastUsedIfUnknown = 0,
): void {
  storage.set(connectorIdKey(namespace), current);
  const uses = readNamespaceUses(storage);
  const lastUsedAt =
    uses.find((entry) => entry.namespace === namespace)?.lastUsedAt ?? lastUsedIfUnknown;
  const updated: NamespaceUse =
    others.length === 0
      ? { namespace, lastUsedAt }
      : { namespace, lastUsedAt, others: [...others] };
  writeNamespaceUses(storage, [updated, ...uses.filter((entry) => entry.namespace !== namespace)]);
}
