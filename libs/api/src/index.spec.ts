import * as api from './index';
import * as storedHistory from './stored-history';
import * as transports from './rpc-transports';

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
        'isApiRequestError',
        'isRpcRequestError',
        'isRpcServiceChain',
        'isTransportError',
        'jsonRpcErrorName',
        'parseRetryAfter',
        'resolveRpcUrls',
        'rpcServiceUrlFor',
        'serializeServiceError',
      ].sort(),
    );
  });

  it('leaves the RPC transports to @kit/api/rpc-transports (loaded on the first request, issue 22)', () => {
    expect(Object.keys(transports).sort()).toEqual([
      'createFallbackTransport',
      'createHttpTransport',
      'rankTransports',
    ]);
  });

  it('leaves reading stored history to @kit/api/stored-history (its schemas load lazily, issue 22)', () => {
    expect(Object.keys(storedHistory)).toEqual(['parseStoredHistoryPage']);
  });
});
