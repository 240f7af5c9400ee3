// The embedded wallet's frame messages SYNC_THEME and RELOAD (spec §7 "sync theme", "reload"),
// end to end in Chromium: the real host bridge (@kit/embedded-wallet, bundled for the page) in a
// host page on one loopback origin, the real secure frame of apps/cloud on another.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { startCloud, type Cloud } from '../start-cloud';

jest.setTimeout(120_000);

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

/** The host bridge as one browser script that puts createEmbeddedWallet on window. */
function hostBridgeScript(): string {
  const result = buildSync({
    stdin: {
      contents:
        "import { createEmbeddedWallet } from '@kit/embedded-wallet';\nwindow.createEmbeddedWallet = createEmbeddedWallet;",
      resolveDir: WORKSPACE_ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    absWorkingDir: WORKSPACE_ROOT,
    tsconfig: path.join(WORKSPACE_ROOT, 'tsconfig.base.json'),
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

let cloud: Cloud;
let browser: Browser;
let host: Server;
let hostUrl: string;
/** The same host server under another origin (localhost instead of 127.0.0.1). */
let foreignUrl: string;

beforeAll(async () => {
  ensureChromium();
  cloud = await startCloud({ dev: true });
  const bridge = hostBridgeScript();
  host = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/bridge.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(bridge);
      return;
    }
    // A page of another origin that posts a SYNC_THEME request straight to the secure frame.
    if (url.pathname === '/intruder') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><script>
parent.frames[0].postMessage({ type: '@kit/frame/REQUEST', id: 'intruder', action: 'SYNC_THEME', payload: { themeMode: 'light' } }, '*');
document.title = 'sent';
</script>`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html><body><script src="/bridge.js"></script></body></html>');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  hostUrl = `http://127.0.0.1:${port}/`;
  foreignUrl = `http://localhost:${port}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await cloud?.stop();
});

/** A host page with an embedded wallet on kit-local (its frame added, READY received). */
async function hostPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(hostUrl);
  await page.evaluate(async (secureSiteUrl) => {
    const win = window as unknown as {
      createEmbeddedWallet(options: unknown): { getEmail(): Promise<unknown> };
      wallet: unknown;
    };
    const wallet = win.createEmbeddedWallet({ secureSiteUrl, projectId: 'kit-local' });
    win.wallet = wallet;
    await wallet.getEmail();
  }, cloud.url);
  return page;
}

/** The page's frame at `pathname` on the secure site. */
function secureFrame(page: Page, pathname: string): Frame {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === pathname);
  if (!frame) throw new Error(`no ${pathname} frame`);
  return frame;
}

/** Frames the approval page in the host page and reads the colour scheme it renders in. */
async function approvalColorScheme(page: Page): Promise<string> {
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  }, `${cloud.url}/secure/approve?projectId=kit-local&id=none`);
  return secureFrame(page, '/secure/approve').evaluate(
    () => getComputedStyle(document.documentElement).colorScheme,
  );
}

type HostWallet = {
  syncTheme(params: { themeMode: string }): Promise<void>;
  reload(): Promise<void>;
  getEmail(): Promise<{ email?: string }>;
};

describe('the secure frame messages', () => {
  it('SYNC_THEME sets the theme the approval page opens in, and refuses an unknown mode', async () => {
    const page = await hostPage();
    try {
      await page.evaluate(() =>
        (window as unknown as { wallet: HostWallet }).wallet.syncTheme({ themeMode: 'dark' }),
      );
      expect(await approvalColorScheme(page)).toBe('dark');

      const refused = await page.evaluate(() =>
        (window as unknown as { wallet: HostWallet }).wallet
          .syncTheme({ themeMode: 'url(https://evil.example/x)' })
          .then(
            () => 'accepted',
            (error: { shortMessage: string }) => error.shortMessage,
          ),
      );
      expect(refused).toBe('Invalid theme mode');
      const frameTheme = await secureFrame(page, '/secure/frame').evaluate(
        () => document.documentElement.dataset['theme'],
      );
      expect(frameTheme).toBe('dark');
    } finally {
      await page.close();
    }
  });

  it('ignores a SYNC_THEME posted to the frame by a window of another origin', async () => {
    const page = await hostPage();
    try {
      await page.evaluate(() =>
        (window as unknown as { wallet: HostWallet }).wallet.syncTheme({ themeMode: 'dark' }),
      );
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
        return new Promise((resolve) => frame.addEventListener('load', resolve));
      }, `${foreignUrl}intruder`);
      const intruder = page.frames().find((frame) => frame.url().startsWith(foreignUrl));
      expect(await intruder?.evaluate(() => document.title)).toBe('sent');
      // A request of ours after the intruder's: once answered, the intruder's has been handled too.
      await page.evaluate(() => (window as unknown as { wallet: HostWallet }).wallet.getEmail());
      expect(await approvalColorScheme(page)).toBe('dark');
    } finally {
      await page.close();
    }
  });

  it('RELOAD reloads the frame and requests go on once it is ready again', async () => {
    const page = await hostPage();
    try {
      let frameLoads = 0;
      page.on('framenavigated', (frame) => {
        if (frame.url().includes('/secure/frame')) frameLoads += 1;
      });
      const email = await page.evaluate(async () => {
        const { wallet } = window as unknown as { wallet: HostWallet };
        await wallet.reload();
        return wallet.getEmail();
      });
      expect(email).toEqual({});
      expect(frameLoads).toBe(1);
    } finally {
      await page.close();
    }
  });
});
