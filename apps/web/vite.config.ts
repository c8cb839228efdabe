import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { backOfficeChunks } from './chunks.js';
import { precompress } from './precompress.js';
import { SUPPORT_INTRO, SUPPORT_TITLE } from './src/features/support/support-text.js';
import { bootScript, emotionInsertsWhileRendering, onwarn, sharedAlias, sharedWithoutSideEffects, startStageFiles } from './vite-plugins.js';

const api = process.env.GLASSDESK_API_URL ?? 'http://127.0.0.1:3000';

/** The pages seen signed out that have a Lighthouse budget, by their path: their modules under src/features. */
const PUBLIC_PAGE_MODULES = {
  '/login': 'auth/routes/login-page.tsx',
  '/forgot': 'auth/routes/forgot-page.tsx',
  '/support': 'support/routes/support-page.tsx',
  '/privacy-policy': 'legal/routes/privacy-policy-page.tsx',
} as const;
const featuresDir = fileURLToPath(new URL('./src/features/', import.meta.url));

/**
 * What the boot script preloads on each public page besides the entry (vite-plugins.ts, bootScript): the page's own
 * chunk and what it imports (the group the forms need, chunks.ts), fetched beside the entry instead of after the
 * entry has run (one request chain instead of two, ~300 ms on a slow 4G phone). Only that page's: each file the
 * script asks for costs the start-up a task of its own (a few ms on a slow phone, more under Lighthouse).
 */
function publicRouteChunks(bundle: Rollup.OutputBundle) {
  const { chunks, entry, stages } = startStageFiles(bundle);
  const already = new Set([entry?.fileName, ...(entry?.imports ?? []), ...stages]);
  return Object.fromEntries(
    Object.entries(PUBLIC_PAGE_MODULES).map(([route, module]) => {
      const chunk = chunks.find((c) => c.facadeModuleId === `${featuresDir}${module}`);
      if (!chunk) throw new Error(`publicRouteChunks: no chunk for ${module}`);
      return [route, [...chunk.imports, chunk.fileName].filter((file) => !already.has(file)).map((file) => `/${file}`)];
    }),
  );
}

export default defineConfig({
  // The plugin is hoisted to the root node_modules, where it sees the root's Vite 8 (vitest's) types, while this
  // app builds with its own Vite 7: the two Plugin types differ only in rolldown-era hook typings, not at runtime.
  plugins: [
    react() as PluginOption,
    precompress() as PluginOption,
    // The boot script asks for the entry and the page's own files once the first frame is on.
    // The start-up's stages (src/main.tsx) are asked for with the entry, as the portal's are.
    bootScript((bundle) => ({
      entryPreload: startStageFiles(bundle).stages.map((file) => `/${file}`),
      routeChunks: publicRouteChunks(bundle),
      routeIntro: { '/support': { title: SUPPORT_TITLE, text: SUPPORT_INTRO } },
    })) as PluginOption,
    sharedWithoutSideEffects() as PluginOption,
    emotionInsertsWhileRendering() as PluginOption,
  ],
  resolve: { alias: sharedAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The benchmark (bench/) reads which chunks /login and /dashboard/tickets load from here.
    manifest: true,
    // A source map beside every script (named by its sourceMappingURL): Lighthouse's valid-source-maps audit fails a
    // page whose large first-party script (over 500 KB, the public and app groups) has none, and a stack trace from a
    // phone can be read against the source. The maps are public, as the scripts they describe are.
    sourcemap: true,
    // The two groups are large by design (chunks.ts): 720 KB and 290 KB before compression, 190 KB and 80 KB brotli.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      onwarn,
      output: {
        // The start-up's stages and three groups instead of ~190 files (chunks.ts says why).
        manualChunks: backOfficeChunks(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
      },
    },
  },
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.mjs passes its address); everything else is the app.
    proxy: Object.fromEntries(['/api', '/healthz', '/readyz'].map((prefix) => [prefix, api])),
  },
});
