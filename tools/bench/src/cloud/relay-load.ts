import { createHash } from 'node:crypto';
import WebSocket from 'ws';
// The relay specs' fake JWT (only its `iss` is read), by path: no package exports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authFor } from '../../../../apps/cloud/src/relay/relay-test-client.spec-helper';
import { countDeliveries, summarizeLatencies, type DeliveryCount } from './load-stats';

/** The relay load: `clients` sockets, client i subscribed to topic i mod `topics`. */
export interface RelayLoadOptions {
  clients: number;
  topics: number;
  /** Publishes per second offered, all clients together (round-robin over the clients). */
  rate: number;
  seconds: number;
  /** How long to wait for deliveries still owed after the last publish. */
  drainSeconds: number;
}

export interface RelayResult extends DeliveryCount {
  published: number;
  /** Publishes answered with an error or not answered within the drain time. */
  publishErrors: number;
  /** Deliveries per second, from the first publish to the last delivery. */
  deliveredPerSecond: number;
  /** Publish to delivery, on this process's clock (sender and receiver are both here). */
  p50Ms: number | null;
  p99Ms: number | null;
  publishP99Ms: number | null;
}

/** A 64-hex topic, like WalletConnect's. */
function topicOf(index: number): string {
  return createHash('sha256').update(`kit-bench-topic-${index}`).digest('hex');
}

/** About a WalletConnect envelope's size (base64 of an encrypted JSON-RPC request). */
const PADDING = 'x'.repeat(300);

interface BenchClient {
  index: number;
  socket: WebSocket;
  topic: string;
}

async function connect(url: string, index: number, topics: number): Promise<BenchClient> {
  const iss = `did:key:kit-bench-${index}`;
  const socket = new WebSocket(`${url}?auth=${authFor(iss)}&projectId=kit-local`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { index, socket, topic: topicOf(index % topics) };
}

/** Sends one JSON-RPC request; resolves with whether it succeeded (false on error or timeout). */
function request(
  pending: Map<number, (ok: boolean) => void>,
  socket: WebSocket,
  id: number,
  method: string,
  params: unknown,
): Promise<boolean> {
  return new Promise((resolve) => {
    pending.set(id, resolve);
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
  });
}

/**
 * Runs the relay load against `relayUrls`. Client i goes to instance ⌊i / topics⌋ mod n, so the
 * clients of one topic (i, i + topics, …) are on different instances when there are several: a
 * WalletConnect pair whose dApp and wallet reached different instances, every delivery crossing
 * Redis. (Round-robin by i put both clients of a topic on one instance with 100 topics and two
 * instances: nothing crossed.) Bounded: rate × seconds publishes, then at most drainSeconds of
 * waiting; every socket is closed at the end.
 */
export async function runRelayLoad(
  relayUrls: readonly string[],
  options: RelayLoadOptions,
): Promise<RelayResult> {
  const clients: BenchClient[] = [];
  const pending = new Map<number, (ok: boolean) => void>();
  const arrived: string[] = [];
  const owed = new Set<string>();
  const sentAt = new Map<string, number>();
  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  const publishLatencies: number[] = [];
  let lastDeliveryAt = 0;
  let nextId = 1;
  try {
    for (let index = 0; index < options.clients; index += 1) {
      const instance = Math.floor(index / options.topics) % relayUrls.length;
      clients.push(await connect(relayUrls[instance]!, index, options.topics));
    }
    for (const client of clients) {
      client.socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as {
          id: number;
          method?: string;
          params?: { data: { message: string } };
          error?: unknown;
        };
        if (frame.method === 'irn_subscription' && frame.params) {
          const message = frame.params.data.message;
          const now = performance.now();
          arrived.push(`${client.index}|${message}`);
          const start = sentAt.get(message);
          if (start !== undefined) latencies.push(now - start);
          lastDeliveryAt = now;
          return;
        }
        const resolve = pending.get(frame.id);
        pending.delete(frame.id);
        resolve?.(frame.error === undefined);
      });
    }
    const subscribed = await Promise.all(
      clients.map((client) =>
        request(pending, client.socket, nextId++, 'irn_subscribe', { topic: client.topic }),
      ),
    );
    if (!subscribed.every(Boolean)) throw new Error('a bench client could not subscribe');
    const byTopic = new Map<string, BenchClient[]>();
    for (const client of clients) {
      byTopic.set(client.topic, [...(byTopic.get(client.topic) ?? []), client]);
    }

    const total = Math.round(options.rate * options.seconds);
    const tickMs = 10;
    const perTick = options.rate / (1000 / tickMs);
    const answers: Promise<boolean>[] = [];
    const started = performance.now();
    let published = 0;
    while (published < total) {
      // Catch up to the schedule (a late tick sends more), never past the bounded total.
      const due = Math.min(
        total,
        Math.floor(((performance.now() - started) / tickMs + 1) * perTick),
      );
      for (; published < due; published += 1) {
        const sender = clients[published % clients.length]!;
        const message = `bench-${published}-${PADDING}`;
        const sendAt = performance.now();
        sentAt.set(message, sendAt);
        answers.push(
          request(pending, sender.socket, nextId++, 'irn_publish', {
            topic: sender.topic,
            message,
            ttl: 300,
            tag: 0,
          }).then((ok) => {
            publishLatencies.push(performance.now() - sendAt);
            // Only what the relay acknowledged is owed: an unanswered publish is an error.
            if (ok) {
              acknowledged.add(message);
              for (const receiver of byTopic.get(sender.topic) ?? []) {
                if (receiver !== sender) owed.add(`${receiver.index}|${message}`);
              }
            }
            return ok;
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, tickMs));
    }
    const drainUntil = performance.now() + options.drainSeconds * 1000;
    while (performance.now() < drainUntil && (arrived.length < owed.size || pending.size > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Publishes never answered count as errors: resolve them false.
    for (const resolve of pending.values()) resolve(false);
    const okCount = (await Promise.all(answers)).filter(Boolean).length;
    // Deliveries of publishes never acknowledged are neither owed nor duplicates.
    const counted = countDeliveries(
      owed,
      arrived.filter((key) => acknowledged.has(key.slice(key.indexOf('|') + 1))),
    );
    const elapsedSeconds = Math.max(lastDeliveryAt - started, 1) / 1000;
    const latency = summarizeLatencies(latencies);
    return {
      ...counted,
      published,
      publishErrors: published - okCount,
      deliveredPerSecond: counted.delivered / elapsedSeconds,
      p50Ms: latency.p50,
      p99Ms: latency.p99,
      publishP99Ms: summarizeLatencies(publishLatencies).p99,
    };
  } finally {
    for (const client of clients) client.socket.terminate();
  }
}
