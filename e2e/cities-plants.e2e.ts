import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { openFromMenu, row, snackbar } from './ui.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

describe('cities through the UI', () => {
  it('adds, renames and deletes a city with the spec texts', async () => {
    await openFromMenu(page, 'Cities');
    await page
      .getByRole('button', { name: 'Add City' })
      .or(page.getByRole('link', { name: 'Add City' }))
      .click();
    await page.waitForURL('**/dashboard/cities/add');

    // Client-side rule before any call: an empty name is refused.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('City Name is required.').count()).toBe(1);

    await page.getByLabel('City Name').fill('Marseille E2E');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/cities');
    await expect.poll(() => row(page, 'Marseille E2E').count()).toBe(1);

    // A duplicate name shows the server's 409 detail.
    await page
      .getByRole('button', { name: 'Add City' })
      .or(page.getByRole('link', { name: 'Add City' }))
      .click();
    await page.getByLabel('City Name').fill('marseille e2e');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('A City with this name already exists.');
    await page
      .getByRole('button', { name: 'Back' })
      .or(page.getByRole('link', { name: 'Back' }))
      .click();
    // The refused name is still typed in: leaving asks first.
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/dashboard/cities');

    await row(page, 'Marseille E2E')
      .getByRole('link', { name: 'Edit City' })
      .or(row(page, 'Marseille E2E').getByRole('button', { name: 'Edit City' }))
      .click();
    await page.waitForURL(/\/dashboard\/cities\/\d+$/);
    const field = page.getByLabel('City Name');
    await expect.poll(() => field.inputValue()).toBe('Marseille E2E');
    await field.fill('M');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('City Name must be at least 2 characters.').count()).toBe(1);
    await field.fill('Marseille Nord');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Updated Successfully');
    await page.waitForURL('**/dashboard/cities');
    await expect.poll(() => row(page, 'Marseille Nord').count()).toBe(1);

    await row(page, 'Marseille Nord').getByRole('button', { name: 'Delete City' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete City' });
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to delete the City ?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await row(page, 'Marseille Nord').count()).toBe(1);

    await row(page, 'Marseille Nord').getByRole('button', { name: 'Delete City' }).click();
    await page.getByRole('dialog', { name: 'Delete City' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Deleted successfully');
    await expect.poll(() => row(page, 'Marseille Nord').count()).toBe(0);
  });

  it('keeps page, size and search in the URL across a reload', async () => {
    for (let i = 0; i < 12; i++) await apiCall('POST', '/cities', { name: `Paged City ${String(i).padStart(2, '0')}` });
    await page.goto('/dashboard/cities');
    await page.getByLabel('Search').fill('Paged City');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Paged City');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Paged City' }).count()).toBe(10);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Paged City' }).count()).toBe(2);
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Paged City' }).count()).toBe(2);
    // Rows are numbered across pages.
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toMatch(/^11/);
  });
});

describe('plants through the UI', () => {
  it('adds a plant with a city chosen from the searchable dropdown, edits it and deletes it', async () => {
    await apiCall('POST', '/cities', { name: 'Toulouse E2E' });
    await openFromMenu(page, 'Plants');
    await page
      .getByRole('button', { name: 'Add Plant' })
      .or(page.getByRole('link', { name: 'Add Plant' }))
      .click();
    await page.waitForURL('**/dashboard/plants/add');

    await page.getByLabel('Name').fill('Blagnac Plant');
    await page.getByLabel('Address').fill('12 Rue du Verre\nBlagnac');
    await page.getByLabel('Contact').fill('0561000');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('Contact must be at least 10 characters.').count()).toBe(1);
    await page.getByLabel('Contact').fill('0561000000');
    await page.getByLabel('City').fill('Toulo');
    await page.getByRole('option', { name: 'Toulouse E2E' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Added successfully');
    await page.waitForURL('**/dashboard/plants');

    const plants = await apiCall<{ list: Array<{ id: number; name: string; address: string; city: { name: string } | null }> }>('GET', '/plants?search=Blagnac');
    expect(plants.list[0]).toMatchObject({ name: 'Blagnac Plant', address: '12 Rue du Verre\nBlagnac', city: { name: 'Toulouse E2E' } });

    await row(page, 'Blagnac Plant')
      .getByRole('link', { name: 'Edit Plant' })
      .or(row(page, 'Blagnac Plant').getByRole('button', { name: 'Edit Plant' }))
      .click();
    await page.waitForURL(/\/dashboard\/plants\/\d+$/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Blagnac Plant');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Toulouse E2E');
    await page.getByLabel('Name').fill('Blagnac Plant North');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Updated Successfully');
    await page.waitForURL('**/dashboard/plants');

    await row(page, 'Blagnac Plant North').getByRole('button', { name: 'Delete Plant' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to delete the Plant ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Deleted successfully');
    await expect.poll(() => row(page, 'Blagnac Plant North').count()).toBe(0);
  });
});
