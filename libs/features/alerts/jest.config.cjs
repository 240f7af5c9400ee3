/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/alerts',
  preset: '../../../jest.preset.js',
};
