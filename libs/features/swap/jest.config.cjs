/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/swap',
  preset: '../../../jest.preset.js',
};
