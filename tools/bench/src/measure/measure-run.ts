import type { Browser } from 'playwright-core';
import type { AppProbes } from '../bench-apps';
import { announceBenchWallet } from './bench-wallet';
import type { NetworkMode } from './external-traffic';
import { openOfflineContext } from './offline-context';
import { installPageProbes, type PageProbeApi } from './page-probes';
import { pageScript } from './page-script';
import type { StaticAppServer } from './static-app-server';

/** One page load of one app, measured. */
export interface RunResult {
  /** From navigation start to the button visible; null when it never showed. */
  timeToButtonMs: number | null;
  /** From the click's pointerdown to the first wallet row visible; null when it never showed. */
  clickToWalletListMs: number | null;
  /** The app's JS files the page fetched before the click (before the pointer arrived). */
  jsBeforeClick: JsFetched;
  /**
   * The app's JS fetched while the pointer rested on the button before the press (none when the
   * pointer arrives and presses at once): what an app loads on the intent to click.
   */
  jsWhileHovering: JsFetched;
  /** Every request the page made before the click, loopback and external. */
  requestsBeforeClick: number;
  /** Of those, how many tried to reach another host (none got out). */
  externalBeforeClick: number;
}

/** The app's JS files among some requests: how many, and their bytes minified and gzip. */
export interface JsFetched {
  files: number;
  min: number;
  gzip: number;
}

/** How long a run waits for the button, then for the wallet list, before calling it a failure. */
export const PROBE_TIMEOUT_MS = 10_000;
/** A visitor does not click in the first frame: every app gets the same pause after its button. */
export const PAUSE_BEFORE_CLICK_MS = 1_000;
/**
 * A person's pointer rests on a button before pressing it (a desktop visitor aims, then clicks);
 * the hover scenario waits this long between the pointer's arrival and the press. Playwright's own
 * click moves and presses at once, which no mouse user does and which a touch press resembles.
 */
export const HOVER_BEFORE_PRESS_MS = 150;

/** Loads the app served by `server` in a fresh context (cold cache) and measures one run. */
export async function measureRun(
  browser: Browser,
  server: StaticAppServer,
  probes: AppProbes,
  mode: NetworkMode,
  {
    probeTimeoutMs = PROBE_TIMEOUT_MS,
    cpuRate = 1,
    hoverBeforePressMs = 0,
  }: {
    probeTimeoutMs?: number;
    /** CPU throttling of the page (CDP Emulation.setCPUThrottlingRate): 4 runs it 4x slower. */
    cpuRate?: number;
    /** How long the pointer rests on the button before the press; 0 moves and presses at once. */
    hoverBeforePressMs?: number;
  } = {},
): Promise<RunResult> {
  const external = await openOfflineContext(browser, mode, {
    viewport: { width: 1280, height: 900 },
  });
  const { context } = external;
  try {
    await context.addInitScript(pageScript(installPageProbes));
    await context.addInitScript(pageScript(announceBenchWallet));
    const fetched: string[] = [];
    const fetchedWhileHovering: string[] = [];
    let requests = 0;
    let phase: 'load' | 'hover' | 'pressed' = 'load';
    context.on('request', (request) => {
      if (phase === 'hover') fetchedWhileHovering.push(request.url());
      if (phase !== 'load') return;
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
      jsWhileHovering: sumJs(server, fetchedWhileHovering),
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
    if (hoverBeforePressMs > 0) {
      phase = 'hover';
      await page.mouse.move(centre.x, centre.y);
      await page.waitForTimeout(hoverBeforePressMs);
      phase = 'pressed';
      await page.mouse.down();
      await page.mouse.up();
    } else {
      phase = 'pressed';
      await page.mouse.click(centre.x, centre.y);
    }
    const opened = await page.evaluate(
      async ([probe, timeout]) => {
        const bench = (window as unknown as { kitBench: PageProbeApi }).kitBench;
        const shownAt = await bench.waitFor(probe, timeout);
        return shownAt === null || bench.clickAt === null ? null : shownAt - bench.clickAt;
      },
      [probes.walletList, probeTimeoutMs] as const,
    );
    return {
      ...before,
      jsWhileHovering: sumJs(server, fetchedWhileHovering),
      clickToWalletListMs: opened,
    };
  } finally {
    await context.close();
  }
}

/** The app's own JS among the fetched URLs (each file once), with its sizes. */
function sumJs(server: StaticAppServer, urls: readonly string[]): JsFetched {
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
