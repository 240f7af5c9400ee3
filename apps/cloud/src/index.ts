// @kit/cloud: the local, self-hostable stand-in for Kit's cloud services. Node only.

export { startCloud } from './start-cloud';
export type { Cloud, CloudLogLevel, CloudLoggerOptions, StartCloudOptions } from './start-cloud';
export type { CloudDevnet, CloudDevnetToken } from './cloud-context';

// Identity providers (social logins) and the local OpenID Connect provider for dev and tests
export type { IdentityProviderConfig, IdentityProviders } from './secure-site/identity-providers';
export { identityProvidersFromEnv } from './secure-site/identity-providers';
export { startLocalOidc } from './dev-identity/start-local-oidc';
export type { LocalOidc } from './dev-identity/start-local-oidc';
export {
  LOCAL_OIDC_USERS,
  localIdentityProviders,
  localOidcClient,
} from './dev-identity/local-oidc-users';
// Keys and data
export { CloudStartError } from './server/cloud-start-error';
export type { CloudStartErrorCode } from './server/cloud-start-error';
export type { CloudDatabase } from './server/database/cloud-database';
export type { DatabaseDialect } from './server/database/store-schema';
export { PREVIOUS_SECRET_KEYS_ENV, SECRET_KEY_ENV, SECRET_KEY_FILE } from './server/secret-key';
export { DEFAULT_OTP_LIMITS } from './otp/otp-guard';
export type { OtpBudget, OtpLimits } from './otp/otp-guard';
export { SECURE_SESSION_TTL_MS } from './secure-site/secure-service';

// Operations: probes, metrics, graceful stop
export type { ReadinessCheck, ReadinessChecks } from './ops/readiness-checks';
export { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './ops/graceful-shutdown';
export { METRICS_TOKEN_ENV } from './ops/metrics-access';

// WalletConnect relay
export { RELAY_PATH, RELAY_RESTART_CLOSE } from './relay/relay-server';
export type { CloudRelay, RelayOptions } from './relay/relay-server';
export type { MailboxLimits } from './relay/relay-mailbox';
export type { RedisHealth } from './redis/shared-redis';

// Blockchain API
export { NATIVE_TOKEN_ADDRESS, USD_PRICES } from './blockchain/price-table';
export { HISTORY_DB_FILE, HISTORY_PAGE_SIZE } from './blockchain/history/history-service';
export { HISTORY_POLL_MS } from './blockchain/history/history-indexer';

// Names and smart sessions
export { NAME_ZONE } from './names/name-rules';
export { NAMES_DB_FILE } from './names/names-service';
export type { NameRecord } from './names/name-store';
export { REGISTRATION_WINDOW_SECONDS } from './names/registration-message';
export { SESSIONS_DB_FILE, revokeMessageFor } from './sessions/sessions-service';
export type { CloudSessions, SmartSessionGrant } from './sessions/sessions-service';
export type { SmartSessionPermission, SmartSessionRecord } from './sessions/session-store';

// Swaps and on-ramp
export { SWAP_POOL_SEED } from './swap/swap-deployer';
export { SWAP_POOLS_FILE, readSwapPools } from './swap/swap-pools-file';
export type { SwapPairRecord, SwapPoolRecord } from './swap/swap-pools-file';
export { ONRAMP_DB_FILE } from './onramp/onramp-service';
export { FIAT_USD_MICROS_PER_CENT } from './onramp/onramp-catalogue';

// Projects
export { DEFAULT_PROJECTS, LOCAL_PROJECT_ID } from './projects/cloud-project';
export type { CloudProject } from './projects/cloud-project';
export { PROJECTS_FILE } from './projects/projects-file';
export { remoteFeatureList } from './projects/remote-features';
export type { RemoteFeature } from './projects/remote-features';

// Explorer catalogue
export {
  GENERATED_WALLET_COUNT,
  generateWalletCatalogue,
  imageIdFor,
  walletIdFor,
} from './explorer/wallet-catalogue';
export type { CatalogueWallet } from './explorer/catalogue-wallet';
export { MAX_WALLET_ENTRIES } from './explorer/wallet-query';

// Faults and sinks
export type { CloudFault, CloudFaults } from './faults/fault-table';
export { DEFAULT_SINK_LIMIT } from './sinks/sink-store';
export { DEFAULT_CLOUD_LIMITS, type CloudLimits } from './server/cloud-limits';
export type { AnalyticsBatch, CloudSinks, ErrorReportRecord, SinkSender } from './sinks/sink-store';
