import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { DELAY_MS, NETWORK_MODES, startExternalTrafficProxy } from './external-traffic';
import { isExternal, openOfflineContext, type OfflineContext } from './offline-context';

// The bench's offline network, in Chromium: the page's own files come from loopback straight to the
// browser, and every other host meets the proxy's mode without anything leaving the machine.

/** The page's own files: an entry module importing a chunk, and a file the browser may cache. */
const FILES: Record<string, { type: string; body: string; cache?: string }> = {
  '/': {
    type: 'text/html',
    body: '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
  },
  '/main.js': { type: 'text/javascript', body: 'import "./chunk.js";' },
  '/chunk.js': { type: 'text/javascript', body: 'window.chunkRan = true;' },
  '/cacheable.js': { type: 'text/javascript', body: '1', cache: 'max-age=3600' },
};

/** In the page: starts a fetch or a WebSocket to `url` and records how it ends, under `key`. */
function reach([kind, url, key]: readonly ['fetch' | 'socket', string, string]): void {
  const outcomes = ((window as unknown as { outcomes?: Record<string, string> }).outcomes ??= {});
  outcomes[key] = 'pending';
  if (kind === 'fetch') {
    fetch(url).then(
      () => (outcomes[key] = 'answered'),
      () => (outcomes[key] = 'failed'),
    );
    return;
  }
  const socket = new WebSocket(url);
  socket.onopen = () => (outcomes[key] = 'answered');
  socket.onclose = () => (outcomes[key] = 'failed');
}

const outcomeOf = (page: Page, key: string) =>
  page.evaluate(
    (k) => (window as unknown as { outcomes: Record<string, string> }).outcomes[k],
    key,
  );

/** Waits until the outcome under `key` is no longer pending (generous: CI machines stall). */
const settled = (page: Page, key: string) =>
  page
    .waitForFunction(
      (k) => (window as unknown as { outcomes: Record<string, string> }).outcomes[k] !== 'pending',
      key,
      { timeout: 15_000 },
    )
    .then(() => outcomeOf(page, key));

/** Waits until the proxy has met `count` requests. */
async function proxiedReach(offline: OfflineContext, count: number): Promise<void> {
  const until = Date.now() + 15_000;
  while (offline.proxied() < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const EXTERNAL = [
  ['fetch', 'https://cloud.example.com/config'],
  ['fetch', 'http://cloud.example.com/plain'],
  ['socket', 'wss://relay.example.com/socket'],
  ['socket', 'ws://relay.example.com/plain'],
] as const;

describe('the offline network the bench loads pages in', () => {
  let browser: Browser;
  let site: Server;
  let siteUrl: string;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    ensureChromium();
    site = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
      const file = FILES[pathname];
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, {
        'content-type': file.type,
        'cache-control': file.cache ?? 'no-store',
      });
      response.end(file.body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  beforeEach(() => hits.clear());

  it.each(NETWORK_MODES)(
    'loads the page and its modules from loopback, none through the proxy (%s)',
    async (mode) => {
      const offline = await openOfflineContext(browser, mode);
      try {
        const page = await offline.context.newPage();
        await page.goto(siteUrl);
        await page.waitForFunction(() => 'chunkRan' in window);
        expect(offline.proxied()).toBe(0);
        expect(offline.attempts()).toBe(0);
        expect(hits.get('/main.js')).toBe(1);
        expect(hits.get('/chunk.js')).toBe(1);
      } finally {
        await offline.context.close();
      }
    },
  );

  it("leaves loopback requests to the browser's own network stack: its HTTP cache still answers", async () => {
    // Playwright's request interception turns the browser's cache off and takes every request
    // through node; a page whose requests are left alone fetches a cacheable file once.
    const offline = await openOfflineContext(browser, 'aborted');
    try {
      const page = await offline.context.newPage();
      await page.goto(siteUrl);
      await page.evaluate(async () => {
        await fetch('/cacheable.js');
        await fetch('/cacheable.js');
      });
      expect(hits.get('/cacheable.js')).toBe(1);
    } finally {
      await offline.context.close();
    }
  });

  it('aborted: every external request and WebSocket fails, each counted once', async () => {
    const offline = await openOfflineContext(browser, 'aborted');
    try {
      const page = await offline.context.newPage();
      await page.goto(siteUrl);
      for (const [kind, url] of EXTERNAL) {
        await page.evaluate(reach, [kind, url, url] as const);
        expect(await settled(page, url)).toBe('failed');
      }
      expect(offline.attempts()).toBe(EXTERNAL.length);
      expect(offline.proxied()).toBe(EXTERNAL.length);
    } finally {
      await offline.context.close();
    }
  });

  it('stalled: external requests and WebSockets stay pending, long after the delayed mode fails', async () => {
    const offline = await openOfflineContext(browser, 'stalled');
    try {
      const page = await offline.context.newPage();
      await page.goto(siteUrl);
      for (const [kind, url] of EXTERNAL) await page.evaluate(reach, [kind, url, url] as const);
      await proxiedReach(offline, EXTERNAL.length);
      await page.waitForTimeout(DELAY_MS * 3);
      for (const [, url] of EXTERNAL) expect(await outcomeOf(page, url)).toBe('pending');
      expect(offline.attempts()).toBe(EXTERNAL.length);
      expect(offline.proxied()).toBe(EXTERNAL.length);
    } finally {
      await offline.context.close();
    }
  });

  it('delayed: external requests and WebSockets are held, then fail', async () => {
    const offline = await openOfflineContext(browser, 'delayed');
    try {
      const page = await offline.context.newPage();
      await page.goto(siteUrl);
      for (const [kind, url] of EXTERNAL) await page.evaluate(reach, [kind, url, url] as const);
      await proxiedReach(offline, EXTERNAL.length);
      // Held: the proxy has them all, and none has failed yet.
      for (const [, url] of EXTERNAL) expect(await outcomeOf(page, url)).toBe('pending');
      for (const [, url] of EXTERNAL) expect(await settled(page, url)).toBe('failed');
      expect(offline.attempts()).toBe(EXTERNAL.length);
      expect(offline.proxied()).toBe(EXTERNAL.length);
    } finally {
      await offline.context.close();
    }
  });

  it('counts every request the page makes to a stalled host, also those queued behind its 6 connections', async () => {
    const offline = await openOfflineContext(browser, 'stalled');
    try {
      const page = await offline.context.newPage();
      await page.goto(siteUrl);
      const urls = Array.from({ length: 8 }, (_, index) => `https://cloud.example.com/r${index}`);
      const sockets = ['wss://cloud.example.com/s1', 'wss://cloud.example.com/s2'];
      for (const url of urls) await page.evaluate(reach, ['fetch', url, url] as const);
      for (const url of sockets) await page.evaluate(reach, ['socket', url, url] as const);
      await proxiedReach(offline, 6);
      await page.waitForTimeout(DELAY_MS);
      expect(offline.attempts()).toBe(urls.length + sockets.length);
      for (const url of [...urls, ...sockets]) expect(await outcomeOf(page, url)).toBe('pending');
    } finally {
      await offline.context.close();
    }
  });

  it('tells external traffic from loopback and from URLs that need no network', () => {
    expect(isExternal('https://cloud.example.com/config')).toBe(true);
    expect(isExternal('ws://relay.example.com/')).toBe(true);
    expect(isExternal('http://127.0.0.1:4000/main.js')).toBe(false);
    expect(isExternal('http://localhost:4000/')).toBe(false);
    expect(isExternal('ws://[::1]:4000/')).toBe(false);
    expect(isExternal('data:text/plain,hi')).toBe(false);
  });

  it('drops the requests it holds when it closes, and then refuses connections', async () => {
    const proxy = await startExternalTrafficProxy('stalled');
    const tunnel = fetch(proxy.server, { method: 'GET' }).then(
      () => 'answered',
      () => 'failed',
    );
    const until = Date.now() + 15_000;
    while (proxy.attempts() < 1 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await proxy.close();
    expect(await tunnel).toBe('failed');
    await expect(fetch(proxy.server)).rejects.toThrow();
  });
});
