/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/smart-sessions',
  preset: '../../../jest.preset.js',
};
