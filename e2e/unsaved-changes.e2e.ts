import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { snackbar } from './ui.js';

// A form with unsaved changes asks before leaving (Stay / Leave); a successful save does not ask.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const prompt = () => page.getByRole('dialog', { name: 'Unsaved changes' });
const RUN = Date.now().toString(36);

describe('leaving a form with unsaved changes', () => {
  it('Help edit: Back after typing asks; Stay keeps the text, Leave goes back to Help', async () => {
    await page.goto('/dashboard/help');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/dashboard\/help\/\d+$/);
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` Unsaved words ${RUN}`);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => prompt().count()).toBe(1);
    expect(await prompt().textContent()).toContain('You have unsaved changes. Leave this page and discard them?');
    // The safe answer has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');

    await prompt().getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => prompt().count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard\/help\/\d+$/);
    expect(await editor.textContent()).toContain(`Unsaved words ${RUN}`);

    await page.getByRole('link', { name: 'Back' }).click();
    await prompt().getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/dashboard/help');
    expect(await page.getByRole('article', { name: 'Help content' }).textContent()).not.toContain(`Unsaved words ${RUN}`);
  });

  it("Add City: the browser's back button asks too; Leave goes back", async () => {
    await page.goto('/dashboard/cities');
    await page.getByRole('link', { name: 'Add City' }).click();
    await page.waitForURL('**/dashboard/cities/add');
    await page.getByLabel('City Name').fill(`Half typed ${RUN}`);
    await page.goBack();
    await expect.poll(() => prompt().count()).toBe(1);
    // The router puts the address back with history.go() when it blocks a back step; that lands a moment after the prompt shows.
    await expect.poll(() => page.url()).toMatch(/\/dashboard\/cities\/add$/);
    await prompt().getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('City Name').inputValue()).toBe(`Half typed ${RUN}`);

    await page.goBack();
    await prompt().getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/dashboard/cities');
  });

  it('Add City: a successful Add does not ask', async () => {
    await page.goto('/dashboard/cities/add');
    await page.getByLabel('City Name').fill(`Saved ${RUN}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/cities');
    expect(await prompt().count()).toBe(0);
  });

  it('closing the tab with unsaved changes is warned of (beforeunload)', async () => {
    const { page: other, context } = await newPage(browser);
    try {
      await signIn(other);
      await other.goto('/dashboard/cities/add');
      // Typed key by key, as a person does: Chromium shows a beforeunload prompt only on a page the user has
      // interacted with, and the guard is armed once the form has re-rendered as changed.
      await other.getByLabel('City Name').click();
      await other.keyboard.type(`Closing ${RUN}`);
      await expect
        .poll(() =>
          other.evaluate(() => {
            const probe = new Event('beforeunload', { cancelable: true });
            window.dispatchEvent(probe);
            return probe.defaultPrevented;
          }),
        )
        .toBe(true);
      const dialogType = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no beforeunload prompt within 10 s of closing the tab')), 10_000);
        other.once('dialog', (dialog) => {
          clearTimeout(timer);
          resolve(dialog.type());
          void dialog.accept();
        });
      });
      await other.close({ runBeforeUnload: true });
      expect(await dialogType).toBe('beforeunload');
    } finally {
      await context.close();
    }
  });
});
