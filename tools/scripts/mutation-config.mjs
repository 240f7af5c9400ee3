// The one shape of every project's `stryker.config.mjs` (docs/testing.md). Stryker runs from the
// repository root so its sandbox is a copy of the workspace (the shared jest preset, resolver and
// tsconfig aliases resolve there as in `npm test`); the project only names what it mutates and its
// floor. tools/scripts/mutation.mjs discovers the projects that have such a config.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a project's mutation reports go (gitignored): `reports/mutation/<project dir with dashes>`. */
export function reportDirOf(projectDir) {
  return path.posix.join('reports/mutation', projectDir.split('/').join('-'));
}

/**
 * Builds a Stryker config for the project whose `stryker.config.mjs` calls it.
 * @param {string} configUrl the config's `import.meta.url`
 * @param {{ mutate: string[], specs?: string[], jestConfig?: object, thresholds: { high: number, low: number, break: number }, [option: string]: unknown }} options
 *   `mutate`: globs relative to the project (a leading `!` excludes); `thresholds.break` is the
 *   checked-in floor: the run fails under it. `specs` (optional, globs relative to the project)
 *   narrows the project's jest run to the specs that test the mutated code: every mutant that
 *   runs at module load (a regex constant) runs all of them. `jestConfig` (optional) is merged
 *   over the project's jest config (e.g. a shorter `testTimeout`, so a mutant that leaves a saga
 *   waiting fails fast instead of hitting Stryker's timeout, which restarts jest). Any other
 *   Stryker option overrides the default (e.g. `timeoutMS` for specs that start services).
 */
export function defineMutationConfig(
  configUrl,
  { mutate, specs, thresholds, jestConfig = {}, ...overrides },
) {
  const projectDir = path
    .relative(repoRoot, path.dirname(fileURLToPath(configUrl)))
    .split(path.sep)
    .join('/');
  const inProject = (glob) =>
    glob.startsWith('!') ? `!${projectDir}/${glob.slice(1)}` : `${projectDir}/${glob}`;
  const reportDir = reportDirOf(projectDir);
  const projectJestConfig = createRequire(import.meta.url)(
    path.join(repoRoot, projectDir, 'jest.config.cjs'),
  );
  return {
    packageManager: 'npm',
    testRunner: 'jest',
    jest: {
      projectType: 'custom',
      configFile: `${projectDir}/jest.config.cjs`,
      config: {
        ...jestConfig,
        ...(specs ? { testMatch: specs.map((glob) => `<rootDir>/${glob}`) } : {}),
        // On the node environment (every mutated project so far), a file stops at its first
        // failing test: one is all Stryker needs to count the mutant killed.
        ...((projectJestConfig.testEnvironment ?? 'node') === 'node'
          ? { testEnvironment: path.join(repoRoot, 'tools/scripts/mutation-jest-environment.cjs') }
          : {}),
        // Stryker merges this over the project's config shallowly: keep the project's own setup.
        setupFiles: [
          ...(projectJestConfig.setupFiles ?? []),
          path.join(repoRoot, 'tools/scripts/mutation-jest-setup.cjs'),
        ],
      },
    },
    // perTest: each mutant runs only the tests that cover it, and incremental runs can reuse a
    // result while neither the mutant's code nor those tests changed.
    coverageAnalysis: 'perTest',
    mutate: mutate.map(inProject),
    thresholds,
    incremental: true,
    // Committed, so CI and a fresh clone re-run only the mutants a change touches.
    incrementalFile: `${projectDir}/stryker-incremental.json`,
    concurrency: Number(process.env.KIT_MUTATION_CONCURRENCY ?? 2),
    reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
    clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
    htmlReporter: { fileName: `${reportDir}/index.html` },
    jsonReporter: { fileName: `${reportDir}/mutation.json` },
    tempDirName: 'tmp/stryker',
    // The sandbox needs the libraries and their jest setup, not the build outputs, the playground
    // app or the browser/tarball test projects.
    ignorePatterns: [
      'dist',
      '.nx',
      'tmp',
      'coverage',
      'reports',
      'test-output',
      '*.tsbuildinfo',
      'apps/playground',
      'apps/playground-e2e',
      'tools/outside-apps',
      'tools/bench',
      'docs',
    ],
    ...overrides,
  };
}
