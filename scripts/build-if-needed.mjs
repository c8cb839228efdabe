// Builds what is not built yet (or is older than its sources): the shared package and the server with
// tsc's incremental build, the web app with Vite when its output is missing or stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
}

function run(cmd, args, cwd = root) {
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed`);
    process.exit(res.status ?? 1);
  }
}

export function buildIfNeeded() {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  run(process.execPath, [tsc, '-b', 'packages/shared', 'apps/server']);

  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const built = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(root, 'apps/web/src')),
    newest(path.join(root, 'packages/shared/src')),
    ...['apps/web/index.html', 'apps/web/vite.config.ts', 'package-lock.json'].map((f) =>
      fs.existsSync(path.join(root, f)) ? fs.statSync(path.join(root, f)).mtimeMs : 0,
    ),
  );
  if (sources > built) {
    console.log('Building the web app...');
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], path.join(root, 'apps/web'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
