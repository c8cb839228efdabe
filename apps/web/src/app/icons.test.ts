import { describe, expect, it } from 'vitest';
import officeHtml from '../../index.html?raw';
import portalHtml from '../../portal/index.html?raw';
import manifestText from '../../portal/public/manifest.webmanifest?raw';
import officeWorker from '../../public/sw.js?raw';
import portalWorker from '../../portal/public/sw.js?raw';

// Each app's public files, as paths from its root (Vite copies them to the build's root: / for the back-office,
// /portal/ for the portal, whose pages name them from /portal/ and whose index.html from its own root).
const officePublic = Object.keys(import.meta.glob('../../public/**/*')).map((file) => file.slice('../../public'.length));
const portalPublic = Object.keys(import.meta.glob('../../portal/public/**/*')).map((file) => file.slice('../../portal/public'.length));
const exists = (url: string, files: string[]) => files.includes(url);
const icons = (html: string) => [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map((m) => m[0]);
const href = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1] ?? '';

// A browser draws an SVG icon as a document of its own on the page's main thread: in Chromium a 60-70 ms task at the
// first paint on the bench's host (four times that on Lighthouse's phone). A PNG is decoded off that thread.
describe("the apps' icons", () => {
  it('are PNG files that the build ships, in both pages', () => {
    const office = icons(officeHtml);
    const portal = icons(portalHtml);
    expect(office.some((tag) => tag.includes('rel="icon"'))).toBe(true);
    expect(portal.some((tag) => tag.includes('rel="icon"'))).toBe(true);
    for (const tag of [...office, ...portal]) {
      expect(tag).not.toMatch(/\.svg|image\/svg/);
      expect(href(tag)).toMatch(/\.png$/);
    }
    for (const tag of office) expect(exists(href(tag), officePublic), href(tag)).toBe(true);
    for (const tag of portal) expect(exists(href(tag), portalPublic), href(tag)).toBe(true);
  });

  it("are PNG in the portal's manifest, each file shipped", () => {
    const manifest = JSON.parse(manifestText) as { icons: Array<{ src: string; type: string; sizes: string }> };
    expect(manifest.icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(exists(icon.src.replace(/^\/portal/, ''), portalPublic), icon.src).toBe(true);
    }
  });

  it('are the files the service workers keep for a start without a network', () => {
    const shell = (worker: string) => JSON.parse((/const SHELL_FILES = (\[[^\]]*\])/.exec(worker)?.[1] ?? '[]').replace(/'/g, '"')) as string[];
    const office = shell(officeWorker);
    const portal = shell(portalWorker);
    expect(office).toContain(href(icons(officeHtml).find((tag) => tag.includes('rel="icon"'))!));
    expect(portal).toContain(`/portal${href(icons(portalHtml).find((tag) => tag.includes('rel="icon"'))!)}`);
    for (const url of office) expect(exists(url, officePublic), url).toBe(true);
    for (const url of portal) expect(exists(url.replace(/^\/portal/, ''), portalPublic), url).toBe(true);
  });
});
