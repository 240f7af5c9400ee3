/** @type {import('jest').Config} */
module.exports = {
  displayName: 'workspace-checks',
  preset: '../../jest.preset.js',
  // ESLint builds the Nx project graph on first use.
  testTimeout: 60_000,
};
