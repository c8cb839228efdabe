import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, baseURL, launch, newPage, signIn } from './browser.js';
import { openFromMenu, row, seriousViolations, snackbar } from './ui.js';

// The activity log end to end: who changed this customer's per-day charge, when, and from what, answered on the customer's
// History and on Settings > Activity (filtered by actor), and in the exported workbook.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const GRACE = { first_name: 'Grace', last_name: `Hopper${RUN}`, email: `grace.${RUN}@example.com`, number: '0412345670', password: 'grace-pass-1' };
const NAME = `${GRACE.first_name} ${GRACE.last_name}`;

async function setCost(p: Page, perDay: string) {
  await p.getByRole('button', { name: `More actions for ${NAME}` }).click();
  await p
    .getByRole('menu', { name: `More actions for ${NAME}` })
    .getByRole('menuitem', { name: 'Set Cost' })
    .click();
  const dialog = p.getByRole('dialog', { name: /Set Cost/ });
  await dialog.getByLabel('Max Days Allowed').fill('7');
  await dialog.getByLabel('Per Day Charge').fill(perDay);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => snackbar(p).textContent()).toContain('Updated.');
  await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
}

describe('the activity log through the UI', () => {
  let customerId = 0;

  it("changes a customer's per-day charge and reads who, when and from what on the customer's History", async () => {
    const res = await fetch(`${baseURL()}/api/customer/v1.0/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(GRACE) });
    expect(res.status).toBe(201);
    customerId = ((await res.json()) as { id: number }).id;

    await page.getByRole('navigation', { name: 'Main menu' }).locator('a[href="/dashboard/customers"]').click();
    await page.waitForURL('**/dashboard/customers');
    await page.getByRole('table', { name: 'Customers', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(GRACE.last_name);
    await expect.poll(() => row(page, NAME).count()).toBe(1);
    await setCost(page, '2');
    await setCost(page, '3.5');

    await page.goto(`${baseURL()}/dashboard/customers/${customerId}`);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('list', { name: `History of ${NAME}` });
    await expect.poll(() => history.getByRole('listitem').first().textContent()).toContain('Super Admin changed Per Day Charge $2.00 → $3.50');
    // Newest first: the first cost change (both fields) under it, the registration (by the customer) last.
    const items = await history.getByRole('listitem').allTextContents();
    expect(items[1]).toContain('Super Admin changed Max Days Allowed 0 → 7');
    expect(items.at(-1)).toContain(`${NAME} created Customer ${NAME}`);
    // The first cost change expands to every field it changed.
    await history.getByRole('listitem').nth(1).getByRole('button', { expanded: false }).click();
    await expect.poll(() => history.getByRole('listitem').nth(1).textContent()).toContain('Per Day Charge: $0.00 → $2.00');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds the change on Activity filtered by actor, and exports the filter as a workbook', async () => {
    await openFromMenu(page, 'Activity', 'settings/activity');
    const table = page.getByRole('table', { name: 'Activity' });
    await table.waitFor();
    await page.getByRole('combobox', { name: 'Changed by' }).click();
    await page.getByRole('option', { name: 'Staff user' }).click();
    await page.getByRole('combobox', { name: 'User', exact: true }).click();
    await page.getByRole('option', { name: /^Super Admin/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(GRACE.last_name.toLowerCase());
    await expect.poll(() => new URL(page.url()).searchParams.get('actor_type')).toBe('user');
    const admin = await apiCall<{ list: { actor: { id: number } }[] }>('GET', `/activity?actor_type=user&search=${GRACE.last_name}&limit=1`);
    await expect.poll(() => new URL(page.url()).searchParams.get('actor_id')).toBe(String(admin.list[0].actor.id));
    // Only the admin's two changes: the registration was the customer's own.
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('Per Day Charge $2.00 → $3.50');
    expect(await seriousViolations(page)).toEqual([]);

    // A shared link keeps the filter.
    await page.reload();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('activity.xlsx');
    await expect.poll(() => snackbar(page).textContent()).toContain('File created successfully.');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gd-activity-')), 'activity.xlsx');
    await file.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((r) =>
      rows.push(
        (r.values as unknown[])
          .slice(1)
          .map((v) => (v instanceof Date ? v.toISOString() : typeof v === 'object' && v !== null ? JSON.stringify(v) : String((v as string | number | undefined) ?? ''))),
      ),
    );
    expect(rows[0]).toEqual(['At', 'Actor', 'Actor Type', 'Action', 'Record Type', 'Record', 'Changes', 'Request Id']);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(expect.arrayContaining(['Super Admin', 'user', 'updated', 'Customer', `Customer ${NAME}`, 'per_day_charge: $2.00 -> $3.50']));
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
  });
});
