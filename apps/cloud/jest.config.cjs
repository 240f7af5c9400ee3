/** @type {import('jest').Config} */
module.exports = {
  displayName: 'cloud',
  preset: '../../jest.preset.js',
};
