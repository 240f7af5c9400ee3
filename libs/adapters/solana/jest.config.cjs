/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/adapter-solana',
  preset: '../../../jest.preset.js',
  // jsdom specs need TextEncoder before @kit/core loads; a no-op under node.
  setupFiles: ['<rootDir>/../../testing/src/jsdom/text-encoding-polyfill.ts'],
};
