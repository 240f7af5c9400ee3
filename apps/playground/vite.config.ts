import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The start script (tools/scripts/start.ts) passes the devnet it started as KIT_DEVNET (JSON);
// the app reads it as a compile-time constant so nothing is fetched to configure it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // @kit/* packages from their sources (the `@kit/source` export condition), so the playground
  // needs no build; an integrator's app resolves the same packages to their built dist.
  resolve: { conditions: ['@kit/source', ...defaultClientConditions] },
  define: {
    __KIT_DEVNET__: process.env['KIT_DEVNET'] ?? 'null',
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true },
});
