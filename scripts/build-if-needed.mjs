// Builds what is not built yet (or is older than its sources): the shared package and the server with
// tsc's incremental build, the web app with Vite when its output is missing or stale. A first build takes about
// a minute, so each step says what it does and how long it took: a silent wait looks like a hang.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir, skip = () => false) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(entry.name)) continue;
    if (entry.isDirectory()) latest = Math.max(latest, newest(full, skip));
    else latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
}
const isTest = (name) => /\.test\.tsx?$/.test(name);

const viteOfWeb = () => path.join(path.dirname(createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json')), 'bin/vite.js');
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(cmd, args, cwd = root) {
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed`);
    process.exit(res.status ?? 1);
  }
}

/** tsc's build info of the shared package and of the server, in that order. */
const BUILD_INFO = ['packages/shared/tsconfig.tsbuildinfo', 'apps/server/tsconfig.tsbuildinfo'].map((f) => path.join(root, f));

/**
 * The server's build is stale when a source of the shared package or the server is newer than that package's last
 * tsc build (tsc -b leaves a package's build info alone when nothing of it changed, so each is compared with its own).
 */
function serverStale() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) return true;
  const [shared, server] = BUILD_INFO.map(mtime);
  const settings = Math.max(...['package-lock.json', 'packages/shared/tsconfig.json', 'apps/server/tsconfig.json'].map((f) => mtime(path.join(root, f))));
  return Math.max(settings, newest(path.join(root, 'packages/shared/src'), isTest)) > shared || Math.max(settings, newest(path.join(root, 'apps/server/src'), isTest)) > server;
}

/** The server's bundle (scripts/bundle-server.mjs) is stale when it is missing or older than any of tsc's output it is made of. */
function bundleStale() {
  const bundle = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(bundle)) return true;
  const ownFiles = (name) => name === 'server.js' || name === 'server.js.map';
  return Math.max(newest(path.join(root, 'apps/server/dist'), ownFiles), newest(path.join(root, 'packages/shared/dist'))) > mtime(bundle);
}

function webStale() {
  // Both builds: the back-office (dist/index.html) and the customer portal (dist/portal/index.html).
  const built = Math.min(mtime(path.join(root, 'apps/web/dist/index.html')), mtime(path.join(root, 'apps/web/dist/portal/index.html')));
  const sources = Math.max(
    newest(path.join(root, 'apps/web/src')),
    newest(path.join(root, 'apps/web/portal')),
    newest(path.join(root, 'apps/web/public')),
    newest(path.join(root, 'packages/shared/src')),
    ...[
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.portal.config.ts',
      'apps/web/vite-plugins.ts',
      'apps/web/chunks.ts',
      'apps/web/precompress.ts',
      'package-lock.json',
    ].map((f) => mtime(path.join(root, f))),
  );
  return sources > built;
}

/**
 * Prints a line per step ("Building the server (1/2)...", then "done in 12.3 s"). `log` is replaceable for tests.
 * Returns the steps it ran.
 */
export function buildIfNeeded({ log = console.log } = {}) {
  const steps = [];
  // tsc -b is incremental: it is cheap when nothing changed, but its first run is not, so it is announced when stale.
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const stale = serverStale();
  steps.push({
    label: 'the shared package and the server',
    announce: stale,
    run: () => {
      const at = Date.now();
      run(process.execPath, [tsc, '-b', 'packages/shared', 'apps/server']);
      // tsc leaves a package's build info alone when it found nothing to build (after an install moved package-lock.json,
      // say): marked as checked at the build's start, so the next start does not announce the same build again. A
      // source saved during the build is newer still.
      if (stale) for (const info of BUILD_INFO) if (fs.existsSync(info) && mtime(info) < at) fs.utimesSync(info, new Date(at), new Date(at));
    },
  });
  // tsc's output as the one file a start loads (scripts/bundle-server.mjs), made again after tsc changed any of it.
  steps.push({ label: 'the server bundle', announce: false, run: () => bundleStale() && run(process.execPath, [path.join(root, 'scripts/bundle-server.mjs')]) });
  if (webStale()) {
    steps.push({
      label: 'the web app',
      announce: true,
      // The web app's own Vite (7, under apps/web/node_modules), not the root's (vitest's Vite 8, which bundles with
      // Rolldown and does not give apps/web/chunks.ts the module graph it groups by).
      // The back-office first: it empties dist/, where the portal's build then goes (dist/portal).
      run: () => {
        run(process.execPath, [viteOfWeb(), 'build', '--logLevel', 'warn'], path.join(root, 'apps/web'));
        run(process.execPath, [viteOfWeb(), 'build', '-c', 'vite.portal.config.ts', '--logLevel', 'warn'], path.join(root, 'apps/web'));
      },
    });
  }

  const announced = steps.filter((step) => step.announce);
  const started = Date.now();
  if (announced.length) log(`GlassDesk: building before the first start (about a minute; later starts skip what is built)...`);
  let n = 0;
  for (const step of steps) {
    if (!step.announce) {
      step.run();
      continue;
    }
    n += 1;
    const at = Date.now();
    log(`  Building ${step.label} (${n}/${announced.length})...`);
    step.run();
    log(`  Built ${step.label} in ${seconds(at)}.`);
  }
  if (announced.length) log(`GlassDesk: build done in ${seconds(started)}; starting the server.`);
  return announced.map((step) => step.label);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
