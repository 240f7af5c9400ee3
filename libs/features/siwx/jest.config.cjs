/** @type {import('jest').Config} */
module.exports = {
  displayName: '@kit/siwx',
  preset: '../../../jest.preset.js',
};
