import http from 'node:http';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage } from './browser.js';

// The browser gets /login's JavaScript as the build compressed it (brotli), and it runs.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('compressed web assets', () => {
  it("/login's JavaScript reaches Chromium brotli-compressed, immutable, and the page works", async () => {
    const { context, page } = await newPage(browser);
    const scripts: { url: string; headers: Record<string, string> }[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js') && res.url().includes('/assets/')) scripts.push({ url: res.url(), headers: res.headers() });
    });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, headers } of scripts) {
      expect(headers['content-encoding'], url).toBe('br');
      expect(headers['vary'], url).toMatch(/accept-encoding/i);
      expect(headers['content-type'], url).toMatch(/javascript/);
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }

    // What crossed the wire is a fraction of the code, and decodes to the very file a client without brotli gets.
    const sizes = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ encoded: e.encodedBodySize, decoded: e.decodedBodySize })),
    );
    const wire = sizes.reduce((n, s) => n + s.encoded, 0);
    const code = sizes.reduce((n, s) => n + s.decoded, 0);
    expect(wire).toBeLessThan(code / 3);
    // The sign-in page's group (apps/web/chunks.ts): big enough to have its .br beside it (files under 1 KB, like
    // the entry itself, have none and are compressed as they are sent), and the first to arrive only by chance.
    const entry = scripts.find((s) => /\/assets\/public-[^/]+\.js$/.test(new URL(s.url).pathname));
    expect(entry).toBeDefined();
    const script = entry!.url;
    const plain = await fetch(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const raw = Buffer.from(await plain.arrayBuffer());
    // fetch() would decode brotli itself: node:http's raw bytes are what the server sent.
    const br = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(script, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    expect(zlib.brotliDecompressSync(br.body).equals(raw)).toBe(true);
    // The build's own .br file (quality 11), sent with its length: not compressed again on each request (which
    // would stream at a lower quality, with no length known up front).
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const best = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    expect(br.body.length).toBeLessThanOrEqual(best.length * 1.01);
    await context.close();
  });

  it('a client route gets the app shell, never cached', async () => {
    const res = await fetch(`${baseURL()}/dashboard/tickets`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });
});
