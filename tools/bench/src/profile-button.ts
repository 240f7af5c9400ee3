// `npx tsx tools/bench/src/profile-button.ts --folders A[,B…] [--install DIR] [--runs 7]
// [--cpu 1,4] [--unminified] [--profile DIR]`: time to button (navigation start to the first
// frame showing Kit's Connect button) of Kit's minimal app built in each install folder of Kit's
// tarballs, and of the floor, loaded interleaved as the bench loads them (fresh context, external
// requests aborted), with the page's main-thread CPU time before the button (trace thread time:
// what a loaded machine's wall clock blurs). Medians side by side, so a change is measured against
// its base in the same window: `--install DIR` first installs the workspace's current build (`npm
// run build`) into DIR, e.g. one folder installed before a change and one after. With `--profile`,
// each load also records a V8 CPU profile from navigation to the button, summarised per script
// file and per function (`--unminified` keeps the names). What issue 22's time to button was cut with.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { APP_PROBES, FLOOR_APP, KIT_APP, type ElementProbe } from './bench-apps';
import { buildApp } from './bundle-size';
import { announceBenchWallet } from './measure/bench-wallet';
import { openOfflineContext } from './measure/offline-context';
import { installPageProbes, type PageProbeApi } from './measure/page-probes';
import { pageScript } from './measure/page-script';
import { serveApp, type StaticAppServer } from './measure/static-app-server';
import { installKitFromTarballs } from './kit-from-tarballs';

interface Target {
  label: string;
  server: StaticAppServer;
  probe: ElementProbe;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}
interface Trace {
  traceEvents: TraceEvent[];
}

/**
 * The thread time of the page's renderer main thread from navigation start to `buttonAt` (ms on
 * the page's clock): every top-level task in that window, a task across its end pro rata.
 */
function mainThreadTimeBefore(trace: Trace, buttonAt: number): number | null {
  const events = trace.traceEvents;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data?.documentLoaderURL ?? '').startsWith('http://127.0.0.1'),
  );
  if (!navigation) return null;
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === navigation.pid,
  );
  if (!main) return null;
  const end = navigation.ts + buttonAt * 1000;
  let total = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'ThreadControllerImpl::RunTask') continue;
    if (event.pid !== main.pid || event.tid !== main.tid) continue;
    const dur = event.dur ?? 0;
    if (event.ts + dur < navigation.ts || event.ts > end || dur === 0) continue;
    const inside = Math.min(event.ts + dur, end) - Math.max(event.ts, navigation.ts);
    total += ((event.tdur ?? 0) * inside) / dur;
  }
  return total / 1000;
}

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      folders: { type: 'string' },
      runs: { type: 'string', default: '7' },
      cpu: { type: 'string', default: '1,4' },
      unminified: { type: 'boolean', default: false },
      profile: { type: 'string' },
      install: { type: 'string' },
    },
  });
  if (values.install) installKitFromTarballs(values.install);
  const folders = values.folders?.split(',') ?? (values.install ? [values.install] : []);
  if (folders.length === 0) throw new Error('--folders A[,B…]: install folders of Kit tarballs');
  ensureChromium();
  const build = async (folder: string, entry: string, id: string) => {
    const name = path.basename(entry);
    copyFileSync(entry, path.join(folder, 'src', name));
    const outdir = path.join(folder, 'dist', `profile-button-${id}`);
    const app = await buildApp({
      entry: `src/${name}`,
      outdir,
      workingDir: folder,
      minify: !values.unminified,
    });
    return serveApp(app, outdir);
  };
  const targets: Target[] = [];
  for (const folder of folders) {
    targets.push({
      label: path.basename(folder),
      server: await build(folder, KIT_APP.entry, 'kit'),
      probe: APP_PROBES[KIT_APP.id]!.button,
    });
  }
  targets.push({
    label: 'floor',
    server: await build(folders[0]!, FLOOR_APP.entry, 'floor'),
    probe: APP_PROBES[FLOOR_APP.id]!.button,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const rates = values.cpu.split(',').map(Number);
  const times = new Map<string, number[]>();
  const cpuTimes = new Map<string, number[]>();
  const profiles = new Map<string, CpuProfile[]>();
  try {
    for (let run = 1; run <= Number(values.runs); run += 1) {
      for (const rate of rates) {
        for (const target of targets) {
          const key = `${target.label} @${rate}x`;
          const { buttonAt, cpuMs, profile } = await load(browser, target, rate, !!values.profile);
          if (buttonAt !== null) times.set(key, [...(times.get(key) ?? []), buttonAt]);
          if (cpuMs !== null) cpuTimes.set(key, [...(cpuTimes.get(key) ?? []), cpuMs]);
          if (profile) {
            profiles.set(key, [...(profiles.get(key) ?? []), profile]);
            mkdirSync(values.profile!, { recursive: true });
            writeFileSync(
              path.join(values.profile!, `${target.label}-${rate}x-${run}.cpuprofile`),
              JSON.stringify(profile),
            );
          }
          console.log(
            `run ${run} ${key.padEnd(30)} button ${buttonAt?.toFixed(0) ?? 'never'} ms, ` +
              `main thread ${cpuMs?.toFixed(0) ?? '?'} ms`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(targets.map((target) => target.server.close()));
  }
  for (const [title, table] of [
    ['Time to button', times],
    ["Main thread's CPU time before the button (thread time)", cpuTimes],
  ] as const) {
    console.log(`\n${title}, medians (min–max):`);
    for (const rate of rates) {
      const floor = median(table.get(`floor @${rate}x`) ?? []);
      for (const target of targets) {
        const list = table.get(`${target.label} @${rate}x`) ?? [];
        const m = median(list);
        console.log(
          `  ${`${target.label} @${rate}x`.padEnd(30)} ${m.toFixed(0).padStart(5)} ms ` +
            `(${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)})  ${(m / floor).toFixed(2)}x floor`,
        );
      }
    }
  }
  for (const [key, list] of profiles) console.log(`\n${key}\n${summarize(list)}`);
}

/** One fresh load: the button's first frame, and the CPU profile up to it when asked. */
async function load(
  browser: Browser,
  target: Target,
  rate: number,
  profiling: boolean,
): Promise<{ buttonAt: number | null; cpuMs: number | null; profile?: CpuProfile }> {
  const { context } = await openOfflineContext(browser, 'aborted', {
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript(pageScript(installPageProbes));
    await context.addInitScript(pageScript(announceBenchWallet));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // The main thread's CPU time before the button, from a trace: unlike the wall-clock time to
    // button, it leaves out the time the thread waited for a core on a loaded machine.
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(target.server.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'kitBench' in window);
    const buttonAt = await page.evaluate(
      (probe) => (window as unknown as { kitBench: PageProbeApi }).kitBench.waitFor(probe, 10_000),
      target.probe,
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as Trace;
    const cpuMs = buttonAt === null ? null : mainThreadTimeBefore(trace, buttonAt);
    if (!profiling) return { buttonAt, cpuMs };
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    return { buttonAt, cpuMs, profile };
  } finally {
    await context.close();
  }
}

/** Sample time per script file and per function (self time, ms), medians over the loads. */
function summarize(list: CpuProfile[]): string {
  const perFile = new Map<string, number[]>();
  const perFunction = new Map<string, number[]>();
  list.forEach((profile, index) => {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const files = new Map<string, number>();
    const functions = new Map<string, number>();
    profile.samples.forEach((id, sample) => {
      const frame = byId.get(id)!.callFrame;
      const ms = (profile.timeDeltas[sample + 1] ?? 0) / 1000;
      const file = frame.url ? frame.url.split('/').pop()! : `(${frame.functionName || 'native'})`;
      files.set(file, (files.get(file) ?? 0) + ms);
      const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
      functions.set(fn, (functions.get(fn) ?? 0) + ms);
    });
    for (const [file, ms] of files) {
      const row = perFile.get(file) ?? new Array(list.length).fill(0);
      row[index] = ms;
      perFile.set(file, row);
    }
    for (const [fn, ms] of functions) {
      const row = perFunction.get(fn) ?? new Array(list.length).fill(0);
      row[index] = ms;
      perFunction.set(fn, row);
    }
  });
  const top = (map: Map<string, number[]>, count: number) =>
    [...map]
      .map(([name, row]) => [name, median(row)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  return `  self time per file (median):\n${top(perFile, 15)}\n  per function:\n${top(perFunction, 40)}`;
}

function median(list: readonly number[]): number {
  if (list.length === 0) return Number.NaN;
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

void main();
