// Mutation testing of the send saga (issue 24): the specs must notice any change to how a send
// is refused, sent, reported or followed up. Run from the workspace root: npm run test:mutation.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'libs/features/send/jest.config.cjs' },
  mutate: ['libs/features/send/src/send.saga.ts'],
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  thresholds: { high: 95, low: 85, break: 85 },
  incremental: true,
  incrementalFile: 'libs/features/send/stryker-incremental.json',
  reporters: ['clear-text', 'progress'],
  tempDirName: 'tmp/stryker',
};
