import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { createCity, createStoredImage, createTicket } from './test/factories.js';

// The web app's assets go out precompressed, API answers above 1 KB compressed when asked, and what is
// already compressed (images, the .xlsx export) is sent as it is.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-web-'));
const script = `console.log(${JSON.stringify('GlassDesk '.repeat(400))});`;
fs.mkdirSync(path.join(web, 'assets'));
fs.writeFileSync(path.join(web, 'index.html'), `<!doctype html><script type="module" src="/assets/app-abc.js"></script>${'<!-- pad -->'.repeat(200)}`);
fs.writeFileSync(path.join(web, 'index.html.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(web, 'index.html'))));
fs.writeFileSync(path.join(web, 'assets/app-abc.js'), script);
fs.writeFileSync(path.join(web, 'theme-boot.js'), 'document.documentElement.dataset.theme = "light";');
fs.mkdirSync(path.join(web, '.vite'));
fs.writeFileSync(path.join(web, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc.js"}}');
fs.writeFileSync(path.join(web, 'assets/app-abc.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(web, 'assets/app-abc.js.gz'), zlib.gzipSync(script));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ webDist: web });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('web assets', () => {
  it('are sent as the build compressed them: brotli, else gzip, else as they are, each with its caching', async () => {
    const br = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('/assets/app-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a client route gets index.html, compressed too, checked again on every load', async () => {
    for (const url of ['/dashboard/tickets', '/']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('/assets/app-abc.js');
    }
    // A file outside assets/ keeps its name from release to release: never cached as immutable.
    const boot = await get('/theme-boot.js');
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['cache-control']).toBe('no-cache');
  });

  it("a missing file is a 404, never the page; the build's .vite folder is not served", async () => {
    for (const url of ['/favicon.ico', '/assets/app-old.js', '/dashboard/report.pdf', '/.vite/manifest.json', '/.vite/', '/.env']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.body, url).not.toContain('<script');
    }
    // A client route with a dot only in its query still gets the page.
    expect((await get('/login?next=/dashboard/cities?search=st.%20kilda')).statusCode).toBe(200);
  });
});

describe('API answers', () => {
  it('above 1 KB go out compressed when asked and decode to the same JSON; small ones and unasked ones as they are', async () => {
    for (let i = 0; i < 30; i++) await createCity(t.ctx, `Compressville ${i} ${'x'.repeat(20)}`);
    const plain = await get('/api/admin/v1.0/cities?limit=30', undefined, admin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/admin/v1.0/cities?limit=30', 'br', admin);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/admin/v1.0/cities?limit=30', 'gzip', admin);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const small = await get('/api/admin/v1.0/dashboard', 'br', admin);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('images and the .xlsx export are not compressed again', async () => {
    // An image big enough to be compressed if the plugin took it (5 KB of very compressible bytes).
    const url = await createStoredImage(t.ctx);
    const name = url.split('/').pop()!;
    await t.ctx.db
      .updateTable('files')
      .set({ data: Buffer.alloc(5000, 7), byte_size: 5000 })
      .where('name', '=', name)
      .execute();
    const file = await get(url, 'br, gzip');
    expect(file.rawPayload.length).toBe(5000);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
  });

  it('the .xlsx export streams over a socket as it is, and opens as a workbook with the ticket in it', async () => {
    const ticket = await createTicket(t.ctx);
    // A real connection (inject() does not stream): the bytes exactly as a browser asking for br/gzip gets them.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.get(`${base}/api/admin/v1.0/report/tickets/export`, { headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${admin}` } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
        r.on('error', reject);
      });
      req.on('error', reject);
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Streamed: no length known up front.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ArrayBuffer);
    const cells = wb.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? row : []));
    expect(cells).toContain(ticket.ticket_id);
  });
});
