// Issue 22's figures from one bench run: every app's times as multiples of the floor's (React +
// react-dom alone), what each extra namespace adds before the click, the long tasks of scrolling
// 5,000 wallets and the interaction latency of Connect → All wallets → search, and its goals.
import type { InteractionResult } from '../measure/interaction-latency';
import type { ScrollResult } from '../scale/scroll-long-tasks';
import { SCENARIO_CPU4X, SCENARIO_HOVER, type BenchReport } from './bench-report';
import { summarize, type Summary } from './summarize';

/** What goalsOf reads beyond the page-load report. */
export interface GoalInputs {
  report: BenchReport;
  kitId: string;
  floorId: string;
  /** Kit's apps with more namespaces, and how many namespaces each adds to the EVM app's. */
  namespaceApps: readonly { id: string; extraNamespaces: number }[];
  /** One scroll through the scale catalogue per CPU rate (or none when not measured). */
  scrolls: readonly ScrollResult[];
  walletCount: number;
  /** Every pass through the modal, at every CPU rate. */
  interactions: readonly InteractionResult[];
}

/** One app's medians as multiples of the floor's. */
export interface FloorRatios {
  id: string;
  label: string;
  timeToButton: number | null;
  clickToList: number | null;
  timeToButtonCpu4x: number | null;
  clickToListCpu4x: number | null;
  /** Click to list when the pointer rested on the button first (not a goal: what a mouse user sees). */
  clickToListHovered: number | null;
}

/** Issue 22's done-when, as the report checks them. */
export interface Goal {
  name: string;
  pass: boolean;
  detail: string;
}

const median = (report: BenchReport, id: string, mode: string, figure: FigureName) =>
  report.apps.find((app) => app.id === id)?.modes[mode]?.[figure].median ?? null;
type FigureName = 'timeToButtonMs' | 'clickToWalletListMs' | 'jsBeforeClickGzip';

const over = (value: number | null, floor: number | null) =>
  value === null || floor === null || floor === 0 ? null : value / floor;

/** Every app's time to button and click to list over the floor's, at 1x and at 4x CPU. */
export function floorRatios(report: BenchReport, floorId: string): FloorRatios[] {
  const floor = (mode: string, figure: FigureName) => median(report, floorId, mode, figure);
  return report.apps
    .filter((app) => app.id !== floorId)
    .map((app) => ({
      id: app.id,
      label: app.label,
      timeToButton: over(
        median(report, app.id, 'aborted', 'timeToButtonMs'),
        floor('aborted', 'timeToButtonMs'),
      ),
      clickToList: over(
        median(report, app.id, 'aborted', 'clickToWalletListMs'),
        floor('aborted', 'clickToWalletListMs'),
      ),
      timeToButtonCpu4x: over(
        median(report, app.id, SCENARIO_CPU4X, 'timeToButtonMs'),
        floor(SCENARIO_CPU4X, 'timeToButtonMs'),
      ),
      clickToListCpu4x: over(
        median(report, app.id, SCENARIO_CPU4X, 'clickToWalletListMs'),
        floor(SCENARIO_CPU4X, 'clickToWalletListMs'),
      ),
      clickToListHovered: over(
        median(report, app.id, SCENARIO_HOVER, 'clickToWalletListMs'),
        floor(SCENARIO_HOVER, 'clickToWalletListMs'),
      ),
    }));
}

/** The goals: 1.5x the floor, + 60 KiB over it, + 10 KiB a namespace, no long task while scrolling. */
export function goalsOf(inputs: GoalInputs): Goal[] {
  const { report, kitId, floorId } = inputs;
  const kit = floorRatios(report, floorId).find((row) => row.id === kitId);
  const within = (ratio: number | null | undefined, limit: number) =>
    ratio !== null && ratio !== undefined && ratio <= limit;
  const times = (ratio: number | null | undefined) =>
    ratio === null || ratio === undefined ? '—' : `${ratio.toFixed(2)}x`;
  const before = (id: string) => median(report, id, 'aborted', 'jsBeforeClickGzip');
  const kitBefore = before(kitId);
  const floorBefore = before(floorId);
  const goals: Goal[] = [
    {
      name: "Kit's time to button at most 1.5x the floor's",
      pass: within(kit?.timeToButton, 1.5),
      detail: `${times(kit?.timeToButton)} at 1x CPU (${times(kit?.timeToButtonCpu4x)} at 4x)`,
    },
    {
      name: "Kit's click to list at most 1.5x the floor's at 1x CPU",
      pass: within(kit?.clickToList, 1.5),
      detail: times(kit?.clickToList),
    },
    {
      name: "Kit's click to list at most 1.5x the floor's at 4x CPU",
      pass: within(kit?.clickToListCpu4x, 1.5),
      detail: times(kit?.clickToListCpu4x),
    },
    {
      name: "JS before click of Kit's EVM app at most the floor's + 60 KiB",
      pass: kitBefore !== null && floorBefore !== null && kitBefore - floorBefore <= 60 * 1024,
      detail: `+${kib(difference(kitBefore, floorBefore))} over the floor's ${kib(floorBefore)}`,
    },
    ...inputs.namespaceApps.map((app) => {
      const added = difference(before(app.id), kitBefore);
      const label = report.apps.find((measured) => measured.id === app.id)?.label ?? app.id;
      return {
        name: `${label}: each namespace beyond EVM adds at most 10 KiB before the click`,
        pass: added !== null && added <= app.extraNamespaces * 10 * 1024,
        detail: `+${kib(added)} for ${app.extraNamespaces} namespace${app.extraNamespaces === 1 ? '' : 's'}`,
      };
    }),
  ];
  for (const [rate, limit] of [
    [1, 50],
    [4, 100],
  ] as const) {
    const scroll = inputs.scrolls.find((result) => result.cpuRate === rate);
    if (!scroll) continue;
    const longest = (tasks: number[]) => (tasks.length === 0 ? 0 : Math.max(...tasks));
    goals.push({
      name: `No long task over ${limit} ms scrolling ${inputs.walletCount.toLocaleString('en')} wallets at ${rate}x CPU`,
      pass: scroll.longTasks.filter((ms) => ms > limit).length === 0,
      detail:
        `${scroll.longTasks.filter((ms) => ms > limit).length} over ${limit} ms, longest ${Math.round(longest(scroll.longTasks))} ms ` +
        `(by the main thread's thread time: ${scroll.cpuLongTasks.filter((ms) => ms > limit).length}, longest ${Math.round(scroll.cpuLongestMs)} ms)`,
    });
  }
  return goals;
}

const difference = (a: number | null, b: number | null) =>
  a === null || b === null ? null : a - b;
const kib = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const cell = (summary: Summary) =>
  summary.count === 0
    ? `never (0/${summary.runs})`
    : `${ms(summary.median)} (${ms(summary.min)}–${ms(summary.max)})`;

/** The goals' section of bench.md: ratios, namespaces, long tasks, interactions, goals. */
export function goalsMarkdown(inputs: GoalInputs): string {
  const ratio = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}x`);
  const lines = [
    '## Against the floor (React + react-dom alone), external requests aborted',
    '',
    "Each app's median over the floor's median in the same run (1.00x is the floor). The last " +
      'column is not a goal: the click after the pointer rested on the button (a mouse user), ' +
      'where an app that loads its modal on the intent to click has had that long to load it.',
    '',
    '| App | Time to button | Click to wallet list | Time to button, CPU 4x | Click to wallet list, CPU 4x | Click to wallet list after a hover |',
    '|---|---|---|---|---|---|',
    ...floorRatios(inputs.report, inputs.floorId).map(
      (row) =>
        `| ${row.label} | ${ratio(row.timeToButton)} | ${ratio(row.clickToList)} ` +
        `| ${ratio(row.timeToButtonCpu4x)} | ${ratio(row.clickToListCpu4x)} | ${ratio(row.clickToListHovered)} |`,
    ),
  ];
  if (inputs.scrolls.length > 0) {
    lines.push(
      '',
      `## Long tasks scrolling AllWallets through ${inputs.walletCount.toLocaleString('en')} wallets`,
      '',
      'Wheel steps of 2,400 px until the last wallet shows, paging 40 at a time from a local cloud. ' +
        "Long tasks as the page's PerformanceObserver saw them (wall-clock), and the main " +
        "thread's tasks by their thread time from a trace (the load of the machine left out, " +
        'the throttling counted in: about what a quiet machine would see).',
      '',
      '| CPU | Steps | Long tasks > 50 ms | > 100 ms | Longest | In long tasks | By thread time: > 50 ms | Longest | Rows in the DOM |',
      '|---|---|---|---|---|---|---|---|---|',
      ...inputs.scrolls.map((scroll) => {
        const longest = (tasks: number[]) => (tasks.length === 0 ? 0 : Math.max(...tasks));
        return (
          `| ${scroll.cpuRate}x | ${scroll.steps}${scroll.reachedLast ? '' : ` (stopped at row ${scroll.furthestRow})`} ` +
          `| ${scroll.longTasks.filter((task) => task > 50).length} | ${scroll.longTasks.filter((task) => task > 100).length} ` +
          `| ${ms(longest(scroll.longTasks))} | ${ms(scroll.longTasks.reduce((a, b) => a + b, 0))} ` +
          `| ${scroll.cpuLongTasks.length} | ${ms(scroll.cpuLongestMs)} | at most ${scroll.mostRows} |`
        );
      }),
    );
  }
  const rates = [...new Set(inputs.interactions.map((result) => result.cpuRate))];
  if (rates.length > 0) {
    lines.push(
      '',
      `## Interaction latency: Connect → All wallets → search (${inputs.walletCount.toLocaleString('en')} wallets)`,
      '',
      "Kit's scale app against a local cloud. Click (pointerdown) to the first row shown; each " +
        'keystroke of the search from keydown to the next frame; the last keystroke to the wallet ' +
        'found (the search waits out a 300 ms debounce first).',
      '',
      '| CPU | Connect → wallet list | All wallets → first row | Keystroke → next frame (median) | (slowest) | Last key → result |',
      '|---|---|---|---|---|---|',
      ...rates.map((rate) => {
        const runs = inputs.interactions.filter((result) => result.cpuRate === rate);
        const keys = runs.flatMap((run) => run.keystrokeToFrameMs);
        return (
          `| ${rate}x | ${cell(summarize(runs.map((run) => run.connectToListMs)))} ` +
          `| ${cell(summarize(runs.map((run) => run.allWalletsToListMs)))} ` +
          `| ${ms(summarize(keys).median)} | ${ms(summarize(keys).max)} ` +
          `| ${cell(summarize(runs.map((run) => run.lastKeyToResultMs)))} |`
        );
      }),
    );
  }
  lines.push('', "## Issue 22's goals", '');
  for (const goal of goalsOf(inputs)) {
    lines.push(`- ${goal.pass ? 'PASS' : 'FAIL'}: ${goal.name}: ${goal.detail}`);
  }
  return `${lines.join('\n')}\n`;
}
