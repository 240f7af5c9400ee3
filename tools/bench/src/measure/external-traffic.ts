import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** What every request to a host other than the page's loopback server meets. */
export type NetworkMode = 'aborted' | 'stalled' | 'delayed';

/** Every network mode, in the order the report lists them. */
export const NETWORK_MODES: readonly NetworkMode[] = ['aborted', 'stalled', 'delayed'];

/** How long 'delayed' holds a request before it fails as the offline network would. */
export const DELAY_MS = 1_000;

/** A forward proxy on 127.0.0.1 that meets every request with its network mode. */
export interface ExternalTrafficProxy {
  /** http://127.0.0.1:<port>, for a browser context's `proxy.server`. */
  server: string;
  /** How many requests (plain HTTP, CONNECT tunnels for HTTPS and WebSockets) reached it. */
  attempts(): number;
  /** Stops listening and drops every connection it still holds. */
  close(): Promise<void>;
}

/**
 * Starts the proxy the page's external traffic goes through, so that the page's own files, served
 * on loopback, reach the browser untouched (Playwright's request interception took every request
 * through node and back, a tax on the page's own files that no real page pays). Nothing it meets
 * ever leaves the machine: it never connects anywhere. 'aborted' fails each request at once (a
 * plain request's socket is dropped; a tunnel is refused with 502, which Chromium reports as a
 * network error), 'stalled' never answers, 'delayed' fails after DELAY_MS.
 */
export async function startExternalTrafficProxy(mode: NetworkMode): Promise<ExternalTrafficProxy> {
  let attempts = 0;
  const sockets = new Set<Duplex>();
  const timers = new Set<NodeJS.Timeout>();
  const fail = (socket: Duplex, tunnel: boolean) => {
    if (socket.destroyed) return;
    if (tunnel) socket.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  };
  const meet = (socket: Duplex, tunnel: boolean) => {
    attempts += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'aborted') return fail(socket, tunnel);
    if (mode === 'delayed') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fail(socket, tunnel);
      }, DELAY_MS);
      timers.add(timer);
    }
    // stalled: held until the page gives up or the proxy closes.
  };
  // No request timeout: a stalled request stays pending for as long as the page waits.
  const server = createServer({ requestTimeout: 0 });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage) => meet(request.socket, false));
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => meet(socket, true));
  server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => meet(socket, false));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    attempts: () => attempts,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach((timer) => clearTimeout(timer));
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Every spelling the page's own server may be reached by. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Hosts the browser reaches directly. Playwright proxies loopback too unless the bypass list names
 * it, so every loopback host is listed.
 */
export const LOOPBACK_BYPASS = [...LOOPBACK_HOSTS].join(',');
