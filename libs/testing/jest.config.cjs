/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/testing',
  preset: '../../jest.preset.js',
  // jsdom specs (eip6963.spec.ts) need TextEncoder before @kit/core loads; a no-op under node.
  setupFiles: ['<rootDir>/src/jsdom/text-encoding-polyfill.ts'],
};
