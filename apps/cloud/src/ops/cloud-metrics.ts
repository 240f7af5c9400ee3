import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CloudRelay } from '../relay/relay-server';

/** Every metric's name starts with this, so a shared Prometheus tells the cloud's apart. */
export const METRICS_PREFIX = 'kit_cloud_';

/** The relay's counters (CloudRelay's `stats`; awaited, so an asynchronous store fits too). */
type RelayStats = Awaited<ReturnType<CloudRelay['stats']>>;

/** The label of requests no route matched: one series, whatever paths scanners try. */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, RSS, heap, event-loop lag), once per process: several clouds in
 * one process (tests) share it, and its collectors must not be started twice.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRICS_PREFIX });
  }
  return processRegistry;
}

/**
 * One cloud's Prometheus metrics (prom-client): HTTP requests by route, the relay's sockets,
 * topics, mailbox and message counts. A registry per cloud, not prom-client's global one, so two
 * clouds in one process count apart.
 */
export class CloudMetrics {
  readonly #registry = new Registry();
  readonly #requests = new Counter({
    name: `${METRICS_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.#registry],
  });
  readonly #durations = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.#registry],
  });
  readonly #published = new Counter({
    name: `${METRICS_PREFIX}relay_messages_published_total`,
    help: 'Relay messages accepted from publishers (irn_publish and the wc_* shortcuts)',
    registers: [this.#registry],
  });
  readonly #delivered = new Counter({
    name: `${METRICS_PREFIX}relay_messages_delivered_total`,
    help: 'Relay messages sent to subscribers (live and replayed from the mailbox)',
    registers: [this.#registry],
  });

  readonly #batches = new Histogram({
    name: `${METRICS_PREFIX}relay_mailbox_commit_publishes`,
    help: 'Publishes stored per mailbox transaction (group commit: those waiting share one)',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 200],
    registers: [this.#registry],
  });
  readonly #statements = new Counter({
    name: `${METRICS_PREFIX}relay_mailbox_statements_total`,
    help: 'SQL statements of the mailbox transactions that stored publishes (BEGIN and COMMIT included)',
    registers: [this.#registry],
  });

  /** Counts one answered request; `route` is the route's pattern (`/v1/account/:address/balance`). */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) };
    this.#requests.inc(labels);
    this.#durations.observe(labels, seconds);
  }

  /** The relay's hooks: one count per accepted publish and per delivery. */
  readonly relayEvents = {
    published: () => this.#published.inc(),
    delivered: () => this.#delivered.inc(),
    committed: ({ publishes, statements }: { publishes: number; statements: number }) => {
      this.#batches.observe(publishes);
      this.#statements.inc(statements);
    },
  };

  /** Reads the relay's gauges at every scrape (they are states, not events). */
  watchRelay(relay: Pick<CloudRelay, 'stats'>): void {
    const gauges: Array<[keyof RelayStats, string, string]> = [
      ['sockets', 'relay_sockets', 'Relay WebSocket connections open'],
      ['subscribedTopics', 'relay_subscribed_topics', 'Topics an open socket is subscribed to'],
      ['mailboxTopics', 'relay_mailbox_topics', 'Topics with messages held in the mailbox'],
      ['messages', 'relay_mailbox_messages', 'Messages held in the mailbox until their TTL'],
      ['mailboxBytes', 'relay_mailbox_bytes', 'Bytes of envelopes held (limits.relayMailboxBytes)'],
      [
        'fanOutPending',
        'relay_fan_out_pending',
        'Publishes waiting for Redis to reach the other instances (REDIS_URL)',
      ],
    ];
    for (const [key, name, help] of gauges) {
      new Gauge({
        name: `${METRICS_PREFIX}${name}`,
        help,
        registers: [this.#registry],
        async collect() {
          this.set((await relay.stats())[key]);
        },
      });
    }
  }

  /** The exposition text: this cloud's metrics, then the process's. */
  async text(): Promise<string> {
    const own = await this.#registry.metrics();
    return `${own}\n${await processMetrics().metrics()}`;
  }

  /** The exposition format's content type. */
  get contentType(): string {
    return this.#registry.contentType;
  }
}
