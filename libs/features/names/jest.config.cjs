/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/names',
  preset: '../../../jest.preset.js',
};
