/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/wallets',
  preset: '../../../jest.preset.js',
};
