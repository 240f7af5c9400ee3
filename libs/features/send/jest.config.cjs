/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/send',
  preset: '../../../jest.preset.js',
};
