/** @type {import('jest').Config} */
module.exports = {
  displayName: 'adapter-example',
  preset: '../../../jest.preset.js',
  // The browser journey bundles the page and drives Chromium; one spec at a time leaves the
  // second core to the browser.
  maxWorkers: 1,
  testTimeout: 120_000,
};
