import type { NetworkMode } from '../measure/external-traffic';
import type { RunResult } from '../measure/measure-run';
import {
  buildReport,
  reportMarkdown,
  SCENARIO_CPU4X,
  SCENARIO_HOVER,
  type AppMeasurements,
} from './bench-report';

const run = (gzip: number, open: number | null): RunResult => ({
  timeToButtonMs: 300,
  clickToWalletListMs: open,
  jsBeforeClick: { files: 3, min: gzip * 3, gzip },
  jsWhileHovering: { files: 0, min: 0, gzip: 0 },
  requestsBeforeClick: 10,
  externalBeforeClick: 2,
});

const app = (
  id: string,
  gzip: number,
  open: Partial<Record<NetworkMode, number | null>>,
): AppMeasurements => ({
  id,
  label: id,
  build: { initialGzip: gzip, initialMin: gzip * 3, totalGzip: gzip * 2, totalMin: gzip * 6 },
  // A mode left out opens in 50 ms; null means it never opened.
  runs: {
    aborted: [run(gzip, opensIn(open, 'aborted'))],
    stalled: [run(gzip, opensIn(open, 'stalled'))],
    delayed: [run(gzip, opensIn(open, 'delayed'))],
  },
});

const opensIn = (open: Partial<Record<NetworkMode, number | null>>, mode: NetworkMode) =>
  mode in open ? (open[mode] as number | null) : 50;

const checks = (measured: AppMeasurements[]) =>
  buildReport(measured, 'kit').checks.map(({ name, pass }) => [name, pass]);

describe("the benchmark report's checks (issue 11's done-when)", () => {
  it('passes when Kit is a quarter of the smallest peer, opens fastest, and opens while stalled', () => {
    const report = checks([app('kit', 100, { aborted: 40 }), app('peer', 400, { aborted: 60 })]);
    expect(report.every(([, pass]) => pass)).toBe(true);
  });

  it('fails the size check when Kit is more than a quarter of the smallest peer', () => {
    const [size] = checks([app('kit', 101, {}), app('big', 900, {}), app('small', 400, {})]);
    expect(size).toEqual([expect.stringContaining('quarter'), false]);
  });

  it('fails the speed check when one peer opens faster than Kit', () => {
    const [, speed] = checks([app('kit', 100, { aborted: 70 }), app('peer', 900, { aborted: 69 })]);
    expect(speed).toEqual([expect.stringContaining('click-to-modal'), false]);
  });

  it('does not count a peer that never opens as faster', () => {
    const [, speed] = checks([
      app('kit', 100, { aborted: 70 }),
      app('peer', 900, { aborted: null }),
    ]);
    expect(speed?.[1]).toBe(true);
  });

  it('fails the stall check when Kit did not open in a stalled run', () => {
    const [, , stall] = checks([app('kit', 100, { stalled: null }), app('peer', 900, {})]);
    expect(stall).toEqual([expect.stringContaining('stall'), false]);
  });

  it('leaves the apps that are not peers (the floor, Kit with more namespaces) out of the checks', () => {
    const report = buildReport(
      [app('kit', 100, { aborted: 40 }), app('floor', 60, { aborted: 10 }), app('peer', 400, {})],
      'kit',
      new Date(),
      new Set(['floor']),
    );
    expect(report.checks.every(({ pass }) => pass)).toBe(true);
    expect(report.checks[1]?.detail).not.toContain('floor');
  });

  it('titles the 4x CPU scenario by its throttling', () => {
    const kit = app('kit', 100, {});
    kit.runs[SCENARIO_CPU4X] = [run(100, 90)];
    const markdown = reportMarkdown(buildReport([kit, app('peer', 900, {})], 'kit'));
    expect(markdown).toContain('## External requests aborted, CPU 4x slower');
  });

  it('titles the hover scenario by the pointer rest and adds what the rest fetched', () => {
    const kit = app('kit', 100, {});
    kit.runs[SCENARIO_HOVER] = [
      { ...run(100, 30), jsWhileHovering: { files: 2, min: 60_000, gzip: 23_552 } },
    ];
    const markdown = reportMarkdown(buildReport([kit, app('peer', 900, {})], 'kit'));
    expect(markdown).toContain(
      '## External requests aborted, the pointer on the button 150 ms before the press',
    );
    expect(markdown).toContain('| JS before click | JS while hovering |');
    expect(markdown).toContain('| 0.1 KiB | 23.0 KiB |');
    // The other scenarios' tables have no such column.
    expect(markdown.split('JS while hovering')).toHaveLength(2);
  });

  it('writes one table of sizes and one per network mode', () => {
    const markdown = reportMarkdown(
      buildReport([app('kit', 100, {}), app('peer', 900, {})], 'kit'),
    );
    expect(markdown).toContain('## Size');
    expect(markdown).toContain('## External requests aborted');
    expect(markdown).toContain('## External requests stalled');
    expect(markdown).toContain('## External requests delayed');
    expect(markdown).toMatch(/\| kit \| 0\.1 KiB/);
  });
});
