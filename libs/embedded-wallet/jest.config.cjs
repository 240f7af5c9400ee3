/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/embedded-wallet',
  preset: '../../jest.preset.js',
};
