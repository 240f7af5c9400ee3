/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/adapter-evm',
  preset: '../../../jest.preset.js',
};
