import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startProcess } from './server-process.js';

// CONTRACT "Running it", checked on the built server as `npm start` runs it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-lifecycle-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string>) => startProcess(dataDir, env);

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
