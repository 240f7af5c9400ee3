// The request code of createBlockchainApiClient: its caches, calls and answers' readers, loaded on
// the client's first call (../cloud/lazy-client.ts; issue 22): nothing before a wallet connects
// asks the Blockchain API.
import { CONSTANTS, ERROR_MESSAGES, kitError, systemClock, ValidationError } from '@kit/core';
import { ExpiringCache } from '../cache/expiring-cache';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls } from '../http/service-calls';
import { lazyChecks } from '../http/lazy-checks';
import type {
  BlockchainBalance,
  BlockchainIdentity,
  HistoryPage,
  SupportedChains,
  TokenPrice,
} from './blockchain-schemas';
import type { BlockchainApiClient, BlockchainApiClientOptions } from './blockchain-client';
import { applyHistoryRules } from './history-rules';

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

/** Creates a Blockchain API client with its request code in (createBlockchainApiClient's). */
export function createBlockchainRequests(options: BlockchainApiClientOptions): BlockchainApiClient {
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
