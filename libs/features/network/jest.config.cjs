/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/network',
  preset: '../../../jest.preset.js',
};
