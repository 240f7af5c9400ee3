/** @type {import('jest').Config} */
module.exports = {
  displayName: 'playground-e2e',
  preset: '../../jest.preset.js',
  // One stack (devnet + cloud + playground) for the whole run, started by `npm start --json`.
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  // Journeys share one browser stack and one devnet; running them one at a time keeps balances
  // predictable and leaves the second core to the stack.
  maxWorkers: 1,
  testTimeout: 120_000,
};
