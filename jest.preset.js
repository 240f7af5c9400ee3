// Shared jest settings for every project. TypeScript is transpiled by SWC (fast on two cores);
// type checking is `npm run typecheck`, once for the whole workspace.

const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', path.join(__dirname, 'tools/jest/summary-reporter.cjs')],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // @kit/* resolve to their sources (the `@kit/source` export condition, then the aliases of
  // tsconfig.base.json), so tests never need a build.
  resolver: path.join(__dirname, 'tools/jest/source-resolver.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
