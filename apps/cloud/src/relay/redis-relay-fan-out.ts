import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisLog, SharedRedis } from '../redis/shared-redis';
import type { RelayFanOut } from './relay-fan-out';
import type { RelayMessage } from './relay-mailbox';

/** The stream every instance appends its publishes to and reads the others' from. */
export const RELAY_STREAM_KEY = 'kit-cloud:relay:fan-out';

/** Options of the Redis fan-out; the defaults suit a deployment, tests lower them. */
export interface RedisFanOutOptions {
  /**
   * Entries the stream keeps (trimmed approximately): how far an instance whose own connection
   * dropped can catch up. 10 000 envelopes of a few KiB is tens of MiB in Redis.
   */
  streamLength?: number;
  /** Bytes of announcements held while Redis is away; past it the oldest are dropped (default 64 MiB). */
  maxPendingBytes?: number;
  /** Time of the TTL checks (default Date.now). */
  now?: () => number;
  /**
   * Longest a publish's acknowledgement waits for its XADD (ms, default 1 000, the commands'
   * timeout): past it the publisher is acknowledged anyway, the message being in the mailbox.
   */
  announceWaitMs?: number;
}

/** Announcement ids already delivered, so a retried XADD is delivered once. */
const SEEN_IDS = 50_000;
/** Entries read per XREAD, and the longest a read blocks before it is issued again. */
const READ_COUNT = 1_000;
const READ_BLOCK_MS = 5_000;
/** Wait between reads while Redis is unreachable (the connection reconnects meanwhile). */
const READ_RETRY_MS = 250;
/** XADDs per pipeline round trip while flushing. */
const FLUSH_BATCH = 500;

interface Announcement {
  /** `<instance>:<n>`: unique across instances and restarts. */
  id: string;
  message: RelayMessage;
  bytes: number;
  /** Releases the publisher's acknowledgement (idempotent). */
  release: () => void;
}

/**
 * Relay fan-out over a Redis stream. Why a stream and not pub/sub: PUBLISH is fire-and-forget,
 * so an instance whose subscriber connection blips loses whatever was published meanwhile,
 * silently. A stream keeps the last `streamLength` entries and each instance reads on from the
 * last id it saw, so a reconnect catches up; entry ids give one order for all instances. An XADD
 * that fails (Redis away) stays queued here, in publish order, and goes out when Redis is back;
 * the message itself is already in this instance's mailbox (and delivered to its own
 * subscribers). A retried XADD may land twice: receivers drop announcement ids they have seen.
 * `announce` resolves when the XADD succeeded, so the publisher is acknowledged only once the
 * other instances can read the message; while Redis is lost (known, or failing, or too slow) it
 * resolves without, and the queue delivers later as before.
 */
export class RedisRelayFanOut implements RelayFanOut {
  private readonly instanceId = randomUUID();
  private readonly streamLength: number;
  private readonly maxPendingBytes: number;
  private readonly now: () => number;
  private readonly announceWaitMs: number;
  private readonly queue: Announcement[] = [];
  private queuedBytes = 0;
  private flushing = false;
  private counter = 0;
  private readonly seen = new Set<string>();
  private receive: ((message: RelayMessage) => void) | undefined;
  private closed = false;
  private readonly reading: Promise<void>;
  private readonly retry: NodeJS.Timeout;

  /**
   * Starts reading after the stream's current end, before the cloud listens: whatever any
   * instance publishes once this resolves reaches this one.
   */
  static async start(
    redis: SharedRedis,
    log: RedisLog,
    options: RedisFanOutOptions = {},
  ): Promise<RedisRelayFanOut> {
    const reader = await redis.blockingConnection();
    try {
      const newest = await reader.xrevrange(RELAY_STREAM_KEY, '+', '-', 'COUNT', 1);
      return new RedisRelayFanOut(redis, log, options, reader, newest[0]?.[0] ?? '0-0');
    } catch (error) {
      reader.disconnect();
      throw error;
    }
  }

  private constructor(
    private readonly redis: SharedRedis,
    private readonly log: RedisLog,
    options: RedisFanOutOptions,
    private readonly reader: Redis,
    startId: string,
  ) {
    this.streamLength = options.streamLength ?? 10_000;
    this.maxPendingBytes = options.maxPendingBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.announceWaitMs = options.announceWaitMs ?? 1_000;
    this.reading = this.readLoop(startId);
    // Redis back: send what waited. The timer covers a flush that failed while Redis looked up.
    redis.commands.on('ready', () => void this.flush());
    this.retry = setInterval(() => void this.flush(), 1_000);
    this.retry.unref();
  }

  announce(message: RelayMessage): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.counter += 1;
    const bytes = Buffer.byteLength(message.message) + (message.attestation?.length ?? 0);
    const announced = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.announceWaitMs);
      this.queue.push({
        id: `${this.instanceId}:${this.counter}`,
        message,
        bytes,
        release: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
    this.queuedBytes += bytes;
    while (this.queuedBytes > this.maxPendingBytes && this.queue.length > 1) {
      const dropped = this.queue.shift() as Announcement;
      this.queuedBytes -= dropped.bytes;
      dropped.release();
      this.log.warn(
        `relay fan-out: Redis away too long, an announcement of topic ${dropped.message.topic} was dropped (it stays in this instance's mailbox)`,
      );
    }
    // Known lost: no wait for an XADD that cannot succeed now (the queue keeps it for later).
    if (this.redis.commands.status !== 'ready') this.releaseAll();
    void this.flush();
    return announced;
  }

  listen(receive: (message: RelayMessage) => void): void {
    this.receive = receive;
  }

  pending(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.retry);
    this.releaseAll();
    // Ends a blocked XREAD; the loop sees `closed` and returns.
    this.reader.disconnect();
    await this.reading;
  }

  /** Sends queued announcements in order; stops at the first failure (retried on 'ready'). */
  private async flush(): Promise<void> {
    if (this.flushing || this.closed) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        this.dropExpired();
        const batch = this.queue.slice(0, FLUSH_BATCH);
        if (batch.length === 0) break;
        const pipeline = this.redis.commands.pipeline();
        for (const entry of batch) {
          pipeline.xadd(
            RELAY_STREAM_KEY,
            'MAXLEN',
            '~',
            String(this.streamLength),
            '*',
            'id',
            entry.id,
            'message',
            JSON.stringify(entry.message),
          );
        }
        const results = await pipeline.exec().catch(() => null);
        const sent = results ? results.findIndex(([error]) => error !== null) : 0;
        const done = sent === -1 ? batch.length : sent;
        for (const entry of this.queue.splice(0, done)) {
          this.queuedBytes -= entry.bytes;
          entry.release();
        }
        if (done < batch.length) {
          // Redis failed us: what waits is acknowledged now and announced on a later flush.
          this.releaseAll();
          return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Acknowledges every queued publish without waiting for its XADD (Redis lost or closing). */
  private releaseAll(): void {
    for (const entry of this.queue) entry.release();
  }

  private dropExpired(): void {
    const now = this.now();
    for (let i = this.queue.length - 1; i >= 0; i -= 1) {
      const entry = this.queue[i] as Announcement;
      if (entry.message.expiresAt <= now) {
        this.queue.splice(i, 1);
        this.queuedBytes -= entry.bytes;
        entry.release();
      }
    }
  }

  /**
   * Reads on from the last id seen, for ever. After Redis lost its data the stream starts anew
   * with ids from Redis's clock, later than any seen before, so reading on misses nothing.
   */
  private async readLoop(startId: string): Promise<void> {
    let lastId = startId;
    while (!this.closed) {
      try {
        const read = (await this.reader.xread(
          'COUNT',
          READ_COUNT,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          RELAY_STREAM_KEY,
          lastId,
        )) as Array<[string, Array<[string, string[]]>]> | null;
        for (const [, entries] of read ?? []) {
          for (const [entryId, fields] of entries) {
            lastId = entryId;
            this.accept(fields);
          }
        }
      } catch {
        // Closed, by us or with the cloud's Redis: ioredis will not reconnect it.
        if (this.closed || this.reader.status === 'end') return;
        await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
      }
    }
  }

  private accept(fields: string[]): void {
    // Fields come as [name, value, name, value…].
    const value = (name: string) => {
      for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
      return undefined;
    };
    const id = value('id');
    const json = value('message');
    // Our own announcements were delivered here when published.
    if (!id || !json || id.startsWith(`${this.instanceId}:`) || this.seen.has(id)) return;
    this.seen.add(id);
    if (this.seen.size > SEEN_IDS) {
      this.seen.delete(this.seen.values().next().value as string);
    }
    let message: RelayMessage;
    try {
      message = JSON.parse(json) as RelayMessage;
    } catch {
      return;
    }
    if (message.expiresAt <= this.now()) return;
    this.receive?.(message);
  }
}
