// Jest resolves @kit/* packages to their TypeScript sources, never to a build: the packages'
// `exports` maps list a `@kit/source` condition first (see tools/scripts/build-package.mjs), which
// only the workspace asks for; anything else falls back to the @kit/* aliases of
// tsconfig.base.json through Nx's resolver.
const nxResolver = require('@nx/jest/plugins/resolver');

module.exports = function resolveSourcesFirst(request, options) {
  return nxResolver(request, {
    ...options,
    conditions: ['@kit/source', ...(options.conditions ?? [])],
  });
};
