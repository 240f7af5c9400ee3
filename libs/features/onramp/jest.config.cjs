/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/onramp',
  preset: '../../../jest.preset.js',
};
