import * as api from './index';
import * as blockchainRequests from './blockchain/blockchain-requests';
import * as nameMessages from './names/name-messages';
import * as onrampRequests from './onramp/onramp-requests';
import * as requestCode from './request-code';
import * as serviceErrors from './service-errors';
import * as siwxClient from './siwx/siwx-client';
import * as sessionsRequests from './sessions/smart-sessions-requests';
import * as storedHistory from './stored-history';
import * as transports from './rpc-transports';

describe('@kit/api public API', () => {
  it('exports exactly these names (a change here is a deliberate API change)', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ApiRequestError',
        'ONRAMP_MOCKED_QUOTE_ID',
        'DEFAULT_NAME_ZONE',
        'RETRYABLE_HTTP_STATUSES',
        'RPC_SERVICE_CHAIN_IDS',
        'buildRevokeMessage',
        'createAnalyticsClient',
        'createBlockchainApiClient',
        'createCloudClients',
        'createConfigClient',
        'createExplorerClient',
        'createNamesClient',
        'createOnrampClient',
        'createSwapClient',
        'createSmartSessionsClient',
        'isApiRequestError',
        'isRpcServiceChain',
        'parseRetryAfter',
        'resolveRpcUrls',
        'rpcServiceUrlFor',
      ].sort(),
    );
  });

  it('leaves the RPC transports and their errors to @kit/api/rpc-transports (loaded on the first request, issue 22)', () => {
    expect(Object.keys(transports).sort()).toEqual([
      'RpcRequestError',
      'createFallbackTransport',
      'createHttpTransport',
      'isRpcRequestError',
      'isTransportError',
      'jsonRpcErrorName',
      'rankTransports',
    ]);
  });

  it("leaves the Blockchain API, on-ramp and smart-sessions clients' request code to their entries (loaded on a client's first call, issue 22)", () => {
    expect(Object.keys(blockchainRequests)).toEqual(['createBlockchainRequests']);
    expect(Object.keys(onrampRequests).sort()).toEqual([
      'ONRAMP_SAMPLE_OPTIONS',
      'createOnrampRequests',
      'mockedOnrampQuote',
    ]);
    expect(Object.keys(sessionsRequests)).toEqual(['createSmartSessionsRequests']);
    expect(Object.keys(requestCode)).toEqual(['DIRECT_REQUEST_CODE']);
    expect(Object.keys(requestCode.DIRECT_REQUEST_CODE).sort()).toEqual([
      'blockchain',
      'names',
      'onramp',
      'sessions',
      'swap',
    ]);
  });

  it('leaves the name registration message and coin type to @kit/api/name-messages (the names and send sagas use them from chunks)', () => {
    expect(Object.keys(nameMessages).sort()).toEqual([
      'DEFAULT_NAME_ZONE',
      'buildNameRegistrationMessage',
      'coinTypeForChainId',
      'fullNameOf',
    ]);
  });

  it('leaves the sign-in client to @kit/api/siwx-client (the cloud sign-in config loads it on its first call, issue 22)', () => {
    expect(Object.keys(siwxClient)).toEqual(['createSiwxClient']);
  });

  it('leaves reading stored history to @kit/api/stored-history (its schemas load lazily, issue 22)', () => {
    expect(Object.keys(storedHistory)).toEqual(['parseStoredHistoryPage']);
  });

  it("leaves a cloud service's failure to @kit/api/service-errors (only lazily loaded sagas store one, issue 22)", () => {
    expect(Object.keys(serviceErrors)).toEqual(['serializeServiceError']);
  });
});
