import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// CONTRACT "Running it", checked on the built server as `npm start` runs it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-lifecycle-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ADMIN_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, base, exited, output: () => output };
}

describe('server lifecycle', () => {
  it('first start creates a Super Admin with a random password printed once; a restart keeps it; SIGTERM exits 0', async () => {
    const first = await startServer({ ADMIN_EMAIL: 'boss@example.com' });
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
    const password = /password:\s+(\S+)\s+\(shown only this once\)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();

    const login = (base: string) =>
      fetch(`${base}/api/admin/v1.0/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'boss@example.com', password }),
      });
    expect((await login(first.base)).status).toBe(200);
    // Logs never carry the password: only the console banner shows it, once.
    expect(first.output().split(password!).length - 1).toBe(1);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'changed-pass' });
    expect(second.output()).not.toContain('first Super Admin created');
    expect((await login(second.base)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});
