import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocale } from './app/web.js';
import { loadConfig } from './config.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';

// APP_LOCALE: one setting for the order of day, month and year, read by the server and handed to both web apps in
// their page (the app-locale meta), which their date fields and lists read.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-locale-'));
const built = (title: string) => `<!doctype html><html><head><meta name="app-locale" content="en-AU" /><title>${title}</title></head><body></body></html>`;
fs.mkdirSync(path.join(web, 'portal'));
fs.writeFileSync(path.join(web, 'index.html'), built('back-office'));
fs.writeFileSync(path.join(web, 'portal', 'index.html'), built('portal'));

let us: TestApp;
let au: TestApp;
beforeAll(async () => {
  [us, au] = await Promise.all([buildTestApp({ webDist: web, appLocale: 'en-US' }), buildTestApp({ webDist: web })]);
});
afterAll(async () => {
  await Promise.all([us.close(), au.close()]);
  fs.rmSync(web, { recursive: true, force: true });
});

describe('APP_LOCALE', () => {
  it('defaults to en-AU, takes any locale Intl knows in its canonical spelling, and refuses one it does not', () => {
    expect(loadConfig({}).appLocale).toBe('en-AU');
    expect(loadConfig({ APP_LOCALE: '' }).appLocale).toBe('en-AU');
    expect(loadConfig({ APP_LOCALE: 'en-us' }).appLocale).toBe('en-US');
    expect(() => loadConfig({ APP_LOCALE: 'not a locale' })).toThrow('APP_LOCALE: unknown locale "not a locale": use a BCP 47 tag such as en-AU or en-US');
  });

  it('is written into both pages, on every route that sends one', async () => {
    for (const url of ['/', '/dashboard/Tickets', '/portal', '/portal/tickets/12']) {
      const res = await us.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<meta name="app-locale" content="en-US" />');
      expect(res.body, url).not.toContain('content="en-AU"');
    }
    expect((await us.app.inject({ method: 'GET', url: '/portal/login' })).body).toContain('<title>portal</title>');
  });

  it('leaves a page that already says it as the build wrote it', async () => {
    const res = await au.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.body).toBe(built('back-office'));
    expect(withLocale(built('x'), 'en-AU')).toBeNull();
    // A page built without the meta gets one where it is read: in its head.
    expect(withLocale('<html><head><title>x</title></head></html>', 'de-DE')).toBe('<html><head><meta name="app-locale" content="de-DE" /><title>x</title></head></html>');
    expect(withLocale('<p>x</p>', 'en-AU')).toBeNull();
  });
});
