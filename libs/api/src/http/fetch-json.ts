import { CONSTANTS } from '@kit/core';
import type { GenericSchema, InferOutput } from 'valibot';
import { lazyClient } from '../cloud/lazy-client';
import type * as AnswerChecks from './answer-checks';
import { parseRetryAfter } from '../rpc/http-retry';
import { apiErrorCodeForStatus, ApiRequestError } from './api-request-error';
import { excerpt, fetchWithin } from './fetch-within';

/** One HTTP call to a cloud service. */
export interface ApiCall {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Content-Type of `body` (default application/json). */
  contentType?: string;
  /** Abort and fail with API_TIMEOUT after this long (default: §9's HTTP timeout, 10 s). */
  timeoutMs?: number;
  /** Lets the request outlive the page (analytics flushed on page hide). */
  keepalive?: boolean;
}

/** The default timeout of every cloud-service call: §9's HTTP timeout. */
export const API_TIMEOUT_MS: number = CONSTANTS.RPC_TIMEOUT_MS;

/**
 * The server's text of a JSON error body: `message` ({ message }, the explorer and config
 * services), else the first reason's `description` ({ reasons: [{ description }] }, the Blockchain
 * API, whose clients read reasons[0].description, spec §8).
 */
function serverMessageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body !== 'object' || body === null) return undefined;
    const { message, reasons } = body as { message?: unknown; reasons?: unknown };
    if (typeof message === 'string') return message;
    const [first] = Array.isArray(reasons) ? (reasons as unknown[]) : [];
    const description = (first as { description?: unknown } | null | undefined)?.description;
    return typeof description === 'string' ? description : undefined;
  } catch {
    // Not JSON: a proxy's HTML error page, say. There is no server message to map.
  }
  return undefined;
}

/**
 * The first reason's `description` of a `{ reasons: [{ description }] }` error body alone, for the
 * clients whose messages come from it and nothing else (the name APIs, spec §8).
 */
function serverReasonOf(text: string): string | undefined {
  try {
    const { reasons } = (JSON.parse(text) ?? {}) as { reasons?: unknown };
    const [first] = Array.isArray(reasons) ? (reasons as unknown[]) : [];
    const description = (first as { description?: unknown } | null | undefined)?.description;
    return typeof description === 'string' ? description : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the call and returns the body text of a 2xx answer. Every failure is an ApiRequestError:
 * no answer (API_NETWORK_ERROR), too slow (API_TIMEOUT), 429 (RATE_LIMITED, with Retry-After),
 * 5xx (SERVER_ERROR) or another status (API_HTTP_ERROR).
 */
export async function fetchText(call: ApiCall): Promise<string> {
  const method = call.method ?? 'GET';
  const timeoutMs = call.timeoutMs ?? API_TIMEOUT_MS;
  const outcome = await fetchWithin(
    call.url,
    {
      method,
      ...(call.body !== undefined
        ? { body: call.body, headers: { 'content-type': call.contentType ?? 'application/json' } }
        : {}),
      ...(call.keepalive ? { keepalive: true } : {}),
    },
    timeoutMs,
  );
  if (!outcome.answered) {
    const { cause } = outcome;
    throw outcome.timedOut
      ? new ApiRequestError('API_TIMEOUT', {
          url: call.url,
          method,
          reason: `No answer within ${timeoutMs} ms`,
          cause,
        })
      : new ApiRequestError('API_NETWORK_ERROR', {
          url: call.url,
          method,
          reason: cause instanceof Error ? cause.message : String(cause),
          cause,
        });
  }
  const { response, text } = outcome;
  if (!response.ok) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    const serverMessage = serverMessageOf(text);
    const serverReason = serverReasonOf(text);
    throw new ApiRequestError(apiErrorCodeForStatus(response.status), {
      url: call.url,
      method,
      reason: `HTTP ${response.status}: ${excerpt(text)}`,
      status: response.status,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      ...(serverMessage !== undefined ? { serverMessage } : {}),
      ...(serverReason !== undefined ? { serverReason } : {}),
    });
  }
  return text;
}

/**
 * A response schema, or how to load it. Issue 22: the schemas (and valibot) of the answers a page
 * gets before its first click load once an answer has come, not with the page (http/lazy-checks.ts).
 */
export type SchemaSource<TSchema extends GenericSchema> = TSchema | (() => Promise<TSchema>);

/** The body checks (valibot): loaded with the first answer to check, again after a failed load. */
const bodyChecks = lazyClient(() => import('./answer-checks'));

/**
 * Makes the call and returns its JSON body checked against `schema`. A body that is not JSON or
 * not of the schema is an API_INVALID_RESPONSE, never a crash further on. A lazy schema loads
 * only once the answer is in (a request that fails never loads it); if it cannot load, the call
 * fails with API_NETWORK_ERROR, like a request whose answer did not arrive, and the next tries again.
 */
export async function fetchJson<TSchema extends GenericSchema>(
  call: ApiCall,
  schema: SchemaSource<TSchema>,
): Promise<InferOutput<TSchema>> {
  const text = await fetchText(call);
  const method = call.method ?? 'GET';
  const invalid = (reason: string, cause?: unknown) =>
    new ApiRequestError('API_INVALID_RESPONSE', {
      url: call.url,
      method,
      reason,
      ...(cause !== undefined ? { cause } : {}),
    });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw invalid(`Body is not JSON: ${excerpt(text)}`, cause);
  }
  let checks: typeof AnswerChecks;
  let resolved: TSchema;
  try {
    [checks, resolved] = await Promise.all([
      bodyChecks.get(),
      typeof schema === 'function' ? schema() : schema,
    ]);
  } catch (cause) {
    throw new ApiRequestError('API_NETWORK_ERROR', {
      url: call.url,
      method,
      reason: `The answer's check could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      cause,
    });
  }
  const result = checks.checkJson(resolved, json);
  if (!result.success) throw invalid(result.reason);
  return result.output;
}
