/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/core',
  preset: '../../jest.preset.js',
};
