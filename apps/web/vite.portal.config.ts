import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.js';
import { appCodeAtLowPriority, sharedWithoutSideEffects } from './vite-plugins.js';

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const api = process.env.GLASSDESK_API_URL ?? 'http://127.0.0.1:3000';

/**
 * The customer portal (issue 20): its own build, served by the server under /portal, sharing nothing at run time
 * with the back-office's bundle (whose chunking, chunks.ts, is tuned for the staff screens). Rollup's own splitting
 * suits it: the entry holds what /portal/login needs, every page is a lazy chunk (src/portal/app/routes.tsx), and
 * scripts/portal-budget.mjs keeps the sign-in page's JavaScript under 150 KB brotli.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./portal/', import.meta.url)),
  base: '/portal/',
  // See vite.config.ts: the hoisted plugin's types are Vite 8's, this build runs Vite 7.
  plugins: [react() as PluginOption, precompress() as PluginOption, appCodeAtLowPriority() as PluginOption, sharedWithoutSideEffects() as PluginOption],
  resolve: { alias: { '@glassdesk/shared': shared } },
  build: {
    outDir: fileURLToPath(new URL('./dist/portal/', import.meta.url)),
    // Only dist/portal: the back-office build (vite.config.ts) runs first and empties dist itself.
    emptyOutDir: true,
    // portal-budget.mjs (and the benchmark) read which chunks /portal/login loads from here.
    manifest: true,
  },
  server: {
    // `vite -c vite.portal.config.ts`: the API runs beside Vite, as for the back-office.
    proxy: Object.fromEntries(['/api', '/healthz', '/readyz'].map((prefix) => [prefix, api])),
  },
});
