import { CONSTANTS } from '@kit/core';
import { excerpt, fetchWithin } from '../http/fetch-within';
import { assertBaseUrl } from '../http/service-url';
import {
  RpcRequestError,
  type RpcErrorCode,
  type RpcRequestErrorOptions,
} from './rpc-request-error';
import type { RpcRequest, RpcRequestOptions, RpcTransport } from './rpc-transport';
import { jitteredBackoff, realSleep, remainingBudget, type RandomSource } from './retry-backoff';
import { parseRetryAfter, RETRYABLE_HTTP_STATUSES } from './http-retry';

/** Options of createHttpTransport; every default comes from CONSTANTS (spec §9). */
export interface HttpTransportOptions {
  /** Timeout of each HTTP attempt (default RPC_TIMEOUT_MS, 10 s). */
  timeoutMs?: number;
  /** Send calls issued in the same tick as one JSON array (default true). */
  batch?: boolean;
  /** Most calls in one HTTP request; larger batches are split (default RPC_BATCH_SIZE, 1000). */
  batchSize?: number;
  /** Retries after the first attempt (default RPC_RETRY_COUNT, 3). */
  retryCount?: number;
  /** First retry delay, doubled on each retry, jittered (default RPC_RETRY_DELAY_MS, 150 ms). */
  retryDelayMs?: number;
  /**
   * How long one call may take before it stops waiting on a server's `Retry-After` (default
   * RPC_TIMEOUT_MS, 10 s). A `Retry-After` beyond what is left fails the call at once, carrying
   * `retryAfterMs`, so a fallback moves to its next URL instead of a visitor waiting on a modal.
   */
  retryBudgetMs?: number;
  /** Jitter source in [0, 1] (default Math.random). Tests inject one to fix the delays. */
  random?: RandomSource;
  /** Extra HTTP headers sent with every request. */
  headers?: Readonly<Record<string, string>>;
  /** Waits between retries (default: real timers). Tests inject one to record the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock used to read `Retry-After` HTTP dates (default Date.now). */
  now?: () => number;
}

/** A JSON-RPC 2.0 client over HTTP POST with batching, timeouts and retries. */
export interface HttpTransport extends RpcTransport {
  readonly url: string;
}

interface PendingCall {
  id: number;
  method: string;
  params: RpcRequest['params'];
  resolve: (result: unknown) => void;
  reject: (error: RpcRequestError) => void;
}

interface Policy {
  timeoutMs: number;
  retryCount: number;
}

/** Why an HTTP attempt failed; turned into one RpcRequestError per call it carried. */
interface Failure {
  code: RpcErrorCode;
  reason: string;
  retryable: boolean;
  status?: number;
  retryAfterMs?: number;
  cause?: unknown;
}

type AttemptResult = { ok: true; body: unknown } | { ok: false; failure: Failure };

type PostResult = { ok: true; body: unknown } | { ok: false; failure: Failure; attempts: number };

/** `fetch failed` alone says little; undici keeps the real reason (ECONNRESET…) in its cause. */
function describeCause(cause: unknown): string {
  if (!isErrorLike(cause)) return String(cause);
  const inner = cause.cause;
  const detail = isErrorLike(inner)
    ? typeof inner['code'] === 'string'
      ? inner['code']
      : inner.message
    : undefined;
  return detail ? `${cause.message}: ${detail}` : cause.message;
}

// By shape rather than instanceof: fetch's errors may come from another realm (a test VM, a
// frame), where `instanceof Error` is false and the inner reason would be lost.
function isErrorLike(value: unknown): value is Record<string, unknown> & { message: string } {
  return isRecord(value) && typeof value['message'] === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Creates a JSON-RPC 2.0 transport over HTTP POST (spec §7, numbers of §9). Calls issued in the
 * same tick go out as one JSON array (split above `batchSize`) and replies are matched by id.
 * Each attempt times out after `timeoutMs`; HTTP 403/408/413/429/5xx (see RETRYABLE_HTTP_STATUSES),
 * network errors and timeouts are retried `retryCount` times with a doubling, jittered delay, or
 * after the server's `Retry-After` when it fits in what is left of `retryBudgetMs` (else the call
 * fails at once). JSON-RPC error answers and malformed bodies are never retried. Every failure is
 * an RpcRequestError.
 */
export function createHttpTransport(
  url: string,
  options: HttpTransportOptions = {},
): HttpTransport {
  assertBaseUrl(url, 'RPC');
  const defaults: Policy = {
    timeoutMs: options.timeoutMs ?? CONSTANTS.RPC_TIMEOUT_MS,
    retryCount: options.retryCount ?? CONSTANTS.RPC_RETRY_COUNT,
  };
  const batch = options.batch ?? true;
  const batchSize = Math.max(1, options.batchSize ?? CONSTANTS.RPC_BATCH_SIZE);
  const retryDelayMs = options.retryDelayMs ?? CONSTANTS.RPC_RETRY_DELAY_MS;
  const retryBudgetMs = options.retryBudgetMs ?? CONSTANTS.RPC_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const headers = { ...options.headers, 'content-type': 'application/json' };

  let lastId = 0;
  /** Calls waiting for this tick's flush, one queue per policy: only equal policies share a batch. */
  const queues = new Map<string, { policy: Policy; calls: PendingCall[] }>();
  let flushScheduled = false;

  async function attempt(payload: string, timeoutMs: number): Promise<AttemptResult> {
    const outcome = await fetchWithin(url, { method: 'POST', headers, body: payload }, timeoutMs);
    if (!outcome.answered) {
      const { cause } = outcome;
      return {
        ok: false,
        failure: outcome.timedOut
          ? {
              code: 'RPC_TIMEOUT',
              reason: `No answer within ${timeoutMs} ms`,
              retryable: true,
              cause,
            }
          : { code: 'RPC_NETWORK_ERROR', reason: describeCause(cause), retryable: true, cause },
      };
    }
    const { response, text } = outcome;
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
      return {
        ok: false,
        failure: {
          code: 'RPC_HTTP_ERROR',
          reason: `HTTP ${response.status} ${response.statusText}`.trim() + `: ${excerpt(text)}`,
          retryable: RETRYABLE_HTTP_STATUSES.includes(response.status),
          status: response.status,
          retryAfterMs,
        },
      };
    }
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch (cause) {
      return {
        ok: false,
        failure: {
          code: 'RPC_INVALID_RESPONSE',
          reason: `Body is not JSON: ${excerpt(text)}`,
          retryable: false,
          cause,
        },
      };
    }
  }

  /** Posts one batch, retrying as the policy allows, up to a parsed body or a final failure. */
  async function post(calls: PendingCall[], policy: Policy): Promise<PostResult> {
    const messages = calls.map((call) => ({
      jsonrpc: '2.0',
      id: call.id,
      method: call.method,
      params: call.params,
    }));
    // A lone call goes as a plain object: endpoints without batch support still understand it.
    const payload = JSON.stringify(messages.length === 1 ? messages[0] : messages);
    const startedAt = now();
    for (let retry = 0; ; retry += 1) {
      const result = await attempt(payload, policy.timeoutMs);
      if (result.ok) return result;
      const { failure } = result;
      const { retryAfterMs } = failure;
      const beyondBudget =
        retryAfterMs !== undefined &&
        retryAfterMs > remainingBudget(retryBudgetMs, startedAt, now());
      if (!failure.retryable || retry >= policy.retryCount || beyondBudget) {
        return { ok: false, failure, attempts: retry + 1 };
      }
      await sleep(retryAfterMs ?? jitteredBackoff(retry, retryDelayMs, random));
    }
  }

  function fail(
    call: PendingCall,
    code: RpcErrorCode,
    reason: string,
    extra: Partial<RpcRequestErrorOptions> = {},
  ): void {
    call.reject(new RpcRequestError(code, { url, method: call.method, reason, ...extra }));
  }

  /** Hands each call its reply; a call without a usable reply fails on its own. */
  function settle(calls: PendingCall[], body: unknown): void {
    let replies: unknown[];
    if (Array.isArray(body)) {
      replies = body;
    } else if (isRecord(body) && calls.length === 1 && body['id'] == null && 'error' in body) {
      // A lone call answered with an id-less error (the server could not read the id): its answer.
      replies = [{ ...body, id: calls[0]?.id }];
    } else if (isRecord(body) && calls.length > 1 && body['id'] == null && 'error' in body) {
      // The whole batch refused with one error object: that is every call's answer.
      replies = calls.map((call) => ({ ...body, id: call.id }));
    } else {
      replies = [body];
    }

    const byId = new Map<unknown, unknown>();
    for (const reply of replies) {
      if (isRecord(reply) && !byId.has(reply['id'])) byId.set(reply['id'], reply);
    }

    for (const call of calls) {
      const reply = byId.get(call.id);
      if (!isRecord(reply)) {
        fail(call, 'RPC_INVALID_RESPONSE', `No reply with id ${call.id}`);
      } else if (reply['error'] !== undefined && reply['error'] !== null) {
        const error = reply['error'];
        if (isRecord(error) && Number.isInteger(error['code'])) {
          const rpcCode = error['code'] as number;
          const message = typeof error['message'] === 'string' ? error['message'] : '';
          fail(call, 'RPC_ERROR', `JSON-RPC error ${rpcCode}: ${message}`, {
            rpcCode,
            data: error['data'],
          });
        } else {
          fail(call, 'RPC_INVALID_RESPONSE', `Reply ${call.id} has an error without a code`);
        }
      } else if ('result' in reply) {
        call.resolve(reply['result']);
      } else {
        fail(call, 'RPC_INVALID_RESPONSE', `Reply ${call.id} has neither result nor error`);
      }
    }
  }

  async function send(calls: PendingCall[], policy: Policy): Promise<void> {
    let result: PostResult;
    try {
      result = await post(calls, policy);
    } catch (cause) {
      // Only an injected sleep can throw here; the calls must still settle rather than hang.
      for (const call of calls) fail(call, 'RPC_NETWORK_ERROR', describeCause(cause), { cause });
      return;
    }
    if (result.ok) {
      settle(calls, result.body);
      return;
    }
    // Undefined fields (no status, no cause…) are left off by RpcRequestError itself.
    const { code, reason, status, retryAfterMs, cause } = result.failure;
    const extra = { attempts: result.attempts, status, retryAfterMs, cause };
    for (const call of calls) fail(call, code, reason, extra);
  }

  function flush(): void {
    flushScheduled = false;
    const pending = [...queues.values()];
    queues.clear();
    for (const { policy, calls } of pending) {
      for (let start = 0; start < calls.length; start += batchSize) {
        void send(calls.slice(start, start + batchSize), policy);
      }
    }
  }

  function request<T = unknown>(
    args: RpcRequest,
    requestOptions: RpcRequestOptions = {},
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      lastId += 1;
      const call: PendingCall = {
        id: lastId,
        method: args.method,
        params: args.params,
        resolve: resolve as (result: unknown) => void,
        reject,
      };
      const policy: Policy = {
        timeoutMs: requestOptions.timeoutMs ?? defaults.timeoutMs,
        retryCount: requestOptions.retryCount ?? defaults.retryCount,
      };
      if (!batch) {
        void send([call], policy);
        return;
      }
      const key = `${policy.timeoutMs}:${policy.retryCount}`;
      const queued = queues.get(key);
      if (queued) queued.calls.push(call);
      else queues.set(key, { policy, calls: [call] });
      if (!flushScheduled) {
        flushScheduled = true;
        // A microtask, so everything issued synchronously in this tick shares one HTTP request.
        queueMicrotask(flush);
      }
    });
  }

  return { url, request };
}
