import path from 'node:path';
import type { Page } from 'playwright-core';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// The module is imported inside the page; `new Function` keeps jest's transpiler from turning
// that dynamic import into a require.
const BRIDGE_MODULE = path.resolve(__dirname, '../../../libs/embedded-wallet/src/index.ts');

interface BridgeOutcome {
  error?: string;
  events: Array<{ type: string; code?: string; origin?: string }>;
}

/**
 * Creates an embedded wallet in the playground page (the module served by its Vite dev server)
 * with `options`, runs one call, and reports the error and the events it emitted.
 */
function tryWallet(
  page: Page,
  options: Record<string, unknown>,
  call: 'getEmail' | 'connectEmail',
): Promise<BridgeOutcome> {
  return page.evaluate(
    async ({ modulePath, walletOptions, method }) => {
      const module = (await new Function('path', 'return import(path)')(`/@fs${modulePath}`)) as {
        createEmbeddedWallet(options: unknown): {
          subscribe(listener: (event: { type: string }) => void): void;
          getEmail(): Promise<unknown>;
          connectEmail(params: { email: string }): Promise<unknown>;
          teardown(): void;
        };
      };
      const wallet = module.createEmbeddedWallet(walletOptions);
      const events: BridgeOutcome['events'] = [];
      wallet.subscribe((event) => events.push(event));
      try {
        if (method === 'getEmail') await wallet.getEmail();
        else await wallet.connectEmail({ email: 'bridge@example.com' });
        return { events };
      } catch (error) {
        return { error: (error as Error).message, events };
      } finally {
        wallet.teardown();
      }
    },
    { modulePath: BRIDGE_MODULE, walletOptions: options, method: call },
  );
}

// The frame bridge against the real secure site in Chromium: its integrator alerts (APKT003,
// APKT004, APKT005) and its origin check on replies.
describe('the embedded wallet frame bridge', () => {
  const browser = useBrowser();

  it('reports APKT005 when the project does not list the page origin', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const outcome = await tryWallet(
      page,
      { secureSiteUrl: stack.cloudUrl, projectId: 'not-a-project' },
      'getEmail',
    );
    expect(outcome.error).toBe('Unverified Domain');
    expect(outcome.events).toContainEqual({ type: 'alert', code: 'APKT005' });
  });

  it('reports APKT003 when the secure site cannot be loaded', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const outcome = await tryWallet(
      page,
      { secureSiteUrl: 'http://127.0.0.1:9', projectId: 'kit-local', loadTimeoutMs: 2_000 },
      'getEmail',
    );
    expect(outcome.error).toBe('Network Error: Wallet Load Failed');
    expect(outcome.events).toContainEqual({ type: 'alert', code: 'APKT003' });
  });

  it('reports APKT004 when a request outlives its timeout', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const outcome = await tryWallet(
      page,
      { secureSiteUrl: stack.cloudUrl, projectId: 'kit-local', requestTimeoutMs: 1 },
      'connectEmail',
    );
    expect(outcome.error).toBe('Wallet Request Timeout');
    expect(outcome.events).toContainEqual({ type: 'alert', code: 'APKT004' });
  });

  it('ignores and reports a reply-shaped message from the page itself (not the secure origin)', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const outcome = await page.evaluate(
      async ({ modulePath, cloudUrl }) => {
        const module = (await new Function('path', 'return import(path)')(`/@fs${modulePath}`)) as {
          createEmbeddedWallet(options: unknown): {
            subscribe(listener: (event: { type: string; origin?: string }) => void): void;
            getEmail(): Promise<{ email?: string }>;
            teardown(): void;
          };
        };
        const wallet = module.createEmbeddedWallet({
          secureSiteUrl: cloudUrl,
          projectId: 'kit-local',
        });
        const events: Array<{ type: string; origin?: string }> = [];
        wallet.subscribe((event) => events.push(event));
        // Load the frame, then forge a READY and a SUCCESS from this page's own origin.
        await wallet.getEmail();
        window.postMessage({ type: '@kit/frame/SUCCESS', id: 'x', payload: {} }, '*');
        await new Promise((resolve) => setTimeout(resolve, 200));
        wallet.teardown();
        return events.filter((event) => event.type === 'untrustedOrigin');
      },
      { modulePath: BRIDGE_MODULE, cloudUrl: stack.cloudUrl },
    );
    expect(outcome).toEqual([
      { type: 'untrustedOrigin', origin: new URL(stack.playgroundUrl).origin },
    ]);
  });
});
