import type { ChainNamespace } from '../caip/caip-types';

/**
 * Every local-storage key Kit writes starts with this, so Kit can recognise (and clear) its own
 * entries on a host page that shares `localStorage` with other libraries.
 */
export const STORAGE_PREFIX = '@kit/';

/**
 * The fixed local-storage keys (spec §3), one per persisted value. Per-namespace connector ids use
 * `connectorIdKey(namespace)` instead, because the set of namespaces is open.
 *
 * Deliberately absent: the WalletConnect session and pairing, which the sign client persists
 * under its own `wc@2:…` keys (the connector restores the session from there; a second copy here
 * could only disagree with it), and the pairing reused on Telegram and iOS Safari, which lives
 * only as long as the offer it belongs to (spec §4); and a latest-version cache, since no call of
 * spec §7 asks for a latest version, so Kit has nothing to cache.
 */
export const STORAGE_KEYS = {
  /** Explorer id of the last connected wallet, so reconnect and "recent" can find it again. */
  WALLET_ID: '@kit/wallet_id',
  /** Display name of the last connected wallet, for the reconnecting view before metadata loads. */
  WALLET_NAME: '@kit/wallet_name',
  /** The most recently used wallets, newest first (at most `CONSTANTS.RECENT_WALLETS_LIMIT`). */
  RECENT_WALLETS: '@kit/recent_wallets',
  /** CAIP-2 id of the active network, restored on load. */
  ACTIVE_CAIP_NETWORK_ID: '@kit/active_caip_network_id',
  /** Namespaces with a live connection, so reconnect only wakes the adapters that need it. */
  CONNECTED_NAMESPACES: '@kit/connected_namespaces',
  /** Last wallet connection status, so a reload can show `reconnecting` instead of flashing Connect. */
  CONNECTION_STATUS: '@kit/connection_status',
  /** Sign-in (SIWX) session token issued after a verified signature. */
  SIWX_AUTH_TOKEN: '@kit/siwx_auth_token',
  /** Sign-in (SIWX) nonce token, kept between fetching the nonce and verifying the signature. */
  SIWX_NONCE_TOKEN: '@kit/siwx_nonce_token',
  /** Native balance cache per chain-qualified address (30 s, spec §9). */
  BALANCE_CACHE: '@kit/native_balance_cache',
  /** Portfolio (token balances) cache per chain-qualified address (30 s). */
  PORTFOLIO_CACHE: '@kit/portfolio_cache',
  /** Name (ENS-style) resolution cache (5 min). */
  ENS_CACHE: '@kit/ens_cache',
  /** Identity (profile name and avatar) cache (5 min). */
  IDENTITY_CACHE: '@kit/identity_cache',
  /** Transaction history cache (15 s). */
  HISTORY_CACHE: '@kit/history_cache',
  /** Token price cache (15 s). */
  TOKEN_PRICE_CACHE: '@kit/token_price_cache',
  /** E-mail addresses recently used for e-mail login, offered as suggestions. */
  RECENT_EMAILS: '@kit/recent_emails',
  /** Preferred account type per namespace chosen by the visitor (spec §6 defaults otherwise). */
  PREFERRED_ACCOUNT_TYPES: '@kit/preferred_account_types',
} as const;

/** One of the fixed storage keys. */
export type KitFixedStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The key holding a namespace's connector id, e.g. `@kit/eip155:connector_id`. */
export type ConnectorIdStorageKey = `@kit/${string}:connector_id`;

/** Any key Kit writes. */
export type KitStorageKey = KitFixedStorageKey | ConnectorIdStorageKey;

const CONNECTOR_ID_SUFFIX = ':connector_id';

/** CAIP-2 namespace grammar: 3 to 8 of lowercase letters, digits and hyphens. */
const CONNECTOR_ID_KEY_PATTERN = /^@kit\/([-a-z0-9]{3,8}):connector_id$/;

const FIXED_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

/** The key of the connector id saved for a namespace on connect and deleted on disconnect (spec §4). */
export function connectorIdKey(namespace: ChainNamespace): ConnectorIdStorageKey {
  return `${STORAGE_PREFIX}${namespace}${CONNECTOR_ID_SUFFIX}` as ConnectorIdStorageKey;
}

/** The namespace a connector-id key belongs to, or undefined for any other key. */
export function namespaceOfConnectorIdKey(key: string): ChainNamespace | undefined {
  return CONNECTOR_ID_KEY_PATTERN.exec(key)?.[1];
}

/** True for a key Kit writes: one of STORAGE_KEYS or a per-namespace connector-id key. */
export function isKitStorageKey(key: unknown): key is KitStorageKey {
  return typeof key === 'string' && (FIXED_KEYS.has(key) || CONNECTOR_ID_KEY_PATTERN.test(key));
}
