import {
  isUserRejection,
  serializeError,
  toKitError,
  type KitErrorCode,
  type SerializedKitError,
} from '@kit/core';
import { isApiRequestError } from './api-request-error';

/**
 * What a failed step that calls a cloud service stores (swap, on-ramp, smart sessions): the
 * service's own reason when it gave one (spec §8: `reasons[0].description`), else @kit/core's
 * toKitError with the caller's fallback ('User rejected the request' for a refusal, any other
 * KitError as it is).
 */
export function serializeServiceError(
  error: unknown,
  fallback: KitErrorCode = 'UNKNOWN_ERROR',
): SerializedKitError {
  if (!isUserRejection(error) && isApiRequestError(error) && error.serverReason !== undefined) {
    return { name: error.name, code: error.code, message: error.serverReason };
  }
  return serializeError(toKitError(error, fallback));
}
