import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { clientIdFromUrl } from './relay-client-id';
import { invalidRequest, RelayRpcError } from './relay-errors';
import type { ProjectRegistry } from '../projects/project-registry';
import { originRefusal } from '../projects/origin-allow-list';
import { RelayHub, type RelayHubEvents } from './relay-hub';
import { rawRequestId } from './relay-request-id';
import type { CloudDatabase } from '../server/database/cloud-database';
import { DEFAULT_MAILBOX_LIMITS, RelayMailbox, type MailboxLimits } from './relay-mailbox';
import type { RelayFanOut } from './relay-fan-out';
import type { RelayPeer } from './relay-peer';

/** The path the relay answers WebSocket upgrades on. */
export const RELAY_PATH = '/relay';

/**
 * How the relay closes its sockets when the cloud stops on purpose: 1012 "Service Restart" (the
 * WebSocket close code registry: the server is restarting, the client may reconnect). Clients
 * reconnect to the same URL, which a load balancer sends to another instance by then.
 * @walletconnect/core reconnects after any close but 3000, which it takes as fatal and stops.
 */
export const RELAY_RESTART_CLOSE = {
  code: 1012,
  reason: 'Kit cloud restarting: reconnect',
} as const;

/** Options of the relay; the defaults suit production-like use, tests shorten the timers. */
export interface RelayOptions {
  /**
   * Ping interval in ms (default 15 s). WalletConnect clients drop a socket that stays silent for
   * 35 s, and the relay drops a socket that did not answer the previous ping.
   */
  heartbeatMs?: number;
  /** How often expired mailbox messages are swept, in ms (default 30 s). */
  sweepMs?: number;
  /** Time source of the mailbox TTLs (default Date.now). */
  now?: () => number;
  limits?: MailboxLimits;
}

/** Caps of each socket (startCloud fills them from its `limits`). */
export interface RelaySocketCaps {
  /** Largest WebSocket frame read; a larger one closes the socket (1009). */
  maxFrameBytes: number;
  /** Largest envelope accepted by a publish, in characters. */
  maxMessageBytes: number;
  /** Topics one socket may be subscribed to. */
  maxSubscriptions: number;
  /** Bytes queued to a socket that does not read; past it the socket is terminated. */
  maxBytesInFlight: number;
  /** Open sockets per remote address; one more is refused (429). */
  maxSocketsPerClient: number;
}

/** What startCloud gives the relay besides the options: where to keep the mailbox, caps, projects. */
export interface RelayContext {
  /** Where the mailbox lives (the cloud's database: SQLite in the data dir, or PostgreSQL). */
  database: CloudDatabase;
  caps?: RelaySocketCaps;
  /** To refuse a browser socket whose Origin the socket URL's projectId does not allow. */
  projects?: ProjectRegistry;
  /** Counts publishes and deliveries (the cloud's metrics). */
  events?: RelayHubEvents;
  /** The other instances' relays (REDIS_URL); absent, this relay serves its own sockets only. */
  fanOut?: RelayFanOut;
}

/** The running relay, as startCloud exposes it. */
export interface CloudRelay {
  /** How much the relay holds: sockets, subscribed topics, mailbox topics and messages. */
  stats(): Promise<{
    sockets: number;
    subscribedTopics: number;
    peers: number;
    mailboxTopics: number;
    messages: number;
    /** Bytes of undelivered envelopes held (against the mailbox's byte budget). */
    mailboxBytes: number;
    /** Publishes not yet announced to the other instances (Redis away); 0 without fan-out. */
    fanOutPending: number;
  }>;
  /** Drops expired mailbox messages now (the timer does it every `sweepMs`). */
  sweep(): Promise<number>;
  /** Terminates every socket (a relay outage, for tests); clients reconnect on their own. */
  dropSockets(): void;
}

/** Caps when startCloud gives none: WalletConnect envelopes are a few KiB, sessions with many chains more. */
const DEFAULT_CAPS: RelaySocketCaps = {
  maxFrameBytes: 256 * 1024,
  maxMessageBytes: 100_000,
  maxSubscriptions: 1_000,
  maxBytesInFlight: 4 * 1024 * 1024,
  maxSocketsPerClient: 100,
};

/** Answers a refused upgrade as HTTP, with the cloud's JSON error shape. */
const STATUS_TEXT: Record<number, string> = { 403: 'Forbidden', 429: 'Too Many Requests' };

function refuseUpgrade(socket: Duplex, status: number, body: object): void {
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

interface LiveSocket {
  socket: WebSocket;
  peer: RelayPeer;
  alive: boolean;
}

/**
 * Attaches the WalletConnect relay to the cloud's HTTP server, on `RELAY_PATH`. Returns the
 * handle, a `drain` that closes every socket with RELAY_RESTART_CLOSE (resolving once all are
 * closed), and a `close` that terminates what is left and closes the mailbox.
 */
export async function attachRelay(
  server: Server,
  options: RelayOptions,
  context: RelayContext,
): Promise<{ relay: CloudRelay; drain(): Promise<void>; close(): Promise<void> }> {
  const caps = context.caps ?? DEFAULT_CAPS;
  const mailbox = await RelayMailbox.open(
    context.database,
    { ...DEFAULT_MAILBOX_LIMITS, ...options.limits },
    context.events,
  );
  const hub = new RelayHub(options.now ?? Date.now, mailbox, caps, context.events, context.fanOut);
  const wss = new WebSocketServer({ noServer: true, maxPayload: caps.maxFrameBytes });
  const live = new Set<LiveSocket>();
  // Who waits for the last socket to close (drain).
  const onAllClosed: Array<() => void> = [];
  // Open sockets per remote address (never a header): the HTTP rate limits do not see upgrades.
  const socketsByAddress = new Map<string, number>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'ws://relay.invalid');
    if (url.pathname !== RELAY_PATH) {
      socket.destroy();
      return;
    }
    const refusal =
      context.projects &&
      originRefusal(
        context.projects,
        request.headers.origin,
        url.searchParams.get('projectId') ?? undefined,
      );
    if (refusal) {
      refuseUpgrade(socket, 403, refusal);
      return;
    }
    const address = request.socket.remoteAddress ?? 'unknown';
    if ((socketsByAddress.get(address) ?? 0) >= caps.maxSocketsPerClient) {
      refuseUpgrade(socket, 429, {
        message: `Too many relay sockets from this client: at most ${caps.maxSocketsPerClient}`,
      });
      return;
    }
    socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
  };
  server.on('upgrade', onUpgrade);

  function accept(socket: WebSocket, request: IncomingMessage): void {
    const socketId = randomUUID();
    const peer: RelayPeer = {
      socketId,
      clientId: clientIdFromUrl(request.url, socketId),
      send(payload) {
        if (socket.readyState !== socket.OPEN) return;
        // A socket that does not read must not queue without end: close it; what it missed
        // stays in the mailbox and is replayed when it subscribes again.
        if (socket.bufferedAmount > caps.maxBytesInFlight) {
          // Terminated, not closed: a peer that reads nothing would not read a close frame either.
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(payload));
      },
    };
    const entry: LiveSocket = { socket, peer, alive: true };
    live.add(entry);
    socket.on('pong', () => (entry.alive = true));
    socket.on('message', (data) => {
      entry.alive = true;
      onMessage(socket, peer, data);
    });
    socket.on('close', () => {
      live.delete(entry);
      hub.disconnect(peer);
      if (live.size === 0) onAllClosed.splice(0).forEach((resolve) => resolve());
    });
    socket.on('error', () => socket.terminate());
  }

  function onMessage(socket: WebSocket, peer: RelayPeer, data: RawData): void {
    const text = String(data);
    let payload: { id?: unknown; method?: unknown; params?: unknown };
    try {
      payload = JSON.parse(text) as typeof payload;
    } catch {
      socket.send(errorResponse(null, invalidRequest('not JSON')));
      return;
    }
    if (typeof payload !== 'object' || payload === null) {
      socket.send(errorResponse(null, invalidRequest('not an object')));
      return;
    }
    // Answers to our irn_subscription deliveries carry no method: nothing to do with them.
    if (typeof payload.method !== 'string') return;
    const id = rawRequestId(text, payload.id);
    // Queued in arrival order by the hub: the answers, too, go out in order.
    hub.handle(peer, payload.method, payload.params).then(
      (handled) => {
        socket.send(`{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(handled.result)}}`);
        handled.after?.();
      },
      (error: unknown) => socket.send(errorResponse(id, error)),
    );
  }

  const heartbeat = setInterval(() => {
    for (const entry of live) {
      if (!entry.alive) {
        // No pong since the last ping: the peer is gone without a close frame.
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, options.heartbeatMs ?? 15_000);
  // A failed sweep (the database briefly away) is retried by the next tick.
  const sweeper = setInterval(
    () => void hub.sweep().catch(() => undefined),
    options.sweepMs ?? 30_000,
  );
  heartbeat.unref();
  sweeper.unref();

  const dropSockets = () => {
    for (const entry of live) entry.socket.terminate();
  };
  const stopAccepting = () => {
    clearInterval(heartbeat);
    clearInterval(sweeper);
    server.off('upgrade', onUpgrade);
  };

  return {
    relay: {
      stats: async () => ({
        sockets: live.size,
        ...(await hub.stats()),
        fanOutPending: context.fanOut?.pending() ?? 0,
      }),
      sweep: () => hub.sweep(),
      dropSockets,
    },
    drain() {
      stopAccepting();
      const closed = new Promise<void>((resolve) => {
        if (live.size === 0) resolve();
        else onAllClosed.push(resolve);
      });
      for (const entry of live)
        entry.socket.close(RELAY_RESTART_CLOSE.code, RELAY_RESTART_CLOSE.reason);
      return closed;
    },
    async close() {
      stopAccepting();
      dropSockets();
      wss.close();
      await mailbox.close();
    },
  };
}

/** A JSON-RPC error answer; `rawId` is the id as the client wrote it (see rawRequestId). */
function errorResponse(rawId: string | null, error: unknown): string {
  const rpc = error instanceof RelayRpcError ? error : new RelayRpcError(-32603, 'Internal error');
  const body = JSON.stringify({ code: rpc.code, message: rpc.message });
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${body}}`;
}
