import {
  CONSTANTS,
  ERROR_MESSAGES,
  isKitError,
  JSON_RPC_ERROR_CODES,
  KitError,
  type KitErrorCode,
} from '@kit/core';
import { isKitErrorOf } from '../http/kit-error-of';

/** The error codes of the JSON-RPC transport (each one of core's KitErrorCodes). */
const RPC_ERROR_CODES = [
  'RPC_HTTP_ERROR',
  'RPC_NETWORK_ERROR',
  'RPC_TIMEOUT',
  'RPC_INVALID_RESPONSE',
  'RPC_ERROR',
] as const satisfies readonly KitErrorCode[];

/** An error code of the JSON-RPC transport. */
export type RpcErrorCode = (typeof RPC_ERROR_CODES)[number];

/** The name of a JSON-RPC 2.0 error code of spec §8 (-32700 to -32006), e.g. `METHOD_NOT_FOUND`. */
export type JsonRpcErrorName = keyof typeof JSON_RPC_ERROR_CODES;

const JSON_RPC_ERROR_NAMES = new Map<number, JsonRpcErrorName>(
  (Object.entries(JSON_RPC_ERROR_CODES) as [JsonRpcErrorName, number][]).map(([name, code]) => [
    code,
    name,
  ]),
);

/** The name of a JSON-RPC error code, or undefined for a code outside the spec's table. */
export function jsonRpcErrorName(code: number): JsonRpcErrorName | undefined {
  return JSON_RPC_ERROR_NAMES.get(code);
}

/** What an RpcRequestError knows about the failed call. */
export interface RpcRequestErrorOptions {
  /** The endpoint called. Kept whole on the error; only its origin goes into the message. */
  url: string;
  /** The JSON-RPC method of the call that failed. */
  method?: string;
  /** Why it failed, for developers (appended to the message with the method and origin). */
  reason?: string;
  /** The HTTP status, for RPC_HTTP_ERROR. */
  status?: number;
  /** The server's JSON-RPC error code, for RPC_ERROR. */
  rpcCode?: number;
  /** The server's JSON-RPC error `data`, for RPC_ERROR. */
  data?: unknown;
  /** How many HTTP attempts were made before giving up. */
  attempts?: number;
  /** The server's `Retry-After` in ms, on the last answer that carried one. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The origin of a URL, so API keys in paths or queries never reach messages or error reports. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an invalid URL';
  }
}

function describe(options: RpcRequestErrorOptions): string {
  const where = [
    options.method ? `method ${options.method}` : undefined,
    `at ${originOf(options.url)}`,
    options.attempts !== undefined
      ? `${options.attempts} attempt${options.attempts === 1 ? '' : 's'}`
      : undefined,
  ].filter((part): part is string => part !== undefined);
  return `${options.reason ?? 'Request failed'} (${where.join(', ')})`;
}

/**
 * A JSON-RPC call over HTTP that failed: no answer, a bad answer, or a JSON-RPC error answer.
 * `code` says which (see RPC_ERROR_MESSAGES); `shortMessage` is the code's text.
 */
export class RpcRequestError extends KitError {
  override name = 'RpcRequestError';
  /** The endpoint called. */
  readonly url: string;
  /** The JSON-RPC method of the call. */
  readonly method?: string;
  /** The HTTP status, when the server answered with one that is not a success. */
  readonly status?: number;
  /** The spec's name for `rpcCode`, when it is in the JSON-RPC table (-32700 to -32006). */
  readonly rpcName?: JsonRpcErrorName;
  /** The server's JSON-RPC error `data`. */
  readonly data?: unknown;
  /** HTTP attempts made, retries included. */
  readonly attempts?: number;
  /** The `Retry-After` (ms) of the last answer; a fallback uses it to decide whether to wait. */
  readonly retryAfterMs?: number;

  constructor(code: RpcErrorCode, options: RpcRequestErrorOptions) {
    super(code, ERROR_MESSAGES[code], {
      details: describe(options),
      ...(options.cause !== undefined ? { cause: options.cause } : {}),
      ...(options.rpcCode !== undefined ? { rpcCode: options.rpcCode } : {}),
    });
    this.url = options.url;
    if (options.method !== undefined) this.method = options.method;
    if (options.status !== undefined) this.status = options.status;
    if (options.rpcCode !== undefined) {
      const name = jsonRpcErrorName(options.rpcCode);
      if (name !== undefined) this.rpcName = name;
    }
    if (options.data !== undefined) this.data = options.data;
    if (options.attempts !== undefined) this.attempts = options.attempts;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

/** True for an RpcRequestError (by shape, so another copy of this package counts), optionally of one code. */
export function isRpcRequestError(value: unknown, code?: RpcErrorCode): value is RpcRequestError {
  return isKitErrorOf(value, RPC_ERROR_CODES, code);
}

/**
 * True when the endpoint, not the call, failed: another endpoint may well answer. That is every
 * RPC failure except a JSON-RPC error answer, and any error that is not a KitError (a custom
 * transport's own failure). Other KitErrors (a user rejection, say) are answers too.
 */
export function isTransportError(error: unknown): boolean {
  if (!isKitError(error)) return true;
  return isRpcRequestError(error) && (error.code as string) !== 'RPC_ERROR';
}

/**
 * True when trying the same endpoint again may help (spec §9): a timeout, a network error, or an
 * HTTP status of RPC_RETRY_STATUS_CODES. A malformed reply, any other status, a JSON-RPC error
 * answer and a custom transport's own error are not retried. @internal
 */
export function isRetryableFailure(error: unknown): error is RpcRequestError {
  if (!isRpcRequestError(error)) return false;
  if (error.code === 'RPC_TIMEOUT' || error.code === 'RPC_NETWORK_ERROR') return true;
  return (
    error.code === 'RPC_HTTP_ERROR' &&
    error.status !== undefined &&
    (CONSTANTS.RPC_RETRY_STATUS_CODES as readonly number[]).includes(error.status)
  );
}
