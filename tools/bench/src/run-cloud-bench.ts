// `npm run bench:cloud`: apps/cloud under load, (a) one instance on SQLite and (b) two instances
// on PostgreSQL + Redis, side by side in one run (each scenario on (a) then (b), so the machine's
// drift hits both alike). Explorer listing, balance, SIWX nonce + verify (autocannon), and the
// relay (ws clients). Loopback only; every loop is bounded in count and time; everything it
// starts is stopped at the end. Writes cloud-bench.md and .json (default tmp/bench/results).
// Options: --http-seconds (8), --connections (20), --clients (200), --topics (100),
// --rate (publishes/s, 3000: above what either setup sustains, so delivered/s is the ceiling), --relay-seconds (8), --only explorer,balance,siwx,relay, --out DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevnet, toDevnetInfo } from '@kit/testing';
import { cloudReportMarkdown, type SetupMeasurements } from './cloud/cloud-report';
import {
  startPostgresRedisSetup,
  startSqliteSetup,
  type BenchSetup,
} from './cloud/cloud-setups.spec-helper';
import { HTTP_SCENARIOS, runHttpScenario, type HttpResult } from './cloud/http-load';
import { readMailboxCommits, type MailboxCommits } from './cloud/mailbox-commits';
import { cpuBetween, cpuSnapshot, runQueueWaitBetween } from './cloud/process-cpu';
import { runRelayLoad, type RelayResult } from './cloud/relay-load';
/** Beside npm run bench's results (tmp/ is git-ignored). */
const RESULTS_DIR = path.resolve(__dirname, '../../../tmp/bench/results');

function whole(value: string | undefined, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} takes a whole number ≥ 1`);
  return number;
}

/** Names a bench process for the CPU table: each cloud instance, PostgreSQL, Redis, the generator. */
function cpuGroup(setups: readonly BenchSetup[]) {
  return (pid: number, name: string): string => {
    if (pid === process.pid) return 'load generator (this process)';
    for (const setup of setups) {
      const index = setup.instances.findIndex((instance) => instance.pid === pid);
      if (index >= 0) return `${setup.id} instance ${index + 1}`;
    }
    if (name === 'postgres') return 'PostgreSQL (all its processes)';
    if (name === 'redis-server') return 'Redis';
    return `other (${name})`;
  };
}

/**
 * The CPU (% of one core) of what serves `setup`: its instances, and PostgreSQL and Redis (only
 * the setup using them runs them); not the generator, the other setup or the rest of the box.
 */
function serverPercent(
  cpu: Record<string, number>,
  setup: BenchSetup,
  setups: readonly BenchSetup[],
): number {
  const others = setups.filter((entry) => entry !== setup).map((entry) => `${entry.id} `);
  const notServing = ['load generator', 'outside the bench', 'machine', 'other (', ...others];
  return Object.entries(cpu)
    .filter(([group]) => !notServing.some((prefix) => group.startsWith(prefix)))
    .reduce((total, [, percent]) => total + percent, 0);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'http-seconds': { type: 'string', default: '8' },
      connections: { type: 'string', default: '20' },
      clients: { type: 'string', default: '200' },
      topics: { type: 'string', default: '100' },
      rate: { type: 'string', default: '3000' },
      'relay-seconds': { type: 'string', default: '8' },
      only: { type: 'string' },
      out: { type: 'string', default: RESULTS_DIR },
    },
  });
  const http = {
    durationSeconds: whole(values['http-seconds'], '--http-seconds'),
    connections: whole(values.connections, '--connections'),
  };
  const relay = {
    clients: whole(values.clients, '--clients'),
    topics: whole(values.topics, '--topics'),
    rate: whole(values.rate, '--rate'),
    seconds: whole(values['relay-seconds'], '--relay-seconds'),
    drainSeconds: 60,
  };

  const only = values.only?.split(',');
  const wanted = (id: string) => !only || only.includes(id);

  const devnet = await startDevnet();
  const setups: BenchSetup[] = [];
  const peakRss = new Map<BenchSetup, number[]>();
  const sampler = setInterval(() => {
    for (const setup of setups) {
      const peaks = peakRss.get(setup) ?? setup.instances.map(() => 0);
      setup.instances.forEach((instance, index) => {
        try {
          peaks[index] = Math.max(peaks[index]!, instance.rssMiB());
        } catch {
          // Gone (crashed or stopping): its peak so far stands, the run reports the failure.
        }
      });
      peakRss.set(setup, peaks);
    }
  }, 250);
  try {
    const info = toDevnetInfo(devnet);
    setups.push(await startSqliteSetup(info));
    setups.push(await startPostgresRedisSetup(info));
    const load = [loadavg()[0]!];
    const httpResults = new Map<BenchSetup, HttpResult[]>(setups.map((setup) => [setup, []]));
    for (const scenario of HTTP_SCENARIOS.filter((entry) => wanted(entry.id))) {
      for (const setup of setups) {
        const urls = setup.instances.map((instance) => instance.url);
        const result = await runHttpScenario(scenario, urls, http);
        httpResults.get(setup)!.push(result);
        console.log(
          `${scenario.id.padEnd(8)} ${setup.label.padEnd(32)} ${Math.round(result.requestsPerSecond)} req/s ` +
            `p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms errors ${result.errors}`,
        );
      }
    }
    const relayResults = new Map<BenchSetup, RelayResult>();
    const relayCpu = new Map<BenchSetup, Record<string, number>>();
    const relayWait = new Map<BenchSetup, Record<string, number>>();
    const relayCommits = new Map<BenchSetup, MailboxCommits>();
    const relayServerCpuMs = new Map<BenchSetup, number>();
    for (const setup of wanted('relay') ? setups : []) {
      const before = cpuSnapshot();
      const result = await runRelayLoad(
        setup.instances.map((instance) => instance.relayUrl),
        relay,
      );
      // Who had the cores during this setup's relay phase (the other setup idles meanwhile).
      const after = cpuSnapshot();
      const cpu = cpuBetween(before, after, cpuGroup(setups));
      relayCpu.set(setup, cpu);
      relayWait.set(setup, runQueueWaitBetween(before, after, cpuGroup(setups)));
      relayServerCpuMs.set(
        setup,
        (serverPercent(cpu, setup, setups) * (after.at - before.at)) / 100 / result.published,
      );
      relayResults.set(setup, result);
      relayCommits.set(
        setup,
        await readMailboxCommits(setup.instances.map((instance) => instance.url)),
      );
      console.log(`relay    ${setup.label.padEnd(32)} ${JSON.stringify(result)}`);
      console.log(`commits  ${setup.label.padEnd(32)} ${JSON.stringify(relayCommits.get(setup))}`);
      console.log(`cpu      ${setup.label.padEnd(32)} ${JSON.stringify(relayCpu.get(setup))}`);
      console.log(`waited   ${setup.label.padEnd(32)} ${JSON.stringify(relayWait.get(setup))}`);
    }
    load.push(loadavg()[0]!);
    const measured: SetupMeasurements[] = setups.map((setup) => ({
      id: setup.id,
      label: setup.label,
      http: httpResults.get(setup)!,
      ...(relayResults.has(setup) && { relay: relayResults.get(setup)! }),
      ...(relayCpu.has(setup) && { relayCpu: relayCpu.get(setup)! }),
      ...(relayWait.has(setup) && { relayWait: relayWait.get(setup)! }),
      ...(relayServerCpuMs.has(setup) && { relayServerCpuMs: relayServerCpuMs.get(setup)! }),
      ...(relayCommits.has(setup) && { relayCommits: relayCommits.get(setup)! }),
      rssMiB: peakRss.get(setup) ?? [],
    }));
    const labels = Object.fromEntries(HTTP_SCENARIOS.map((entry) => [entry.id, entry.label]));
    const conditions =
      `Run ${new Date().toISOString()}; load average ${load.map((value) => value.toFixed(1)).join(' → ')}; ` +
      `HTTP ${http.connections} connections × ${http.durationSeconds} s per scenario; relay ${relay.clients} ` +
      `clients, ${relay.topics} topics, ${relay.rate} publishes/s offered for ${relay.seconds} s.`;
    const markdown = `${conditions}\n\n${cloudReportMarkdown(measured, labels)}\n`;
    mkdirSync(values.out, { recursive: true });
    writeFileSync(
      path.join(values.out, 'cloud-bench.json'),
      `${JSON.stringify({ conditions, measured }, null, 2)}\n`,
    );
    writeFileSync(path.join(values.out, 'cloud-bench.md'), markdown);
    console.log(`\n${markdown}\nwritten to ${values.out}`);
  } finally {
    clearInterval(sampler);
    await Promise.all(setups.map((setup) => setup.stop()));
    await devnet.stop();
  }
}

main().then(
  // The PostgreSQL watchdog stops its server once this process is gone.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
