import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tarballOverrides, type PackedPackage } from '@kit/testing';
import type { GuideSection } from './install-guide';

/** An app in a scratch folder outside the workspace, set up by a section of the install guide. */
export interface OutsideApp {
  dir: string;
  /** Runs a shell command in the app's folder (clean env: nothing of the workspace's npm run). */
  run(command: string, env?: Record<string, string>): string;
}

/**
 * The environment of an integrator's shell: this process's, without the `npm_*` settings of the
 * workspace's own `npm test` (its prefix and workspace flags would point npm back at the repo).
 */
export function integratorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && key !== 'NODE_PATH') env[key] = value;
  }
  return { ...env, ...extra };
}

/**
 * `npm install` as the guide writes it, with Kit's packages taken from their tarballs instead of the
 * registry, and npm's shared cache used first (`--prefer-offline`) so CI downloads little.
 */
export function installFromTarballs(
  command: string,
  tarballs: ReadonlyMap<string, string>,
): string {
  if (!/^npm (install|i)\b/.test(command)) return command;
  const words = command.split(/\s+/).map((word) => {
    const tarball = tarballs.get(word);
    if (word.startsWith('@kit/') && tarball === undefined) {
      throw new Error(`the guide installs ${word}, which npm run pack did not produce`);
    }
    return tarball === undefined ? word : `file:${tarball}`;
  });
  return [...words, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'].join(' ');
}

/** Rewrites of the guide's commands or files (the React 18 variant of the same guide). */
export interface AppEdits {
  command?: (line: string) => string;
  file?: (file: string, text: string) => string;
}

/**
 * Creates `section`'s app under the OS temp folder: runs its commands (the first one, `mkdir X &&
 * cd X`, becomes the scratch folder), with every @kit package (direct or transitive) resolved to
 * the packed tarballs through npm `overrides`, then writes its files. `edit` may rewrite a command
 * or a file first (the React 18 variant of the same guide).
 */
export function createOutsideApp(
  name: string,
  section: GuideSection,
  packed: readonly PackedPackage[],
  edit: AppEdits = {},
): OutsideApp {
  const dir = mkdtempSync(path.join(tmpdir(), `kit-outside-${name}-`));
  const run = (command: string, env: Record<string, string> = {}) =>
    execFileSync('sh', ['-c', command], {
      cwd: dir,
      env: integratorEnv(env),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  try {
    setUp(dir, run, section, packed, edit);
  } catch (error) {
    // A half-made app is no use to anyone: leave nothing behind in the temp folder.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, run };
}

/** Runs the section's commands and writes its files in `dir`. */
function setUp(
  dir: string,
  run: OutsideApp['run'],
  section: GuideSection,
  packed: readonly PackedPackage[],
  edit: AppEdits,
): void {
  const tarballs = new Map(packed.map((pkg) => [pkg.name, pkg.tarball]));
  const [first, ...commands] = section.commands;
  if (!first || !/^mkdir \S+ && cd \S+$/.test(first)) {
    throw new Error(`"${section.title}" must start with "mkdir <app> && cd <app>"`);
  }
  const lines = commands.map(edit.command ?? ((line) => line));
  const direct = new Set(
    lines.filter((line) => /^npm (install|i)\b/.test(line)).flatMap((line) => line.split(/\s+/)),
  );
  let overridden = false;
  for (const line of lines) {
    if (/^npm (install|i)\b/.test(line) && !overridden) {
      const manifestPath = path.join(dir, 'package.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
      manifest['overrides'] = tarballOverrides(packed, direct);
      writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
      overridden = true;
    }
    run(installFromTarballs(line, tarballs));
  }
  for (const [file, text] of section.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), edit.file ? edit.file(file, text) : text);
  }
}
