// @kit/api public API: HTTP clients and the JSON-RPC transport. Browser-safe: fetch only.

// JSON-RPC transport
export {
  createHttpTransport,
  parseRetryAfter,
  MAX_RETRY_AFTER_MS,
  RETRYABLE_HTTP_STATUSES,
} from './rpc/http-transport';
export type { HttpTransport, HttpTransportOptions } from './rpc/http-transport';
export { createFallbackTransport, rankTransports } from './rpc/fallback-transport';
export type {
  FallbackRankOptions,
  FallbackTransport,
  FallbackTransportOptions,
  RankSample,
  RankWeights,
  TransportScore,
} from './rpc/fallback-transport';
export type { RpcRequest, RpcRequestOptions, RpcTransport } from './rpc/rpc-transport';

// RPC errors
export {
  RpcRequestError,
  isRpcRequestError,
  isTransportError,
  jsonRpcErrorName,
} from './rpc/rpc-request-error';
export type {
  JsonRpcErrorName,
  RpcErrorCode,
  RpcRequestErrorOptions,
} from './rpc/rpc-request-error';

// RPC URL selection
export {
  DEFAULT_RPC_SERVICE_URL,
  RPC_SERVICE_CHAIN_IDS,
  isRpcServiceChain,
  resolveRpcUrls,
  rpcServiceUrlFor,
} from './rpc/rpc-urls';
export type { CustomRpcUrl, ResolveRpcUrlsOptions } from './rpc/rpc-urls';

// Cloud-service HTTP errors
export { ApiRequestError, isApiRequestError } from './http/api-request-error';
export type { ApiErrorCode, ApiRequestErrorOptions } from './http/api-request-error';
export type { SdkIdentity } from './http/service-url';

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

// Cloud clients of a Kit instance
export { createCloudClients } from './cloud/cloud-clients';
export type { CloudClients, CloudServiceUrls } from './cloud/cloud-clients';
