import { isKitError, type KitErrorCode } from '@kit/core';

/**
 * True for a KitError whose code is one of a typed error's `codes`, and `code` when given. By
 * shape, not class, so an error from another copy of the package counts (isApiRequestError,
 * isRpcRequestError).
 */
export function isKitErrorOf(
  value: unknown,
  codes: readonly KitErrorCode[],
  code?: KitErrorCode,
): boolean {
  if (!isKitError(value)) return false;
  if (!(codes as readonly string[]).includes(value.code)) return false;
  return code === undefined || value.code === code;
}
