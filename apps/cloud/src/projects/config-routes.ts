import { DEFAULT_FEATURES } from '@kit/core';
import type { FastifyInstance } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { remoteFeatureList } from './remote-features';
import { requireProject } from './require-project';

/**
 * The project configuration endpoints of spec §7: remote features, allowed origins and whether
 * analytics is on. An unknown project id is a 401 'Unauthorized: invalid key' (§8).
 */
export function registerConfigRoutes(app: FastifyInstance, context: CloudContext): void {
  app.get('/appkit/v1/config', async (request) => {
    const { project } = requireProject(request, context.projects);
    return { features: remoteFeatureList(project.features) };
  });

  app.get('/projects/v1/origins', async (request) => {
    const { project } = requireProject(request, context.projects);
    return { allowedOrigins: [...project.allowedOrigins] };
  });

  app.get('/getAnalyticsConfig', async (request) => {
    const { project } = requireProject(request, context.projects);
    return { isAnalyticsEnabled: project.features?.analytics ?? DEFAULT_FEATURES.analytics };
  });
}
