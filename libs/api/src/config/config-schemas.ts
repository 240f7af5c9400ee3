import * as v from 'valibot';
import { RemoteFeatureSchema } from './remote-features';

// The configuration service's answers (config-client.ts): they load with the first answer, not
// with the page (issue 22: the config is asked for before the first click, its check need not be).

/** GET /appkit/v1/config. */
export const ConfigResponseSchema = v.object({ features: v.array(RemoteFeatureSchema) });
/** GET /projects/v1/origins. */
export const OriginsResponseSchema = v.object({ allowedOrigins: v.array(v.string()) });
/** GET /getAnalyticsConfig. */
export const AnalyticsConfigResponseSchema = v.object({ isAnalyticsEnabled: v.boolean() });

export { featuresFromRemote } from './remote-features';
