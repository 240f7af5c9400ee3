import { KNOWN_NAMESPACES } from '../caip/caip-types';
import {
  connectorIdKey,
  isKitStorageKey,
  namespaceOfConnectorIdKey,
  STORAGE_KEYS,
  STORAGE_PREFIX,
} from './storage-keys';

describe('storage keys (spec §3, §4)', () => {
  const fixed = Object.values(STORAGE_KEYS);

  it('are unique', () => {
    expect(new Set(fixed).size).toBe(fixed.length);
  });

  it.each(fixed)('prefixes %s with @kit/', (key) => {
    expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(STORAGE_PREFIX).toBe('@kit/');
  });

  it('cover every value spec §3 persists, and nothing the WalletConnect sign client keeps itself', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'WALLET_ID',
        'WALLET_NAME',
        'RECENT_WALLETS',
        'ACTIVE_CAIP_NETWORK_ID',
        'CONNECTED_NAMESPACES',
        'CONNECTION_STATUS',
        'SIWX_AUTH_TOKEN',
        'SIWX_NONCE_TOKEN',
        'BALANCE_CACHE',
        'PORTFOLIO_CACHE',
        'ENS_CACHE',
        'IDENTITY_CACHE',
        'HISTORY_CACHE',
        'TOKEN_PRICE_CACHE',
        'RECENT_EMAILS',
        'PREFERRED_ACCOUNT_TYPES',
      ].sort(),
    );
  });

  it.each(fixed)('recognises %s as a Kit key', (key) => {
    expect(isKitStorageKey(key)).toBe(true);
  });

  it.each(KNOWN_NAMESPACES)('gives %s its own prefixed connector-id key', (namespace) => {
    const key = connectorIdKey(namespace);
    expect(key).toBe(`@kit/${namespace}:connector_id`);
    expect(isKitStorageKey(key)).toBe(true);
    expect(namespaceOfConnectorIdKey(key)).toBe(namespace);
    expect(fixed).not.toContain(key);
  });

  it('gives every namespace a different connector-id key', () => {
    const keys = KNOWN_NAMESPACES.map(connectorIdKey);
    expect(new Set(keys).size).toBe(KNOWN_NAMESPACES.length);
  });

  it('accepts a third-party namespace that follows CAIP-2', () => {
    expect(isKitStorageKey(connectorIdKey('cosmos'))).toBe(true);
  });

  it.each([
    'wallet_id',
    '@appkit/wallet_id',
    '@kit/',
    '@kit/unknown_key',
    '@kit/EIP155:connector_id',
    '@kit/x:connector_id',
    '@kit/eip155:connector_id:extra',
    'wc@2:client:0.3//session',
    42,
    undefined,
    null,
  ])('does not take %p for a Kit key', (key) => {
    expect(isKitStorageKey(key)).toBe(false);
  });

  it('finds no namespace in a key that is not a connector-id key', () => {
    expect(namespaceOfConnectorIdKey(STORAGE_KEYS.WALLET_ID)).toBeUndefined();
    expect(namespaceOfConnectorIdKey('eip155:connector_id')).toBeUndefined();
  });
});
