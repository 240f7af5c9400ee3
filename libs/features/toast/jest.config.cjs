/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/toast',
  preset: '../../../jest.preset.js',
};
