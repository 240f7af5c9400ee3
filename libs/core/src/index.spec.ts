import * as core from './index';
import * as siwx from './siwx';
import * as accountNames from './account-names';
import * as address from './address';
import * as baseUnits from './base-units';
import * as cacheEntries from './cache-entries';
import * as deepLinks from './deep-links';
import * as email from './email';
import * as poll from './poll';
import * as units from './units';

// Pins @kit/core's public runtime API: adding or removing an export is a deliberate change here.
describe('@kit/core public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(core).sort()).toEqual([
      'ALL_NETWORKS',
      'BATCH_CALL_ERROR_CODES',
      'BITCOIN_NETWORKS',
      'BITCOIN_PROFILE',
      'BUILT_IN_NAMESPACE_PROFILES',
      'BaseChainAdapter',
      'CONSTANTS',
      'ChainRequestError',
      'DEFAULT_ACCOUNT_TYPES',
      'DEFAULT_CONNECTOR_ORDER',
      'DEFAULT_EVENTS',
      'DEFAULT_FEATURES',
      'DEFAULT_LOG_LEVEL',
      'DEFAULT_METHODS',
      'DEFAULT_WALLET_FEATURES_ORDER',
      'EMBEDDED_SAFE_RPC_METHODS',
      'EMBEDDED_UNSAFE_RPC_METHODS',
      'ERROR_MESSAGES',
      'EVM_NETWORKS',
      'EVM_PROFILE',
      'Eip1193Emitter',
      'FRAME_ACTIONS',
      'FRAME_MESSAGE',
      'FRAME_THEME_MODES',
      'INTEGRATOR_ALERTS',
      'JSON_RPC_ERROR_CODES',
      'KIT_DEVNET_2_CHAIN_ID',
      'KIT_DEVNET_CHAIN_ID',
      'KNOWN_NAMESPACES',
      'KitError',
      'LOCAL_EVM_CHAIN_IDS',
      'LOCAL_NETWORKS',
      'NamespaceProfileRegistry',
      'NotConfiguredError',
      'POLKADOT_NETWORKS',
      'POLKADOT_PROFILE',
      'PROVIDER_ERROR_CODES',
      'RESTRICTED_TIMEZONES',
      'ROCOCO_ASSET_HUB_REFERENCE',
      'SDK_TYPE',
      'SDK_VERSION',
      'SERVER_ENVIRONMENT',
      'SOCIAL_PROVIDERS',
      'SOLANA_LOCAL_REFERENCE',
      'SOLANA_NETWORKS',
      'SOLANA_PROFILE',
      'SS58_PREFIXES',
      'STORAGE_KEYS',
      'STORAGE_PREFIX',
      'SWAP_NETWORK_IDS',
      'UserRejectedRequestError',
      'ValidationError',
      'WalletConnectionError',
      'alertForServerMessage',
      'announcedConnector',
      'arbitrum',
      'asUserRejection',
      'aurora',
      'avalanche',
      'base',
      'bitcoin',
      'bitcoinRegtest',
      'bitcoinTestnet',
      'bsc',
      'builtInProfiles',
      'canEstimateFee',
      'canGetBalance',
      'canGetTokenBalances',
      'canHostConnector',
      'canReconnect',
      'canSendTransaction',
      'canSendTransfer',
      'canSignMessage',
      'canSwitchNetwork',
      'canonicalAddressOf',
      'connectorIdKey',
      'consoleLogger',
      'createKitStorage',
      'createMemoryBackend',
      'createPolkadotLocalNetwork',
      'decodeSs58Address',
      'defaultAccountType',
      'defaultMethods',
      'defaultStorageBackend',
      'defineNamespaceProfile',
      'defineNetwork',
      'detectEnvironment',
      'embeddedRpcPermission',
      'errorForCode',
      'fantom',
      'formatBalance',
      'formatCaipAddress',
      'formatCaipNetworkId',
      'formatMessage',
      'formatTotal',
      'getNetworkByCaipId',
      'gnosis',
      'isBatchCallErrorCode',
      'isBitcoinAddress',
      'isCaipAddress',
      'isCaipNetworkId',
      'isDecimal',
      'isFrameRequest',
      'isFrameThemeMode',
      'isJsonRpcErrorCode',
      'isKitError',
      'isKitStorageKey',
      'isOriginAllowed',
      'isPolkadotAddress',
      'isRestrictedTimezone',
      'isSiwxReference',
      'isSocialProvider',
      'isSolanaAddress',
      'isSwapNetwork',
      'isUserRejection',
      'isWarningAlert',
      'kaia',
      'kitDevnet',
      'kitDevnet2',
      'kitError',
      'kusama',
      'listenForWalletAnnouncements',
      'loadAddressRules',
      'loadEvmChecksum',
      'loadedEvmChecksum',
      'mainnet',
      'namespaceOfConnectorIdKey',
      'namespaceOfSiwxAccountName',
      'nativeBalance',
      'optimism',
      'pairingConnectorId',
      'parseCaipAddress',
      'parseCaipNetworkId',
      'parseWalletAnnouncement',
      'polkadot',
      'polkadotLocal',
      'polkadotReference',
      'polygon',
      'profileOfAdapter',
      'sanitizeImageUrl',
      'sanitizeWebLink',
      'sepolia',
      'serializeError',
      'solana',
      'solanaDevnet',
      'solanaLocal',
      'solanaTestnet',
      'supportsFeature',
      'systemClock',
      'telegramSocialFilter',
      'toKitError',
      'validateDecimal',
      'withRpcUrl',
      'zksync',
    ]);
  });

  it('leaves the sign-in message codec and verifier to @kit/core/siwx (out of the first load, issue 22)', () => {
    expect(Object.keys(siwx).sort()).toEqual([
      'SiwxMessageError',
      'createSiwxMessage',
      'parseSiwxMessage',
      'rfc3339ToMillis',
      'siwxCodec',
      'verifySiwxMessage',
    ]);
  });

  it('leaves the address checks that answer at once, EIP-55 included, to @kit/core/address (out of the first load, issue 22)', () => {
    expect(Object.keys(address).sort()).toEqual([
      'isEvmAddress',
      'isValidAddress',
      'toChecksumAddress',
      'validateAddress',
    ]);
  });

  it("leaves polling a chain to @kit/core/poll (only the adapters' send code waits on a chain, issue 22)", () => {
    expect(Object.keys(poll).sort()).toEqual(['POLL_PENDING', 'pollUntil']);
  });

  it("leaves a wallet's app links to @kit/core/deep-links (only lazily loaded code checks them, issue 22)", () => {
    expect(Object.keys(deepLinks).sort()).toEqual([
      'sanitizeDeepLink',
      'walletAppScheme',
      'walletAppSchemes',
    ]);
  });

  it('leaves converting amounts to @kit/core/units (only lazily loaded code converts them, issue 22)', () => {
    expect(Object.keys(units).sort()).toEqual(['formatUnits', 'parseUnits']);
  });

  it('leaves checking an email address to @kit/core/email (only lazily loaded sagas check one, issue 22)', () => {
    expect(Object.keys(email).sort()).toEqual(['isValidEmail', 'validateEmail']);
  });

  it("leaves the storage caches' layout to @kit/core/cache-entries (only lazily loaded caches use it, issue 22)", () => {
    expect(Object.keys(cacheEntries).sort()).toEqual([
      'isFreshCacheTimestamp',
      'isStoredRecord',
      'writeCacheEntries',
    ]);
  });

  it('leaves checking an account name to @kit/core/account-names (only lazily loaded code checks one, issue 22)', () => {
    expect(Object.keys(accountNames).sort()).toEqual(['isValidAccountName', 'validateAccountName']);
  });

  it("leaves reading a transfer's amount to @kit/core/base-units (only the adapters' lazily loaded transfers read one, issue 22)", () => {
    expect(Object.keys(baseUnits)).toEqual(['parseBaseUnits']);
  });
});
