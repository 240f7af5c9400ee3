// @kit/api public API: HTTP clients and the JSON-RPC transport. Browser-safe: fetch only.

// JSON-RPC transport
// createHttpTransport, createFallbackTransport and rankTransports: @kit/api/rpc-transports (they
// load on the first RPC request; a file this entry reaches would be in every page's first load).
export { parseRetryAfter, RETRYABLE_HTTP_STATUSES } from './rpc/http-retry';
export type { HttpTransport, HttpTransportOptions } from './rpc/http-transport';
export type {
  FallbackRankOptions,
  FallbackTransport,
  FallbackTransportOptions,
  RankSample,
  RankWeights,
  TransportScore,
} from './rpc/fallback-transport';
export type { RpcRequest, RpcRequestOptions, RpcTransport } from './rpc/rpc-transport';

// RPC errors. RpcRequestError, isRpcRequestError, isTransportError and jsonRpcErrorName:
// @kit/api/rpc-transports (only the transports throw and read them, from their chunk; a file this
// entry reaches would be in every page's first load, issue 22).
export type {
  JsonRpcErrorName,
  RpcErrorCode,
  RpcRequestErrorOptions,
} from './rpc/rpc-request-error';

// RPC URL selection
export {
  RPC_SERVICE_CHAIN_IDS,
  isRpcServiceChain,
  resolveRpcUrls,
  rpcServiceUrlFor,
} from './rpc/rpc-urls';
export type { CustomRpcUrl, ResolveRpcUrlsOptions } from './rpc/rpc-urls';

// Cloud-service HTTP errors
export { ApiRequestError, isApiRequestError } from './http/api-request-error';
// serializeServiceError: @kit/api/service-errors (only lazily loaded sagas use it, issue 22).
export type { ApiErrorCode, ApiRequestErrorOptions } from './http/api-request-error';
export type { SdkIdentity } from './http/service-url';
export type { ServiceClientOptions } from './http/service-calls';

// Explorer API
export { createExplorerClient } from './explorer/explorer-client';
export type {
  ExplorerClient,
  ExplorerClientOptions,
  ExplorerWalletPage,
  GetWalletsParams,
} from './explorer/explorer-client';
export type { ExplorerWallet } from './explorer/explorer-wallet';

// Project configuration
export { createConfigClient } from './config/config-client';
export type { ConfigClient, ConfigClientOptions } from './config/config-client';
export type { RemoteFeature } from './config/remote-features';

// Analytics and error reports
export { createAnalyticsClient } from './analytics/analytics-client';
export type {
  AnalyticsClient,
  AnalyticsClientOptions,
  AnalyticsEvent,
  AnalyticsEventProps,
  AnalyticsTransport,
  ErrorReport,
} from './analytics/analytics-client';

// Blockchain API (and the on-ramp and smart-sessions clients below): each client loads its
// request code on its first call, through the loader it is given (@kit/api/request-code's, or
// createKit's chunks); the code is @kit/api/blockchain-requests, /onramp-requests and
// /smart-sessions-requests.
export { createBlockchainApiClient } from './blockchain/blockchain-client';
// parseStoredHistoryPage: @kit/api/stored-history (it needs the history's schemas, issue 22).
export type {
  BlockchainApiClient,
  BlockchainApiClientOptions,
  BlockchainRequestsLoader,
  GetBalancesParams,
  GetGasPriceParams,
  GetHistoryParams,
  GetIdentityParams,
  GetTokenPricesParams,
} from './blockchain/blockchain-client';
export type {
  BlockchainBalance,
  BlockchainIdentity,
  BlockchainTransaction,
  GasPrice,
  HistoryPage,
  SupportedChains,
  TokenPrice,
  TransactionNftInfo,
  TransactionTransfer,
  TransferDirection,
} from './blockchain/blockchain-schemas';

// Names
// buildNameRegistrationMessage and coinTypeForChainId: @kit/api/name-messages (the names and
// send sagas use them, from chunks; a file this entry reaches would be in every first load).
export { DEFAULT_NAME_ZONE } from './names/name-zone';
export type { NameRegistrationMessageParams } from './names/name-messages';
export { createNamesClient } from './names/names-client';
export type {
  NamesClient,
  NamesClientOptions,
  NamesRequestsLoader,
  RegisterNameParams,
  ReverseLookupParams,
} from './names/names-client';
export type { NameRecord, NameRegistrationPayload, NameSuggestion } from './names/name-schemas';

// Smart sessions
export { buildRevokeMessage, createSmartSessionsClient } from './sessions/smart-sessions-client';
export type {
  RevokeSmartSessionParams,
  SmartSessionsClient,
  SmartSessionsClientOptions,
  SmartSessionsRequestsLoader,
} from './sessions/smart-sessions-client';
export type {
  RevokedSmartSession,
  RevokePayload,
  SmartSession,
  SmartSessionPermission,
} from './sessions/smart-session-schemas';

// Swaps
export { createSwapClient } from './swap/swap-client';
export type {
  BuildSwapApproveParams,
  BuildSwapTransactionParams,
  GetSwapAllowanceParams,
  GetSwapQuoteParams,
  GetSwapTokensParams,
  SwapClient,
  SwapClientOptions,
  SwapRequestsLoader,
} from './swap/swap-client';
export type { SwapQuote, SwapToken, SwapTransaction } from './swap/swap-schemas';

// On-ramp
export { createOnrampClient } from './onramp/onramp-client';
export type {
  GenerateOnrampUrlParams,
  GetOnrampQuoteParams,
  OnrampCheckout,
  OnrampClient,
  OnrampClientOptions,
  OnrampCurrencyRef,
  OnrampDestinationWallet,
  OnrampRequestsLoader,
} from './onramp/onramp-client';
// ONRAMP_SAMPLE_OPTIONS: @kit/api/onramp-requests (it loads with the client's code).
export { ONRAMP_MOCKED_QUOTE_ID } from './onramp/onramp-quote-id';
export type {
  OnrampAmount,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPaymentLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampSessionStatus,
  OnrampStatus,
} from './onramp/onramp-schemas';

// Cloud clients of a Kit instance
export { createCloudClients } from './cloud/cloud-clients';
export type { CloudClients, CloudRequestCode, CloudServiceUrls } from './cloud/cloud-clients';

// Sign in with X (apps/cloud's /auth/v1). The client itself is @kit/api/siwx-client: only the
// cloud sign-in config's working part uses it, from its own chunk (issue 22).
export type { SiwxClient, SiwxClientOptions, SiwxSessionFilter } from './siwx/siwx-client';
export type { SiwxEmailConfirmParams, SiwxEmailOtpParams } from './siwx/siwx-client';
