/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/pairing',
  preset: '../../../jest.preset.js',
};
