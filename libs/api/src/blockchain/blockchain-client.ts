import type { CaipNetworkId, Clock } from '@kit/core';
import type { ServiceClientOptions } from '../http/service-calls';
import type {
  BlockchainBalance,
  BlockchainIdentity,
  GasPrice,
  HistoryPage,
  SupportedChains,
  TokenPrice,
} from './blockchain-schemas';
import type * as BlockchainRequests from './blockchain-requests';
import { lazyMethods, lazyServiceClient } from '../cloud/lazy-client';

/**
 * Loads the Blockchain API client's request code (the `@kit/api/blockchain-requests` entry). The
 * caller owns the dynamic import (see NamesRequestsLoader in ../names/names-client.ts for why);
 * createKit passes its chunk entry, `@kit/api/request-code` imports the module itself.
 */
export type BlockchainRequestsLoader = () => Promise<
  Pick<typeof BlockchainRequests, 'createBlockchainRequests'>
>;

/** Options of createBlockchainApiClient. */
/** baseUrl: the Blockchain API, e.g. apps/cloud's URL. */
export interface BlockchainApiClientOptions extends ServiceClientOptions {
  /** Time source of the caches (default the system clock); tests pass one they can advance. */
  clock?: Clock;
}

/** What getBalances asks for. */
export interface GetBalancesParams {
  address: string;
  caipNetworkId: CaipNetworkId;
  /** Default 'usd'. */
  currency?: string;
  /** Skip the cache and ask the API to refresh (the answer is cached again). */
  forceUpdate?: boolean;
}

/** What getTokenPrices asks for. */
export interface GetTokenPricesParams {
  /** CAIP-10 ids of the tokens. */
  addresses: readonly string[];
  /** Default 'usd'. */
  currency?: string;
}

/** What getHistory asks for. */
export interface GetHistoryParams {
  address: string;
  caipNetworkId: CaipNetworkId;
  /** The `next` of the previous page; none for the first. */
  cursor?: string;
}

/** What getIdentity asks for. */
export interface GetIdentityParams {
  address: string;
  /** The connected account asking (the API meters by it); does not change the answer. */
  sender?: string;
}

/** What getGasPrice asks for. */
export interface GetGasPriceParams {
  caipNetworkId: CaipNetworkId;
}

/**
 * A typed client of the Blockchain API (spec §7). Failures are ApiRequestErrors (a malformed body
 * is API_INVALID_RESPONSE). Answers are cached for the lifetimes of spec §9 and must be treated
 * as read-only.
 */
export interface BlockchainApiClient {
  /** The chains the API serves; fetched once per client (a failure is not remembered). */
  getSupportedChains(): Promise<SupportedChains>;
  /** True when the API serves the network (over HTTP). */
  isNetworkSupported(caipNetworkId: string): Promise<boolean>;
  /**
   * The account's token balances on a network, cached 30 s per (network, address, currency).
   * Zero-decimal tokens are left out (spec §5); an unsupported network gives [] (spec §8).
   */
  getBalances(params: GetBalancesParams): Promise<BlockchainBalance[]>;
  /** Token prices by CAIP-10 id, cached 15 s per (currency, ids). */
  getTokenPrices(params: GetTokenPricesParams): Promise<TokenPrice[]>;
  /**
   * A page of the account's transactions, newest first, cached 15 s per (network, address,
   * cursor). The rules of spec §5 are applied: only this network's transactions, none made of
   * spam NFTs only, non-numeric transfer values as 0. An unsupported network gives no items.
   */
  getHistory(params: GetHistoryParams): Promise<HistoryPage>;
  /** The address's name and avatar (null when none), cached 5 min per address. */
  getIdentity(params: GetIdentityParams): Promise<BlockchainIdentity>;
  /**
   * Gas prices of a network in wei (never cached). Throws a KitError 'Network not supported for
   * Gas Price' (NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE) for a network the API does not serve.
   */
  getGasPrice(params: GetGasPriceParams): Promise<GasPrice>;
  /** Forgets every cached answer (the supported chains included). */
  clearCaches(): void;
}

/**
 * Creates a Blockchain API client; its request code (caches, calls, readers) loads with its first
 * call through `loadRequests` (../cloud/lazy-client.ts: a failed load rejects that call with an
 * ApiRequestError API_NETWORK_ERROR, and the next call loads again).
 */
export function createBlockchainApiClient(
  options: BlockchainApiClientOptions,
  loadRequests: BlockchainRequestsLoader,
): BlockchainApiClient {
  const client = lazyServiceClient(options, 'Blockchain API', () =>
    loadRequests().then((module) => module.createBlockchainRequests(options)),
  );
  return {
    ...lazyMethods(client, [
      'getSupportedChains',
      'isNetworkSupported',
      'getBalances',
      'getTokenPrices',
      'getHistory',
      'getIdentity',
      'getGasPrice',
    ]),
    // Nothing is cached before the code is in.
    clearCaches: () => client.current()?.clearCaches(),
  };
}
