import type { BrowserContext, Route, WebSocketRoute } from 'playwright-core';

/** What every request to a host other than the page's loopback server meets. */
export type NetworkMode = 'aborted' | 'stalled' | 'delayed';

/** Every network mode, in the order the report lists them. */
export const NETWORK_MODES: readonly NetworkMode[] = ['aborted', 'stalled', 'delayed'];

/** How long 'delayed' holds a request before it fails as the offline network would. */
export const DELAY_MS = 1_000;

const isLoopback = (url: string): boolean => {
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
};

/**
 * Routes the context's traffic: loopback passes; anything else never leaves the machine and is
 * aborted at once, held forever (stalled), or aborted after DELAY_MS. WebSockets likewise: closed,
 * left open with no server behind them, or closed after DELAY_MS. Returns the count of external
 * attempts so far.
 */
export async function routeExternalTraffic(
  context: BrowserContext,
  mode: NetworkMode,
): Promise<{ attempts(): number }> {
  let attempts = 0;
  const timers = new Set<NodeJS.Timeout>();
  const later = (action: () => Promise<unknown>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action().catch(() => undefined);
    }, DELAY_MS);
    timers.add(timer);
  };
  await context.route('**/*', async (route: Route) => {
    if (isLoopback(route.request().url())) return route.continue();
    attempts += 1;
    if (mode === 'aborted') return route.abort('internetdisconnected');
    if (mode === 'delayed') return later(() => route.abort('internetdisconnected'));
    // stalled: never answered; the context's close drops it.
  });
  await context.routeWebSocket(/.*/, (socket: WebSocketRoute) => {
    if (isLoopback(socket.url())) {
      socket.connectToServer();
      return;
    }
    attempts += 1;
    if (mode === 'aborted') return void socket.close();
    if (mode === 'delayed') return later(async () => socket.close());
    // stalled: no server behind it and nothing ever said.
  });
  context.once('close', () => timers.forEach((timer) => clearTimeout(timer)));
  return { attempts: () => attempts };
}
