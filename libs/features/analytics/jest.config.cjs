/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/analytics',
  preset: '../../../jest.preset.js',
};
