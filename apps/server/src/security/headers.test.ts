import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { multipart, testImage } from '../test/multipart.js';

// Every kind of answer carries the security headers: the web app's HTML, an API answer (and an error), and
// an uploaded file. The app is built with a small web build so the HTML route exists.

let t: TestApp;
let webDist: string;
let fileUrl: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>GlassDesk</title></head><body><div id="root"></div></body></html>');
  t = await buildTestApp({ webDist });
  const admin = await t.login();
  const upload = await t.api({ method: 'POST', url: '/files', token: admin, ...multipart({}, [{ field: 'file', data: await testImage() }]) });
  expect(upload.statusCode).toBe(201);
  fileUrl = upload.json().url;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each([
    ['the web app at /', () => '/', 'text/html'],
    ['a client route of the web app', () => '/tickets/12', 'text/html'],
    ['an API answer', () => '/api/admin/v1.0/operations', 'application/json'],
    ['an API refusal', () => '/api/admin/v1.0/users', 'application/json'],
    ['the health check', () => '/healthz', 'application/json'],
    ['an uploaded file', () => fileUrl, 'image/jpeg'],
    ['its thumbnail', () => `${fileUrl}/thumbnail`, 'image/webp'],
    ['a missing file', () => '/files/missing', 'application/json'],
  ])('%s', async (_name, url, type) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toContain(type);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // No inline or evaluated script: only the app's own files (WebAssembly compile for the QR reader).
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // One frame policy: no framing at all, said both ways.
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Plain HTTP: no HSTS (a browser would ignore it; see below for HTTPS).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('an answer to a request with a token is never stored; one without a token keeps its own caching', async () => {
    const admin = await t.login();
    for (const url of ['/api/admin/v1.0/cities', '/api/admin/v1.0/user', '/api/admin/v1.0/tickets/999999']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    // A refused token too: the refusal says nothing worth keeping either.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/v1.0/cities', headers: { authorization: 'Bearer nope' } })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['cache-control']).not.toBe('no-store');
  });

  it('HSTS only on an answer to HTTPS: the proxy header counts only when TRUST_PROXY says so', async () => {
    const viaProxy = { 'x-forwarded-proto': 'https' };
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: viaProxy })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildTestApp({ trustProxy: true });
    try {
      expect((await behindProxy.app.inject({ method: 'GET', url: '/healthz', headers: viaProxy })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await behindProxy.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('a stored file is served inline with its own type, so a browser never guesses it', async () => {
    const res = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('inline');
  });
});
