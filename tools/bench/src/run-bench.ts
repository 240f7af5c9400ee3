// `npm run bench`: Kit's minimal app and the peers' (tools/bench/peers.json), built with the same
// settings and measured side by side in one run in Debian's Chromium. Writes bench.md and
// bench.json (default: tmp/bench/results). Options: --runs N (default 5), --only id,id, --out DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { APP_PROBES, KIT_APP } from './bench-apps';
import { NETWORK_MODES, type NetworkMode } from './measure/external-traffic';
import { measureRun, type RunResult } from './measure/measure-run';
import { serveApp, type StaticAppServer } from './measure/static-app-server';
import { readPeers } from './peers/peer-catalogue';
import { prepareKit, preparePeer, SCRATCH_DIR, type PreparedApp } from './prepare-apps';
import { buildReport, reportMarkdown, type AppMeasurements } from './report/bench-report';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      out: { type: 'string', default: path.join(SCRATCH_DIR, 'results') },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const only = values.only?.split(',');
  const wanted = (id: string) => !only || only.includes(id);

  ensureChromium();
  const prepared: PreparedApp[] = [];
  if (wanted(KIT_APP.id)) prepared.push(await prepareKit());
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
    const results = new Map<string, Record<NetworkMode, RunResult[]>>(
      prepared.map((app) => [app.id, { aborted: [], stalled: [], delayed: [] }]),
    );
    // Interleaved: run k of every app and mode before run k+1, so drift hits all alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const mode of NETWORK_MODES) {
        for (const app of prepared) {
          const probes = APP_PROBES[app.id];
          if (!probes) throw new Error(`no probes for ${app.id} in bench-apps.ts`);
          const result = await measureRun(browser, servers.get(app.id)!, probes, mode);
          results.get(app.id)![mode].push(result);
          console.log(
            `run ${run}/${runs} ${mode.padEnd(7)} ${app.label.padEnd(22)} button ${fmt(result.timeToButtonMs)} ` +
              `open ${fmt(result.clickToWalletListMs)} js ${(result.jsBeforeClick.gzip / 1024).toFixed(1)} KiB`,
          );
        }
      }
    }
    const measured: AppMeasurements[] = prepared.map((app) => ({
      id: app.id,
      label: app.label,
      build: app.sizes,
      runs: results.get(app.id)!,
    }));
    const report = buildReport(measured, KIT_APP.id);
    mkdirSync(values.out, { recursive: true });
    writeFileSync(path.join(values.out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    const markdown = reportMarkdown(report);
    writeFileSync(path.join(values.out, 'bench.md'), markdown);
    console.log(`\n${markdown}\nwritten to ${values.out}`);
  } finally {
    await browser.close();
    await Promise.all([...servers.values()].map((server) => server.close()));
  }
}

const fmt = (value: number | null) => (value === null ? 'never' : `${Math.round(value)} ms`);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
