import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkOf } from './chunks.js';
import { precompress } from './precompress.js';
import { SUPPORT_INTRO, SUPPORT_TITLE } from './src/features/support/support-text.js';
import { bootScript, onwarn, sharedAlias, sharedWithoutSideEffects } from './vite-plugins.js';

const api = process.env.GLASSDESK_API_URL ?? 'http://127.0.0.1:3000';

/** The pages seen signed out that have a Lighthouse budget: /login, /support and /privacy-policy. */
const PUBLIC_PAGES = /[\\/]src[\\/]features[\\/](auth[\\/]routes[\\/]login-page|support[\\/]routes[\\/]support-page|legal[\\/]routes[\\/]privacy-policy-page)\.tsx$/;

/**
 * index.html also preloads the public pages' own chunks (and the group the support form needs, chunks.ts): each page
 * stays a lazy chunk of its own, but it is fetched beside the entry instead of after the entry has run (one request
 * chain instead of two, ~300 ms on a slow 4G phone). About 12 KB of brotli besides the entry's ~190 KB, for any page.
 */
function preloadPublicPages(): Plugin {
  return {
    name: 'glassdesk-preload-public-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = new Set<string>();
        for (const chunk of chunks) {
          if (!chunk.facadeModuleId || !PUBLIC_PAGES.test(chunk.facadeModuleId)) continue;
          for (const file of [...chunk.imports, chunk.fileName]) if (!already.has(file)) files.add(file);
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  // The plugin is hoisted to the root node_modules, where it sees the root's Vite 8 (vitest's) types, while this
  // app builds with its own Vite 7: the two Plugin types differ only in rolldown-era hook typings, not at runtime.
  plugins: [
    react() as PluginOption,
    precompress() as PluginOption,
    preloadPublicPages() as PluginOption,
    // After preloadPublicPages: the boot script asks for the entry and those preloads once the first frame is on.
    bootScript(() => ({ routeIntro: { '/support': { title: SUPPORT_TITLE, text: SUPPORT_INTRO } } })) as PluginOption,
    sharedWithoutSideEffects() as PluginOption,
  ],
  resolve: { alias: sharedAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The benchmark (bench/) reads which chunks /login and /dashboard/tickets load from here.
    manifest: true,
    // The two groups are large by design (chunks.ts): 720 KB and 290 KB before compression, 190 KB and 80 KB brotli.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      onwarn,
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
