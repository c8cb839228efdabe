import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';

// With a slow API the table shows what it holds: row numbers and footer change with the rows, not on
// the click; the rows being replaced are dimmed; the first load shows skeleton rows; the table is aria-busy.
const PREFIX = `Slow Paging ${Date.now().toString(36)}`;
const TOTAL = 26;
const LIST = '/api/admin/v1.0/cities';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  for (let i = 1; i <= TOTAL; i++) await apiCall('POST', '/cities', { name: `${PREFIX} ${String(i).padStart(2, '0')}` });
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

/** Holds every answer of GET /cities until the test releases it: a slow network under the test's control. */
async function holdListAnswers(p: Page) {
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() === 'GET') await gate;
    await route.continue();
  };
  const matches = (url: URL) => url.pathname === LIST;
  await p.route(matches, handler);
  return {
    release: () => release(),
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    stop: async () => {
      release();
      await p.unroute(matches, handler);
    },
  };
}

const table = () => page.getByRole('table', { name: 'Cities' });
const firstNumber = () => table().locator('tbody tr').first().locator('td').first().textContent();
const firstName = () => table().locator('tbody tr').first().locator('td').nth(1).textContent();
const footer = () => page.locator('.MuiTablePagination-displayedRows').textContent();
const busy = () => table().getAttribute('aria-busy');
const bodyOpacity = () =>
  table()
    .locator('tbody')
    .evaluate((body) => getComputedStyle(body).opacity);

describe('the cities list on a slow network', () => {
  it('shows skeleton rows and aria-busy on the first load, never "0–0 of 0"', async () => {
    const slow = await holdListAnswers(page);
    try {
      const waiting = page.waitForRequest((request) => new URL(request.url()).pathname === LIST);
      await page.goto(`/dashboard/cities?search=${encodeURIComponent(PREFIX)}&sort_by=name&order=asc`);
      await waiting;
      await expect.poll(() => table().count()).toBe(1);
      expect(await busy()).toBe('true');
      await expect.poll(() => table().locator('tbody tr[data-testid="skeleton-row"]').count()).toBeGreaterThan(0);
      expect(await footer()).not.toContain('0–0 of 0');
      expect(await page.getByText('No records found.').count()).toBe(0);

      slow.release();
      await expect.poll(() => firstName()).toBe(`${PREFIX} 01`);
      expect(await footer()).toBe(`1–10 of ${TOTAL}`);
      await expect.poll(() => busy()).toBe('false');
      expect(await table().locator('tbody tr[data-testid="skeleton-row"]').count()).toBe(0);
    } finally {
      await slow.stop();
    }
  });

  it('Next keeps page 1 numbered 1-10 (dimmed) until page 2 arrives, then shows 11-20', async () => {
    await page.goto(`/dashboard/cities?search=${encodeURIComponent(PREFIX)}&sort_by=name&order=asc`);
    await expect.poll(() => firstName()).toBe(`${PREFIX} 01`);
    const slow = await holdListAnswers(page);
    try {
      const asked = page.waitForRequest((request) => new URL(request.url()).pathname === LIST && new URL(request.url()).searchParams.get('start') === '10');
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await asked;
      await expect.poll(() => busy()).toBe('true');
      // The rows on screen are still page 1's: so are their numbers and the footer.
      expect(await firstNumber()).toBe('1');
      expect(await firstName()).toBe(`${PREFIX} 01`);
      expect(await footer()).toBe(`1–10 of ${TOTAL}`);
      await expect.poll(() => bodyOpacity()).toBe('0.5');
      await page.waitForTimeout(700);
      expect(await firstNumber()).toBe('1');
      expect(await footer()).toBe(`1–10 of ${TOTAL}`);

      slow.release();
      await expect.poll(() => firstName()).toBe(`${PREFIX} 11`);
      expect(await firstNumber()).toBe('11');
      expect(await footer()).toBe(`11–20 of ${TOTAL}`);
      await expect.poll(() => busy()).toBe('false');
      await expect.poll(() => bodyOpacity()).toBe('1');
    } finally {
      await slow.stop();
    }
  });
});
