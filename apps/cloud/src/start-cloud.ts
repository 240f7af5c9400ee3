import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '@kit/core';
import { registerBlockchainRoutes } from './blockchain/blockchain-routes';
import type { CloudContext, CloudDevnet } from './cloud-context';
import type { CatalogueWallet } from './explorer/catalogue-wallet';
import { registerExplorerRoutes } from './explorer/explorer-routes';
import { generateWalletCatalogue } from './explorer/wallet-catalogue';
import { installFaults } from './faults/fault-hook';
import { FaultTable, type CloudFaults } from './faults/fault-table';
import { registerImageRoutes } from './images/image-routes';
import { registerNamesRoutes } from './names/names-routes';
import { registerOnrampRoutes } from './onramp/onramp-routes';
import { DEFAULT_MAILBOX_LIMITS } from './relay/relay-mailbox';
import { attachRelay, RELAY_PATH, type CloudRelay, type RelayOptions } from './relay/relay-server';
import { DEFAULT_PROJECTS, type CloudProject } from './projects/cloud-project';
import { registerConfigRoutes } from './projects/config-routes';
import { createProjectRegistry, mergeProjects } from './projects/project-registry';
import { readProjectsFile } from './projects/projects-file';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './otp/otp-guard';
import { DatabaseOtpLockStore, type OtpLockStore } from './otp/otp-lock-store';
import { RedisOtpLockStore, SharedOtpLockStore } from './redis/redis-otp-lock-store';
import { connectSharedRedis, type RedisHealth, type SharedRedis } from './redis/shared-redis';
import { RedisRelayFanOut } from './relay/redis-relay-fan-out';
import { resolveLimits, type CloudLimits } from './server/cloud-limits';
import type { CloudDatabase } from './server/database/cloud-database';
import { openCloudDatabase } from './server/database/open-cloud-database';
import { installCors } from './server/cors';
import { assertDevModeHost } from './server/dev-mode';
import { installPublicHostCheck, parsePublicUrl } from './server/public-origin';
import type { IdentityProviders } from './secure-site/identity-providers';
import { prepareDataDir } from './server/data-dir';
import { installOriginGuard } from './server/origin-guard';
import { installRateLimits } from './server/rate-limits';
import { SecretBox } from './server/secret-box';
import { resolveSecretKeys } from './server/secret-key';
import type { CloudSessions } from './sessions/sessions-service';
import { registerSessionRoutes } from './sessions/sessions-routes';
import { registerSiwxRoutes } from './siwx/siwx-routes';
import { registerDebugRoutes, registerSinkRoutes } from './sinks/sink-routes';
import { DEFAULT_SINK_LIMIT, type CloudSinks, type SinkStore } from './sinks/sink-store';
import { createDatabaseSinkStore } from './sinks/database-sink-store';
import { registerSwapRoutes } from './swap/swap-routes';
import { registerSecureRoutes } from './secure-site/secure-routes';
import { CloudMetrics } from './ops/cloud-metrics';
import {
  cloudLoggerOptions,
  cloudLogController,
  installRequestIdHeader,
  requestIdFor,
  type CloudLoggerOptions,
} from './ops/cloud-logger';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, installGracefulShutdown } from './ops/graceful-shutdown';
import { registerHealthRoutes } from './ops/health-routes';
import { registerMetricsRoutes } from './ops/metrics-routes';
import { ReadinessChecks } from './ops/readiness-checks';

export type { CloudLogLevel, CloudLoggerOptions } from './ops/cloud-logger';

/** Options of startCloud; everything has a default that suits a test. */
export interface StartCloudOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1: loopback only. */
  host?: string;
  /** Where state lives (`projects.json`…). Default: a fresh temp dir, deleted by stop(). */
  dataDir?: string;
  /**
   * `postgres://…`: the stores live in that PostgreSQL database (several instances can share it).
   * Default: SQLite files in the data dir. The CLI takes it from --database-url or DATABASE_URL.
   */
  databaseUrl?: string;
  /** Projects merged by id over `kit-local` and the data dir's projects.json. */
  projects?: readonly CloudProject[];
  /** The explorer catalogue (default: the generated one); served in `order` order. */
  wallets?: readonly CatalogueWallet[];
  /**
   * The local chains, for the services that read them (the Blockchain API). Without it the
   * Blockchain API serves no chain: empty lists, and 'Network not supported' for chain-bound calls.
   */
  devnet?: CloudDevnet;
  /** `true` logs at info; default silent, so tests stay quiet. */
  logger?: boolean | CloudLoggerOptions;
  /** How many batches and error reports each sink keeps (default 10 000; `limits.sinkBytes` too). */
  sinkLimit?: number;
  /** Timers and limits of the WalletConnect relay (tests shorten the heartbeat and sweep). */
  relay?: RelayOptions;
  /**
   * The public origin (e.g. `https://wallet.example.com`): own-origin checks and every generated
   * URL use it, never the Host header; a secure-site request for another Host gets 421.
   * Default: the listening URL (`http://127.0.0.1:<port>`).
   */
  publicUrl?: string;
  /** Dev-only conveniences (stand-in Farcaster login, local mailbox); refused off loopback. */
  dev?: boolean;
  /** The social logins' OpenID Connect providers (issuer, client id, secret), per provider. */
  identityProviders?: IdentityProviders;
  /** Body sizes, request rates, sink and relay budgets (see CloudLimits; tests lower them). */
  limits?: Partial<CloudLimits>;
  /**
   * The secret key sealing identity seeds (32 bytes, hex or base64). Default: the
   * KIT_CLOUD_SECRET_KEY environment variable, else a development key generated into the data
   * dir (with a warning).
   */
  secretKey?: string;
  /** Keys data may still be sealed under (rotation); default KIT_CLOUD_PREVIOUS_SECRET_KEYS. */
  previousSecretKeys?: readonly string[];
  /** How long a secure-site session lasts (default 7 days). */
  secureSessionTtlMs?: number;
  /** Wrong one-time codes allowed per inbox and per client (default 10/hour and 30/15 min). */
  otpLimits?: Partial<OtpLimits>;
  /** The time of one-time codes and secure-site sessions (default the system clock; tests move it). */
  clock?: Clock;
  /**
   * The bearer token that reads /metrics from anywhere (the CLI's KIT_CLOUD_METRICS_TOKEN).
   * Without one, only loopback callers naming a loopback host read it.
   */
  metricsToken?: string;
  /** How long stop() lets requests in flight and relay sockets finish before cutting them (10 s). */
  shutdownTimeoutMs?: number;
  /**
   * How long stop() fails /readyz, still serving everything, before it stops accepting: the time a
   * load balancer polling /readyz needs to stop routing here. Default 0 (tests, an embedded or
   * lone cloud: nothing to wait for); the CLI defaults to 5 s when bound beyond loopback.
   */
  preDrainMs?: number;
  /**
   * `redis://[user:password@]host:port[/db]` (or `rediss://`): the Redis several instances share
   * for relay fan-out, request rate limits and OTP failure counters. Unreachable at start: a
   * CloudStartError (REDIS_UNAVAILABLE). Default none: everything stays in this process. The
   * command line takes it from --redis-url or REDIS_URL.
   */
  redisUrl?: string;
}

export { OTP_LOCKS_DB_FILE } from './otp/otp-lock-store';

/** A running local cloud. */
export interface Cloud {
  /** Base URL of every service, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** The public origin: `publicUrl` as configured, else `url`. */
  publicUrl: string;
  port: number;
  dataDir: string;
  /** What POST /batch and POST /e received. */
  sinks: CloudSinks;
  /** Failures to inject per path (429, 5xx, malformed body, slow answer). */
  faults: CloudFaults;
  /** Seeds smart sessions (what a wallet's wallet_grantPermissions would leave), from code only. */
  sessions: CloudSessions;
  /** The WalletConnect relay's WebSocket URL, e.g. `ws://127.0.0.1:41234/relay`. */
  relayUrl: string;
  /** The relay's counters and outage switch (tests). */
  relay: CloudRelay;
  /** The stores' database: `ping()` answers whether it is reachable (readiness). */
  database: CloudDatabase;
  /** The shared Redis (`redisUrl`), also checked by /readyz as 'redis'; absent without one. */
  redis?: RedisHealth;
  /** What GET /readyz checks (`readiness.add(name, check)` adds a dependency). */
  readiness: ReadinessChecks;
  /**
   * Stops gracefully: refuses new connections, closes relay sockets with a reconnect hint
   * (RELAY_RESTART_CLOSE), lets requests in flight finish (at most `shutdownTimeoutMs`, then
   * cuts them), closes the stores and deletes a temp data dir. Idempotent.
   */
  stop(): Promise<void>;
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function registerRoutes(app: FastifyInstance, context: CloudContext): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
  registerExplorerRoutes(app, context);
  registerImageRoutes(app, context);
  registerConfigRoutes(app, context);
  registerSinkRoutes(app, context);
  registerDebugRoutes(app, context);
  // Names first: /v1/identity answers an address's registered name.
  const names = await registerNamesRoutes(app, context);
  // The swap pool prices the Blockchain API's tokens (one pool, deployed once, for both).
  const swaps = registerSwapRoutes(app, context);
  await registerBlockchainRoutes(app, context, names, swaps);
  await registerOnrampRoutes(app, context);
  // Sign-in's e-mail capture mails its codes to the secure site's local mailbox.
  await registerSiwxRoutes(app, context, await registerSecureRoutes(app, context, swaps));
}

/**
 * Starts the local cloud services on one port: the Explorer API with images, project config,
 * allowed origins and analytics config, the analytics and error sinks, and the Blockchain API
 * over the devnet (see README.md).
 */
export async function startCloud(options: StartCloudOptions = {}): Promise<Cloud> {
  const host = options.host ?? '127.0.0.1';
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kit-cloud-'));
  const stopping = new AbortController();
  assertDevModeHost(options.dev === true, host);
  const configuredPublicUrl =
    options.publicUrl === undefined ? undefined : parsePublicUrl(options.publicUrl);
  let listeningUrl = '';

  const limits = resolveLimits(options.limits);
  let app: FastifyInstance | undefined;
  let database: CloudDatabase | undefined;
  let sinks: SinkStore | undefined;
  let otpLocks: OtpLockStore | undefined;
  let redis: SharedRedis | undefined;
  try {
    prepareDataDir(dataDir);
    database = await openCloudDatabase({
      dataDir,
      ...(options.databaseUrl !== undefined && { url: options.databaseUrl }),
    });
    app = Fastify({
      logger: cloudLoggerOptions(options.logger),
      genReqId: requestIdFor,
      logController: cloudLogController(),
      // Idle keep-alive connections close at stop; running requests finish (installGracefulShutdown).
      forceCloseConnections: 'idle',
      bodyLimit: limits.bodyBytes,
    });
    const shutdown = installGracefulShutdown(
      app,
      options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
      options.preDrainMs ?? 0,
    );
    const log = app.log;
    if (options.redisUrl !== undefined) {
      redis = await connectSharedRedis(options.redisUrl, {
        info: (message) => log.info(message),
        warn: (message) => log.warn(message),
      });
    }
    const box = new SecretBox(
      resolveSecretKeys({
        dataDir,
        ephemeral: ownsDataDir,
        ...(options.secretKey !== undefined && { secretKey: options.secretKey }),
        ...(options.previousSecretKeys !== undefined && {
          previousSecretKeys: options.previousSecretKeys,
        }),
        warn: (message) => log.warn(message),
      }),
    );
    // Counted in the database always (shared by the instances on PostgreSQL), and in Redis too
    // when there is one: a check answers the stricter (SharedOtpLockStore).
    const databaseLocks = await DatabaseOtpLockStore.open(database);
    otpLocks = redis
      ? new SharedOtpLockStore(new RedisOtpLockStore(redis.commands), databaseLocks)
      : databaseLocks;
    sinks = await createDatabaseSinkStore(database, {
      maxEntries: options.sinkLimit ?? DEFAULT_SINK_LIMIT,
      maxBytes: limits.sinkBytes,
    });
    const context: CloudContext = {
      projects: createProjectRegistry(
        mergeProjects(DEFAULT_PROJECTS, readProjectsFile(dataDir), options.projects ?? []),
      ),
      wallets: [...(options.wallets ?? generateWalletCatalogue())].sort(
        (a, b) => a.order - b.order,
      ),
      faults: new FaultTable(),
      sinks,
      dataDir,
      database,
      limits,
      ...(options.devnet ? { devnet: options.devnet } : {}),
      // Requests arrive only once listening, when the default (the listening URL) is known.
      publicUrl: () => configuredPublicUrl ?? listeningUrl,
      dev: options.dev === true,
      identityProviders: options.identityProviders ?? {},
      secrets: {
        box,
        otpLocks,
        otpLimits: { ...DEFAULT_OTP_LIMITS, ...options.otpLimits },
        ...(options.secureSessionTtlMs !== undefined && {
          secureSessionTtlMs: options.secureSessionTtlMs,
        }),
      },
      clock: options.clock ?? systemClock,
      ...(redis && { redis }),
    };
    const locks = otpLocks;
    app.addHook('onClose', async () => locks.close());
    // After the services' own hooks: whatever store is still open closes with it.
    const openDatabase = database;
    app.addHook('onClose', async () => openDatabase.close());
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // The real services answer errors as { message }; 5xx texts stay generic.
      void reply
        .code(status)
        .send({ message: status >= 500 ? 'Internal Server Error' : error.message });
    });
    app.setNotFoundHandler((request, reply) => {
      void reply
        .code(404)
        .send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
    });
    // Hook order matters: the request id first (every answer carries it), then CORS headers, so
    // injected faults are readable by browsers too.
    installRequestIdHeader(app);
    installPublicHostCheck(app, context.publicUrl);
    installCors(app, context.projects);
    // Refusals before any work: foreign origins (403), then request rates (429).
    installOriginGuard(app, context.projects, context.publicUrl);
    await installRateLimits(app, context.projects, limits, redis?.commands);
    installFaults(app, context.faults, stopping.signal);
    const metrics = new CloudMetrics();
    registerMetricsRoutes(app, metrics, options.metricsToken);
    const readiness = new ReadinessChecks();
    // SELECT 1 on SQLite (each store's file still there) or PostgreSQL.
    const pingedDatabase = database;
    readiness.add('database', () => pingedDatabase.ping());
    // Redis lost: the instance serves its own clients, but is not ready for a balancer's share.
    const sharedRedis = redis;
    if (sharedRedis) readiness.add('redis', () => sharedRedis.ping());
    registerHealthRoutes(app, readiness, () => shutdown.stopping);
    await registerRoutes(app, context);
    // Apart from the others: its grant function is part of the handle (cloud.sessions).
    const sessions = await registerSessionRoutes(app, context);
    // The relay shares the port: WebSocket upgrades on RELAY_PATH, closed before the server is.
    const relayOptions: RelayOptions = {
      ...options.relay,
      limits: {
        ...DEFAULT_MAILBOX_LIMITS,
        maxBytes: limits.relayMailboxBytes,
        ...options.relay?.limits,
      },
    };
    const fanOut =
      redis &&
      (await RedisRelayFanOut.start(redis, log, {
        maxPendingBytes: limits.relayMailboxBytes,
        ...(options.relay?.now && { now: options.relay.now }),
      }));
    const relay = await attachRelay(app.server, relayOptions, {
      ...(fanOut && { fanOut }),
      database,
      projects: context.projects,
      events: metrics.relayEvents,
      caps: {
        maxFrameBytes: limits.relayFrameBytes,
        maxMessageBytes: limits.relayMessageBytes,
        maxSubscriptions: limits.relaySubscriptionsPerSocket,
        maxBytesInFlight: limits.relayBytesInFlight,
        maxSocketsPerClient: limits.relaySocketsPerClient,
      },
    });
    metrics.watchRelay(relay.relay);
    // Sockets are told to reconnect before the server stops accepting (preClose runs first), and
    // the upgrade listener is gone by then: a quick reconnect never lands on this instance.
    let relayDrained: Promise<void> = Promise.resolve();
    app.addHook('preClose', (done) => {
      relayDrained = relay.drain();
      done();
    });
    app.addHook('onClose', async () => {
      await relayDrained;
      await relay.close();
    });
    const openSinks = sinks;
    app.addHook('onClose', async () => openSinks.close());
    const openRedis = redis;
    if (openRedis) {
      // After the relay's sockets are closed (preClose): nothing announces any more.
      app.addHook('onClose', async () => {
        await fanOut?.close();
        await openRedis.close();
      });
    }

    await app.listen({ port: options.port ?? 0, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    listeningUrl = urlOf(host, port);
    let stopped: Promise<void> | undefined;
    return {
      url: urlOf(host, port),
      publicUrl: context.publicUrl(),
      port,
      dataDir,
      sinks: context.sinks,
      database: context.database,
      faults: context.faults,
      sessions,
      relayUrl: `${urlOf(host, port).replace(/^http/, 'ws')}${RELAY_PATH}`,
      relay: relay.relay,
      ...(redis && { redis }),
      readiness,
      stop() {
        stopped ??= (async () => {
          // Injected delays are not work in flight: they end now.
          stopping.abort();
          await shutdown.close(() => relay.relay.dropSockets());
          if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  } catch (error) {
    stopping.abort();
    await app?.close();
    await database?.close();
    await sinks?.close();
    await otpLocks?.close();
    await redis?.close();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
