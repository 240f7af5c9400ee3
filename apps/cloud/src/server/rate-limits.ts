import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ProjectRegistry } from '../projects/project-registry';
import type { CloudLimits } from './cloud-limits';
import { HttpError } from './http-error';
import { readProjectParams } from './project-params';
import { sharedRateStore } from '../redis/shared-rate-store';

/**
 * Paths never rate limited: a load balancer's health and readiness probes must see a busy server
 * as alive (all from one address, they would spend that address's budget).
 */
const UNLIMITED_PATHS = new Set(['/health', '/healthz', '/readyz']);

type RateLimitOptions = NonNullable<Parameters<FastifyInstance['rateLimit']>[0]>;

/**
 * One @fastify/rate-limit hook. Each comes from its own plugin scope because the plugin lets only
 * the first of its hooks count a request; two scopes give two independent counters.
 */
async function limiter(
  app: FastifyInstance,
  options: RateLimitOptions,
  store: FastifyRateLimitStoreCtor | undefined,
): Promise<onRequestAsyncHookHandler> {
  let hook: onRequestAsyncHookHandler | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...(store && { store }) });
    hook = scope.rateLimit(options) as unknown as onRequestAsyncHookHandler;
  });
  if (!hook) throw new Error('@fastify/rate-limit did not register');
  return hook;
}

function refusal(what: string) {
  return (_request: FastifyRequest, context: { after: string }) =>
    new HttpError(429, `Too many requests ${what}: retry in ${context.after}`);
}

/**
 * Per-client (remote address: never a header a client could choose) and per-project request
 * rates. Over either: 429 with Retry-After and `{ message }`, before the body is read. With
 * `redis` the counters are shared by every instance on it (each instance counting alone while
 * Redis is away); without, they live in this process.
 */
export async function installRateLimits(
  app: FastifyInstance,
  projects: ProjectRegistry,
  limits: CloudLimits,
  redis?: Redis,
): Promise<void> {
  const store = (namespace: string) => redis && sharedRateStore(redis, namespace);
  const exempt = (request: FastifyRequest) => UNLIMITED_PATHS.has(request.url.split('?')[0] ?? '');
  const perClient = await limiter(
    app,
    {
      max: limits.requestsPerClient,
      timeWindow: limits.rateWindowMs,
      keyGenerator: (request) => request.socket.remoteAddress ?? 'unknown',
      allowList: (request) => exempt(request),
      errorResponseBuilder: refusal('from this client'),
    },
    store('kit-cloud:rate:client:'),
  );
  const perProject = await limiter(
    app,
    {
      max: limits.requestsPerProject,
      timeWindow: limits.rateWindowMs,
      // Only known projects count: random ids must not each open a counter.
      keyGenerator: (request) => projects.get(readProjectParams(request).projectId)?.id ?? '',
      allowList: (request, key) => key === '' || exempt(request),
      errorResponseBuilder: refusal('for this project'),
    },
    store('kit-cloud:rate:project:'),
  );
  app.addHook('onRequest', perClient);
  app.addHook('onRequest', perProject);
}
