/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/account',
  preset: '../../../jest.preset.js',
};
