import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { portalChunks } from './chunks.js';
import { precompress } from './precompress.js';
import { NEW_TICKET_INTRO, NEW_TICKET_TITLE } from './src/portal/tickets/new-ticket-text.js';
import { bootScript, emotionInsertsWhileRendering, onwarn, sharedAlias, sharedWithoutSideEffects, startStageFiles } from './vite-plugins.js';

const portalSrc = fileURLToPath(new URL('./src/portal/', import.meta.url));
const api = process.env.GLASSDESK_API_URL ?? 'http://127.0.0.1:3000';

/** The signed-in pages' modules by their route (src/portal/app/routes.tsx, SIGNED_IN_PAGES; routes.test.ts). */
export const SIGNED_IN_PAGE_MODULES = {
  tickets: 'tickets/tickets-page.tsx',
  'tickets/new': 'tickets/new-ticket-page.tsx',
  'tickets/:id': 'tickets/ticket-page.tsx',
  trolleys: 'trolleys/trolleys-page.tsx',
  statements: 'statements/statements-page.tsx',
  'statements/:month': 'statements/statement-page.tsx',
  account: 'pages/account-page.tsx',
} as const;
const SIGNED_IN_LAYOUT_MODULE = 'app/signed-in-layout.tsx';

/**
 * What the boot script needs besides the entry (vite-plugins.ts, bootScript): the code files each signed-in page
 * needs besides the entry (the signed-in layout's, the page's and what they import), asked for beside the entry
 * instead of once it has run; and the heading and introduction of the pages that open with one.
 */
const portalBoot = () =>
  bootScript((bundle) => {
    const { chunks, byFile, entry, stages } = startStageFiles(bundle);
    const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
    const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? []), ...stages]);
    const filesOf = (module: string) => {
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file) || inEntry.has(file)) return;
        files.add(file);
        for (const next of byFile.get(file)?.imports ?? []) add(next);
      };
      const id = `${portalSrc}${module}`;
      // The page's own chunk; one whose module Rollup placed in a chunk with others has no facade of its own.
      const chunk = byModule.get(id) ?? chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`portalBoot: no chunk for ${module}`);
      add(chunk.fileName);
      return [...files];
    };
    const layout = filesOf(SIGNED_IN_LAYOUT_MODULE);
    const routeChunks = Object.fromEntries(
      Object.entries(SIGNED_IN_PAGE_MODULES).map(([route, module]) => [route, [...new Set([...layout, ...filesOf(module)])].map((file) => `/portal/${file}`)]),
    );
    return {
      entryPreload: stages.map((file) => `/portal/${file}`),
      routeChunks,
      routeIntro: { 'tickets/new': { title: NEW_TICKET_TITLE, text: NEW_TICKET_INTRO } },
    };
  });

/**
 * The customer portal: its own build, served by the server under /portal, sharing nothing at run time
 * with the back-office's bundle (whose chunking, chunks.ts, is tuned for the staff screens). Rollup's own splitting
 * suits it: the entry holds what /portal/login needs, every page is a lazy chunk (src/portal/app/routes.tsx), and
 * apps/web/scripts/portal-budget.mjs and the benchmark (bench/lighthouse.mjs) keep the sign-in page's JavaScript
 * under 150 KB brotli.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./portal/', import.meta.url)),
  base: '/portal/',
  // See vite.config.ts: the hoisted plugin's types are Vite 8's, this build runs Vite 7.
  plugins: [
    react() as PluginOption,
    precompress() as PluginOption,
    sharedWithoutSideEffects() as PluginOption,
    portalBoot() as PluginOption,
    emotionInsertsWhileRendering() as PluginOption,
  ],
  resolve: { alias: sharedAlias },
  build: {
    outDir: fileURLToPath(new URL('./dist/portal/', import.meta.url)),
    // Only dist/portal: the back-office build (vite.config.ts) runs first and empties dist itself.
    emptyOutDir: true,
    // The service worker (portal/public/sw.js) reads every chunk of the release from here, portal-budget.mjs the
    // sign-in page's.
    manifest: true,
    // As the back-office's (vite.config.ts): a source map beside every script, for valid-source-maps and stack traces.
    sourcemap: true,
    rollupOptions: {
      onwarn,
      // A signed-in page loads the entry, one group and its own chunk, not 15 to 21 files (chunks.ts, portalChunks).
      output: {
        manualChunks: portalChunks(
          `${portalSrc}main.tsx`,
          `${portalSrc}${SIGNED_IN_LAYOUT_MODULE}`,
          Object.values(SIGNED_IN_PAGE_MODULES).map((module) => `${portalSrc}${module}`),
        ),
      },
    },
  },
  server: {
    // `vite -c vite.portal.config.ts`: the API runs beside Vite, as for the back-office.
    proxy: Object.fromEntries(['/api', '/healthz', '/readyz'].map((prefix) => [prefix, api])),
  },
});
