import { HttpError } from '../server/http-error';

/**
 * The local price feed: fixed USD prices by symbol. The real Blockchain API reads market prices;
 * offline, fixed ones keep balances, values and tests the same on every run. A symbol missing here
 * is priced 0.
 */
export const USD_PRICES: Readonly<Record<string, number>> = { ETH: 3000, KUSD: 1, KIT: 0.25 };

/** The only currency the local feed prices in. */
export const PRICE_CURRENCY = 'usd';

/** The address the real API uses for a chain's native coin in CAIP-10 ids (price lookups). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** The USD price of a symbol (0 when the feed does not know it). */
export function priceOf(symbol: string): number {
  return USD_PRICES[symbol.toUpperCase()] ?? 0;
}

/** The value of an amount (a decimal string in whole units) at a price. */
export function valueOf(numeric: string, price: number): number {
  return Number(numeric) * price;
}

/** Checks a requested currency (default usd); any other is a 400, as the feed has only USD. */
export function assertCurrency(currency: string | undefined): void {
  if (currency === undefined || currency.toLowerCase() === PRICE_CURRENCY) return;
  throw new HttpError(400, `Unsupported currency '${currency}': the local price feed has usd only`);
}

/**
 * A token's image on this cloud (`/public/getTokenImage/{symbol}`) at its public URL (never the
 * request's Host), with the caller's project id so an <img> can load it as it is.
 */
export function tokenIconUrl(publicUrl: string, symbol: string, projectId: string): string {
  const url = new URL(
    `/public/getTokenImage/${encodeURIComponent(symbol.toUpperCase())}`,
    publicUrl,
  );
  url.searchParams.set('projectId', projectId);
  return url.href;
}
