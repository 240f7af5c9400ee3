/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/store',
  preset: '../../jest.preset.js',
};
