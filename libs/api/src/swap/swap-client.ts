import {
  CONSTANTS,
  ERROR_MESSAGES,
  isCaipNetworkId,
  isSwapNetwork,
  kitError,
  parseCaipAddress,
  parseCaipNetworkId,
} from '@kit/core';
import * as v from 'valibot';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import {
  SwapAllowanceResponseSchema,
  SwapApproveResponseSchema,
  SwapBuildResponseSchema,
  SwapQuotesResponseSchema,
  SwapTokensResponseSchema,
  toDecimal,
  toSwapQuote,
  toSwapToken,
  toSwapTransaction,
  WireSwapTokenSchema,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
} from './swap-schemas';

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

/** True when swaps are offered on the network of a CAIP-2 id (core's isSwapNetwork). */
function hasSwaps(caipNetworkId: string): boolean {
  if (!isCaipNetworkId(caipNetworkId)) return false;
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId);
  return isSwapNetwork({ chainNamespace: namespace, id: reference });
}

/** The network of a CAIP-10 token id; a malformed id throws 'Invalid CAIP-10 address'. */
function networkOf(caip10: string): string {
  return parseCaipAddress(caip10).caipNetworkId;
}

const unsupported = (cause?: unknown) =>
  kitError('NETWORK_NOT_SUPPORTED_FOR_SWAPS', {}, cause !== undefined ? { cause } : {});

/** Creates a swap client. */
export function createSwapClient(options: SwapClientOptions): SwapClient {
  const { call } = serviceCalls(options, 'Blockchain API');

  /**
   * Runs a call, turning the service's swap refusals into KitErrors: 'Insufficient liquidity',
   * and 'Network not supported for Swaps' (or `onUnsupported`'s answer, for lists and quotes).
   */
  async function swapCall<T>(run: () => Promise<T>, onUnsupported?: () => T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isApiRequestError(error)) {
        if (error.serverMessage === ERROR_MESSAGES.INSUFFICIENT_LIQUIDITY) {
          throw kitError('INSUFFICIENT_LIQUIDITY', {}, { cause: error });
        }
        if (error.serverMessage === ERROR_MESSAGES.NETWORK_NOT_SUPPORTED_FOR_SWAPS) {
          if (onUnsupported) return onUnsupported();
          throw unsupported(error);
        }
      }
      throw error;
    }
  }

  return {
    async getTokens({ caipNetworkId }) {
      if (!hasSwaps(caipNetworkId)) return [];
      return swapCall(
        async () => {
          const body = await fetchJson(
            call('/v1/convert/tokens', { chainId: caipNetworkId }),
            SwapTokensResponseSchema,
          );
          return body.tokens.flatMap((item) => {
            const wire = v.safeParse(WireSwapTokenSchema, item);
            return wire.success ? [toSwapToken(wire.output)] : [];
          });
        },
        () => [],
      );
    },

    async getQuote({ amount, userAddress, from, to, gasPrice }) {
      if (!hasSwaps(networkOf(from))) return [];
      return swapCall(
        async () => {
          const body = await fetchJson(
            call('/v1/convert/quotes', { amount, userAddress, from, to, gasPrice }),
            SwapQuotesResponseSchema,
          );
          return body.quotes.map(toSwapQuote);
        },
        () => [],
      );
    },

    async getAllowance({ tokenAddress, userAddress }) {
      if (!hasSwaps(networkOf(tokenAddress))) throw unsupported();
      return swapCall(async () => {
        const body = await fetchJson(
          call('/v1/convert/allowance', { tokenAddress, userAddress }),
          SwapAllowanceResponseSchema,
        );
        return toDecimal(body.allowance);
      });
    },

    async buildApprove({ userAddress, from, to, amount }) {
      if (!hasSwaps(networkOf(from))) throw unsupported();
      return swapCall(async () => {
        const body = await fetchJson(
          call('/v1/convert/build-approve', { userAddress, from, to, amount }),
          SwapApproveResponseSchema,
        );
        return toSwapTransaction(body.tx);
      });
    },

    async buildTransaction({ amount, userAddress, from, to, slippage, disableEstimate }) {
      if (!hasSwaps(networkOf(from))) throw unsupported();
      return swapCall(async () => {
        const body = await fetchJson(
          call(
            '/v1/convert/build-transaction',
            {},
            {
              amount,
              eip155: { slippage: String(slippage ?? CONSTANTS.SWAP_SLIPPAGE_TOLERANCE_PERCENT) },
              projectId: options.projectId,
              from,
              to,
              userAddress,
              ...(disableEstimate !== undefined ? { disableEstimate } : {}),
            },
          ),
          SwapBuildResponseSchema,
        );
        return toSwapTransaction(body.tx, {
          toAmount: body.toAmount,
          toAmountMin: body.toAmountMin,
        });
      });
    },
  };
}
