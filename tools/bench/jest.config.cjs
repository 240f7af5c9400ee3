/** @type {import('jest').Config} */
module.exports = {
  displayName: 'bench',
  preset: '../../jest.preset.js',
  testTimeout: 120_000,
};
