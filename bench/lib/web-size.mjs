// The JavaScript a page of the web app loads, from the build's manifest (Vite build.manifest): the entry with its
// static imports and its start-up's stages, plus each lazy route chunk with its own static imports. `wire` is what crosses the wire to a browser
// that accepts brotli (Chromium, Firefox and Safari all send `br`, over http://127.0.0.1 too): the build's .br file
// as the server sends it (@fastify/static preCompressed), else the file as it is. `gzip` (level 9) is shown beside it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The routes measured and the lazy modules (routes.tsx) each one loads besides the entry. */
export const PAGES = {
  '/login': ['src/features/auth/routes/login-page.tsx'],
  '/dashboard/tickets': ['src/app/shell/shell-layout.tsx', 'src/features/tickets/routes/tickets-list-page.tsx'],
};

export function webSizes(webDist) {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app with build.manifest on (apps/web/vite.config.ts)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) {
      const raw = fs.readFileSync(path.join(webDist, file));
      const br = path.join(webDist, `${file}.br`);
      sizeCache.set(file, { raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, wire: fs.existsSync(br) ? fs.statSync(br).size : raw.length });
    }
    return sizeCache.get(file);
  };
  // A module that lives in one of the build's groups (apps/web/chunks.ts: the shell in 'app') has no key of its
  // own: its page loads the group's file.
  const appGroup = () => Object.keys(manifest).find((k) => manifest[k].name === 'app' && !manifest[k].src);
  const collect = (key, files) => {
    const chunk = manifest[key] ?? (key.startsWith('src/app/') ? manifest[appGroup()] : undefined);
    if (!chunk) throw new Error(`${key} is not in the web build's manifest`);
    if (files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  const pages = {};
  for (const [page, lazy] of Object.entries(PAGES)) {
    const files = new Set();
    collect(entryKey, files);
    // The entry's own dynamic imports are the start-up's stages (src/main.tsx), which every page loads.
    for (const key of manifest[entryKey].dynamicImports ?? []) collect(key, files);
    for (const key of lazy) collect(key, files);
    const list = [...files].map((file) => ({ file, ...sizeOf(file) }));
    pages[page] = {
      files: list.length,
      raw: list.reduce((s, f) => s + f.raw, 0),
      gzip: list.reduce((s, f) => s + f.gzip, 0),
      wire: list.reduce((s, f) => s + f.wire, 0),
      chunks: list,
    };
  }
  return pages;
}
