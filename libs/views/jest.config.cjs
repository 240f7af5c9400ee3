/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/views',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  // @noble/hashes (imported by @kit/core) encodes text at load; jest's jsdom lacks TextEncoder.
  setupFiles: ['<rootDir>/../testing/src/jsdom/text-encoding-polyfill.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/brand-icons.spec-helper.ts'],
  moduleNameMapper: {
    // Some view specs run apps/cloud in the test process. Its WalletConnect relay needs ws's
    // server, and under jsdom's "browser" export condition `ws` resolves to a stub that has none:
    // point it at the Node build, resolved here with Node's own conditions.
    '^ws$': require.resolve('ws'),
  },
};
