import type { FastifyInstance } from 'fastify';
import type { ProjectRegistry } from '../projects/project-registry';
import { queryParam } from './project-params';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'content-type, x-project-id, x-sdk-type, x-sdk-version';
// Browsers may cache a preflight this long (seconds); Chromium caps it at 2 hours anyway.
const PREFLIGHT_MAX_AGE = '600';

/**
 * CORS for browser callers (@fastify/cors is not a dependency; these few headers are all we
 * need). The request's Origin is reflected when the project allows it (any known project's list
 * when the id is missing or unknown, so a page can still read its 401). Retry-After is exposed so
 * a client can honour a 429. A preflight (OPTIONS with Access-Control-Request-Method) is answered
 * here: 204 when allowed, 403 otherwise.
 */
export function installCors(app: FastifyInstance, projects: ProjectRegistry): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    // Answers differ by Origin, so caches must key on it.
    reply.header('vary', 'Origin');
    const projectId =
      queryParam(request, 'projectId') ??
      (typeof request.headers['x-project-id'] === 'string'
        ? request.headers['x-project-id']
        : undefined);
    const allowed = origin !== undefined && projects.allowsOrigin(origin, projectId);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'retry-after');
    }
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return;
    if (!allowed) return reply.code(403).send({ message: 'Origin not allowed' });
    return reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE)
      .send();
  });
}
