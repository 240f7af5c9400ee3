// `npx tsx tools/bench/src/profile-open.ts [--cpu 4] [--runs 3] [--folder DIR] [--unminified]
// [--eager] [--profile FILE --profile-from nav|click] [--trace FILE]`: Kit's minimal app, built
// from the tarballs the bench installed (DIR, default the bench's install folder: run the bench
// once first), loaded and clicked as the bench does, with the page's own timeline around the
// click: each request from the pointerdown (start → end), the long tasks, and the first frame
// with a wallet row; optionally a V8 CPU profile or a Chromium trace per run, and `--eager` builds
// without code splitting (what the open costs with all of the modal's code already in). What the
// open path (issue 22, click to list) was profiled with.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { APP_PROBES, KIT_APP } from './bench-apps';
import { buildApp } from './bundle-size';
import { buildKitApp } from './kit-from-tarballs';
import { announceBenchWallet } from './measure/bench-wallet';
import { openOfflineContext } from './measure/offline-context';
import { installPageProbes, type PageProbeApi } from './measure/page-probes';
import { pageScript } from './measure/page-script';
import { serveApp } from './measure/static-app-server';

/** What the page saw around the click, in ms from the pointerdown. */
interface OpenTimeline {
  buttonAt: number | null;
  shownAfter: number | null;
  requests: { name: string; start: number; end: number }[];
  longTasks: { start: number; duration: number }[];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cpu: { type: 'string', default: '1' },
      runs: { type: 'string', default: '3' },
      unminified: { type: 'boolean', default: false },
      // One bundle, no lazy chunks: what the open costs with all of the modal's code in.
      eager: { type: 'boolean', default: false },
      profile: { type: 'string' },
      // Where the profile starts: 'nav' (the page load, then the open) or 'click' (the open).
      'profile-from': { type: 'string', default: 'nav' },
      // A Chromium trace of the open (devtools.timeline), written to this file.
      trace: { type: 'string' },
      folder: { type: 'string', default: path.join(tmpdir(), 'kit-bench-kit') },
    },
  });
  ensureChromium();
  const outdir = path.join(values.folder, 'dist', 'profile-open');
  // Minified like the bench by default; --unminified keeps names for reading a profile.
  const app =
    !values.unminified && !values.eager
      ? await buildKitApp(values.folder, KIT_APP.entry, outdir)
      : await buildApp({
          entry: `src/${path.basename(KIT_APP.entry)}`,
          outdir,
          workingDir: values.folder,
          minify: !values.unminified,
          splitting: !values.eager,
        });
  const server = await serveApp(app, outdir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const probes = APP_PROBES[KIT_APP.id]!;
  try {
    for (let run = 0; run < Number(values.runs); run += 1) {
      const { context } = await openOfflineContext(browser, 'aborted', {
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(pageScript(installPageProbes));
      await context.addInitScript(pageScript(announceBenchWallet));
      await context.addInitScript(() => {
        const tasks: { start: number; duration: number }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        (window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks;
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (values.cpu !== '1') {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
      }
      const startProfile = async () => {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      };
      if (values.profile && values['profile-from'] === 'nav') {
        // From navigation: what runs before the button's first paint, then the open.
        await startProfile();
      }
      await page.goto(server.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => 'kitBench' in window);
      const buttonAt = await page.evaluate(
        (probe) =>
          (window as unknown as { kitBench: PageProbeApi }).kitBench.waitFor(probe, 10_000),
        probes.button,
      );
      await page.waitForTimeout(1000);
      const centre = await page.evaluate(
        (probe) => (window as unknown as { kitBench: PageProbeApi }).kitBench.centreOf(probe),
        probes.button,
      );
      if (values.profile && values['profile-from'] === 'click') await startProfile();
      if (values.trace) {
        await browser.startTracing(page, {
          path: `${values.trace}.${run + 1}.json`,
          categories: [
            'devtools.timeline',
            'toplevel',
            'blink',
            'v8.execute',
            'disabled-by-default-devtools.timeline',
          ],
        });
      }
      await page.mouse.click(centre!.x, centre!.y);
      const timeline: OpenTimeline = await page.evaluate(async (probe) => {
        const bench = (window as unknown as { kitBench: PageProbeApi }).kitBench;
        const shownAt = await bench.waitFor(probe, 10_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const clickAt = bench.clickAt ?? 0;
        return {
          buttonAt: null,
          shownAfter: shownAt === null ? null : shownAt - clickAt,
          requests: performance
            .getEntriesByType('resource')
            .map((entry) => ({
              name: entry.name.split('/').pop()!,
              start: entry.startTime - clickAt,
              end: (entry as PerformanceResourceTiming).responseEnd - clickAt,
            }))
            .filter((entry) => entry.start > -5),
          longTasks: (
            window as unknown as { benchLongTasks: { start: number; duration: number }[] }
          ).benchLongTasks
            .map((task) => ({ start: task.start - clickAt, duration: task.duration }))
            .filter((task) => task.start + task.duration > -5),
        };
      }, probes.walletList);
      timeline.buttonAt = buttonAt;
      if (values.trace) await browser.stopTracing();
      if (values.profile) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(`${values.profile}.${run + 1}.cpuprofile`, JSON.stringify(profile));
      }
      console.log(
        `run ${run + 1}: button at ${buttonAt?.toFixed(0)} ms; first row ${timeline.shownAfter?.toFixed(0)} ms after pointerdown`,
      );
      for (const request of timeline.requests)
        console.log(
          `  ${request.start.toFixed(0).padStart(5)} → ${request.end.toFixed(0).padStart(5)} ms  ${request.name}`,
        );
      for (const task of timeline.longTasks)
        console.log(`  long task at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(0)} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
