import type { ServiceClientOptions } from '../http/service-calls';
import type { SwapQuote, SwapToken, SwapTransaction } from './swap-schemas';
import type * as SwapRequests from './swap-requests';
import { lazyClient, lazyMethods } from '../cloud/lazy-client';

/**
 * Loads the swap client's request code (the `@kit/api/swap-requests` entry). The caller owns the
 * dynamic import (see NamesRequestsLoader in ../names/names-client.ts for why); a spec passes
 * `() => import('./swap-requests')`.
 */
export type SwapRequestsLoader = () => Promise<Pick<typeof SwapRequests, 'createSwapRequests'>>;

/** Options of createSwapClient. */
/** baseUrl: the Blockchain API, e.g. apps/cloud's URL. */
export type SwapClientOptions = ServiceClientOptions;

/** What getTokens asks for. */
export interface GetSwapTokensParams {
  /** CAIP-2 id of the network. */
  caipNetworkId: string;
}

/** What getQuote asks for (spec §3 swap quote request). */
export interface GetSwapQuoteParams {
  /** Amount sold, in the `from` token's smallest unit (decimal string). */
  amount: string;
  /** CAIP-10 of the account swapping. */
  userAddress: string;
  /** CAIP-10 of the token sold (the native coin is `<network>:0xeeee…eeee`). */
  from: string;
  /** CAIP-10 of the token bought. */
  to: string;
  /** Wei per gas the swap would pay, when known. */
  gasPrice?: string;
}

/** What getAllowance asks for. */
export interface GetSwapAllowanceParams {
  /** CAIP-10 of the token. */
  tokenAddress: string;
  /** The owner: a plain address or CAIP-10. */
  userAddress: string;
}

/** What buildApprove asks for. */
export interface BuildSwapApproveParams {
  userAddress: string;
  from: string;
  to: string;
  /** Smallest units to approve; default (the service's): unlimited. */
  amount?: string;
}

/** What buildTransaction asks for. */
export interface BuildSwapTransactionParams {
  amount: string;
  userAddress: string;
  from: string;
  to: string;
  /** Percent (default §9's 1). */
  slippage?: number | string;
  /**
   * Skip the service's gas estimate (a fixed limit instead): for a swap built before its approval
   * is mined, whose estimate would fail.
   */
  disableEstimate?: boolean;
}

/**
 * A typed client of the swap endpoints (spec §7). Networks without swaps (§8): getTokens and
 * getQuote give [], the others throw a KitError 'Network not supported for Swaps'
 * (NETWORK_NOT_SUPPORTED_FOR_SWAPS); whether a network has swaps is core's isSwapNetwork, and
 * the service's own refusal counts the same. A pool that cannot fill the amount is a KitError
 * 'Insufficient liquidity' (INSUFFICIENT_LIQUIDITY). Other failures are ApiRequestErrors whose
 * serverMessage is the service's reasons[0].description. A malformed CAIP-10 token id throws a
 * ValidationError 'Invalid CAIP-10 address' before any request.
 */
export interface SwapClient {
  /** The tokens that can be swapped on a network. */
  getTokens(params: GetSwapTokensParams): Promise<SwapToken[]>;
  /** Quotes for selling `amount` of `from` for `to`, best first. */
  getQuote(params: GetSwapQuoteParams): Promise<SwapQuote[]>;
  /** The allowance the owner gave the swap contract, smallest units (decimal string). */
  getAllowance(params: GetSwapAllowanceParams): Promise<string>;
  /** The approval transaction letting the swap contract spend `from`. */
  buildApprove(params: BuildSwapApproveParams): Promise<SwapTransaction>;
  /** The swap transaction, priced now, with amountOutMin from the slippage. */
  buildTransaction(params: BuildSwapTransactionParams): Promise<SwapTransaction>;
}

/**
 * Creates a Swap client; its request code loads with its first call through `loadRequests`
 * (../cloud/lazy-client.ts: a failed load rejects that call, and the next call loads again).
 */
export function createSwapClient(
  options: SwapClientOptions,
  loadRequests: SwapRequestsLoader,
): SwapClient {
  const client = lazyClient(() =>
    loadRequests().then((module) => module.createSwapRequests(options)),
  );
  return lazyMethods(client, [
    'getTokens',
    'getQuote',
    'getAllowance',
    'buildApprove',
    'buildTransaction',
  ]);
}
