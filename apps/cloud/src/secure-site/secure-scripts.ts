import path from 'node:path';
import { buildSync } from 'esbuild';

/** The browser scripts of the secure site, by name (browser/<name>.ts). */
export const SECURE_SCRIPTS = ['frame', 'approve', 'callback'] as const;
export type SecureScriptName = (typeof SECURE_SCRIPTS)[number];

const cache = new Map<SecureScriptName, string>();

/**
 * The bundled JavaScript of a secure page script, built with esbuild on first request (the cloud
 * runs from source through tsx, so there is no build step to hang it on) and kept in memory.
 */
export function secureScript(name: SecureScriptName): string {
  let code = cache.get(name);
  if (code === undefined) {
    const result = buildSync({
      entryPoints: [path.join(__dirname, 'browser', `${name}.ts`)],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      absWorkingDir: path.resolve(__dirname, '../../../..'),
      tsconfig: path.resolve(__dirname, '../../../../tsconfig.base.json'),
    });
    code = result.outputFiles[0]?.text ?? '';
    cache.set(name, code);
  }
  return code;
}
