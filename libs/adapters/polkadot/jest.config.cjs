/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/adapter-polkadot',
  preset: '../../../jest.preset.js',
  // The jsdom spec (discovery.spec.ts) needs TextEncoder before @kit/core loads; a no-op under node.
  setupFiles: ['<rootDir>/../../testing/src/jsdom/text-encoding-polyfill.ts'],
};
