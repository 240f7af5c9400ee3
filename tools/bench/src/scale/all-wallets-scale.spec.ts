// Issue 11's scale check of AllWallets: 5,000 wallets in the catalogue, in Chromium, against
// apps/cloud. Asserts what must hold at any size (paging reaches the last wallet, the DOM stays
// virtual, search finds a wallet deep in the list) and reports the times, which it never asserts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LOCAL_PROJECT_ID, startCloud, type Cloud } from '@kit/cloud';
import { CONSTANTS } from '@kit/core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { buildApp } from '../bundle-size';
import { installPageProbes, type PageProbeApi } from '../measure/page-probes';
import { pageScript } from '../measure/page-script';
import { serveApp, type StaticAppServer } from '../measure/static-app-server';
import { scaleCatalogue, scaleWalletName } from './scale-catalogue.spec-helper';
import { observeLongTasks } from './scroll-long-tasks';

const WALLET_COUNT = 5_000;
const workspaceRoot = path.resolve(__dirname, '../../../..');
const outdir = path.join(workspaceRoot, 'tmp/bench-scale/all-wallets');

describe(`AllWallets with ${WALLET_COUNT} wallets in Chromium`, () => {
  let cloud: Cloud;
  let server: StaticAppServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ensureChromium();
    cloud = await startCloud({ wallets: scaleCatalogue(WALLET_COUNT) });
    const app = await buildApp({
      entry: path.join(__dirname, 'scale-app.tsx'),
      outdir,
      tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    });
    server = await serveApp(app, outdir);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ({ url, projectId }) =>
        Object.assign(window, { kitScaleCloudUrl: url, kitScaleProjectId: projectId }),
      { url: cloud.url, projectId: LOCAL_PROJECT_ID },
    );
    await context.addInitScript(pageScript(installPageProbes));
    await context.addInitScript(pageScript(observeLongTasks));
    page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('button', { name: /All wallets/ }).click();
    await page.locator('.kit-virtual-row').first().waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await cloud?.stop();
    rmSync(outdir, { recursive: true, force: true });
  });

  const positionsShown = () =>
    page
      .locator('.kit-virtual-row')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-posinset'))));

  it('pages through to the last wallet while scrolling, keeping only a window of rows', async () => {
    const scroller = page.getByTestId('kit-all-wallets-scroll');
    const box = (await scroller.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const startedAt = await page.evaluate(() => performance.now());
    let last = 0;
    let mostRows = 0;
    let steps = 0;
    // Bounded: 5,000 rows of about 60 px at 2,400 px a step is about 130 steps, plus page waits.
    for (; steps < 600 && last < WALLET_COUNT; steps += 1) {
      await page.mouse.wheel(0, 2_400);
      await page.waitForTimeout(20);
      const shown = await positionsShown();
      mostRows = Math.max(mostRows, shown.length);
      last = Math.max(last, ...shown);
    }
    const finishedAt = await page.evaluate(() => performance.now());
    const longTasks = await page.evaluate(
      (since) =>
        (window as unknown as { kitLongTasks: { start: number; duration: number }[] }).kitLongTasks
          .filter((task) => task.start >= since)
          .map((task) => task.duration),
      startedAt,
    );
    console.log(
      `AllWallets, ${WALLET_COUNT} wallets: scrolled to the last in ${steps} wheel steps ` +
        `(${Math.round(finishedAt - startedAt)} ms); long tasks while scrolling: ${longTasks.length}` +
        (longTasks.length > 0
          ? ` (longest ${Math.round(Math.max(...longTasks))} ms, ${Math.round(longTasks.reduce((a, b) => a + b, 0))} ms in all)`
          : '') +
        `; at most ${mostRows} rows in the DOM`,
    );
    expect(last).toBeGreaterThanOrEqual(WALLET_COUNT);
    await page.getByText(scaleWalletName(WALLET_COUNT), { exact: true }).waitFor();
    // Virtual: a window of rows, never the catalogue.
    expect(mostRows).toBeLessThan(60);
  }, 180_000);

  it('shows a wallet deep in the catalogue once the search debounce has passed', async () => {
    const target = scaleWalletName(4_321);
    const search = page.getByRole('searchbox', { name: 'Search wallets' });
    await search.click();
    await search.fill('');
    await page.evaluate(() => {
      const bench = window as unknown as { kitLastInputAt: number };
      window.addEventListener('input', () => (bench.kitLastInputAt = performance.now()), {
        capture: true,
      });
    });
    await page.keyboard.type(target);
    const elapsed = await page.evaluate(async (name) => {
      const bench = window as unknown as { kitBench: PageProbeApi; kitLastInputAt: number };
      const shownAt = await bench.kitBench.waitFor(
        { selector: '.kit-virtual-list[aria-label="Search results"] .kit-virtual-row', text: name },
        10_000,
      );
      return shownAt === null ? null : shownAt - bench.kitLastInputAt;
    }, target);
    expect(elapsed).not.toBeNull();
    const debounce = CONSTANTS.WALLETS_SEARCH_DEBOUNCE_MS;
    console.log(
      `AllWallets search among ${WALLET_COUNT}: results ${Math.round(elapsed!)} ms after the last ` +
        `keystroke, ${Math.round(elapsed! - debounce)} ms after the ${debounce} ms debounce`,
    );
    // The debounce is a floor: results never show before it has passed.
    expect(elapsed!).toBeGreaterThanOrEqual(debounce);
    const rows = await page.locator('.kit-virtual-row').allTextContents();
    expect(rows).toEqual([expect.stringContaining(target)]);
  }, 60_000);
});
