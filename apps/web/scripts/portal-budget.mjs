// The customer portal's first-load budget: the JavaScript that /portal/login loads, brotli-compressed as
// the server sends it, must stay within 150 KB. Reads the portal build's manifest (vite.portal.config.ts writes it):
// the entry with its static imports and the start-up's stages it imports (main.tsx), plus the sign-in page's lazy
// chunk with its own static imports. Each file counts as its .br (what a browser asking for br gets, @fastify/static
// preCompressed), else as it is (under 1 KB, the build writes no .br). KB are 1,000 bytes, as in bench/.
//
//   node apps/web/scripts/portal-budget.mjs [dist/portal folder] [--limit=150]   exits 1 over the limit
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOGIN_PAGE = 'src/portal/pages/login-page.tsx';
const args = process.argv.slice(2);
const limitArg = args.find((a) => a.startsWith('--limit='));
const limitKb = limitArg ? Number(limitArg.slice('--limit='.length)) : 150;
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../dist/portal', import.meta.url)));

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the portal first (npm run build -w apps/web)`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The sign-in page is a lazy chunk of its own, or (imported statically by the routes) part of the entry, which then
// has no manifest key for it: the entry alone is what /portal/login loads.
const loginKey = Object.keys(manifest).find((key) => (manifest[key].src ?? key).endsWith(LOGIN_PAGE));
if (!entryKey) {
  console.error('the manifest has no entry');
  process.exit(2);
}

/** The JS files a chunk needs before it runs: itself and its static imports, recursively (not its dynamic ones). */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}
const files = new Set();
collect(entryKey, files);
// The entry's own dynamic imports are the start-up's stages (src/portal/main.tsx: React, the UI kit's styles, the
// app with the sign-in page), asked for with it by the boot script: they count as the first load.
for (const stage of manifest[entryKey].dynamicImports ?? []) collect(stage, files);
if (loginKey) collect(loginKey, files);

const rows = [...files].map((file) => {
  const raw = fs.statSync(path.join(dist, file)).size;
  const brFile = path.join(dist, `${file}.br`);
  return { file, raw, br: fs.existsSync(brFile) ? fs.statSync(brFile).size : raw };
});
rows.sort((a, b) => b.br - a.br);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.br).padStart(9)} br ${kb(row.raw).padStart(9)} raw  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.br, 0);
const raw = rows.reduce((sum, row) => sum + row.raw, 0);
const ok = total <= limitKb * 1000;
console.log(`/portal/login loads ${rows.length} JavaScript files: ${kb(total)} brotli (${kb(raw)} raw); budget ${limitKb} KB: ${ok ? 'within' : 'OVER'}`);
process.exit(ok ? 0 : 1);
