// Issue 22: a page's first load holds what its first screen needs. The Blockchain API, swap,
// on-ramp, names and smart-sessions clients serve features used after a click or a connection,
// so a client is created at once (cheap, synchronous: CloudClients keeps its shape) while its
// request code loads with its first call.
import { ApiRequestError } from '../http/api-request-error';
import { assertBaseUrl } from '../http/service-url';
import type { ServiceClientOptions } from '../http/service-calls';

/** The names of `T`'s methods that return a promise. */
type AsyncMethodName<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** A client whose code is loaded on first use, and again after a failed load. */
export interface LazyClient<T> {
  /** The client, its code loaded. */
  get(): Promise<T>;
  /** The client if its code is in, else undefined. */
  current(): T | undefined;
}

/** Loads `load`'s client once (a failed load is forgotten, so the next call tries again). */
export function lazyClient<T>(load: () => Promise<T>): LazyClient<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => {
      loading ??= load().then(
        (client) => {
          loaded = client;
          return client;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}

/**
 * The async methods `names` of a lazy client: each awaits the client's code, then calls it with
 * the same arguments (a failed load rejects that call, as a failed request would).
 */
export function lazyMethods<T, K extends AsyncMethodName<T>>(
  client: LazyClient<T>,
  names: readonly K[],
): Pick<T, K> {
  const methods: Partial<Pick<T, K>> = {};
  for (const name of names) {
    const method = async (...args: unknown[]) => {
      const loaded = await client.get();
      return (loaded[name] as (...args: unknown[]) => Promise<unknown>)(...args);
    };
    methods[name] = method as T[K];
  }
  return methods as Pick<T, K>;
}

/**
 * The client of a cloud service whose request code `load` brings in. The base URL is checked now,
 * so a typo still fails at configuration time. A failed load rejects the call that asked with an
 * ApiRequestError API_NETWORK_ERROR (the code did not arrive, as a response would not have), which
 * every caller already handles as a failed request; the next call loads again.
 */
export function lazyServiceClient<T>(
  options: ServiceClientOptions,
  service: string,
  load: () => Promise<T>,
): LazyClient<T> {
  assertBaseUrl(options.baseUrl, service);
  return lazyClient(() =>
    load().catch((cause: unknown) => {
      throw new ApiRequestError('API_NETWORK_ERROR', {
        url: options.baseUrl,
        method: 'GET',
        reason: `the ${service} client's code did not load`,
        cause,
      });
    }),
  );
}
