import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the built server (npm start's process) on a fresh data dir and a free port for the E2E suite. */
export default async function setup(project: TestProject) {
  const server = path.join(root, 'apps/server/dist/server.js');
  // WEB_DIST lets a run use a web build of its own (e.g. two people testing at once on one checkout).
  const webDist = path.resolve(process.env.WEB_DIST || path.join(root, 'apps/web/dist'));
  if (!fs.existsSync(server) || !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build first: node scripts/build-if-needed.mjs (npm test does it)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'e2e-admin-pass',
      MFA_SECRET_KEY: randomBytes(32).toString('hex'),
      // Passkeys need a domain for their relying party (an IP address is not one): pages that use a passkey open
      // at localhost, the same server.
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    if (Date.now() > deadline) throw new Error('the server did not become ready in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseURL', baseURL);
  project.provide('appURL', `http://localhost:${port}`);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's APP_URL (localhost): where passkeys work. */
    appURL: string;
    dataDir: string;
  }
}
