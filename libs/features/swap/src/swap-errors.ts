import { isApiRequestError } from '@kit/api';
import {
  ChainRequestError,
  asUserRejection,
  isKitError,
  serializeError,
  type SerializedKitError,
} from '@kit/core';

/**
 * What a failed swap step stores: a rejection as 'User rejected the request'; a service refusal
 * with the service's own reason (spec §8: swap errors read reasons[0].description); any other
 * KitError as it is ('Insufficient liquidity', 'Network not supported for Swaps'…).
 */
export function toSwapError(error: unknown): SerializedKitError {
  const rejection = asUserRejection(error);
  if (rejection) return serializeError(rejection);
  if (isApiRequestError(error) && error.serverReason !== undefined) {
    return { name: error.name, code: error.code, message: error.serverReason };
  }
  if (isKitError(error)) return serializeError(error);
  return serializeError(new ChainRequestError('UNKNOWN_ERROR', {}, { cause: error }));
}
