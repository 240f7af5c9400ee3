import type { ServiceClientOptions } from '../http/service-calls';
import { assertBaseUrl } from '../http/service-url';
import { createAnalyticsClient, type AnalyticsClient } from '../analytics/analytics-client';
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
  type BlockchainRequestsLoader,
} from '../blockchain/blockchain-client';
import { createConfigClient, type ConfigClient } from '../config/config-client';
import { createExplorerClient, type ExplorerClient } from '../explorer/explorer-client';
import {
  createNamesClient,
  type NamesClient,
  type NamesRequestsLoader,
} from '../names/names-client';
import {
  createOnrampClient,
  type OnrampClient,
  type OnrampRequestsLoader,
} from '../onramp/onramp-client';
import {
  createSmartSessionsClient,
  type SmartSessionsClient,
  type SmartSessionsRequestsLoader,
} from '../sessions/smart-sessions-client';
import { createSwapClient, type SwapClient, type SwapRequestsLoader } from '../swap/swap-client';

/**
 * How the Blockchain API clients load their request code on their first call; a client exists
 * only with its loader. The caller owns these dynamic imports (NamesRequestsLoader says why):
 * @kit/store passes its chunk entries, Node and specs `@kit/api/request-code`'s.
 */
export interface CloudRequestCode {
  /** The Blockchain API client's (balances, history, prices, identity, gas price). */
  blockchain?: BlockchainRequestsLoader;
  /** The names client's. */
  names?: NamesRequestsLoader;
  /** The swap client's. */
  swap?: SwapRequestsLoader;
  /** The on-ramp client's. */
  onramp?: OnrampRequestsLoader;
  /** The smart-sessions client's. */
  sessions?: SmartSessionsRequestsLoader;
}

/**
 * Where Kit's cloud services live. `url` serves every service (as apps/cloud does); the specific
 * URLs override it per service. There are no built-in remote defaults: nothing leaves the page
 * for a cloud service the integrator did not name.
 */
export interface CloudServiceUrls {
  /** One base URL for every service, e.g. apps/cloud's. */
  url?: string;
  /** The Explorer API (wallet catalogue and images). */
  explorerUrl?: string;
  /** The project configuration service (features, allowed origins, analytics config). */
  configUrl?: string;
  /** The analytics and error-report sinks. */
  analyticsUrl?: string;
  /** The Blockchain API (balances, history, prices, swaps, on-ramp, names). */
  blockchainApiUrl?: string;
  /** The WalletConnect relay (WebSocket), e.g. apps/cloud's `ws://127.0.0.1:<port>/relay`. */
  relayUrl?: string;
}

/** The cloud clients of one Kit instance; a service is absent when it has no URL or no project id. */
export interface CloudClients {
  explorer?: ExplorerClient;
  config?: ConfigClient;
  analytics?: AnalyticsClient;
  /** The Blockchain API (balances, history, prices, identity, gas price). */
  blockchain?: BlockchainApiClient;
  /** The name APIs of the Blockchain API (resolve, reverse lookup, suggestions, registration). */
  names?: NamesClient;
  /** The smart-sessions API of the Blockchain API (list and revoke). */
  sessions?: SmartSessionsClient;
  /** The swap endpoints of the Blockchain API (tokens, quotes, allowance, calldata). */
  swap?: SwapClient;
  /** The on-ramp endpoints of the Blockchain API (options, quotes, checkout URL, status). */
  onramp?: OnrampClient;
  /** The Blockchain API base URL, for the clients that will use it (swaps, on-ramp, names). */
  blockchainApiUrl?: string;
}

/**
 * Creates the clients the configuration names; every service needs a project id (spec §7). The
 * Blockchain API's clients (blockchain, names, swap, on-ramp, sessions) exist only with their
 * loader in `requestCode`.
 */
export function createCloudClients(options: {
  projectId?: string;
  urls?: CloudServiceUrls;
  sdkType?: string;
  sdkVersion?: string;
  requestCode?: CloudRequestCode;
}): CloudClients {
  const { projectId, urls = {}, sdkType, sdkVersion, requestCode } = options;
  if (!projectId) return {};
  const identity = {
    projectId,
    ...(sdkType ? { sdkType } : {}),
    ...(sdkVersion ? { sdkVersion } : {}),
  };
  const explorerUrl = urls.explorerUrl ?? urls.url;
  const configUrl = urls.configUrl ?? urls.url;
  const analyticsUrl = urls.analyticsUrl ?? urls.url;
  const blockchainApiUrl = urls.blockchainApiUrl ?? urls.url;
  return {
    ...(explorerUrl
      ? { explorer: createExplorerClient({ ...identity, baseUrl: explorerUrl }) }
      : {}),
    ...(configUrl ? { config: createConfigClient({ ...identity, baseUrl: configUrl }) } : {}),
    ...(analyticsUrl
      ? { analytics: createAnalyticsClient({ ...identity, baseUrl: analyticsUrl }) }
      : {}),
    ...(blockchainApiUrl
      ? blockchainClients({ ...identity, baseUrl: blockchainApiUrl }, requestCode)
      : {}),
  };
}

/** The clients of the Blockchain API whose loaders `requestCode` holds. */
function blockchainClients(
  options: ServiceClientOptions,
  requestCode: CloudRequestCode = {},
): CloudClients {
  const { blockchain, names, swap, onramp, sessions } = requestCode;
  // Checked even when no loader is given: a typo in the URL fails at configuration time.
  assertBaseUrl(options.baseUrl, 'Blockchain API');
  return {
    ...(blockchain ? { blockchain: createBlockchainApiClient(options, blockchain) } : {}),
    ...(names ? { names: createNamesClient(options, names) } : {}),
    ...(swap ? { swap: createSwapClient(options, swap) } : {}),
    ...(sessions ? { sessions: createSmartSessionsClient(options, sessions) } : {}),
    ...(onramp ? { onramp: createOnrampClient(options, onramp) } : {}),
    blockchainApiUrl: options.baseUrl,
  };
}
