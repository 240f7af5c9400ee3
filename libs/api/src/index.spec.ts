import * as api from './index';

describe('@kit/api public API', () => {
  it('exports exactly these names (a change here is a deliberate API change)', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ApiRequestError',
        'ONRAMP_MOCKED_QUOTE_ID',
        'ONRAMP_SAMPLE_OPTIONS',
        'DEFAULT_NAME_ZONE',
        'RETRYABLE_HTTP_STATUSES',
        'RPC_SERVICE_CHAIN_IDS',
        'RpcRequestError',
        'buildNameRegistrationMessage',
        'buildRevokeMessage',
        'coinTypeForChainId',
        'createAnalyticsClient',
        'createBlockchainApiClient',
        'createCloudClients',
        'createConfigClient',
        'createExplorerClient',
        'createNamesClient',
        'createOnrampClient',
        'createSwapClient',
        'createSiwxClient',
        'createSmartSessionsClient',
        'createFallbackTransport',
        'createHttpTransport',
        'isApiRequestError',
        'isRpcRequestError',
        'isRpcServiceChain',
        'isTransportError',
        'jsonRpcErrorName',
        'parseRetryAfter',
        'parseStoredHistoryPage',
        'rankTransports',
        'resolveRpcUrls',
        'rpcServiceUrlFor',
        'serializeServiceError',
      ].sort(),
    );
  });
});
