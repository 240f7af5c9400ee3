/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/options',
  preset: '../../../jest.preset.js',
};
