/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/contracts',
  preset: '../../jest.preset.js',
};
