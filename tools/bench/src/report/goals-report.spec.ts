import type { RunResult } from '../measure/measure-run';
import type { ScrollResult } from '../scale/scroll-long-tasks';
import { buildReport, SCENARIO_CPU4X, SCENARIO_HOVER, type AppMeasurements } from './bench-report';
import { floorRatios, goalsMarkdown, goalsOf, type GoalInputs } from './goals-report';

const run = (button: number, open: number | null, gzip: number): RunResult => ({
  timeToButtonMs: button,
  clickToWalletListMs: open,
  jsBeforeClick: { files: 1, min: gzip * 3, gzip },
  jsWhileHovering: { files: 0, min: 0, gzip: 0 },
  requestsBeforeClick: 1,
  externalBeforeClick: 0,
});

/**
 * An app whose every run takes these times, at 1x and (4x as long) at 4x CPU; after a hover it
 * opens in half the time.
 */
const app = (id: string, button: number, open: number | null, kib: number): AppMeasurements => ({
  id,
  label: id,
  build: { initialGzip: kib * 1024, initialMin: 0, totalGzip: 0, totalMin: 0 },
  runs: {
    aborted: [run(button, open, kib * 1024)],
    [SCENARIO_CPU4X]: [run(button * 4, open === null ? null : open * 4, kib * 1024)],
    [SCENARIO_HOVER]: [run(button, open === null ? null : open / 2, kib * 1024)],
  },
});

const scroll = (cpuRate: number, longTasks: number[]): ScrollResult => ({
  cpuRate,
  steps: 130,
  reachedLast: true,
  furthestRow: 5_000,
  mostRows: 20,
  durationMs: 60_000,
  longTasks,
  cpuLongTasks: longTasks,
  cpuLongestMs: Math.max(0, ...longTasks),
});

const inputs = (apps: AppMeasurements[], scrolls: ScrollResult[] = []): GoalInputs => ({
  report: buildReport(apps, 'kit', new Date(), new Set(['floor', 'kit-two'])),
  kitId: 'kit',
  floorId: 'floor',
  namespaceApps: [{ id: 'kit-two', extraNamespaces: 1 }],
  scrolls,
  walletCount: 5_000,
  interactions: [],
});

const goal = (all: ReturnType<typeof goalsOf>, part: string) =>
  all.find((candidate) => candidate.name.includes(part));

describe("issue 22's goals from one bench run", () => {
  const floor = app('floor', 100, 10, 60);

  it("divides each app's medians by the floor's, at 1x and at 4x", () => {
    const ratios = floorRatios(inputs([floor, app('kit', 150, 20, 100)]).report, 'floor');
    expect(ratios).toEqual([
      expect.objectContaining({
        id: 'kit',
        timeToButton: 1.5,
        clickToList: 2,
        timeToButtonCpu4x: 1.5,
        clickToListCpu4x: 2,
        clickToListHovered: 2,
      }),
    ]);
  });

  it('gives the hover ratio without making it a goal', () => {
    const hovered = app('kit', 150, 20, 100);
    hovered.runs[SCENARIO_HOVER] = [run(150, 5, 100 * 1024)];
    const { report } = inputs([floor, hovered]);
    expect(floorRatios(report, 'floor')[0]?.clickToListHovered).toBe(1);
    expect(goalsOf(inputs([floor, hovered])).some((each) => /hover/i.test(each.name))).toBe(false);
  });

  it('passes at exactly 1.5x the floor and fails just over it', () => {
    const at = goalsOf(inputs([floor, app('kit', 150, 15, 100)]));
    expect(goal(at, 'time to button')?.pass).toBe(true);
    expect(goal(at, "click to list at most 1.5x the floor's at 1x")?.pass).toBe(true);
    const over = goalsOf(inputs([floor, app('kit', 151, 16, 100)]));
    expect(goal(over, 'time to button')?.pass).toBe(false);
    expect(goal(over, 'at 1x CPU')?.pass).toBe(false);
    expect(goal(over, 'at 4x CPU')?.pass).toBe(false);
  });

  it('fails click to list when Kit never showed its list', () => {
    const never = goalsOf(inputs([floor, app('kit', 100, null, 100)]));
    expect(goal(never, 'at 1x CPU')?.pass).toBe(false);
  });

  it('holds JS before click to the floor + 60 KiB and each namespace to 10 KiB', () => {
    const within = goalsOf(inputs([floor, app('kit', 100, 10, 120), app('kit-two', 100, 10, 130)]));
    expect(goal(within, "floor's + 60 KiB")?.pass).toBe(true);
    expect(goal(within, 'namespace')).toMatchObject({
      pass: true,
      detail: '+10.0 KiB for 1 namespace',
    });
    const over = goalsOf(inputs([floor, app('kit', 100, 10, 121), app('kit-two', 100, 10, 131.5)]));
    expect(goal(over, "floor's + 60 KiB")?.pass).toBe(false);
    expect(goal(over, 'namespace')?.pass).toBe(false);
  });

  it('fails the scroll goals on one long task over 50 ms at 1x or over 100 ms at 4x', () => {
    const apps = [floor, app('kit', 100, 10, 100)];
    const quiet = goalsOf(inputs(apps, [scroll(1, []), scroll(4, [99])]));
    expect(goal(quiet, 'over 50 ms')?.pass).toBe(true);
    expect(goal(quiet, 'over 100 ms')?.pass).toBe(true);
    const janky = goalsOf(inputs(apps, [scroll(1, [51]), scroll(4, [101])]));
    expect(goal(janky, 'over 50 ms')?.pass).toBe(false);
    expect(goal(janky, 'over 100 ms')?.pass).toBe(false);
  });

  it('judges a scroll stopped before the last wallet by its long tasks, and says where it stopped', () => {
    const stopped = { ...scroll(4, [90]), reachedLast: false, furthestRow: 2_345 };
    const inputsStopped = inputs([floor, app('kit', 100, 10, 100)], [stopped]);
    expect(goal(goalsOf(inputsStopped), 'over 100 ms')?.pass).toBe(true);
    expect(goalsMarkdown(inputsStopped)).toContain('| 4x | 130 (stopped at row 2345) |');
  });

  it('writes the ratios, the long tasks, the interactions and the goals', () => {
    const markdown = goalsMarkdown({
      ...inputs([floor, app('kit', 150, 20, 100)], [scroll(1, [60, 70])]),
      interactions: [
        {
          cpuRate: 1,
          connectToListMs: 30,
          allWalletsToListMs: 40,
          keystrokeToFrameMs: [10, 20, 30],
          lastKeyToResultMs: 350,
        },
      ],
    });
    expect(markdown).toContain('| kit | 1.50x | 2.00x | 1.50x | 2.00x | 2.00x |');
    expect(markdown).toContain('| 1x | 130 | 2 | 0 | 70 ms | 130 ms |');
    expect(markdown).toContain(
      '| 1x | 30 ms (30 ms–30 ms) | 40 ms (40 ms–40 ms) | 20 ms | 30 ms | 350 ms',
    );
    expect(markdown).toContain('- FAIL: No long task over 50 ms scrolling 5,000 wallets at 1x CPU');
  });
});
