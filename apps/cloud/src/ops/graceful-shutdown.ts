import type { FastifyInstance } from 'fastify';

import { setTimeout as sleep } from 'node:timers/promises';

/** How long a stop waits for in-flight requests and relay sockets before cutting them (10 s). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** The stop of one cloud: drain, then close. */
export interface GracefulShutdown {
  /** A stop has begun: /readyz fails from here on, through the pre-drain. */
  readonly stopping: boolean;
  /**
   * Fails /readyz for `preDrainMs` while still serving everything (a load balancer polling it
   * stops routing here, and nothing routed meanwhile is refused), then stops accepting connections, lets requests in flight finish and their keep-alive connections
   * close, then runs the app's close hooks. Past `timeoutMs`, `onDeadline` runs (cut what is
   * left of the relay) and every HTTP connection still open is closed.
   */
  close(onDeadline: () => void): Promise<void>;
}

/**
 * Graceful stop for a Fastify app created with `forceCloseConnections: 'idle'`: Fastify then
 * answers requests arriving on kept-alive connections during close with 503 + `Connection:
 * close`, Node's server.close() refuses new connections and drops idle ones, and the requests
 * already running finish. This adds the bound (a request that never ends cannot hold the stop
 * forever) and closes the connection of each request that finishes while draining, which would
 * otherwise idle until its keep-alive timeout.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  timeoutMs: number,
  preDrainMs = 0,
): GracefulShutdown {
  let stopping = false;
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    get stopping() {
      return stopping;
    },
    async close(onDeadline) {
      stopping = true;
      if (preDrainMs > 0) await sleep(preDrainMs);
      draining = true;
      const deadline = setTimeout(() => {
        onDeadline();
        app.server.closeAllConnections();
      }, timeoutMs);
      try {
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}
