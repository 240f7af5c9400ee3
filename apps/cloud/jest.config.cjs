/** @type {import('jest').Config} */
module.exports = {
  displayName: 'cloud',
  preset: '../../jest.preset.js',
  // Most specs here start real servers (clouds, devnets, PostgreSQL, Redis, relay clients): on a
  // loaded two-core CI machine one start can take seconds, so jest's 5 s default failed specs that
  // wait on nothing but the machine (relay-reconnect starts two clouds and a sign-client core).
  testTimeout: 30_000,
  // The secure site's browser scripts have jsdom specs (`@jest-environment jsdom`): @noble/hashes,
  // imported by @kit/core, encodes text at load and jest's jsdom lacks TextEncoder (a no-op in node).
  setupFiles: ['<rootDir>/../../libs/testing/src/jsdom/text-encoding-polyfill.ts'],
};
