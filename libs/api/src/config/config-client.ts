import type { KitFeatures } from '@kit/core';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import { lazyChecks } from '../http/lazy-checks';

/** Options of createConfigClient. */
/** baseUrl: the configuration service (the Explorer API's host, e.g. apps/cloud's URL). */
export type ConfigClientOptions = ServiceClientOptions;

/** A typed client of the project configuration endpoints (spec §7, §8). */
export interface ConfigClient {
  /**
   * The project's remote feature flags, as a partial KitFeatures. Throws an ApiRequestError on
   * failure; its `alert` is set for the server messages of §8 ('Unauthorized: invalid key' is
   * APKT007 Invalid Project ID).
   */
  getRemoteFeatures(): Promise<Partial<KitFeatures>>;
  /**
   * The project's allowed origins (§8): HTTP 429 throws RATE_LIMITED, 500-599 throws
   * SERVER_ERROR, and any other failure (unknown project, network, malformed body) gives [].
   */
  getAllowedOrigins(): Promise<string[]>;
  /** Whether analytics is on for the project; any failure means off (§8). */
  getAnalyticsConfig(): Promise<boolean>;
}

// The answers' schemas (valibot) load once an answer is in: the config is asked for before the
// first click, its check need not be in the first load (issue 22, fetch-json.ts).
const checks = lazyChecks(() => import('../http/answer-checks').then((checks) => checks.config));
const { schema } = checks;

/** Creates a project configuration client. */
export function createConfigClient(options: ConfigClientOptions): ConfigClient {
  const { call } = serviceCalls(options, 'Configuration service');

  return {
    async getRemoteFeatures() {
      const { features } = await fetchJson(
        call('/appkit/v1/config'),
        schema('ConfigResponseSchema'),
      );
      return (await checks.get()).featuresFromRemote(features);
    },

    async getAllowedOrigins() {
      try {
        const body = await fetchJson(call('/projects/v1/origins'), schema('OriginsResponseSchema'));
        return body.allowedOrigins;
      } catch (error) {
        if (isApiRequestError(error, 'RATE_LIMITED') || isApiRequestError(error, 'SERVER_ERROR')) {
          throw error;
        }
        return [];
      }
    },

    async getAnalyticsConfig() {
      try {
        const body = await fetchJson(
          call('/getAnalyticsConfig'),
          schema('AnalyticsConfigResponseSchema'),
        );
        return body.isAnalyticsEnabled;
      } catch {
        return false;
      }
    },
  };
}
