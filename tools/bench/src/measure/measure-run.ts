import type { Browser } from 'playwright-core';
import type { AppProbes } from '../bench-apps';
import { announceBenchWallet } from './bench-wallet';
import { routeExternalTraffic, type NetworkMode } from './external-traffic';
import { installPageProbes, type PageProbeApi } from './page-probes';
import { pageScript } from './page-script';
import type { StaticAppServer } from './static-app-server';

/** One page load of one app, measured. */
export interface RunResult {
  /** From navigation start to the button visible; null when it never showed. */
  timeToButtonMs: number | null;
  /** From the click's pointerdown to the first wallet row visible; null when it never showed. */
  clickToWalletListMs: number | null;
  /** The app's JS files the page fetched before the click. */
  jsBeforeClick: { files: number; min: number; gzip: number };
  /** Every request the page made before the click, loopback and external. */
  requestsBeforeClick: number;
  /** Of those, how many tried to reach another host (none got out). */
  externalBeforeClick: number;
}

/** How long a run waits for the button, then for the wallet list, before calling it a failure. */
export const PROBE_TIMEOUT_MS = 10_000;
/** A visitor does not click in the first frame: every app gets the same pause after its button. */
export const PAUSE_BEFORE_CLICK_MS = 1_000;

/** Loads the app served by `server` in a fresh context (cold cache) and measures one run. */
export async function measureRun(
  browser: Browser,
  server: StaticAppServer,
  probes: AppProbes,
  mode: NetworkMode,
  {
    probeTimeoutMs = PROBE_TIMEOUT_MS,
    cpuRate = 1,
  }: {
    probeTimeoutMs?: number;
    /** CPU throttling of the page (CDP Emulation.setCPUThrottlingRate): 4 runs it 4x slower. */
    cpuRate?: number;
  } = {},
): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const external = await routeExternalTraffic(context, mode);
    await context.addInitScript(pageScript(installPageProbes));
    await context.addInitScript(pageScript(announceBenchWallet));
    const fetched: string[] = [];
    let requests = 0;
    let clicked = false;
    context.on('request', (request) => {
      if (clicked) return;
      requests += 1;
      fetched.push(request.url());
    });
    const page = await context.newPage();
    if (cpuRate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(server.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'kitBench' in window);
    const timeToButtonMs = await page.evaluate(
      ([probe, timeout]) =>
        (window as unknown as { kitBench: PageProbeApi }).kitBench.waitFor(probe, timeout),
      [probes.button, probeTimeoutMs] as const,
    );
    const result = (clickToWalletListMs: number | null): RunResult => ({
      timeToButtonMs,
      clickToWalletListMs,
      jsBeforeClick: sumJs(server, fetched),
      requestsBeforeClick: requests,
      externalBeforeClick: external.attempts(),
    });
    if (timeToButtonMs === null) return result(null);
    await page.waitForTimeout(PAUSE_BEFORE_CLICK_MS);
    const centre = await page.evaluate(
      (probe) => (window as unknown as { kitBench: PageProbeApi }).kitBench.centreOf(probe),
      probes.button,
    );
    if (!centre) return result(null);
    const before = result(null);
    clicked = true;
    await page.mouse.click(centre.x, centre.y);
    const opened = await page.evaluate(
      async ([probe, timeout]) => {
        const bench = (window as unknown as { kitBench: PageProbeApi }).kitBench;
        const shownAt = await bench.waitFor(probe, timeout);
        return shownAt === null || bench.clickAt === null ? null : shownAt - bench.clickAt;
      },
      [probes.walletList, probeTimeoutMs] as const,
    );
    return { ...before, clickToWalletListMs: opened };
  } finally {
    await context.close();
  }
}

/** The app's own JS among the fetched URLs (each file once), with its sizes. */
function sumJs(server: StaticAppServer, urls: readonly string[]): RunResult['jsBeforeClick'] {
  const origin = new URL(server.url).origin;
  const paths = new Set(
    urls
      .filter((url) => url.startsWith(origin))
      .map((url) => new URL(url).pathname)
      .filter((pathname) => server.jsSizes.has(pathname)),
  );
  let min = 0;
  let gzip = 0;
  for (const pathname of paths) {
    const size = server.jsSizes.get(pathname)!;
    min += size.min;
    gzip += size.gzip;
  }
  return { files: paths.size, min, gzip };
}
