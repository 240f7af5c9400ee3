import { SDK_TYPE, SDK_VERSION, ValidationError } from '@kit/core';

/** Query values; undefined and empty ones are left out. */
export type QueryParams = Readonly<Record<string, string | number | undefined>>;

/** What identifies the caller to every cloud service (spec §7). */
export interface SdkIdentity {
  projectId: string;
  /** Default SDK_TYPE ('appkit'). */
  sdkType?: string;
  /** Default SDK_VERSION. */
  sdkVersion?: string;
}

/**
 * The `projectId`, `st` and `sv` query parameters. Sent in the query rather than as x-* headers:
 * custom headers cost every request a CORS preflight, and <img> and beacons cannot send them.
 */
export function sdkParams(identity: SdkIdentity): Record<string, string> {
  return {
    projectId: identity.projectId,
    st: identity.sdkType ?? SDK_TYPE,
    sv: identity.sdkVersion ?? SDK_VERSION,
  };
}

/** Checks a service base URL at client creation, so a typo fails at configuration time. */
export function assertBaseUrl(baseUrl: string, service: string): void {
  try {
    // Relative URLs are fine in a page; outside one they cannot be fetched.
    new URL(baseUrl, globalThis.location?.href);
  } catch (cause) {
    throw new ValidationError('INVALID_URL', {}, { details: `${service} URL: ${baseUrl}`, cause });
  }
}

/**
 * `baseUrl` + `path` + query. The base may carry a path prefix ('https://host/explorer'), which is
 * kept: plain `new URL(path, base)` would drop it.
 */
export function serviceUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`, globalThis.location?.href);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.href;
}
