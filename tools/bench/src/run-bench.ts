// `npm run bench`: Kit's apps (EVM, EVM + Solana, four namespaces), the floor (React + react-dom
// alone) and the peers' apps (tools/bench/peers.json), built with the same settings and measured
// side by side in one run in Debian's Chromium: page loads in three network modes at 1x CPU, with
// requests aborted at 4x, and with the pointer resting on the button before the press; then, against a local cloud serving 5,000 wallets, the long tasks of
// scrolling AllWallets and the latency of Connect → All wallets → search, at 1x and 4x. Writes
// bench.md and bench.json (default: tmp/bench/results).
// Options: --runs N (page loads and interaction passes per app and scenario, default 5),
// --only id,id, --wallets N (default 5000), --no-scale (skip the cloud part), --out DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { APP_PROBES, FLOOR_APP, KIT_APP, KIT_NAMESPACE_APPS, KIT_SCALE_APP } from './bench-apps';
import { NETWORK_MODES, type NetworkMode } from './measure/external-traffic';
import { measureInteractions, type InteractionResult } from './measure/interaction-latency';
import { HOVER_BEFORE_PRESS_MS, measureRun, type RunResult } from './measure/measure-run';
import { serveApp, type StaticAppServer } from './measure/static-app-server';
import { readPeers } from './peers/peer-catalogue';
import { prepareKitApps, preparePeer, SCRATCH_DIR, type PreparedApp } from './prepare-apps';
import {
  buildReport,
  reportMarkdown,
  SCENARIO_CPU4X,
  SCENARIO_HOVER,
  type AppMeasurements,
} from './report/bench-report';
import { goalsMarkdown, type GoalInputs } from './report/goals-report';
import { startScaleCloud } from './scale/scale-cloud.spec-helper';
import { describeScroll, measureScroll, type ScrollResult } from './scale/scroll-long-tasks';

/**
 * The page-load scenarios: each network mode at 1x CPU, then requests aborted at 4x, then
 * requests aborted with the pointer resting on the button before the press.
 */
const SCENARIOS: readonly {
  id: string;
  network: NetworkMode;
  cpuRate: number;
  hoverBeforePressMs?: number;
}[] = [
  ...NETWORK_MODES.map((network) => ({ id: network, network, cpuRate: 1 })),
  { id: SCENARIO_CPU4X, network: 'aborted', cpuRate: 4 },
  { id: SCENARIO_HOVER, network: 'aborted', cpuRate: 1, hoverBeforePressMs: HOVER_BEFORE_PRESS_MS },
];
/** How long one scroll may go on: at 4x on a loaded machine the last wallet may be far off. */
const SCROLL_LIMIT_MS = 240_000;
/** The CPU throttling rates of the scale part. */
const CPU_RATES = [1, 4] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      wallets: { type: 'string', default: '5000' },
      'no-scale': { type: 'boolean', default: false },
      out: { type: 'string', default: path.join(SCRATCH_DIR, 'results') },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const walletCount = Number(values.wallets);
  const only = values.only?.split(',');
  const wanted = (id: string) => !only || only.includes(id);
  const scale = !values['no-scale'] && wanted(KIT_SCALE_APP.id);
  const loadAtStart = loadavg()[0]!;

  ensureChromium();
  const kitApps = await prepareKitApps((id) => (id === KIT_SCALE_APP.id ? scale : wanted(id)));
  const prepared: PreparedApp[] = kitApps.filter((app) => app.id !== KIT_SCALE_APP.id);
  for (const peer of readPeers().filter((peer) => wanted(peer.id))) {
    console.log(`building ${peer.label}…`);
    prepared.push(await preparePeer(peer));
  }

  const servers = new Map<string, StaticAppServer>();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const app of prepared) servers.set(app.id, await serveApp(app.app, app.outdir));
    const results = new Map<string, Record<string, RunResult[]>>(
      prepared.map((app) => [app.id, Object.fromEntries(SCENARIOS.map(({ id }) => [id, []]))]),
    );
    // Interleaved: run k of every app and scenario before run k+1, so drift hits all alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const scenario of SCENARIOS) {
        for (const app of prepared) {
          const probes = APP_PROBES[app.id];
          if (!probes) throw new Error(`no probes for ${app.id} in bench-apps.ts`);
          const result = await measureRun(browser, servers.get(app.id)!, probes, scenario.network, {
            cpuRate: scenario.cpuRate,
            hoverBeforePressMs: scenario.hoverBeforePressMs,
          });
          results.get(app.id)![scenario.id]!.push(result);
          console.log(
            `run ${run}/${runs} ${scenario.id.padEnd(13)} ${app.label.padEnd(30)} button ${fmt(result.timeToButtonMs)} ` +
              `open ${fmt(result.clickToWalletListMs)} js ${(result.jsBeforeClick.gzip / 1024).toFixed(1)} KiB`,
          );
        }
      }
    }
    mkdirSync(values.out, { recursive: true });
    // The page loads so far, in case the cloud part fails.
    writeFileSync(
      path.join(values.out, 'page-loads.json'),
      `${JSON.stringify(Object.fromEntries(results), null, 2)}\n`,
    );
    const scaleApp = kitApps.find((app) => app.id === KIT_SCALE_APP.id);
    const { scrolls, interactions } = scaleApp
      ? await measureScale(browser, scaleApp, walletCount, runs)
      : { scrolls: [], interactions: [] };

    const measured: AppMeasurements[] = prepared.map((app) => ({
      id: app.id,
      label: app.label,
      build: app.sizes,
      runs: results.get(app.id)!,
    }));
    const notPeers = new Set([FLOOR_APP.id, ...KIT_NAMESPACE_APPS.map((app) => app.id)]);
    const report = buildReport(measured, KIT_APP.id, new Date(), notPeers);
    const goals: GoalInputs = {
      report,
      kitId: KIT_APP.id,
      floorId: FLOOR_APP.id,
      namespaceApps: KIT_NAMESPACE_APPS.filter((app) => wanted(app.id)),
      scrolls,
      walletCount,
      interactions,
    };
    const load = `Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`;
    mkdirSync(values.out, { recursive: true });
    writeFileSync(
      path.join(values.out, 'bench.json'),
      `${JSON.stringify({ ...report, scrolls, interactions, load }, null, 2)}\n`,
    );
    const markdown = `${reportMarkdown(report)}\n${goalsMarkdown(goals)}\n${load}\n`;
    writeFileSync(path.join(values.out, 'bench.md'), markdown);
    console.log(`\n${markdown}\nwritten to ${values.out}`);
  } finally {
    await browser.close();
    await Promise.all([...servers.values()].map((server) => server.close()));
  }
}

/**
 * The cloud part: a local cloud serving `walletCount` wallets; one scroll through them per CPU
 * rate (each takes minutes), and `runs` passes Connect → All wallets → search per rate.
 */
async function measureScale(
  browser: Browser,
  app: PreparedApp,
  walletCount: number,
  runs: number,
): Promise<{ scrolls: ScrollResult[]; interactions: InteractionResult[] }> {
  const cloud = await startScaleCloud(walletCount);
  const server = await serveApp(app.app, app.outdir);
  try {
    const target = {
      appUrl: server.url,
      cloudUrl: cloud.url,
      projectId: cloud.projectId,
      walletCount,
    };
    const interactions: InteractionResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      for (const cpuRate of CPU_RATES) {
        const result = await attempt(`interaction ${run} at ${cpuRate}x`, () =>
          measureInteractions(browser, target, { cpuRate }),
        );
        if (!result) continue;
        interactions.push(result);
        console.log(
          `interaction ${run}/${runs} CPU ${cpuRate}x: connect ${fmt(result.connectToListMs)}, ` +
            `all wallets ${fmt(result.allWalletsToListMs)}, slowest keystroke ` +
            `${fmt(Math.max(0, ...result.keystrokeToFrameMs))}, result ${fmt(result.lastKeyToResultMs)}`,
        );
      }
    }
    const scrolls: ScrollResult[] = [];
    for (const cpuRate of CPU_RATES) {
      const scroll = await attempt(`scroll at ${cpuRate}x`, () =>
        measureScroll(browser, target, { cpuRate, maxDurationMs: SCROLL_LIMIT_MS }),
      );
      if (!scroll) continue;
      scrolls.push(scroll);
      console.log(describeScroll(scroll, walletCount));
    }
    return { scrolls, interactions };
  } finally {
    await server.close();
    await cloud.stop();
  }
}

/** Runs one measurement of the cloud part; a failure is logged and left out, not the whole run. */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    console.error(`${what} failed:`, error);
    return null;
  }
}

const fmt = (value: number | null) => (value === null ? 'never' : `${Math.round(value)} ms`);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
