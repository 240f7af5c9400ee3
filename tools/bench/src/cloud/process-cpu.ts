import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock tick (USER_HZ): /proc reports CPU time in these. */
const TICKS_PER_SECOND = 100;

/** One moment's CPU counters: every process of this bench's tree, and the whole machine. */
export interface CpuSnapshot {
  at: number;
  /** utime + stime per pid (ticks), with the process's name, for this process and its descendants. */
  processes: Map<number, { name: string; ticks: number; waitNs: number }>;
  /** The machine's busy ticks, all cores summed (/proc/stat's `cpu` line). */
  machine: { busy: number };
}

/** A process's name, parent and CPU ticks from /proc/<pid>/stat (the name may hold spaces). */
function readStat(pid: number): { name: string; parent: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      parent: Number(fields[1]),
      // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // Gone between the listing and the read.
  }
}

/**
 * How long the process's main thread (Node's JS thread; a PostgreSQL backend's only one) has been
 * runnable but waiting for a core, ns (/proc/<pid>/schedstat's second field).
 */
function runQueueWait(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return 0;
  }
}

function machineTicks(): { busy: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait are not work.
  return { busy: total - (values[3] ?? 0) - (values[4] ?? 0) };
}

/**
 * Reads the CPU counters of this process and all its descendants (the cloud instances,
 * PostgreSQL and its backends, Redis, anvil), and of the machine. Two snapshots around a phase
 * tell who used the cores during it, and how much went to processes outside the bench.
 */
export function cpuSnapshot(): CpuSnapshot {
  const all = new Map<number, { name: string; parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) all.set(Number(entry), stat);
  }
  const inTree = new Set([process.pid]);
  // Parents come before children in pid order mostly, not always: repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of all) {
      if (!inTree.has(pid) && inTree.has(stat.parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const processes = new Map<number, { name: string; ticks: number; waitNs: number }>();
  for (const pid of inTree) {
    const stat = all.get(pid);
    if (stat) processes.set(pid, { name: stat.name, ticks: stat.ticks, waitNs: runQueueWait(pid) });
  }
  return { at: performance.now(), processes, machine: machineTicks() };
}

/**
 * CPU used between two snapshots, in percent of one core, per group (`groupOf` names a pid's
 * group, e.g. "PostgreSQL" for every backend); `outside the bench` is the machine's busy time
 * that none of the bench's processes used (other users of the box).
 */
export function cpuBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  groupOf: (pid: number, name: string) => string,
): Record<string, number> {
  const seconds = (after.at - before.at) / 1000;
  const percent = (ticks: number) => (100 * ticks) / TICKS_PER_SECOND / seconds;
  const groups: Record<string, number> = {};
  let tree = 0;
  for (const [pid, { name, ticks }] of after.processes) {
    const used = ticks - (before.processes.get(pid)?.ticks ?? 0);
    tree += used;
    const group = groupOf(pid, name);
    groups[group] = (groups[group] ?? 0) + percent(used);
  }
  const busy = after.machine.busy - before.machine.busy;
  groups['outside the bench'] = Math.max(0, percent(busy - tree));
  groups['machine (all cores)'] = percent(busy);
  return groups;
}

/**
 * Time each group's main threads spent runnable but waiting for a core between two snapshots, in
 * percent of the phase (summed over the group's processes): CPU a process wanted and did not get.
 */
export function runQueueWaitBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  groupOf: (pid: number, name: string) => string,
): Record<string, number> {
  const ns = (after.at - before.at) * 1e6;
  const groups: Record<string, number> = {};
  for (const [pid, { name, waitNs }] of after.processes) {
    const waited = waitNs - (before.processes.get(pid)?.waitNs ?? 0);
    const group = groupOf(pid, name);
    groups[group] = (groups[group] ?? 0) + (100 * waited) / ns;
  }
  return groups;
}
