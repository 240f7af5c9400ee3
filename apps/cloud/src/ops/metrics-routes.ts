import type { FastifyInstance } from 'fastify';
import type { CloudMetrics } from './cloud-metrics';
import { metricsRefusal } from './metrics-access';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/**
 * Counts every answered request by route (onResponse, so refusals and errors count too) and
 * serves the exposition text on GET /metrics to those metricsRefusal lets through.
 */
export function registerMetricsRoutes(
  app: FastifyInstance,
  metrics: CloudMetrics,
  token: string | undefined,
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_PATH, async (request, reply) => {
    const refusal = metricsRefusal(request, token);
    if (refusal) {
      if (refusal.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.code(refusal.status).send({ message: refusal.message });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
