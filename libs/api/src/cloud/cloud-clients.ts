import { createAnalyticsClient, type AnalyticsClient } from '../analytics/analytics-client';
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
} from '../blockchain/blockchain-client';
import { createConfigClient, type ConfigClient } from '../config/config-client';
import { createExplorerClient, type ExplorerClient } from '../explorer/explorer-client';
import {
  createNamesClient,
  type NamesClient,
  type NamesRequestsLoader,
} from '../names/names-client';
import { createOnrampClient, type OnrampClient } from '../onramp/onramp-client';
import {
  createSmartSessionsClient,
  type SmartSessionsClient,
} from '../sessions/smart-sessions-client';
import { createSwapClient, type SwapClient, type SwapRequestsLoader } from '../swap/swap-client';

/**
 * How the names and swap clients load their request code on their first call. The caller owns
 * these dynamic imports (NamesRequestsLoader says why); @kit/store passes its chunk entries.
 */
export interface CloudRequestCode {
  names: NamesRequestsLoader;
  swap: SwapRequestsLoader;
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
 * names and swap clients exist only with `requestCode`, the loaders of their request code.
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
      ? {
          blockchain: createBlockchainApiClient({ ...identity, baseUrl: blockchainApiUrl }),
          ...(requestCode
            ? {
                names: createNamesClient(
                  { ...identity, baseUrl: blockchainApiUrl },
                  requestCode.names,
                ),
                swap: createSwapClient(
                  { ...identity, baseUrl: blockchainApiUrl },
                  requestCode.swap,
                ),
              }
            : {}),
          sessions: createSmartSessionsClient({ ...identity, baseUrl: blockchainApiUrl }),
          onramp: createOnrampClient({ ...identity, baseUrl: blockchainApiUrl }),
          blockchainApiUrl,
        }
      : {}),
  };
}
