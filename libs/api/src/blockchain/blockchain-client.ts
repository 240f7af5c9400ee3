import {
  CONSTANTS,
  ERROR_MESSAGES,
  kitError,
  systemClock,
  ValidationError,
  type CaipNetworkId,
  type Clock,
} from '@kit/core';
import { ExpiringCache } from '../cache/expiring-cache';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import { lazyChecks } from '../http/lazy-checks';
import type {
  BlockchainBalance,
  BlockchainIdentity,
  GasPrice,
  HistoryPage,
  SupportedChains,
  TokenPrice,
} from './blockchain-schemas';
import { applyHistoryRules } from './history-rules';

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

/** The cache key of an address: EVM hex is case-insensitive, other encodings are not. */
function addressKey(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address;
}

/** Spec §5: fetching balances or transactions needs an account address. */
function requireAddress(address: string, caipNetworkId: string): void {
  if (typeof address === 'string' && address.trim() !== '') return;
  throw new ValidationError(
    'INVALID_ADDRESS',
    { namespace: caipNetworkId.split(':')[0] ?? '' },
    { details: 'an account address is required' },
  );
}

// The answers' schemas and readers (valibot) load once an answer is in, not with the page: the
// balances a reconnect asks for before the first click need none of them to be sent (issue 22).
const checks = lazyChecks(() =>
  import('../http/answer-checks').then((checks) => checks.blockchain),
);
const { schema } = checks;

/** Creates a Blockchain API client. */
export function createBlockchainApiClient(
  options: BlockchainApiClientOptions,
): BlockchainApiClient {
  const { call } = serviceCalls(options, 'Blockchain API');
  const clock = options.clock ?? systemClock;
  const { CACHE_LARGE_ENTRIES: LARGE, CACHE_SMALL_ENTRIES: SMALL } = CONSTANTS;
  // Sizes: few accounts and networks have balances and prices; history pages and the
  // identities of counterparties shown in the activity list are many.
  const balances = new ExpiringCache<BlockchainBalance[]>(
    CONSTANTS.PORTFOLIO_CACHE_MS,
    SMALL,
    clock,
  );
  const prices = new ExpiringCache<TokenPrice[]>(CONSTANTS.TOKEN_PRICE_CACHE_MS, SMALL, clock);
  const history = new ExpiringCache<HistoryPage>(CONSTANTS.HISTORY_CACHE_MS, LARGE, clock);
  const identities = new ExpiringCache<BlockchainIdentity>(
    CONSTANTS.IDENTITY_CACHE_MS,
    LARGE,
    clock,
  );
  let supportedChains: Promise<SupportedChains> | undefined;

  const client: BlockchainApiClient = {
    getSupportedChains() {
      supportedChains ??= fetchJson(
        call('/v1/supported-chains'),
        schema('SupportedChainsSchema'),
      ).then(async (body) => (await checks.get()).toSupportedChains(body));
      const pending = supportedChains;
      // A failure is not remembered: the next call asks again.
      pending.catch(() => {
        if (supportedChains === pending) supportedChains = undefined;
      });
      return pending;
    },

    async isNetworkSupported(caipNetworkId) {
      const { http } = await client.getSupportedChains();
      return (http as readonly string[]).includes(caipNetworkId);
    },

    async getBalances({ address, caipNetworkId, currency = 'usd', forceUpdate = false }) {
      requireAddress(address, caipNetworkId);
      if (!(await client.isNetworkSupported(caipNetworkId))) return [];
      const key = `${caipNetworkId}|${addressKey(address)}|${currency}`;
      return balances.getOrLoad(
        key,
        async () => {
          const body = await fetchJson(
            call(`/v1/account/${encodeURIComponent(address)}/balance`, {
              currency,
              chainId: caipNetworkId,
              forceUpdate: forceUpdate ? 'true' : undefined,
            }),
            schema('BalancesResponseSchema'),
          );
          const { parseEntries, WireBalanceSchema, toBalance } = await checks.get();
          return parseEntries(body.balances, WireBalanceSchema, toBalance).filter(
            (balance) => balance.quantity.decimals !== '0',
          );
        },
        forceUpdate,
      );
    },

    async getTokenPrices({ addresses, currency = 'usd' }) {
      if (addresses.length === 0) return [];
      const key = `${currency}|${addresses.join(',')}`;
      return prices.getOrLoad(key, async () => {
        const body = await fetchJson(
          call('/v1/fungible/price', {}, { currency, addresses, projectId: options.projectId }),
          schema('TokenPricesResponseSchema'),
        );
        const { parseEntries, WireTokenPriceSchema, toTokenPrice } = await checks.get();
        return parseEntries(body.fungibles, WireTokenPriceSchema, toTokenPrice);
      });
    },

    async getHistory({ address, caipNetworkId, cursor }) {
      requireAddress(address, caipNetworkId);
      if (!(await client.isNetworkSupported(caipNetworkId))) return { data: [] };
      const key = `${caipNetworkId}|${addressKey(address)}|${cursor ?? ''}`;
      return history.getOrLoad(key, async () => {
        const body = await fetchJson(
          call(`/v1/account/${encodeURIComponent(address)}/history`, {
            chainId: caipNetworkId,
            cursor,
          }),
          schema('HistoryResponseSchema'),
        );
        const { parseEntries, WireTransactionSchema, toTransaction } = await checks.get();
        const data = parseEntries(body.data, WireTransactionSchema, toTransaction);
        return {
          data: applyHistoryRules(data, caipNetworkId),
          ...(body.next ? { next: body.next } : {}),
        };
      });
    },

    async getIdentity({ address, sender }) {
      return identities.getOrLoad(addressKey(address), async () => {
        const body = await fetchJson(
          call(`/v1/identity/${encodeURIComponent(address)}`, { sender }),
          schema('IdentityResponseSchema'),
        );
        return (await checks.get()).toIdentity(body);
      });
    },

    async getGasPrice({ caipNetworkId }) {
      const unsupported = (cause?: unknown) =>
        kitError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', {}, cause ? { cause } : {});
      if (!(await client.isNetworkSupported(caipNetworkId))) throw unsupported();
      try {
        const body = await fetchJson(
          call('/v1/convert/gas-price', { chainId: caipNetworkId }),
          schema('GasPriceResponseSchema'),
        );
        return (await checks.get()).toGasPrice(body);
      } catch (error) {
        // The API itself may refuse the network (its list changed since we read it).
        if (
          isApiRequestError(error) &&
          error.serverMessage === ERROR_MESSAGES.NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE
        ) {
          throw unsupported(error);
        }
        throw error;
      }
    },

    clearCaches() {
      balances.clear();
      prices.clear();
      history.clear();
      identities.clear();
      supportedChains = undefined;
    },
  };
  return client;
}
