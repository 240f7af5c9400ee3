import * as api from './index';

describe('@kit/api public API', () => {
  it('exports exactly these names (a change here is a deliberate API change)', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ApiRequestError',
        'DEFAULT_RPC_SERVICE_URL',
        'MAX_RETRY_AFTER_MS',
        'RETRYABLE_HTTP_STATUSES',
        'RPC_SERVICE_CHAIN_IDS',
        'RpcRequestError',
        'createAnalyticsClient',
        'createCloudClients',
        'createConfigClient',
        'createExplorerClient',
        'createFallbackTransport',
        'createHttpTransport',
        'isApiRequestError',
        'isRpcRequestError',
        'isRpcServiceChain',
        'isTransportError',
        'jsonRpcErrorName',
        'parseRetryAfter',
        'rankTransports',
        'resolveRpcUrls',
        'rpcServiceUrlFor',
      ].sort(),
    );
  });
});
