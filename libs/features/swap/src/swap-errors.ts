import { serializeServiceError } from '@kit/api/service-errors';
import type { SerializedKitError } from '@kit/core';

/**
 * What a failed swap step stores: a rejection as 'User rejected the request'; a service refusal
 * with the service's own reason (spec §8: swap errors read reasons[0].description); any other
 * KitError as it is ('Insufficient liquidity', 'Network not supported for Swaps'…).
 */
export function toSwapError(error: unknown): SerializedKitError {
  return serializeServiceError(error, 'UNKNOWN_ERROR');
}
