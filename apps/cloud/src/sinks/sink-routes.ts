import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { HttpError } from '../server/http-error';
import { isLoopbackAddress, isLoopbackHostname } from '../server/loopback';
import type { SinkSender } from './sink-store';

/**
 * The body as JSON. A beacon can only send text/plain (any other type needs a preflight, which
 * beacons do not make), so a text body is parsed here rather than refused.
 */
function jsonBody(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string') return request.body;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    throw new HttpError(400, 'Body is not JSON');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function senderOf(request: FastifyRequest, context: CloudContext): SinkSender {
  const { project, sdkType, sdkVersion } = requireProject(request, context.projects);
  const sender: SinkSender = {
    projectId: project.id,
    contentType: request.headers['content-type'] ?? '',
    receivedAt: Date.now(),
  };
  if (sdkType !== undefined) sender.sdkType = sdkType;
  if (sdkVersion !== undefined) sender.sdkVersion = sdkVersion;
  if (request.headers.origin !== undefined) sender.origin = request.headers.origin;
  return sender;
}

/**
 * POST /batch (analytics events) and POST /e (error reports), stored durably before they are
 * acknowledged. Bodies past `limits.sinkBodyBytes` are refused (413) before they are read whole.
 */
export function registerSinkRoutes(app: FastifyInstance, context: CloudContext): void {
  const bodyLimit = context.limits.sinkBodyBytes;
  app.post('/batch', { bodyLimit }, async (request) => {
    const sender = senderOf(request, context);
    const events = jsonBody(request);
    if (!Array.isArray(events) || !events.every(isRecord)) {
      throw new HttpError(400, 'Expected a JSON array of event objects');
    }
    await context.sinks.addBatch({ ...sender, events });
    return { received: events.length };
  });

  app.post('/e', { bodyLimit }, async (request) => {
    const sender = senderOf(request, context);
    const report = jsonBody(request);
    if (!isRecord(report)) throw new HttpError(400, 'Expected a JSON error report object');
    await context.sinks.addError({ ...sender, report });
    return { received: 1 };
  });
}

/**
 * GET /debug/analytics and /debug/errors: what the sinks hold, for tools outside the test
 * process. Loopback callers naming a loopback host only, even when the server listens wider.
 */
export function registerDebugRoutes(app: FastifyInstance, context: CloudContext): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/debug/')) return;
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHostname(request.host)) {
      throw new HttpError(403, 'Debug endpoints answer loopback callers only');
    }
  });
  app.get('/debug/analytics', async () => {
    const data = await context.sinks.analytics();
    return { count: data.length, data };
  });
  app.get('/debug/errors', async () => {
    const data = await context.sinks.errors();
    return { count: data.length, data };
  });
}
