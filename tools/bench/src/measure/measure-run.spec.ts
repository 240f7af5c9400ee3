import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { APP_PROBES, KIT_APP } from '../bench-apps';
import { buildApp, sizesOf, type AppBuild } from '../bundle-size';
import { measureRun } from './measure-run';
import { serveApp, type StaticAppServer } from './static-app-server';

// The benchmark's measurement, run on Kit's minimal app in Chromium (the peers are installed from
// npm only by `npm run bench`, never in CI): what it counts must agree with the build, and every
// request Kit makes to its cloud must be caught before it leaves the machine.
const workspaceRoot = path.resolve(__dirname, '../../../..');
const outdir = path.join(workspaceRoot, 'tmp/bench-spec/kit');

describe('measuring a page load in Chromium', () => {
  let browser: Browser;
  let server: StaticAppServer;
  let app: AppBuild;

  beforeAll(async () => {
    ensureChromium();
    app = await buildApp({
      entry: KIT_APP.entry,
      outdir,
      tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    });
    server = await serveApp(app, outdir);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('counts exactly the JS the build loads before the click, and sees the modal open', async () => {
    const run = await measureRun(browser, server, APP_PROBES['kit']!, 'aborted');
    const sizes = sizesOf(app);
    expect(run.timeToButtonMs).not.toBeNull();
    expect(run.clickToWalletListMs).not.toBeNull();
    expect(run.clickToWalletListMs!).toBeGreaterThan(0);
    expect(run.jsBeforeClick.gzip).toBe(sizes.initialGzip);
    expect(run.jsBeforeClick.min).toBe(sizes.initialMin);
  }, 60_000);

  it('fetches nothing while hovering when the pointer presses at once', async () => {
    const run = await measureRun(browser, server, APP_PROBES['kit']!, 'aborted');
    expect(run.jsWhileHovering.files).toBe(0);
  }, 60_000);

  it("counts the modal's code Kit fetches while the pointer rests on the button apart from the JS before it", async () => {
    const run = await measureRun(browser, server, APP_PROBES['kit']!, 'aborted', {
      hoverBeforePressMs: 300,
    });
    const sizes = sizesOf(app);
    expect(run.jsBeforeClick.gzip).toBe(sizes.initialGzip);
    // Kit loads its modal on the intent to click: the hover fetched it, and the list then showed.
    expect(run.jsWhileHovering.files).toBeGreaterThan(0);
    expect(run.jsBeforeClick.gzip + run.jsWhileHovering.gzip).toBeLessThanOrEqual(sizes.totalGzip);
    expect(run.clickToWalletListMs).not.toBeNull();
  }, 60_000);

  it("holds Kit's cloud requests forever when stalled, and Kit still opens on its wallet list", async () => {
    const run = await measureRun(browser, server, APP_PROBES['kit']!, 'stalled');
    // Remote configuration and analytics configuration go out at start and never come back.
    expect(run.externalBeforeClick).toBeGreaterThan(0);
    expect(run.clickToWalletListMs).not.toBeNull();
  }, 60_000);

  it('reports a modal that never shows its wallet list as never, not as a time', async () => {
    const probes = { ...APP_PROBES['kit']!, walletList: { selector: '.no-such-wallet-row' } };
    const run = await measureRun(browser, server, probes, 'aborted', { probeTimeoutMs: 1_000 });
    expect(run.timeToButtonMs).not.toBeNull();
    expect(run.clickToWalletListMs).toBeNull();
  }, 60_000);
});
