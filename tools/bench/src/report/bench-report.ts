import type { BundleSizes } from '../bundle-size';
import { HOVER_BEFORE_PRESS_MS, type RunResult } from '../measure/measure-run';
import { summarize, type Summary } from './summarize';

/** Everything measured of one app. */
export interface AppMeasurements {
  id: string;
  label: string;
  /** From the build: what the entry imports statically, and every JS file. */
  build: BundleSizes;
  /** Runs per scenario: the network modes at 1x CPU, and SCENARIO_CPU4X. */
  runs: Record<string, RunResult[]>;
}

/** The scenario of page loads with external requests aborted and the CPU 4x slower. */
export const SCENARIO_CPU4X = 'aborted-cpu4x';

/**
 * Page loads with external requests aborted where the pointer rests on the button before the
 * press, as a mouse user's does (1x CPU only: a phone, which the 4x scenario stands for, has no
 * hover, and its press is the other scenarios' move-and-press at once).
 */
export const SCENARIO_HOVER = 'aborted-hover';

/** The heading of each scenario's table. */
const SCENARIO_TITLES: Readonly<Record<string, string>> = {
  [SCENARIO_CPU4X]: 'External requests aborted, CPU 4x slower',
  [SCENARIO_HOVER]: `External requests aborted, the pointer on the button ${HOVER_BEFORE_PRESS_MS} ms before the press`,
};
const scenarioTitle = (mode: string) => SCENARIO_TITLES[mode] ?? `External requests ${mode}`;

/** One app's figures in one network mode. */
export interface ModeSummary {
  jsBeforeClickGzip: Summary;
  jsBeforeClickMin: Summary;
  jsWhileHoveringGzip: Summary;
  requestsBeforeClick: Summary;
  externalBeforeClick: Summary;
  timeToButtonMs: Summary;
  clickToWalletListMs: Summary;
}

/** The report: per app, per mode; plus the issue's three checks. */
export interface BenchReport {
  date: string;
  runsPerMode: number;
  apps: { id: string; label: string; build: BundleSizes; modes: Record<string, ModeSummary> }[];
  checks: { name: string; pass: boolean; detail: string }[];
}

/**
 * The report of one run. `notPeers`: the apps measured beside Kit that are not peers (Kit's other
 * apps, the floor), left out of issue 11's checks against the peers.
 */
export function buildReport(
  measured: readonly AppMeasurements[],
  kitId: string,
  date = new Date(),
  notPeers: ReadonlySet<string> = new Set(),
): BenchReport {
  const apps = measured.map((app) => ({
    id: app.id,
    label: app.label,
    build: app.build,
    modes: Object.fromEntries(
      Object.entries(app.runs).map(([mode, runs]) => [mode, summarizeMode(runs)]),
    ),
  }));
  const runsPerMode = Math.max(0, ...measured.map((app) => app.runs['aborted']?.length ?? 0));
  const compared = apps.filter((app) => !notPeers.has(app.id));
  return { date: date.toISOString(), runsPerMode, apps, checks: checksOf(compared, kitId) };
}

function summarizeMode(runs: readonly RunResult[]): ModeSummary {
  return {
    jsBeforeClickGzip: summarize(runs.map((run) => run.jsBeforeClick.gzip)),
    jsBeforeClickMin: summarize(runs.map((run) => run.jsBeforeClick.min)),
    jsWhileHoveringGzip: summarize(runs.map((run) => run.jsWhileHovering.gzip)),
    requestsBeforeClick: summarize(runs.map((run) => run.requestsBeforeClick)),
    externalBeforeClick: summarize(runs.map((run) => run.externalBeforeClick)),
    timeToButtonMs: summarize(runs.map((run) => run.timeToButtonMs)),
    clickToWalletListMs: summarize(runs.map((run) => run.clickToWalletListMs)),
  };
}

type ReportApp = BenchReport['apps'][number];

/** Issue 11's "done when": sizes a quarter of the smallest peer's, fastest open, opens when stalled. */
function checksOf(apps: readonly ReportApp[], kitId: string): BenchReport['checks'] {
  const kit = apps.find((app) => app.id === kitId);
  const peers = apps.filter((app) => app.id !== kitId);
  if (!kit || peers.length === 0) return [];
  const before = (app: ReportApp) => app.modes['aborted']?.jsBeforeClickGzip.median ?? null;
  const open = (app: ReportApp) => app.modes['aborted']?.clickToWalletListMs.median ?? null;
  const smallestPeer = Math.min(...peers.map((peer) => before(peer) ?? Infinity));
  const kitBefore = before(kit);
  const kitOpen = open(kit);
  const slowestBeatenBy = peers.map((peer) => ({ peer, open: open(peer) }));
  const stalled = kit.modes['stalled']?.clickToWalletListMs;
  return [
    {
      name: "Kit's JS before click is at most a quarter of the smallest peer's",
      pass: kitBefore !== null && kitBefore * 4 <= smallestPeer,
      detail: `${kib(kitBefore)} vs smallest peer ${kib(smallestPeer)} (ratio ${ratio(smallestPeer, kitBefore)})`,
    },
    {
      name: "Kit's click-to-modal median is below every peer's",
      pass:
        kitOpen !== null &&
        slowestBeatenBy.every(({ open: peerOpen }) => peerOpen === null || kitOpen < peerOpen),
      detail: slowestBeatenBy
        .map(({ peer, open: peerOpen }) => `${peer.label} ${ms(peerOpen)}`)
        .join(', ')
        .concat(`; Kit ${ms(kitOpen)}`),
    },
    {
      name: 'Kit opens every time while requests stall',
      pass: stalled !== undefined && stalled.count === stalled.runs && stalled.runs > 0,
      detail: stalled ? `${stalled.count}/${stalled.runs}` : 'not measured',
    },
  ];
}

const kib = (bytes: number | null) =>
  bytes === null || !Number.isFinite(bytes) ? '—' : `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number | null) => (value === null ? 'never' : `${Math.round(value)} ms`);
const ratio = (a: number, b: number | null) =>
  b === null || b === 0 || !Number.isFinite(a) ? '—' : `${(a / b).toFixed(2)}×`;

const range = (summary: Summary, format: (value: number | null) => string) =>
  summary.count === 0
    ? `never (0/${summary.runs})`
    : `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})` +
      (summary.count < summary.runs ? `, ${summary.count}/${summary.runs}` : '');

/** The report as markdown: sizes, then one table per network mode, then the checks. */
export function reportMarkdown(report: BenchReport): string {
  const lines = [
    `# Kit and its peers, side by side`,
    '',
    `Measured ${report.date} in Debian's Chromium (headless), esbuild production builds, ` +
      `${report.runsPerMode} runs per app and mode, interleaved. Medians with min–max. ` +
      `Sizes are gzip level 9 (minified in brackets).`,
    '',
    '## Size',
    '',
    '| App | JS fetched before click | JS before click (build) | Total JS (build) |',
    '|---|---|---|---|',
    ...report.apps.map((app) => {
      const fetched = app.modes['aborted'];
      return (
        `| ${app.label} | ${fetched ? `${kib(fetched.jsBeforeClickGzip.median)} (${kib(fetched.jsBeforeClickMin.median)})` : '—'} ` +
        `| ${kib(app.build.initialGzip)} (${kib(app.build.initialMin)}) | ${kib(app.build.totalGzip)} (${kib(app.build.totalMin)}) |`
      );
    }),
  ];
  // Every scenario any app was measured in; an app without it is left out of that table.
  const modes = [...new Set(report.apps.flatMap((app) => Object.keys(app.modes)))];
  for (const mode of modes) {
    // What the pointer's rest fetched matters only where it rests.
    const hover = mode === SCENARIO_HOVER;
    lines.push(
      '',
      `## ${scenarioTitle(mode)}`,
      '',
      '| App | Time to button | Click to wallet list | Requests before click (external) | JS before click |' +
        (hover ? ' JS while hovering |' : ''),
      `|---|---|---|---|---|${hover ? '---|' : ''}`,
      ...report.apps.flatMap((app) => {
        const figures = app.modes[mode];
        if (!figures) return [];
        return (
          `| ${app.label} | ${range(figures.timeToButtonMs, ms)} | ${range(figures.clickToWalletListMs, ms)} ` +
          `| ${figures.requestsBeforeClick.median ?? '—'} (${figures.externalBeforeClick.median ?? '—'}) ` +
          `| ${kib(figures.jsBeforeClickGzip.median)} |` +
          (hover ? ` ${kib(figures.jsWhileHoveringGzip.median)} |` : '')
        );
      }),
    );
  }
  lines.push('', '## Checks', '');
  for (const check of report.checks) {
    lines.push(`- ${check.pass ? 'PASS' : 'FAIL'}: ${check.name}: ${check.detail}`);
  }
  return `${lines.join('\n')}\n`;
}
