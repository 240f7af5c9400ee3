/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/modal',
  preset: '../../../jest.preset.js',
};
