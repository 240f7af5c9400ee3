import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const libs = fileURLToPath(new URL('../../libs/', import.meta.url));

// @kit/* from their sources (the `@kit/source` export condition), as the playground does; the
// scenarios' test doubles are imported by path (`@kit/<lib>/src/...`), which the packages'
// `exports` maps do not list, so those two paths are aliased to the folders here.
export default defineConfig({
  resolve: {
    conditions: ['@kit/source', ...defaultClientConditions],
    alias: [
      { find: /^@kit\/connection\/src\//, replacement: `${libs}features/connection/src/` },
      { find: /^@kit\/views\/src\//, replacement: `${libs}views/src/` },
    ],
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { chunkSizeWarningLimit: 4000 },
});
