import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';

/** The browser scripts of the secure site, by name (browser/<name>.ts). */
export const SECURE_SCRIPTS = ['frame', 'approve', 'approve-popup', 'callback'] as const;
export type SecureScriptName = (typeof SECURE_SCRIPTS)[number];

/** The workspace root, seen from this source file (src/secure-site/ of apps/cloud). */
const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

/**
 * How a secure page script is bundled for the browser: the same options when the package build
 * writes it ahead of time (scripts/build-cloud.ts) and when the workspace builds it on request.
 */
export function secureScriptBuild(name: SecureScriptName): esbuild.BuildOptions {
  return {
    entryPoints: [path.join(__dirname, 'browser', `${name}.ts`)],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    absWorkingDir: WORKSPACE_ROOT,
    // The @kit/* aliases of the workspace: the browser scripts import @kit/core from source.
    tsconfig: path.join(WORKSPACE_ROOT, 'tsconfig.base.json'),
  };
}

const cache = new Map<SecureScriptName, string>();

/**
 * The bundled JavaScript of a secure page script, kept in memory. The installed package serves
 * the file its build wrote beside the server bundle (dist/secure-scripts/<name>.js: there __dirname
 * is dist/, and neither sources nor esbuild are installed); in the workspace, where the cloud runs
 * from source (jest, tsx), there is no such file and esbuild bundles the source on first request.
 */
export function secureScript(name: SecureScriptName): string {
  let code = cache.get(name);
  if (code === undefined) {
    const prebuilt = path.join(__dirname, 'secure-scripts', `${name}.js`);
    code = existsSync(prebuilt) ? readFileSync(prebuilt, 'utf8') : buildFromSource(name);
    cache.set(name, code);
  }
  return code;
}

function buildFromSource(name: SecureScriptName): string {
  // Required here, not imported: esbuild is a workspace tool, never a dependency of the package.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildSync } = require('esbuild') as typeof esbuild;
  const result = buildSync({ ...secureScriptBuild(name), write: false });
  return result.outputFiles[0]?.text ?? '';
}
