import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { seriousViolations } from './ui.js';

// CONVENTIONS "Accessibility": an axe scan of each screen finds no serious or critical violation.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PUBLIC = ['/login', '/forgot', '/privacy-policy', '/support'];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/cities',
  '/dashboard/cities/add',
  '/dashboard/plants',
  '/dashboard/plants/add',
  '/dashboard/profile',
  '/dashboard/unauthorized',
  '/dashboard/settings/mail',
];

describe('accessibility (axe)', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`public screens have no serious or critical violation (${theme})`, async () => {
      const { page, context } = await newPage(browser);
      await page.goto('/login');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const url of PUBLIC) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), url).toEqual([]);
      }
      await context.close();
    });

    it(`signed-in screens have no serious or critical violation (${theme})`, async () => {
      const city = await apiCall<{ id: number }>('POST', '/cities', { name: `Axe City ${theme}` });
      const { page, context } = await newPage(browser);
      await signIn(page);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const url of [...SIGNED_IN, `/dashboard/cities/${city.id}`]) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), url).toEqual([]);
      }
      // The delete dialog too.
      await page.goto('/dashboard/cities');
      await page.getByRole('button', { name: 'Delete City' }).first().click();
      await page.getByRole('dialog').waitFor();
      // Let the fade-in finish: half-transparent text mid-transition is not what anyone reads.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1');
      expect(await seriousViolations(page), 'delete dialog').toEqual([]);
      await context.close();
    });
  }
});
