// The request code of createSwapClient: its schemas and their parsing, loaded on the client's
// first call (see ../cloud/lazy-client.ts; issue 22).
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
import { serviceCalls } from '../http/service-calls';
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
} from './swap-schemas';
import type { SwapClient, SwapClientOptions } from './swap-client';

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
export function createSwapRequests(options: SwapClientOptions): SwapClient {
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
