import type { FastifyInstance } from 'fastify';
import type { ReadinessChecks } from './readiness-checks';

/** The probes' paths: exempt from rate limits (see rate-limits.ts), without request log lines. */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/**
 * GET /healthz: the process is alive and answering (a restart is the cure when it stops).
 * GET /readyz: every dependency answered (database, Redis when configured), so a load balancer
 * may send traffic here; 503 otherwise. Neither needs a project id: they name no project, so the
 * origin guard and the project rate limit never apply, and the per-client limit exempts them.
 * Once `stopping()` (a graceful stop began), /readyz answers 503 `stopping` whatever the checks:
 * the balancer takes the instance out before it stops accepting.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  readiness: ReadinessChecks,
  stopping: () => boolean = () => false,
): void {
  app.get(HEALTH_PATH, async () => ({ status: 'ok' }));
  app.get(READY_PATH, async (request, reply) => {
    if (stopping()) return reply.code(503).send({ status: 'stopping' });
    const report = await readiness.run();
    if (!report.ready) {
      request.log.warn({ failures: report.failures }, 'not ready');
      return reply.code(503).send({ status: 'not ready', checks: report.checks });
    }
    return { status: 'ready', checks: report.checks };
  });
}
