import {
  alertForServerMessage,
  ERROR_MESSAGES,
  KitError,
  type IntegratorAlert,
  type KitErrorCode,
} from '@kit/core';
import { isKitErrorOf } from './kit-error-of';

/** The error codes of the cloud-service HTTP clients (each one of core's KitErrorCodes). */
const API_ERROR_CODES = [
  'RATE_LIMITED',
  'SERVER_ERROR',
  'API_HTTP_ERROR',
  'API_NETWORK_ERROR',
  'API_TIMEOUT',
  'API_INVALID_RESPONSE',
] as const satisfies readonly KitErrorCode[];

/** An error code of the cloud-service HTTP clients. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What an ApiRequestError knows about the failed call. */
export interface ApiRequestErrorOptions {
  /** The URL called. Kept whole on the error; only its origin and path go into the message. */
  url: string;
  method: string;
  /** Why it failed, for developers. */
  reason: string;
  /** The HTTP status, when the server answered with a failure. */
  status?: number;
  /** The server's `Retry-After`, in milliseconds, on a 429. */
  retryAfterMs?: number;
  /** The `message` of the server's JSON error body. */
  serverMessage?: string;
  /** The first reason's `description` of a `{ reasons: [{ description }] }` error body. */
  serverReason?: string;
  cause?: unknown;
}

/** Origin and path only: the query carries the project id, which has no place in error reports. */
function whereOf(method: string, url: string): string {
  try {
    const parsed = new URL(url);
    return `${method} ${parsed.origin}${parsed.pathname}`;
  } catch {
    return `${method} an invalid URL`;
  }
}

/** The HTTP status's error code: 429 and 5xx have their own (spec §8), the rest are one. */
export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500 && status <= 599) return 'SERVER_ERROR';
  return 'API_HTTP_ERROR';
}

/**
 * A call to a cloud service (explorer, project config, analytics) that failed. `code` says how;
 * `alert` is the integrator alert the server's message stands for ('Unauthorized: invalid key'
 * is APKT007, spec §8), when it is one.
 */
export class ApiRequestError extends KitError {
  override name = 'ApiRequestError';
  readonly url: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly serverMessage?: string;
  /** The first reason's description of a `{ reasons }` body (the name APIs' message, spec §8). */
  readonly serverReason?: string;
  readonly alert?: IntegratorAlert;

  constructor(code: ApiErrorCode, options: ApiRequestErrorOptions) {
    super(code, ERROR_MESSAGES[code], {
      details: `${options.reason} (${whereOf(options.method, options.url)})`,
      ...(options.cause !== undefined ? { cause: options.cause } : {}),
    });
    this.url = options.url;
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.serverReason !== undefined) this.serverReason = options.serverReason;
    if (options.serverMessage !== undefined) {
      this.serverMessage = options.serverMessage;
      const alert = alertForServerMessage(options.serverMessage);
      if (alert !== undefined) this.alert = alert;
    }
  }
}

/** True for an ApiRequestError (by shape, so another copy of this package counts), optionally of one code. */
export function isApiRequestError(value: unknown, code?: ApiErrorCode): value is ApiRequestError {
  return isKitErrorOf(value, API_ERROR_CODES, code);
}
