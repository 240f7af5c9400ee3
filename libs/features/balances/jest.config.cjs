/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/balances',
  preset: '../../../jest.preset.js',
};
