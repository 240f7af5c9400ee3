import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import {
  LOOPBACK_BYPASS,
  LOOPBACK_HOSTS,
  startExternalTrafficProxy,
  type NetworkMode,
} from './external-traffic';
import { pageScript } from './page-script';

/** A fresh context whose external traffic meets `mode`, and the count of external attempts. */
export interface OfflineContext {
  context: BrowserContext;
  /** Requests and WebSockets the page opened to other hosts so far (none got out). */
  attempts(): number;
  /** Requests and tunnels that reached the proxy (loopback never does). */
  proxied(): number;
}

/** Whether `url` is network traffic (HTTP or WebSocket) to a host other than loopback. */
export function isExternal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && !LOOPBACK_HOSTS.has(hostname);
}

/** The page's binding that a WebSocket was created, with its URL. */
const SOCKET_BINDING = 'kitBenchWebSocketCreated';

/**
 * In the page, before its scripts: reports each WebSocket as it is created. Chromium tells
 * Playwright of a WebSocket only once its handshake starts or fails, which a stalled one never
 * does. A Proxy keeps the constructor's identity (instanceof, statics) for the app.
 */
function reportWebSockets(): void {
  const report = (window as unknown as Record<string, (url: string) => void>)[
    'kitBenchWebSocketCreated'
  ]!;
  window.WebSocket = new Proxy(window.WebSocket, {
    construct(target, args: [string | URL, (string | string[])?], newTarget) {
      // A URL the constructor rejects opens nothing: the constructor's own error follows.
      if (URL.canParse(String(args[0]), location.href))
        report(new URL(String(args[0]), location.href).href);
      return Reflect.construct(target, args, newTarget);
    },
  });
}

/**
 * Opens a context (cold cache) that reaches loopback directly and sends everything else to its
 * own external-traffic proxy, which closes with the context. Attempts are counted as the page
 * makes them, not as they reach the proxy: Chromium opens at most 6 connections to one host (and
 * one connecting WebSocket), so when they stall, the ones queued behind never reach the proxy,
 * yet the page tried them.
 */
export async function openOfflineContext(
  browser: Browser,
  mode: NetworkMode,
  options: BrowserContextOptions = {},
): Promise<OfflineContext> {
  const proxy = await startExternalTrafficProxy(mode);
  try {
    const context = await browser.newContext({
      ...options,
      proxy: { server: proxy.server, bypass: LOOPBACK_BYPASS },
    });
    context.once('close', () => void proxy.close());
    let attempts = 0;
    const count = (url: string) => {
      if (isExternal(url)) attempts += 1;
    };
    context.on('request', (request) => count(request.url()));
    await context.exposeBinding(SOCKET_BINDING, (_source, url: string) => count(url));
    await context.addInitScript(pageScript(reportWebSockets));
    return { context, attempts: () => attempts, proxied: proxy.attempts };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
