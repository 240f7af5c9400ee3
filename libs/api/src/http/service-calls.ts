import type { ApiCall } from './fetch-json';
import {
  assertBaseUrl,
  sdkParams,
  serviceUrl,
  type QueryParams,
  type SdkIdentity,
} from './service-url';

/** What every cloud-service client is created with. */
export interface ServiceClientOptions extends SdkIdentity {
  /** The service's base URL, e.g. apps/cloud's URL. */
  baseUrl: string;
  /** Per-request timeout (default 10 s, §9). */
  timeoutMs?: number;
}

/** How a client addresses its service: URLs and calls that carry the SDK identity. */
export interface ServiceCalls {
  /** `path` on the service, with the SDK identity and `params` in the query. */
  url(path: string, params?: QueryParams): string;
  /** A GET of `path`, or a JSON POST of `body` when there is one, with the client's timeout. */
  call(path: string, params?: QueryParams, body?: unknown): ApiCall;
}

/**
 * The calls of one service client. Checks the base URL now, so a typo fails at configuration time
 * (`service` names it in the error).
 */
export function serviceCalls(options: ServiceClientOptions, service: string): ServiceCalls {
  assertBaseUrl(options.baseUrl, service);
  const identity = sdkParams(options);
  const url = (path: string, params: QueryParams = {}) =>
    serviceUrl(options.baseUrl, path, { ...identity, ...params });
  return {
    url,
    call: (path, params = {}, body) => ({
      url: url(path, params),
      ...(body !== undefined ? { method: 'POST' as const, body: JSON.stringify(body) } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    }),
  };
}
