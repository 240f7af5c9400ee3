/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/activity',
  preset: '../../../jest.preset.js',
};
