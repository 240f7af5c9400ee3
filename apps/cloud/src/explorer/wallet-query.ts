import { CONSTANTS } from '@kit/core';
import { HttpError } from '../server/http-error';
import type { CatalogueWallet } from './catalogue-wallet';

/** The largest page served; §9's largest request (a search) asks for 100. */
export const MAX_WALLET_ENTRIES = 100;

/** The filters and page of a GET /getWallets. */
export interface WalletQuery {
  /** 1-based. */
  page: number;
  entries: number;
  include?: string[];
  exclude?: string[];
  search?: string;
  badge?: 'certified' | 'none';
  chains?: string[];
  names?: string[];
  rdns?: string[];
}

/** One page of the filtered list, and how many wallets matched in all (the real API's shape). */
export interface WalletPage {
  count: number;
  data: CatalogueWallet[];
}

type Query = Record<string, string | undefined>;

function positiveInteger(query: Query, name: string, fallback: number, max?: number): number {
  const text = query[name];
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || (max !== undefined && value > max)) {
    const range = max === undefined ? 'a whole number from 1' : `a whole number from 1 to ${max}`;
    throw new HttpError(400, `${name} must be ${range}, got '${text}'`);
  }
  return value;
}

function list(query: Query, name: string): string[] | undefined {
  const items = query[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items && items.length > 0 ? items : undefined;
}

/** Reads and checks the query of GET /getWallets; a bad page, entries or badge is a 400. */
export function parseWalletQuery(query: Query): WalletQuery {
  const parsed: WalletQuery = {
    page: positiveInteger(query, 'page', 1),
    entries: positiveInteger(query, 'entries', CONSTANTS.WALLETS_PAGE_SIZE, MAX_WALLET_ENTRIES),
  };
  const badge = query['badge_type'] ?? query['badge'];
  if (badge !== undefined && badge !== '') {
    if (badge !== 'certified' && badge !== 'none') {
      throw new HttpError(400, `badge_type must be 'certified' or 'none', got '${badge}'`);
    }
    parsed.badge = badge;
  }
  // §5: search text is trimmed; blank means no search.
  const search = query['search']?.trim();
  if (search) parsed.search = search;
  for (const name of ['include', 'exclude', 'chains', 'names', 'rdns'] as const) {
    const items = list(query, name);
    if (items) parsed[name] = items;
  }
  return parsed;
}

const lower = (items: readonly string[]) => new Set(items.map((item) => item.toLowerCase()));

/**
 * Filters (all given filters apply), then pages, a catalogue already in rank order. A search
 * matches names case-insensitively and yields at most WALLETS_SEARCH_LIMIT (100) wallets (§9).
 */
export function queryWallets(wallets: readonly CatalogueWallet[], query: WalletQuery): WalletPage {
  const include = query.include && new Set(query.include);
  const exclude = query.exclude && new Set(query.exclude);
  const chains = query.chains && new Set(query.chains);
  const names = query.names && lower(query.names);
  const rdns = query.rdns && lower(query.rdns);
  const search = query.search?.toLowerCase();

  let matches = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      (!exclude || !exclude.has(wallet.id)) &&
      (!query.badge || wallet.badge_type === query.badge) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (!names || names.has(wallet.name.toLowerCase())) &&
      (!rdns || (wallet.rdns !== null && rdns.has(wallet.rdns.toLowerCase()))) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  );
  if (search) matches = matches.slice(0, CONSTANTS.WALLETS_SEARCH_LIMIT);

  const start = (query.page - 1) * query.entries;
  return { count: matches.length, data: matches.slice(start, start + query.entries) };
}
