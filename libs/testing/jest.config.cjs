/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/testing',
  preset: '../../jest.preset.js',
};
