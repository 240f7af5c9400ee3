import type { HttpResult } from './http-load';
import type { MailboxCommits } from './mailbox-commits';
import type { RelayResult } from './relay-load';

/** One setup's figures from one run. */
export interface SetupMeasurements {
  id: string;
  label: string;
  http: HttpResult[];
  /** Absent when the run left the relay out (--only). */
  relay?: RelayResult;
  /** Peak resident memory per instance over the run, MiB. */
  rssMiB: number[];
  /** CPU during this setup's relay phase, % of one core, by process group (see process-cpu.ts). */
  relayCpu?: Record<string, number>;
  /** Run-queue wait of each process group's main threads in that phase, % of the phase. */
  relayWait?: Record<string, number>;
  /** The mailbox's transactions over the run (its instances' /metrics). */
  relayCommits?: MailboxCommits;
  /** CPU time of the setup's servers (instances, PostgreSQL, Redis) per publish, ms. */
  relayServerCpuMs?: number;
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '–');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The tables of docs/benchmarks.md; ratios are against the first setup. */
export function cloudReportMarkdown(
  setups: readonly SetupMeasurements[],
  labels: Readonly<Record<string, string>>,
): string {
  const base = setups[0]!;
  const httpRows = base.http.flatMap((first) =>
    setups.map((setup) => {
      const result = setup.http.find((entry) => entry.scenario === first.scenario)!;
      return [
        labels[first.scenario] ?? first.scenario,
        setup.label,
        rate(result.requestsPerSecond),
        ratio(result.requestsPerSecond, first.requestsPerSecond),
        ms(result.p50Ms),
        ms(result.p99Ms),
        String(result.errors),
      ];
    }),
  );
  const relayRows = setups.flatMap(({ label, relay }) =>
    !relay || !base.relay
      ? []
      : [
          [
            label,
            rate(relay.published),
            rate(relay.deliveredPerSecond),
            ratio(relay.deliveredPerSecond, base.relay.deliveredPerSecond),
            ms(relay.p50Ms),
            ms(relay.p99Ms),
            ms(relay.publishP99Ms),
            String(relay.publishErrors),
            `${relay.lost} / ${relay.duplicated}`,
          ],
        ],
  );
  const rssRows = setups.map((setup) => [
    setup.label,
    setup.rssMiB.map((value) => `${Math.round(value)} MiB`).join(', '),
  ]);
  return [
    httpRows.length === 0
      ? ''
      : table(['Scenario', 'Setup', 'req/s', 'vs 1×SQLite', 'p50', 'p99', 'errors'], httpRows),
    relayRows.length === 0
      ? ''
      : table(
          [
            'Relay setup',
            'published',
            'delivered/s',
            'vs 1×SQLite',
            'p50',
            'p99',
            'publish p99',
            'errors',
            'lost / dup',
          ],
          relayRows,
        ),
    table(['Setup', 'peak RSS per instance'], rssRows),
    cpuTable(setups),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** Who used the cores during each setup's relay phase (% of one core; the machine has several). */
function cpuTable(setups: readonly SetupMeasurements[]): string {
  const measured = setups.filter((setup) => setup.relayCpu);
  if (measured.length === 0) return '';
  const rows = measured.map(({ label, relayCpu, relayWait, relayCommits, relayServerCpuMs }) => [
    label,
    relayServerCpuMs === undefined ? '–' : `${relayServerCpuMs.toFixed(2)} ms`,
    relayCommits
      ? (relayCommits.publishes / Math.max(relayCommits.transactions, 1)).toFixed(1)
      : '–',
    relayCommits ? (relayCommits.statements / Math.max(relayCommits.publishes, 1)).toFixed(2) : '–',
    Object.entries(relayCpu!)
      .filter(([, percent]) => percent >= 0.5)
      .sort(([, a], [, b]) => b - a)
      .map(([group, percent]) => {
        const waited = relayWait?.[group];
        // Runnable but not running: CPU the process wanted and the box did not give it.
        const wait =
          waited !== undefined && waited >= 0.5 ? ` (+${Math.round(waited)}% waiting)` : '';
        return `${group} ${Math.round(percent)}%${wait}`;
      })
      .join('; '),
  ]);
  return table(
    [
      'Relay setup',
      'server CPU a publish',
      'publishes a transaction',
      'statements a publish',
      'CPU during its relay phase, % of one core (+ waiting for a core, % of the phase)',
    ],
    rows,
  );
}
