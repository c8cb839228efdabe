import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.js';

// The customer portal is its own build in dist/portal, served under /portal beside the back-office.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-portal-'));
const portal = path.join(web, 'portal');
const entry = `console.log(${JSON.stringify('GlassDesk portal '.repeat(300))});`;
const portalHtml = `<!doctype html><link rel="manifest" href="/portal/manifest.webmanifest"><script type="module" src="/portal/assets/index-abc.js"></script>${'<!-- pad -->'.repeat(200)}`;
const manifest = JSON.stringify({ name: 'GlassDesk', start_url: '/portal/tickets', scope: '/portal/' });
fs.mkdirSync(path.join(web, 'assets'));
fs.mkdirSync(path.join(portal, 'assets'), { recursive: true });
fs.mkdirSync(path.join(portal, 'icons'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><script type="module" src="/assets/app-abc.js"></script>');
fs.writeFileSync(path.join(portal, 'index.html'), portalHtml);
fs.writeFileSync(path.join(portal, 'index.html.br'), zlib.brotliCompressSync(portalHtml));
fs.writeFileSync(path.join(portal, 'assets/index-abc.js'), entry);
fs.writeFileSync(path.join(portal, 'assets/index-abc.js.br'), zlib.brotliCompressSync(entry));
fs.writeFileSync(path.join(portal, 'sw.js'), "self.addEventListener('fetch', () => {});");
fs.writeFileSync(path.join(portal, 'theme-boot.js'), 'document.documentElement.style.colorScheme = "light";');
fs.writeFileSync(path.join(portal, 'manifest.webmanifest'), manifest);
fs.writeFileSync(path.join(portal, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the customer portal at /portal', () => {
  it('sends its index.html for /portal, /portal/ and every client route, checked again on every load', async () => {
    for (const url of ['/portal', '/portal/', '/portal/login', '/portal/tickets', '/portal/tickets/12', '/portal/tickets/new?draft=1', '/portal/account']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('/portal/assets/index-abc.js');
    }
    // Precompressed like the back-office's page.
    const br = await get('/portal/tickets/12', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(portalHtml);
  });

  it('sends its hashed assets as immutable, brotli when asked', async () => {
    const res = await get('/portal/assets/index-abc.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(entry);
  });

  it('sends the web app manifest as application/manifest+json and the service worker and boot script as scripts, never cached for long', async () => {
    const webManifest = await get('/portal/manifest.webmanifest');
    expect(webManifest.statusCode).toBe(200);
    expect(webManifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(webManifest.headers['cache-control']).toBe('no-cache');
    expect(webManifest.json()).toMatchObject({ start_url: '/portal/tickets', scope: '/portal/' });
    for (const url of ['/portal/sw.js', '/portal/theme-boot.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const icon = await get('/portal/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for a missing file under /portal (never the page in its place), and for other methods', async () => {
    for (const url of ['/portal/assets/gone-123.js', '/portal/icons/missing.png', '/portal/old.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not Found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/portal/tickets' });
    expect(post.statusCode).toBe(404);
  });

  it('keeps the strict CSP: scripts, workers and the manifest from this origin only, no inline script', async () => {
    const res = await get('/portal/login');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('leaves the back-office and the API as they were', async () => {
    const office = await get('/dashboard/tickets');
    expect(office.statusCode).toBe(200);
    expect(office.body).toContain('/assets/app-abc.js');
    expect(office.body).not.toContain('/portal/');
    const portalish = await get('/portalx');
    expect(portalish.body).toContain('/assets/app-abc.js');
    const api = await get('/api/customer/v1.0/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('without a portal build', () => {
  it('a /portal address gets the back-office page as any client route did before', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-web-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<!doctype html><p>back-office</p>');
    const t2 = await buildTestApp({ webDist: bare });
    try {
      const res = await t2.app.inject({ method: 'GET', url: '/portal/tickets' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('back-office');
    } finally {
      await t2.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
