/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/walletconnect',
  preset: '../../jest.preset.js',
};
