// @kit/core public API: pure TypeScript domain rules, no React, no Redux.

// Errors
export { KitError, isKitError, serializeError } from './errors/kit-error';
export type { KitErrorOptions, SerializedKitError } from './errors/kit-error';
export { ERROR_MESSAGES, formatMessage } from './errors/error-messages';
export type { KitErrorCode } from './errors/error-messages';
export {
  kitError,
  ValidationError,
  UserRejectedRequestError,
  WalletConnectionError,
  NotConfiguredError,
  ChainRequestError,
} from './errors/errors';
export {
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
  BATCH_CALL_ERROR_CODES,
  isJsonRpcErrorCode,
  isBatchCallErrorCode,
} from './errors/rpc-codes';
export {
  INTEGRATOR_ALERTS,
  isWarningAlert,
  alertForServerMessage,
} from './errors/integrator-alerts';
export type { IntegratorAlert, IntegratorAlertCode } from './errors/integrator-alerts';
export { isUserRejection, asUserRejection } from './errors/user-rejection';
export { toKitError, errorForCode } from './errors/to-kit-error';
export type { ToKitErrorOptions } from './errors/to-kit-error';

// Constants
export { CONSTANTS, SDK_TYPE, SDK_VERSION, DEFAULT_LOG_LEVEL, SWAP_NETWORK_IDS } from './constants';

// CAIP
export { KNOWN_NAMESPACES } from './caip/caip-types';
export type { CaipAddress, CaipNetworkId, ChainNamespace, KnownNamespace } from './caip/caip-types';

// Adapter contract
export type { AccountType, AdapterAccount } from './adapter/account';
export { DEFAULT_ACCOUNT_TYPES, defaultAccountType } from './adapter/account';
export type { ConnectorDescriptor, ConnectorType } from './adapter/connector';
export type { KitNetwork, NativeCurrency } from './adapter/network';
export type {
  AdapterBalance,
  AdapterCapabilities,
  AdapterEvent,
  AdapterEventType,
  AdapterSetupContext,
  AdapterTokenBalance,
  BalanceParams,
  ChainAdapter,
  ConnectParams,
  ConnectorParams,
  ConnectResult,
  SignMessageParams,
  SwitchNetworkParams,
  TokenBalanceParams,
  RpcClient,
  SettledTransactionStatus,
  TransferRequest,
  Unsubscribe,
  TransactionRequest,
} from './adapter/chain-adapter';
export {
  canEstimateFee,
  canGetBalance,
  canGetTokenBalances,
  canReconnect,
  canSendTransfer,
  canSignMessage,
  canSwitchNetwork,
  canSendTransaction,
} from './adapter/chain-adapter';
// The adapter base (listeners, emit, error guard, setup, wallet subscriptions) and its helpers
export { BaseChainAdapter } from './adapter/base-chain-adapter';
export type { AdapterErrorContext } from './adapter/base-chain-adapter';
export { nativeBalance } from './adapter/native-balance';
export {
  announcedConnector,
  listenForWalletAnnouncements,
  parseWalletAnnouncement,
} from './adapter/wallet-announcements';
export type { AnnouncementEvents, WalletAnnouncement } from './adapter/wallet-announcements';
export { Eip1193Emitter } from './adapter/eip1193-emitter';
export type { Eip1193EventName, Eip1193Listener } from './adapter/eip1193-emitter';
// Namespace profiles: each adapter's namespace rules, asked through one registry
export {
  canonicalAddressOf,
  defineNamespaceProfile,
  isSiwxReference,
  loadAddressRules,
} from './namespace/namespace-profile';
export type {
  NamespaceAddressRule,
  NamespaceFeature,
  NamespaceProfile,
  NamespaceProfileInput,
  NamespaceSiwxProfile,
  NamespaceSupport,
  SiwxSignatureParams,
} from './namespace/namespace-profile';
export {
  NamespaceProfileRegistry,
  namespaceOfSiwxAccountName,
  supportsFeature,
} from './namespace/namespace-profile-registry';
export type { NamespaceProfileLookup } from './namespace/namespace-profile-registry';
export { profileOfAdapter } from './namespace/adapter-profile';
// The built-in namespaces' profiles (their adapters contribute them; servers verify with them)
export { EVM_PROFILE } from './networks/evm-profile';
export { SOLANA_PROFILE } from './networks/solana-profile';
export { BITCOIN_PROFILE } from './networks/bitcoin-profile';
export { POLKADOT_PROFILE } from './networks/polkadot-profile';
export { BUILT_IN_NAMESPACE_PROFILES, builtInProfiles } from './networks/built-in-profiles';
// Pairing connectors (WalletConnect): a session's providers are driven by the namespace adapters
export type {
  ConnectorHost,
  ApprovedPairingSession,
  PairingConnector,
  PairingEvent,
  PairingOffer,
  PairingOptions,
  PairingSession,
  PairingSessionNamespace,
  PairingSetupContext,
  PairingSignIn,
  PairingSignInRequest,
} from './adapter/pairing-connector';
export { canHostConnector, pairingConnectorId } from './adapter/pairing-connector';

// Services the store puts in saga context
export { systemClock } from './services/clock';
export type { Clock } from './services/clock';
export { consoleLogger } from './services/logger';
export type { KitLogger } from './services/logger';
export { detectEnvironment, SERVER_ENVIRONMENT } from './services/environment';
export type { KitEnvironment, KitOs } from './services/environment';
export { createKitStorage, createMemoryBackend, defaultStorageBackend } from './services/storage';
export type { KitStorage, StorageBackend, StoredValueGuard } from './services/storage';

// Storage keys
export {
  STORAGE_KEYS,
  STORAGE_PREFIX,
  connectorIdKey,
  isKitStorageKey,
  namespaceOfConnectorIdKey,
} from './storage/storage-keys';
export type {
  ConnectorIdStorageKey,
  KitFixedStorageKey,
  KitStorageKey,
} from './storage/storage-keys';
// isFreshCacheTimestamp, isStoredRecord and writeCacheEntries: @kit/core/cache-entries (only the
// lazily loaded caches use them, issue 22).

// Networks
export {
  ALL_NETWORKS,
  LOCAL_NETWORKS,
  getNetworkByCaipId,
  isSwapNetwork,
} from './networks/networks';
export { defineNetwork, withRpcUrl } from './networks/network-helpers';
export type { NetworkDefinition } from './networks/network-helpers';
export {
  EVM_NETWORKS,
  KIT_DEVNET_CHAIN_ID,
  KIT_DEVNET_2_CHAIN_ID,
  LOCAL_EVM_CHAIN_IDS,
  mainnet,
  arbitrum,
  optimism,
  zksync,
  base,
  bsc,
  polygon,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
  sepolia,
  kitDevnet,
  kitDevnet2,
} from './networks/evm-networks';
export {
  SOLANA_NETWORKS,
  SOLANA_LOCAL_REFERENCE,
  solana,
  solanaDevnet,
  solanaTestnet,
  solanaLocal,
} from './networks/solana-networks';
export {
  BITCOIN_NETWORKS,
  bitcoin,
  bitcoinTestnet,
  bitcoinRegtest,
} from './networks/bitcoin-networks';
export {
  POLKADOT_NETWORKS,
  ROCOCO_ASSET_HUB_REFERENCE,
  polkadot,
  kusama,
  polkadotLocal,
  polkadotReference,
  createPolkadotLocalNetwork,
} from './networks/polkadot-networks';
export type { PolkadotLocalNetworkOptions } from './networks/polkadot-networks';

// Social providers, restricted timezones, feature defaults
export {
  SOCIAL_PROVIDERS,
  isSocialProvider,
  telegramSocialFilter,
} from './social/social-providers';
export type { SocialProvider, TelegramEnvironment } from './social/social-providers';
export { RESTRICTED_TIMEZONES, isRestrictedTimezone } from './geo/restricted-timezones';
export {
  DEFAULT_FEATURES,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
  DEFAULT_METHODS,
  DEFAULT_EVENTS,
  defaultMethods,
} from './features/feature-defaults';
export type {
  KitFeatures,
  KitFeatureName,
  ConnectorGroup,
  WalletFeature,
} from './features/feature-defaults';

// CAIP ids
export {
  parseCaipNetworkId,
  isCaipNetworkId,
  formatCaipNetworkId,
  parseCaipAddress,
  isCaipAddress,
  formatCaipAddress,
} from './caip/caip';
export type { CaipOptions, ParsedCaipAddress, ParsedCaipNetworkId } from './caip/caip';

// Addresses
// isValidAddress, validateAddress, isEvmAddress and toChecksumAddress answer at once, so they
// bring EIP-55's keccak along: they are @kit/core/address (out of the first load, issue 22). Kit
// loads the EIP-55 code on first need (EVM_PROFILE's rule; the EVM adapter before it reports accounts).
export { loadEvmChecksum, loadedEvmChecksum } from './address/evm-address-rule';
export type { EvmChecksum } from './address/evm-address-rule';
export { isSolanaAddress } from './address/solana-address';
export { isBitcoinAddress } from './address/bitcoin-address';
export type { BitcoinAddressOptions, BitcoinNetwork } from './address/bitcoin-address';
export { decodeSs58Address, isPolkadotAddress, SS58_PREFIXES } from './address/polkadot-address';
export type { PolkadotAddressOptions, Ss58Address } from './address/polkadot-address';

// Amounts
export { isDecimal, validateDecimal } from './amounts/decimal';
// parseBaseUnits: @kit/core/base-units (only the adapters' lazily loaded transfers read one,
// issue 22).
// formatUnits and parseUnits: @kit/core/units (only lazily loaded code converts amounts, issue 22).
export { formatBalance, formatTotal } from './amounts/format';

// Validation
// isValidEmail and validateEmail: @kit/core/email (only lazily loaded sagas check one, issue 22).
// isValidAccountName and validateAccountName: @kit/core/account-names (only lazily loaded code
// checks one, issue 22).

// Security
export { isOriginAllowed } from './security/origin';
export { sanitizeImageUrl, sanitizeWebLink } from './security/sanitize-url';
// sanitizeDeepLink, walletAppScheme and walletAppSchemes: @kit/core/deep-links (only lazily loaded
// code checks a wallet's app links, issue 22).

// Sign in with X (EIP-4361, CAIP-122): the types. Writing, reading and verifying messages is
// @kit/core/siwx (the codec and grammar load with the sign-in flow, issue 22).
export type { SiwxField, SiwxMessageData, SiwxSession } from './siwx/siwx-types';

// Embedded wallet: the AUTH connector contract and the RPC permissions of spec §6
export type { AuthApproval, AuthConnector, AuthEvent, AuthUser } from './adapter/auth-connector';
export {
  EMBEDDED_SAFE_RPC_METHODS,
  EMBEDDED_UNSAFE_RPC_METHODS,
  embeddedRpcPermission,
} from './embedded/embedded-rpc-methods';
export type { EmbeddedRpcPermission } from './embedded/embedded-rpc-methods';
export {
  FRAME_ACTIONS,
  FRAME_MESSAGE,
  FRAME_THEME_MODES,
  isFrameRequest,
  isFrameThemeMode,
} from './embedded/frame-protocol';
export type {
  EmailLoginAction,
  FrameAction,
  FrameReply,
  FrameRequest,
  FrameThemeMode,
} from './embedded/frame-protocol';
