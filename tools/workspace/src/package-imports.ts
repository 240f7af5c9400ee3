import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Test code, never shipped: specs and their helpers. */
const TEST_FILE = /\.spec(-helper)?\.tsx?$/;
/**
 * A package's test-only folder, `src/testing/`: fixtures shared by its specs and the gallery
 * (apps/gallery), which the package build leaves out (tools/scripts/build-package.mjs).
 */
const TEST_FOLDER = /[\\/]src[\\/]testing([\\/]|$)/;

/** Whether `file` (a path) is test code: a spec, a spec helper, or under a `src/testing/` folder. */
export function isTestCode(file: string): boolean {
  return TEST_FILE.test(file) || TEST_FOLDER.test(file);
}

/** The production .ts/.tsx files under `dir`. */
export function productionSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isTestCode(file));
}

/** `@scope/name/sub` and `name/sub` name the packages `@scope/name` and `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The packages a folder of sources imports (static, dynamic and type-only imports and re-exports:
 * a type import lands in the published `.d.ts`), without Node built-ins and relative paths.
 */
export function importedPackages(srcDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of productionSources(srcDir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.') || fileName.startsWith('node:')) continue;
      names.add(packageNameOf(fileName));
    }
  }
  return names;
}
