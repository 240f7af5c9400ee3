import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The start script (tools/scripts/start.ts) passes the devnet it started as KIT_DEVNET (JSON);
// the app reads it as a compile-time constant so nothing is fetched to configure it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: {
    __KIT_DEVNET__: process.env['KIT_DEVNET'] ?? 'null',
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true },
});
