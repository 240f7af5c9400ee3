import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress, isLoopbackHostname } from '../server/loopback';

/** The environment variable holding the token Prometheus sends to read /metrics. */
export const METRICS_TOKEN_ENV = 'KIT_CLOUD_METRICS_TOKEN';

/** Why a request may not read /metrics: the status and the `{ message }` it gets. */
export interface MetricsRefusal {
  status: 401 | 403;
  message: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who reads /metrics. The figures are reconnaissance for an attacker (traffic per route, sockets,
 * mailbox fill) and cost a registry walk each, so they are not for the open internet:
 * - with a token (`KIT_CLOUD_METRICS_TOKEN`), only `Authorization: Bearer <token>` reads them,
 *   from anywhere (Prometheus on another host sends it with `authorization.credentials`);
 * - without one, only loopback callers naming a loopback Host (as /debug/*): a TLS proxy on the
 *   same machine passes the public Host through, so the internet behind it is still refused.
 */
export function metricsRefusal(
  request: FastifyRequest,
  token: string | undefined,
): MetricsRefusal | undefined {
  if (token !== undefined) {
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (timingSafeEqual(digest(given), digest(token))) return undefined;
    return { status: 401, message: 'Metrics need the bearer token of KIT_CLOUD_METRICS_TOKEN' };
  }
  if (isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHostname(request.host)) {
    return undefined;
  }
  return {
    status: 403,
    message:
      'Metrics answer loopback callers only; set KIT_CLOUD_METRICS_TOKEN to scrape from elsewhere',
  };
}
