import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { inlineScriptSources } from './inline-scripts.js';

// index.html sets the theme with an inline script; the CSP allows that script by its hash, nothing else.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-inline-'));
const boot = "\n      document.documentElement.style.colorScheme = 'dark';\n    ";
fs.writeFileSync(path.join(web, 'index.html'), `<!doctype html><head><script>${boot}</script><script type="module" src="/assets/a.js"></script></head>`);
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('inline scripts and the Content-Security-Policy', () => {
  it("allows index.html's inline script by its hash, and no inline script else ('unsafe-inline' stays out)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", "'wasm-unsafe-eval'", sha(boot)]);
    expect(res.body).toContain(boot);
  });

  it('hashes each inline script once, skips scripts with a src and files that are missing', () => {
    const file = path.join(web, 'two.html');
    fs.writeFileSync(file, '<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script src="/x.js"></script><script>a()</script>');
    expect(inlineScriptSources([file, path.join(web, 'missing.html')])).toEqual([sha('a()'), sha('b()')]);
  });
});
