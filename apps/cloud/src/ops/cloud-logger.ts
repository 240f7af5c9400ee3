import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { HEALTH_PATH, READY_PATH } from './health-routes';
import { LOG_REDACT_PATHS, REDACTED, redactUrl } from './log-redaction';
import { METRICS_PATH } from './metrics-routes';

/** Pino log levels. */
export type CloudLogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Structured JSON logging (Fastify's pino logger). */
export interface CloudLoggerOptions {
  level?: CloudLogLevel;
  /** Where JSON lines go (default stdout). */
  stream?: { write(line: string): void };
}

/** The header carrying a request's id, both ways: a proxy's id is kept, ours is sent back. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Ids a proxy may hand over: short and plain, so a client cannot forge log structure with one.
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the caller's `x-request-id` when it is a plain short token, else a UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request as logged: Fastify's fields with the URL's credentials replaced. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's `logger` option: JSON lines at the given level (silent by default, so tests stay
 * quiet; `true` is info), each request's lines carrying its `reqId`, credentials redacted.
 */
export function cloudLoggerOptions(logger: boolean | CloudLoggerOptions | undefined) {
  const level = logger === true ? 'info' : logger ? (logger.level ?? 'info') : 'silent';
  return {
    level,
    redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED },
    serializers: { req: requestSerializer },
    ...(typeof logger === 'object' && logger.stream ? { stream: logger.stream } : {}),
  };
}

// Probes and scrapes come every few seconds: a request line each would drown the log. (The
// older /health keeps its lines: what used it before may rely on seeing them.)
const UNLOGGED_PATHS = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);

/** Fastify's `logController`: no request/response lines for probes (their warnings still go). */
export function cloudLogController(): LogController {
  return new LogController({
    disableRequestLogging: (request) => UNLOGGED_PATHS.has(request.url.split('?')[0] ?? ''),
  });
}

/** Sends each request's id back, so a caller can quote it when reporting a failure. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
