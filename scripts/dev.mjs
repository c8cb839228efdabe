// `npm run dev`: the API with hot reload (tsx watch, the shared package from source) and Vite's dev server for the
// web app, which proxies /api, /healthz and /readyz to it. One command, each line prefixed with its process, and
// Ctrl-C (or either process ending) stops both. Environment variables (PORT, DATA_DIR, ADMIN_PASSWORD, ...) go to
// the server as with `npm start`; Vite proxies to the server's PORT.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
// Each tool as its workspace resolves it (the web app pins its own Vite).
const binOf = (pkg, bin, from) => path.join(path.dirname(createRequire(path.join(from, 'package.json')).resolve(`${pkg}/package.json`)), bin);

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const env = { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}) };
const apiUrl = `http://127.0.0.1:${process.env.PORT || 3000}`;

const procs = [
  {
    name: 'server',
    tint: 36, // cyan
    args: [binOf('tsx', 'dist/cli.mjs', path.join(root, 'apps/server')), 'watch', '--clear-screen=false', '--conditions=source', 'apps/server/src/main.ts'],
    cwd: root, // so DATA_DIR defaults to ./data, as with `npm start`
    env,
  },
  {
    name: 'web',
    tint: 35, // magenta
    args: [binOf('vite', 'bin/vite.js', webDir)],
    cwd: webDir,
    env: { ...env, GLASSDESK_API_URL: apiUrl },
  },
];

const width = Math.max(...procs.map((p) => p.name.length));
const label = (p) => {
  const text = `[${p.name.padEnd(width)}]`;
  return color ? `\x1b[${p.tint}m${text}\x1b[0m ` : `${text} `;
};

let stopping = false;
let exitCode = 0;
const children = procs.map((p) => {
  // stdin stays an open pipe: Vite quits when its stdin ends.
  const child = spawn(process.execPath, p.args, { cwd: p.cwd, env: p.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const prefix = label(p);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? `code ${code}`}); stopping the others`);
      exitCode = code || 1;
      stop();
    }
    if (children.every((c) => c.exited)) process.exit(exitCode);
  });
  return child;
});

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (!child.exited) child.kill('SIGTERM');
  // A child that ignores SIGTERM does not keep the terminal.
  setTimeout(() => {
    for (const child of children) if (!child.exited) child.kill('SIGKILL');
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
