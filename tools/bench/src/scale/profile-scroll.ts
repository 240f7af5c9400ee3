// `npx tsx tools/bench/src/scale/profile-scroll.ts [--cpu 4] [--count 5000] [--profile out.cpuprofile]
// [--runs 3] [--minify] [--raster-images]`: scrolls through AllWallets with the scale catalogue,
// built unminified so a CPU profile reads (--minify: as the bench builds it), and the self time of its hottest functions.
// `--cpu 1,4 --runs 3` scrolls three times at each rate, interleaved, on one build: the machine is
// shared, so one scroll's figures are noise. --raster-images: PNG wallet pictures instead of the
// cloud's text SVGs (raster-wallet-images.ts). What issue 22 item 3 was profiled with.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { buildApp } from '../bundle-size';
import { serveApp } from '../measure/static-app-server';
import { startScaleCloud } from './scale-cloud.spec-helper';
import { describeScroll, measureScroll } from './scroll-long-tasks';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time per function (name, file, line), largest first, from a V8 CPU profile. */
function hottest(file: string, top: number): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cpu: { type: 'string', default: '1' },
      count: { type: 'string', default: '5000' },
      profile: { type: 'string' },
      trace: { type: 'string' },
      minify: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      'raster-images': { type: 'boolean', default: false },
    },
  });
  const walletCount = Number(values.count);
  ensureChromium();
  const root = path.resolve(__dirname, '../../../..');
  const outdir = path.join(root, 'tmp/bench-scale/profile');
  const cloud = await startScaleCloud(walletCount);
  const app = await buildApp({
    entry: path.join(__dirname, 'scale-app.tsx'),
    outdir,
    tsconfig: path.join(root, 'tsconfig.base.json'),
    minify: values.minify,
  });
  const server = await serveApp(app, outdir);
  console.log(`built ${outdir}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const rates = values.cpu.split(',').map(Number);
    for (let run = 1; run <= Number(values.runs); run += 1) {
      for (const cpuRate of rates) {
        const result = await measureScroll(
          browser,
          { appUrl: server.url, cloudUrl: cloud.url, projectId: cloud.projectId, walletCount },
          {
            cpuRate,
            rasterImages: values['raster-images'],
            ...(values.profile ? { profilePath: values.profile } : {}),
            ...(values.trace ? { tracePath: values.trace } : {}),
          },
        );
        console.log(`run ${run}: ${describeScroll(result, walletCount)}`);
        console.log(`  long tasks: ${result.longTasks.map((ms) => Math.round(ms)).join(' ')}`);
        console.log(
          `  by thread time: ${result.cpuLongTasks.map((ms) => Math.round(ms)).join(' ')}`,
        );
      }
    }
    if (values.profile) console.log(hottest(values.profile, 40).join('\n'));
  } finally {
    await browser.close();
    await server.close();
    await cloud.stop();
  }
}

void main();
