import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkOf } from './chunks.js';
import { precompress } from './precompress.js';

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const api = process.env.GLASSDESK_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The plugin is hoisted to the root node_modules, where it sees the root's Vite 8 (vitest's) types, while this
  // app builds with its own Vite 7: the two Plugin types differ only in rolldown-era hook typings, not at runtime.
  plugins: [react() as PluginOption, precompress() as PluginOption],
  resolve: { alias: { '@glassdesk/shared': shared } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The benchmark (bench/) reads which chunks /login and /dashboard/tickets load from here.
    manifest: true,
    // The two groups are large by design (chunks.ts): 720 KB and 290 KB before compression, 190 KB and 80 KB brotli.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Three groups instead of ~190 files (chunks.ts says why).
        manualChunks: chunkOf,
      },
    },
  },
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.mjs passes its address); everything else is the app.
    proxy: Object.fromEntries(['/api', '/healthz', '/readyz'].map((prefix) => [prefix, api])),
  },
});
