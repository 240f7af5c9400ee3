import type { KitFeatures } from '@kit/core';

/** A project the local services know, as an integrator's dashboard would hold it. */
export interface CloudProject {
  /** The project id integrators pass to createKit(). */
  id: string;
  /** Origins allowed to use the project; `*` matches any run of characters (spec §5). */
  allowedOrigins: readonly string[];
  /**
   * Dashboard settings over DEFAULT_FEATURES. The remote ones are served by /appkit/v1/config;
   * `analytics` answers /getAnalyticsConfig.
   */
  features?: Partial<KitFeatures>;
}

/** The project every local setup has: the playground and the tests use it. */
export const LOCAL_PROJECT_ID = 'kit-local';

/** Projects known without any configuration: `kit-local`, open to any loopback dev server. */
export const DEFAULT_PROJECTS: readonly CloudProject[] = [
  { id: LOCAL_PROJECT_ID, allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] },
];
