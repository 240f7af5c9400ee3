/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/html',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  // @noble/hashes (imported by @kit/core) encodes text at load; jest's jsdom lacks TextEncoder.
  setupFiles: ['<rootDir>/../testing/src/jsdom/text-encoding-polyfill.ts'],
};
