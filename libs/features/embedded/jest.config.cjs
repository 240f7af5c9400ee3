/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/embedded',
  preset: '../../../jest.preset.js',
};
