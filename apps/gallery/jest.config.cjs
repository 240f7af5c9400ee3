/** @type {import('jest').Config} */
module.exports = {
  displayName: 'gallery',
  preset: '../../jest.preset.js',
  // Builds the static gallery once per run (GALLERY_PREBUILT=1 skips it after `gallery-build`).
  globalSetup: '<rootDir>/src/support/jest-global-setup.ts',
  testTimeout: 60_000,
  // One spec file per look: two at a time on CI's two cores (GALLERY_WORKERS to change it).
  maxWorkers: Number(process.env['GALLERY_WORKERS'] ?? 2),
  // pixelmatch 8 ships ES modules only: SWC turns it into CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!pixelmatch/)'],
};
