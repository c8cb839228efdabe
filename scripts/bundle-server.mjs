// The built server as one file: apps/server/dist/server.js, bundled by esbuild from tsc's output (dist/main.js) with
// our shared package and the libraries of many small modules that every start loads (Kysely, zod and its Fastify
// type provider). A start spent most of its time finding, reading and linking modules: at 2026-12-07, 900-990 ms
// of a 1.3-1.5 s cold start was importing the app, 165 ms of it Kysely's 400 files and 290 ms our own; bundled,
// the start took 920-980 ms. Every other package stays where npm put it and loads as before: the native ones
// (better-sqlite3, sharp), those loaded at their first use (PDFs, mail, passkeys, rich text) and the rest of Fastify.
// tsc's per-file output stays too (the benches and scripts import its modules).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/server/dist');

/** The packages put in the bundle; every other package is imported from node_modules at run time. */
const INSIDE = new Set(['@glassdesk/shared', 'kysely', 'zod', 'fastify-type-provider-zod']);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles `from` (tsc's output: this checkout's, or a patched copy of it, as the activity bench makes) into its server.js. */
export async function bundleServer(from = dist) {
  await build({
    entryPoints: [path.join(from, 'main.js')],
    outfile: path.join(from, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'glassdesk-outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('node:') || !INSIDE.has(packageOf(args.path)) ? { external: true } : undefined));
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleServer();
