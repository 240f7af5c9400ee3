import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { LOOPBACK_BYPASS, startExternalTrafficProxy, type NetworkMode } from './external-traffic';

/** A fresh context whose external traffic meets `mode`, and the count of external attempts. */
export interface OfflineContext {
  context: BrowserContext;
  /** Requests to other hosts so far (none got out). */
  attempts(): number;
}

/**
 * Opens a context (cold cache) that reaches loopback directly and sends everything else to its
 * own external-traffic proxy, which closes with the context.
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
    return { context, attempts: proxy.attempts };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
