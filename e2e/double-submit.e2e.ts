import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { row, snackbar } from './ui.js';

// One click (or one Enter) is one request, whatever the hands do while the request runs.
const API = '/api/admin/v1.0';
const RUN = Date.now().toString(36);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

/** Counts the requests of one method to one API path (query strings ignored). */
function countRequests(p: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === method && path.test(url.pathname)) seen.push(url.pathname);
  };
  p.on('request', listener);
  return { seen, stop: () => p.off('request', listener) };
}

/** Holds writes to the API for a moment, as a slow server would: the second click lands while the first runs. */
async function slowWrites(p: Page, ms = 600) {
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await p.route((url) => url.pathname.startsWith(API), handler);
  return () => p.unroute((url) => url.pathname.startsWith(API), handler);
}

const settle = () => page.waitForTimeout(800);

describe('one click is one request', () => {
  it('a double click on Add in Add City sends one POST, with the button busy meanwhile', async () => {
    const unslow = await slowWrites(page);
    const posts = countRequests(page, 'POST', /\/cities$/);
    try {
      await page.goto('/dashboard/cities/add');
      await page.getByLabel('City Name').fill(`Double Click ${RUN}`);
      const add = page.getByRole('button', { name: 'Add', exact: true });
      await add.dblclick();
      // While the call runs the button is disabled and shows a spinner.
      expect(await add.isDisabled()).toBe(true);
      expect(await add.locator('[role="progressbar"]').count()).toBe(1);
      await page.waitForURL('**/dashboard/cities');
      await settle();
      expect(posts.seen).toHaveLength(1);
      await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
      // Back on the list, focus starts at its heading rather than on the page body.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    } finally {
      posts.stop();
      await unslow();
    }
  });

  it('Enter pressed three times in Add City sends one POST', async () => {
    const unslow = await slowWrites(page);
    const posts = countRequests(page, 'POST', /\/cities$/);
    try {
      await page.goto('/dashboard/cities/add');
      const field = page.getByLabel('City Name');
      await field.fill(`Triple Enter ${RUN}`);
      await field.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/cities');
      await settle();
      expect(posts.seen).toHaveLength(1);
    } finally {
      posts.stop();
      await unslow();
    }
  });

  it('a double click on Yes in the delete dialog sends one DELETE; the dialog opens on Cancel and focus ends on the table', async () => {
    const name = `Delete Twice ${RUN}`;
    await apiCall('POST', '/cities', { name });
    const unslow = await slowWrites(page);
    const deletes = countRequests(page, 'DELETE', /\/cities\/\d+$/);
    try {
      await page.goto(`/dashboard/cities?search=${encodeURIComponent(name)}`);
      await row(page, name)
        .getByRole('button', { name: `Delete City ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete City' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await dialog.getByRole('button', { name: 'Yes' }).dblclick();
      await expect.poll(() => snackbar(page).textContent()).toContain('Deleted successfully');
      await expect.poll(() => dialog.count()).toBe(0);
      await settle();
      expect(deletes.seen).toHaveLength(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cities');
    } finally {
      deletes.stop();
      await unslow();
    }
  });

  it("a double click on a user's plant Add sends one POST, and on Remove one DELETE", async () => {
    const plant = `Twice Plant ${RUN}`;
    await apiCall('POST', '/plants', { name: plant, contact: '0123456789' });
    const groups = await apiCall<{ operations: { id: number; name: string }[] }[]>('GET', '/operations/all');
    const listCities = groups.flatMap((group) => group.operations).find((operation) => operation.name === 'List Cities')!;
    const role = await apiCall<{ id: number }>('POST', '/roles', { name: `Twice ${RUN}`, operations: [listCities.id] });
    const user = await apiCall<{ id: number }>('POST', '/users', {
      first_name: 'Dora',
      last_name: 'Double',
      email: `dora.${RUN}@example.com`,
      password: 'double-pass-1',
      role: role.id,
    });

    const unslow = await slowWrites(page);
    const posts = countRequests(page, 'POST', /\/user-plant$/);
    const deletes = countRequests(page, 'DELETE', /\/user-plant\/\d+$/);
    try {
      await page.goto(`/dashboard/settings/users/${user.id}`);
      const section = page.getByRole('region', { name: 'Plants' });
      await section.getByRole('combobox', { name: 'Plant' }).click();
      await page.getByRole('option', { name: plant }).click();
      await section.getByRole('button', { name: 'Add', exact: true }).dblclick();
      await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
      await expect.poll(() => section.getByRole('list', { name: 'Assigned plants' }).getByText(plant).count()).toBe(1);
      await settle();
      expect(posts.seen).toHaveLength(1);

      await section.getByRole('button', { name: `Remove Plant ${plant}` }).dblclick();
      await expect.poll(() => section.getByRole('list', { name: 'Assigned plants' }).getByText(plant).count()).toBe(0);
      await settle();
      expect(deletes.seen).toHaveLength(1);
    } finally {
      posts.stop();
      deletes.stop();
      await unslow();
    }
  });
});
