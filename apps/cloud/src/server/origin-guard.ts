import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originRefusal } from '../projects/origin-allow-list';
import type { ProjectRegistry } from '../projects/project-registry';
import { readProjectParams } from './project-params';

function bodyProjectId(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const id = (body as { projectId?: unknown }).projectId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Refuses (403) every project-scoped request whose Origin the project does not allow: before the
 * body is read when the id is in the query or headers, after parsing when only the body names it
 * (swap build-transaction, fungible price).
 */
export function installOriginGuard(
  app: FastifyInstance,
  projects: ProjectRegistry,
  ownOrigin: () => string,
): void {
  // The secure site's own pages (the public origin) call its API for any project: they are not
  // a project's host page, and the secure API refuses every other origin itself.
  const origin = (request: FastifyRequest) =>
    request.headers.origin === ownOrigin() ? undefined : request.headers.origin;
  app.addHook('onRequest', async (request, reply) => {
    const refusal = originRefusal(projects, origin(request), readProjectParams(request).projectId);
    if (refusal) return reply.code(403).send(refusal);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (readProjectParams(request).projectId !== undefined) return;
    const refusal = originRefusal(projects, origin(request), bodyProjectId(request));
    if (refusal) return reply.code(403).send(refusal);
  });
}
