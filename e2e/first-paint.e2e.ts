import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser.js';
import { customerUrl, insertCustomer, openContext, PHONE } from './portal-helpers.js';

// The first paint: index.html paints the first screen's frame before any script has loaded (the portal's
// signed-in app bar, or the public pages' product name; New Ticket's and /support's heading and introduction), in the
// theme's colours and where the app then draws the same words, so the page is not blank on a slow phone and nothing
// jumps when the app takes over.
let browser: Browser;
let session: unknown;
const RUN = Date.now().toString(36).slice(-5);
beforeAll(async () => {
  browser = await launch();
  const email = `boot.${RUN}@example.com`;
  await insertCustomer({ first_name: 'Bo', last_name: `Boot${RUN}`, email, password: 'boot-pass-1' });
  const res = await fetch(customerUrl('/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'boot-pass-1' }) });
  session = await res.json();
});
afterAll(() => browser?.close());

type Paint = { text: string; x: number; y: number; fontSize: string; fontWeight: string; color: string; barHeight: number; barColour: string };

/** Where the product name stands and how it looks; with its bar's height and colour when it sits in one. */
const paintOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el): Paint => {
    // The words' own box, whatever box holds them (the bar's padding, the name's margin).
    const range = document.createRange();
    range.selectNodeContents(el);
    const rect = range.getBoundingClientRect();
    const style = getComputedStyle(el);
    const bar = el.id === 'boot-bar' ? el : el.closest('header');
    return {
      text: el.textContent ?? '',
      x: Math.round(rect.x),
      y: Math.round(rect.y),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
      barHeight: bar ? Math.round(bar.getBoundingClientRect().height) : 0,
      barColour: bar ? getComputedStyle(bar).backgroundColor : '',
    };
  });

describe("the portal's first paint, before its code", () => {
  const cases = [
    ['/portal/tickets/new', true, '#boot-bar', 'header p'],
    ['/portal/login', false, '#boot-brand', 'main > div > p'],
  ] as const;
  for (const [path, signedIn, boot, real] of cases) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        it(`${path} (${scheme}, ${width} px): the same frame with scripts blocked as once the app has drawn it`, async () => {
          const { context, page } = await openContext(browser, width === 390 ? PHONE : { viewport: { width, height: 800 } });
          await page.emulateMedia({ colorScheme: scheme });
          if (signedIn) await context.addInitScript((value) => window.localStorage.setItem('glassdesk-portal-session', value), JSON.stringify(session));
          await page.route('**/portal/assets/*.js', (route) => route.abort());
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
          const before = await paintOf(page, boot);
          expect(before.text).toBe('GlassDesk');
          // New Ticket's heading and introduction are painted with the page too, where the page puts its own.
          const bootHeading = signedIn ? await paintOf(page, '#boot-page h1') : undefined;
          const bootIntro = signedIn ? await paintOf(page, '#boot-page p') : undefined;
          // The other frame is not painted.
          expect(await page.locator(boot === '#boot-bar' ? '#boot-brand' : '#boot-bar').isVisible()).toBe(false);

          await page.unroute('**/portal/assets/*.js');
          await page.goto(path);
          await page.locator(`${real} >> text="GlassDesk"`).waitFor();
          expect(await page.locator('#boot-bar, #boot-brand, #boot-page').count()).toBe(0);
          const after = await paintOf(page, `${real} >> text="GlassDesk"`);
          expect(before).toEqual(after);
          if (signedIn) {
            expect(bootHeading?.text).toBe('New Ticket');
            await page.getByRole('heading', { name: 'New Ticket', level: 1 }).waitFor();
            expect(bootHeading).toEqual(await paintOf(page, 'main h1'));
            expect(bootIntro).toEqual(await paintOf(page, 'main h1 + p'));
          }
          await context.close();
        });
      }
    }
  }
});

describe("the back-office's first paint, before its code", () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      it(`/support (${theme}, ${width} px): its heading and introduction stand in its card where the page puts them`, async () => {
        const { context, page } = await openContext(browser, width === 390 ? PHONE : { viewport: { width, height: 800 } });
        // spec §1: the back-office is dark unless the stored theme is 'light'.
        await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/support', { waitUntil: 'domcontentloaded' });
        expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
        const heading = await paintOf(page, '#boot-card h1');
        const intro = await paintOf(page, '#boot-card p');
        const card = await page.locator('#boot-card').evaluate((el) => {
          const style = getComputedStyle(el);
          return { x: Math.round(el.getBoundingClientRect().x), y: Math.round(el.getBoundingClientRect().y), background: style.backgroundColor, radius: style.borderRadius };
        });
        expect(heading.text).toBe('Support');

        await page.unroute('**/assets/*.js');
        await page.goto('/support');
        await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
        expect(await page.locator('#boot-brand, #boot-card').count()).toBe(0);
        expect(heading).toEqual(await paintOf(page, 'main h1'));
        expect(intro).toEqual(await paintOf(page, 'main h1 + p'));
        const paper = await page.locator('main h1').evaluate((h) => {
          const el = h.parentElement!;
          const style = getComputedStyle(el);
          return { x: Math.round(el.getBoundingClientRect().x), y: Math.round(el.getBoundingClientRect().y), background: style.backgroundColor, radius: style.borderRadius };
        });
        expect(card).toEqual(paper);
        await context.close();
      });
    }
  }
});
