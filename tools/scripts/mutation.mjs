// `npm run test:mutation`: runs Stryker for every project that has a `stryker.config.mjs`
// (discovered, so adding a project means adding its config) and fails when one is under its
// checked-in floor (`thresholds.break`). See docs/testing.md.
//
//   node tools/scripts/mutation.mjs                  every project, incrementally (reuses each
//                                                    project's committed stryker-incremental.json)
//   node tools/scripts/mutation.mjs --full           every project, every mutant (rewrites the files)
//   node tools/scripts/mutation.mjs --changed main   only projects a change touches: files changed
//                                                    since the merge base with `main`, or mutated
//                                                    files/specs whose text differs from what the
//                                                    incremental file recorded (so a merged change
//                                                    whose results were not re-recorded still runs)
//   --project libs/core                              limit to one project (repeatable)
//   -- <stryker options>                             passed on to every Stryker run (e.g.
//                                                    `-- --mutate libs/core/src/siwx/siwx-grammar.ts`)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { repoRoot, reportDirOf } from './mutation-config.mjs';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

function parseArgs(argv) {
  const options = { full: false, changedBase: undefined, projects: [], stryker: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') {
      options.stryker = argv.slice(i + 1);
      break;
    } else if (arg === '--full') options.full = true;
    else if (arg === '--incremental') options.full = false;
    else if (arg === '--changed') options.changedBase = argv[++i] ?? 'main';
    else if (arg === '--project') options.projects.push(argv[++i]);
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

/** Project directories (relative to the root) holding a tracked or new `stryker.config.mjs`. */
function discoverProjects() {
  return lines(git('ls-files', '--cached', '--others', '--exclude-standard', '*stryker.config.mjs'))
    .map((file) => path.posix.dirname(file))
    .filter((dir) => dir !== '.' && fs.existsSync(path.join(repoRoot, dir, 'stryker.config.mjs')))
    .sort();
}

/** Files changed since the merge base with `base` (committed, staged, unstaged and new). */
function changedSince(base) {
  try {
    git('rev-parse', '--verify', '--quiet', `${base}^{commit}`);
  } catch {
    console.log(`mutation: no git ref '${base}'; comparing with the incremental files only`);
    return [];
  }
  const mergeBase = git('merge-base', base, 'HEAD');
  return [
    ...lines(git('diff', '--name-only', mergeBase)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ];
}

/** Why a project's incremental file no longer describes its code, or undefined when it does. */
function staleness(projectDir) {
  const file = path.join(repoRoot, projectDir, 'stryker-incremental.json');
  // Nothing recorded yet: only a change under the project (git) selects it, so a clone with no
  // change never pays for a project's first full run.
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const recorded = { ...report.files, ...(report.testFiles ?? {}) };
  for (const [name, { source }] of Object.entries(recorded)) {
    if (source === undefined) continue;
    const onDisk = path.join(repoRoot, name);
    if (!fs.existsSync(onDisk)) return `${name} was removed`;
    if (fs.readFileSync(onDisk, 'utf8') !== source) return `${name} changed`;
  }
  return undefined;
}

function selectProjects(options) {
  let projects = discoverProjects();
  if (options.projects.length > 0) {
    const wanted = options.projects.map((p) => p.replace(/\/$/, ''));
    projects = projects.filter((dir) => wanted.includes(dir));
  }
  if (options.changedBase === undefined) return projects.map((dir) => ({ dir, why: 'selected' }));
  const changed = changedSince(options.changedBase).filter(
    (file) => !file.endsWith('/stryker-incremental.json'),
  );
  return projects.flatMap((dir) => {
    const touched = changed.find((file) => file.startsWith(`${dir}/`));
    const why = touched ? `${touched} changed since ${options.changedBase}` : staleness(dir);
    return why ? [{ dir, why }] : [];
  });
}

function scoreOf(projectDir) {
  const file = path.join(repoRoot, reportDirOf(projectDir), 'mutation.json');
  if (!fs.existsSync(file)) return undefined;
  const counts = { killed: 0, survived: 0, noCoverage: 0, timeout: 0, other: 0 };
  for (const { mutants } of Object.values(JSON.parse(fs.readFileSync(file, 'utf8')).files)) {
    for (const { status } of mutants) {
      if (status === 'Killed') counts.killed += 1;
      else if (status === 'Survived') counts.survived += 1;
      else if (status === 'NoCoverage') counts.noCoverage += 1;
      else if (status === 'Timeout') counts.timeout += 1;
      else counts.other += 1;
    }
  }
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return { ...counts, score: valid === 0 ? 100 : (100 * detected) / valid };
}

/**
 * Starts the devnet and apps/cloud once for a project whose config exports `sharedServices = true`
 * (tools/scripts/mutation-services.ts) and returns the environment that hands them to its specs,
 * and a stop function. Its specs otherwise start both in every jest run, i.e. for every mutant.
 */
async function startSharedServices() {
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const child = spawn(tsx, ['tools/scripts/mutation-services.ts'], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const output = createInterface({ input: child.stdout });
  const first = await new Promise((resolve, reject) => {
    output.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`mutation services exited (${code})`)));
  });
  // Keep reading (the cloud's warnings), so a full pipe never blocks the services.
  output.on('line', (line) => console.log(`mutation services: ${line}`));
  const { devnet, cloud } = JSON.parse(first);
  console.log(`mutation: shared devnet ${devnet.chains[0].rpcUrl}, cloud ${cloud.url}`);
  return {
    env: {
      KIT_DEVNET: JSON.stringify(devnet),
      KIT_MUTATION_CLOUD: JSON.stringify(cloud),
      // One chain and cloud for the run: two jest runs at once would see each other's chain
      // changes (each spec file reverts to its own snapshot when it ends).
      KIT_MUTATION_CONCURRENCY: '1',
    },
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

async function usesSharedServices(projectDir) {
  const config = await import(pathToFileURL(path.join(repoRoot, projectDir, 'stryker.config.mjs')));
  return config.sharedServices === true;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const projects = selectProjects(options);
  if (projects.length === 0) {
    console.log('mutation: no project to run (nothing changed in a mutated project)');
    return 0;
  }
  const failed = [];
  const summary = [];
  for (const { dir, why } of projects) {
    console.log(`\nmutation: ${dir} (${why})${options.full ? ', full run' : ''}`);
    // `--force` re-runs every mutant it instruments, but keeps the recorded results of mutants
    // outside a line range (`file.ts:13-42`) in the report and the rewritten file: evm kept 4
    // HASH_PATTERN results from before its range moved. A full run starts from no file (git has
    // the old one; Stryker writes the new one when it ends).
    if (options.full)
      fs.rmSync(path.join(repoRoot, dir, 'stryker-incremental.json'), { force: true });
    const args = [
      'stryker',
      'run',
      `${dir}/stryker.config.mjs`,
      ...(options.full ? ['--force'] : []),
      ...options.stryker,
    ];
    const services = (await usesSharedServices(dir)) ? await startSharedServices() : undefined;
    const { status } = spawnSync('npx', args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...services?.env },
    });
    await services?.stop();
    if (status !== 0) failed.push(dir);
    const score = scoreOf(dir);
    summary.push(
      `${dir}: ${score ? `${score.score.toFixed(2)}% (killed ${score.killed}, timeout ${score.timeout}, survived ${score.survived}, no coverage ${score.noCoverage})` : 'no report'}${status === 0 ? '' : ' FAILED'}`,
    );
  }
  console.log(`\nmutation summary:\n  ${summary.join('\n  ')}`);
  if (failed.length > 0) {
    console.error(`mutation: under the floor or failed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
