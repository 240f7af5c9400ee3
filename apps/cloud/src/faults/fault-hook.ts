import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FaultTable } from './fault-table';

// A JSON body cut off mid-list, as a dropped connection or a broken proxy leaves it.
const TRUNCATED_BODY = '{"count":1,"data":[{"id":';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    // Resolving on stop lets the server close at once instead of waiting out a slow fault.
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Answers requests whose path has a fault instead of their route. Added after the CORS hook, so a
 * browser can read the failure as it would read the real service's.
 */
export function installFaults(app: FastifyInstance, faults: FaultTable, stopping: AbortSignal) {
  app.addHook('onRequest', async (request, reply) => {
    const fault = faults.take(request.url.split('?')[0] ?? request.url);
    if (fault === undefined) return;
    switch (fault.kind) {
      case 'slow':
        await sleep(fault.delayMs, stopping);
        return;
      case 'rate-limit':
        return reply
          .code(429)
          .header('retry-after', String(fault.retryAfterSeconds ?? 1))
          .send({ message: STATUS_CODES[429] });
      case 'status':
        return reply
          .code(fault.status)
          .send({ message: fault.message ?? STATUS_CODES[fault.status] ?? 'Error' });
      case 'malformed':
        return reply
          .code(200)
          .type('application/json')
          .send(fault.body ?? TRUNCATED_BODY);
    }
  });
}
