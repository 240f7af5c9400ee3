/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/api',
  preset: '../../jest.preset.js',
};
