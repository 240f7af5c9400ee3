import type { FastifyRequest } from 'fastify';
import { HttpError, INVALID_KEY_MESSAGE } from '../server/http-error';
import { readProjectParams, type ProjectParams } from '../server/project-params';
import type { CloudProject } from './cloud-project';
import type { ProjectRegistry } from './project-registry';

/** A request's project and the SDK it says it is. */
export interface ProjectRequest extends ProjectParams {
  project: CloudProject;
}

/**
 * The project a request is for. No project id is a 400; an unknown one is a 401 with the real
 * services' 'Unauthorized: invalid key', which clients map to the Invalid Project ID alert (§8).
 */
export function requireProject(request: FastifyRequest, projects: ProjectRegistry): ProjectRequest {
  const params = readProjectParams(request);
  if (params.projectId === undefined) {
    throw new HttpError(
      400,
      'Missing project id: pass the projectId query parameter or the x-project-id header',
    );
  }
  const project = projects.get(params.projectId);
  if (project === undefined) throw new HttpError(401, INVALID_KEY_MESSAGE);
  return { ...params, project };
}

/**
 * The project of a request whose JSON body may name it instead of the query (POST
 * /v1/fungible/price and build-transaction, spec §7): the query's id wins when there is one.
 */
export function requireQueryOrBodyProject(
  request: FastifyRequest,
  projects: ProjectRegistry,
  bodyProjectId?: unknown,
): CloudProject {
  if (readProjectParams(request).projectId === undefined && typeof bodyProjectId === 'string') {
    const project = projects.get(bodyProjectId);
    if (project === undefined) throw new HttpError(401, INVALID_KEY_MESSAGE);
    return project;
  }
  return requireProject(request, projects).project;
}
