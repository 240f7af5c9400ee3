import { fetchJson } from '../http/fetch-json';
import { lazyChecks } from '../http/lazy-checks';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import type { ExplorerWallet } from './explorer-wallet';

/** Options of createExplorerClient. */
/** baseUrl: the Explorer API, e.g. apps/cloud's URL. */
export type ExplorerClientOptions = ServiceClientOptions;

/** The filters and page of a wallet listing; every one optional (spec §7). */
export interface GetWalletsParams {
  /** 1-based page (default 1). */
  page?: number;
  /** Page size (default on the server: 40, §9). */
  entries?: number;
  /** Only these explorer ids. */
  include?: readonly string[];
  /** Not these explorer ids. */
  exclude?: readonly string[];
  /** Name search; trimmed here (§5), blank means none. */
  search?: string;
  /** Only wallets with this badge. */
  badge?: 'certified' | 'none';
  /** Only wallets supporting at least one of these CAIP-2 ids. */
  chains?: readonly string[];
  /** Only wallets with these names. */
  names?: readonly string[];
  /** Only wallets with these reverse-DNS ids. */
  rdns?: readonly string[];
}

/** One page of wallets and the number that matched in all. */
export interface ExplorerWalletPage {
  count: number;
  data: ExplorerWallet[];
}

/** A typed client of the Explorer API (spec §7). */
export interface ExplorerClient {
  /** A page of the catalogue. Throws an ApiRequestError on failure or a malformed body. */
  getWallets(params?: GetWalletsParams): Promise<ExplorerWalletPage>;
  /** URL of a wallet's image (`image_id`), for an <img>. */
  walletImageUrl(imageId: string): string;
  /** URL of a network's image (`assets.imageId`). */
  assetImageUrl(imageId: string): string;
  /** URL of a fiat currency's image (ISO code). */
  currencyImageUrl(currency: string): string;
  /** URL of a token's image (symbol). */
  tokenImageUrl(symbol: string): string;
}

// The answers' schemas (valibot) load once an answer is in (issue 22, http/lazy-checks.ts).
const checks = lazyChecks(() => import('../http/answer-checks').then((checks) => checks.explorer));

function joined(items: readonly string[] | undefined): string | undefined {
  return items && items.length > 0 ? items.join(',') : undefined;
}

/**
 * Creates an Explorer API client. Every wallet is checked and its links sanitised
 * (sanitizeDeepLink, sanitizeWebLink): a bad link is dropped, not the wallet, and an entry
 * without a string id and name is dropped, not the page.
 */
export function createExplorerClient(options: ExplorerClientOptions): ExplorerClient {
  const { url, call } = serviceCalls(options, 'Explorer API');
  const imageUrl = (path: string, id: string) => url(`${path}/${encodeURIComponent(id)}`);

  return {
    async getWallets(params = {}) {
      const walletsCall = call('/getWallets', {
        page: params.page,
        entries: params.entries,
        include: joined(params.include),
        exclude: joined(params.exclude),
        search: params.search?.trim(),
        badge_type: params.badge,
        chains: joined(params.chains),
        names: joined(params.names),
        rdns: joined(params.rdns),
      });
      const body = await fetchJson(walletsCall, checks.schema('WalletsResponseSchema'));
      return { count: body.count, data: (await checks.get()).walletsOf(body.data) };
    },
    walletImageUrl: (imageId) => imageUrl('/getWalletImage', imageId),
    assetImageUrl: (imageId) => imageUrl('/public/getAssetImage', imageId),
    currencyImageUrl: (currency) => imageUrl('/public/getCurrencyImage', currency),
    tokenImageUrl: (symbol) => imageUrl('/public/getTokenImage', symbol),
  };
}
