/** @type {import('jest').Config} */
module.exports = {
  displayName: 'outside-apps',
  preset: '../../jest.preset.js',
  // npm installs, production builds and browser journeys in scratch folders outside the repo.
  testTimeout: 600_000,
};
