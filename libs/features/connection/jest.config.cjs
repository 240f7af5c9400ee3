/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/connection',
  preset: '../../../jest.preset.js',
};
