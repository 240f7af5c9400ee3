import type { KitFeatures } from '@kit/core';
import * as v from 'valibot';
import { isApiRequestError } from '../http/api-request-error';
import { fetchJson } from '../http/fetch-json';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import { featuresFromRemote, RemoteFeatureSchema } from './remote-features';

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

const ConfigResponseSchema = v.object({ features: v.array(RemoteFeatureSchema) });
const OriginsResponseSchema = v.object({ allowedOrigins: v.array(v.string()) });
const AnalyticsConfigResponseSchema = v.object({ isAnalyticsEnabled: v.boolean() });

/** Creates a project configuration client. */
export function createConfigClient(options: ConfigClientOptions): ConfigClient {
  const { call } = serviceCalls(options, 'Configuration service');

  return {
    async getRemoteFeatures() {
      const { features } = await fetchJson(call('/appkit/v1/config'), ConfigResponseSchema);
      return featuresFromRemote(features);
    },

    async getAllowedOrigins() {
      try {
        const body = await fetchJson(call('/projects/v1/origins'), OriginsResponseSchema);
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
        const body = await fetchJson(call('/getAnalyticsConfig'), AnalyticsConfigResponseSchema);
        return body.isAnalyticsEnabled;
      } catch {
        return false;
      }
    },
  };
}
