import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, baseURL, launch, signIn } from './browser.js';
import { row, seriousViolations } from './ui.js';

// The shell and the shared screens at a phone's 390 x 844.
const PHONE = { width: 390, height: 844 };
const CITY = `Phone City ${Date.now()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await apiCall('POST', '/cities', { name: CITY });
});
afterAll(() => browser?.close());

async function openPage(viewport = PHONE) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** No sideways scrolling: the page is no wider than the screen. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('the shell on a phone (390 x 844)', () => {
  it('hides the menu behind "Open menu"; the drawer is 240 px and a navigation closes it', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => open.isVisible()).toBe(true);
    expect(await menu(page).isVisible()).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The page content has the whole width (no 240 px drawer beside it).
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(PHONE.width);
    // Every top-bar control is on screen.
    for (const control of [open, page.getByRole('button', { name: 'Toggle light/dark theme' }), page.getByRole('button', { name: 'Logout' })]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(await page.getByRole('banner').getByRole('link', { name: /./ }).last().isVisible()).toBe(true);

    await open.click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    const drawer = await page.locator('.MuiDrawer-paper').boundingBox();
    expect(drawer?.width).toBeCloseTo(240, 0);
    await menu(page).getByRole('link', { name: 'Cities', exact: true }).click();
    await page.waitForURL('**/dashboard/cities');
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    expect(await page.title()).toBe('Cities · GlassDesk');

    // Escape closes it too.
    await open.click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    await context.close();
  });

  it('the cities list and the add city form fit in 390 px', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto(`/dashboard/cities?search=${encodeURIComponent(CITY)}`);
    await expect.poll(() => row(page, CITY).count()).toBe(1);
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('link', { name: 'Add City' })
      .or(page.getByRole('button', { name: 'Add City' }))
      .click();
    await page.waitForURL('**/dashboard/cities/add');
    const field = page.getByLabel('City Name');
    await expect.poll(() => field.isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await page.title()).toBe('Add City · GlassDesk');
    const name = `Phone Added ${Date.now()}`;
    await field.fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL('**/dashboard/cities');
    await context.close();
  });

  it('a skip link comes first and moves to the main content', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    // A fresh load (as when a link is opened): the first Tab reaches the skip link.
    await page.goto('/dashboard/cities');
    await page.getByRole('heading', { name: 'Cities' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await context.close();
  });

  it('a malformed or unknown id shows Page not found', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    for (const path of ['/dashboard/cities/abc', '/dashboard/cities/2147483000']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
      expect(await page.getByText(/expected number/i).count()).toBe(0);
    }
    await context.close();
  });
});

describe('the shell from md up (1280 x 800)', () => {
  it('keeps the permanent drawer and has no menu button', async () => {
    const { context, page } = await openPage({ width: 1280, height: 800 });
    await signIn(page);
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(240);
    await context.close();
  });
});

describe('first paint', () => {
  it.each([
    ['dark', null, 'rgb(18, 20, 23)'],
    ['light', 'light', 'rgb(244, 246, 248)'],
  ])('paints the %s background before the app code runs (allowed by the CSP)', async (_name, stored, colour) => {
    const { context, page } = await openPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    if (stored) await context.addInitScript((value) => window.localStorage.setItem('theme', value), stored);
    // Hold the app's code back: what shows is what index.html alone paints.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(colour);
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    // The product name, painted with the page in the theme's colour, until the app is on.
    const brand = page.locator('#boot-brand');
    expect(await brand.isVisible()).toBe(true);
    expect(await brand.evaluate((el) => getComputedStyle(el).color)).toBe(stored === 'light' ? 'rgb(12, 105, 169)' : 'rgb(121, 172, 207)');
    expect(blocked).toEqual([]);
    await context.close();
  });
});

describe('long words in a list', () => {
  it('a 120-character city name wraps in its cell at 1280 px: the row actions stay inside the table card', async () => {
    const long = `W${Date.now()}${'x'.repeat(120)}`.slice(0, 120);
    // spec §5: a city is added with up to 50 characters and renamed with up to 150.
    const city = await apiCall<{ id: number }>('POST', '/cities', { name: long.slice(0, 40) });
    await apiCall('PUT', `/cities/${city.id}`, { name: long });
    const { context, page } = await openPage({ width: 1280, height: 800 });
    await signIn(page);
    await page.goto(`/dashboard/cities?search=${encodeURIComponent(long.slice(0, 30))}`);
    const remove = page.getByRole('button', { name: `Delete City ${long}` });
    await expect.poll(() => remove.isVisible()).toBe(true);
    const card = await page.getByRole('table', { name: 'Cities' }).locator('xpath=ancestor::div[contains(@class,"MuiPaper-root")][1]').boundingBox();
    const button = await remove.boundingBox();
    expect(card && button && button.x + button.width <= card.x + card.width).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    // The long name wraps onto several lines inside its cell.
    const nameCell = page.getByRole('cell', { name: long, exact: true });
    expect((await nameCell.boundingBox())!.height).toBeGreaterThan(30);
    await context.close();
  });
});
