// Wheel-scrolls AllWallets through a large catalogue in Chromium and collects the long tasks
// (main-thread tasks over 50 ms, from the page's own PerformanceObserver) while it scrolls, at a
// given CPU throttling (CDP Emulation.setCPUThrottlingRate). Used by the scale check (CI, 1x) and
// by `npm run bench` (1x and 4x); with `profilePath` it also writes a V8 CPU profile of the scroll.
import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { installPageProbes } from '../measure/page-probes';
import { pageScript } from '../measure/page-script';
import { serveRasterWalletImages } from './raster-wallet-images';

/** Where the scale app is served and which cloud it should read its catalogue from. */
export interface ScrollTarget {
  appUrl: string;
  cloudUrl: string;
  projectId: string;
  /** How many wallets the cloud's catalogue holds: the scroll goes on until the last shows. */
  walletCount: number;
}

/**
 * A 1280x900 context for the scale app: it reads its catalogue from `target`'s cloud, with the
 * page probes and `probe` (a page function, run before the app's scripts) installed.
 */
export async function openScaleContext(
  browser: Browser,
  target: ScrollTarget,
  probe: () => void,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ url, projectId }) =>
      Object.assign(window, { kitScaleCloudUrl: url, kitScaleProjectId: projectId }),
    { url: target.cloudUrl, projectId: target.projectId },
  );
  await context.addInitScript(pageScript(installPageProbes));
  await context.addInitScript(pageScript(probe));
  return context;
}

/** What one scroll through the catalogue measured. */
export interface ScrollResult {
  cpuRate: number;
  /** Wheel steps of 2,400 px it took to show the last wallet (or the cap of 600). */
  steps: number;
  /** Whether the last wallet's row was rendered. */
  reachedLast: boolean;
  /** The furthest row rendered (1-based). */
  furthestRow: number;
  /** The most rows in the DOM at once. */
  mostRows: number;
  durationMs: number;
  /** Durations of the long tasks (> 50 ms) while scrolling, in ms: wall-clock, as the page saw them. */
  longTasks: number[];
  /**
   * The main thread's tasks while scrolling whose thread time (from a trace: `tdur`) was over
   * 50 ms. On a loaded machine a task's wall time includes the time the thread waited for a core;
   * its thread time does not, so this is about what a quiet machine would see. Chromium's CPU
   * throttling is counted in it (measured: style recalcs of ~150 elements took 5 ms of thread time
   * at 1x and 29 ms at 4x), so it is not multiplied by the rate.
   */
  cpuLongTasks: number[];
  /** The longest main-thread task while scrolling by that same measure (thread time), in ms. */
  cpuLongestMs: number;
}

/** One complete event of a Chrome trace. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The thread times of the renderer main thread's tasks longer than `thresholdMs` of thread time,
 * from a trace of the 'toplevel' category, in ms.
 */
export function cpuLongTasksOf(trace: { traceEvents: TraceEvent[] }, thresholdMs = 50): number[] {
  return cpuTasksOf(trace).filter((ms) => ms > thresholdMs);
}

/** The thread time of every renderer main-thread task of the trace, in ms. */
export function cpuTasksOf(trace: { traceEvents: TraceEvent[] }): number[] {
  const mainThreads = new Set(
    trace.traceEvents
      .filter(
        (event) =>
          event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return trace.traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'ThreadControllerImpl::RunTask' &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => (event.tdur ?? 0) / 1000);
}

/** Collects long tasks (over 50 ms on the main thread) from the page's first moment. */
export function observeLongTasks(): void {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { kitLongTasks: typeof tasks }).kitLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** The long tasks that started at or after `since` (page clock), their durations. */
export function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as { kitLongTasks: { start: number; duration: number }[] }).kitLongTasks
        .filter((task) => task.start >= from)
        .map((task) => task.duration),
    since,
  );
}

/**
 * Opens the scale app in a fresh context, goes Connect → All wallets, throttles the CPU by
 * `cpuRate` and wheel-scrolls until the last wallet shows, as a visitor would.
 */
export async function measureScroll(
  browser: Browser,
  target: ScrollTarget,
  {
    cpuRate = 1,
    profilePath,
    tracePath,
    maxDurationMs = Infinity,
    rasterImages = false,
  }: {
    cpuRate?: number;
    profilePath?: string;
    tracePath?: string;
    /** Stop scrolling after this long even before the last wallet showed (slow CPU rates). */
    maxDurationMs?: number;
    /** Serve raster wallet pictures instead of the cloud's text SVGs (raster-wallet-images.ts). */
    rasterImages?: boolean;
  } = {},
): Promise<ScrollResult> {
  const context = await openScaleContext(browser, target, observeLongTasks);
  try {
    if (rasterImages) await serveRasterWalletImages(context);
    const page = await context.newPage();
    await page.goto(target.appUrl);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('button', { name: /All wallets/ }).click();
    await page.locator('.kit-virtual-row').first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (profilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // 'toplevel' alone (the tasks, with their thread time) keeps the trace small and cheap; a
    // trace file for DevTools gets the timeline's categories too.
    await browser.startTracing(page, {
      ...(tracePath ? { path: tracePath } : {}),
      categories: tracePath
        ? ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline']
        : ['toplevel'],
    });
    const scroller = page.getByTestId('kit-all-wallets-scroll');
    const box = (await scroller.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const startedAt = await page.evaluate(() => performance.now());
    let last = 0;
    let mostRows = 0;
    let steps = 0;
    // Bounded: 5,000 rows of about 64 px at 2,400 px a step is about 130 steps, plus page waits.
    const deadline = Date.now() + maxDurationMs;
    for (; steps < 600 && last < target.walletCount && Date.now() < deadline; steps += 1) {
      await page.mouse.wheel(0, 2_400);
      await page.waitForTimeout(20);
      const shown = await page
        .locator('.kit-virtual-row')
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-posinset'))));
      mostRows = Math.max(mostRows, shown.length);
      last = Math.max(last, ...shown);
    }
    const finishedAt = await page.evaluate(() => performance.now());
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    if (profilePath) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profilePath, JSON.stringify(profile));
    }
    return {
      cpuRate,
      steps,
      reachedLast: last >= target.walletCount,
      furthestRow: last,
      mostRows,
      durationMs: finishedAt - startedAt,
      longTasks: await longTasksSince(page, startedAt),
      cpuLongTasks: cpuLongTasksOf(trace),
      cpuLongestMs: cpuTasksOf(trace).reduce((a, b) => Math.max(a, b), 0),
    };
  } finally {
    await context.close();
  }
}

/** One line for logs: how many long tasks, the longest, and the time in them. */
export function describeScroll(result: ScrollResult, walletCount: number): string {
  const tasks = result.longTasks;
  return (
    `AllWallets, ${walletCount} wallets, CPU ${result.cpuRate}x: ` +
    `${result.reachedLast ? 'scrolled to the last' : `did NOT reach the last (row ${result.furthestRow})`} in ${result.steps} wheel steps ` +
    `(${Math.round(result.durationMs)} ms); long tasks while scrolling: ${tasks.length}` +
    (tasks.length > 0
      ? ` (longest ${Math.round(Math.max(...tasks))} ms, ${Math.round(tasks.reduce((a, b) => a + b, 0))} ms in all)`
      : '') +
    `; by thread time: ${result.cpuLongTasks.length}` +
    (result.cpuLongTasks.length > 0
      ? ` (longest ${Math.round(Math.max(...result.cpuLongTasks))} ms)`
      : '') +
    `, longest task ${Math.round(result.cpuLongestMs)} ms` +
    `; at most ${result.mostRows} rows in the DOM`
  );
}
