// The one normaliser of thrown values (STYLE.md, "Adapters and errors"): adapters and features
// differ only in the fallback code and, for adapters, in how a wallet words a refusal.
import type { KitErrorCode } from './error-messages';
import { ChainRequestError, UserRejectedRequestError, WalletConnectionError } from './errors';
import { isKitError } from './kit-error';
import type { KitError, KitErrorOptions } from './kit-error';
import { isUserRejection } from './user-rejection';

/** What toKitError may add to spec §5's rules. */
export interface ToKitErrorOptions extends Omit<KitErrorOptions, 'cause'> {
  /** Placeholders of the fallback code's message (NAME_REGISTER_FAILED's `{name}`…). */
  values?: Record<string, string | number>;
  /** A wallet's own wording of a refusal, checked after the §5 codes and phrases. */
  isRejection?: (error: unknown) => boolean;
  /** KitError codes wrapped in the fallback rather than passed on (RPC_ERROR: a node's raw answer). */
  rewrap?: readonly KitErrorCode[];
}

/**
 * Turns anything thrown into a KitError:
 * 1. a user rejection (spec §5: codes 4001/5000/5002 or its phrases, nested too) →
 *    UserRejectedRequestError ('User rejected the request');
 * 2. a KitError (not in `rewrap`) → unchanged, it already says what went wrong;
 * 3. anything else → the caller's `fallback` code (errorForCode), with the original as cause.
 */
export function toKitError(
  error: unknown,
  fallback: KitErrorCode = 'UNKNOWN_ERROR',
  options: ToKitErrorOptions = {},
): KitError {
  const { values, isRejection, rewrap = [], ...errorOptions } = options;
  if (isUserRejection(error) || isRejection?.(error)) {
    return error instanceof UserRejectedRequestError
      ? error
      : new UserRejectedRequestError({ cause: error });
  }
  if (isKitError(error) && !rewrap.includes(error.code)) return error;
  return errorForCode(fallback, { ...errorOptions, cause: error }, values);
}

/**
 * The error of an operation that failed with `code`: a connection failure is a
 * WalletConnectionError, anything else a ChainRequestError (a wallet, node or service call).
 */
export function errorForCode(
  code: KitErrorCode,
  options: KitErrorOptions = {},
  values: Record<string, string | number> = {},
): KitError {
  const clean = withoutEmpty(options);
  return code === 'CONNECT_FAILED'
    ? new WalletConnectionError(code, clean)
    : new ChainRequestError(code, values, clean);
}

/** Leaves out absent or empty details and codes, so errors carry only what is known. */
function withoutEmpty(options: KitErrorOptions): KitErrorOptions {
  const out: KitErrorOptions = {};
  if (options.cause !== undefined) out.cause = options.cause;
  if (options.details) out.details = options.details;
  if (options.rpcCode !== undefined) out.rpcCode = options.rpcCode;
  return out;
}
