import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newPage, signIn } from './browser.js';
import { insertCustomer } from './portal-helpers.js';
import { seriousViolations } from './ui.js';

// A customer's monthly statement. A customer ($5 a day, no free days) held a trolley for 3 days last month;
// staff open the customer's Statements tab, open last month, close it (confirmation first) and download it.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const HOLDER = { first_name: 'Stat', last_name: `Ement${RUN}`, email: `stat.${RUN}@example.com`, password: 'stat-pass-1' };
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const MONTH = last.toISOString().slice(0, 7);
const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(last);
let customerId: number;

/** Moves the trolley's creation and the customer's cost terms 70 days back, so hand-overs can be dated last month. */
function backdate(trolleyId: number) {
  const db = new SQLite(path.join(inject('dataDir'), 'glassdesk.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const then = new Date(Date.now() - 70 * 86_400_000).toISOString();
    db.prepare('update trolley_transactions set at = ? where trolley_id = ?').run(then, trolleyId);
    db.prepare('update trolleys set status_at = ? where id = ?').run(then, trolleyId);
    db.prepare('update customer_cost_history set created_at = ? where customer_id = ?').run(then, customerId);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const plant = await apiCall<{ id: number }>('POST', '/plants', { name: `Statement Plant ${RUN}`, address: null, contact: '0123456789', city_id: null });
  customerId = await insertCustomer(HOLDER);
  await apiCall('PUT', `/customers/${customerId}/cost`, { max_day_allowed: 0, per_day_charge: 5 });
  const trolley = await apiCall<{ id: number }>('POST', '/trolleys', {
    name: `Statement ${RUN}`,
    uid: `STM-${RUN}`.toUpperCase(),
    trolley_photo_url: null,
    serial_number: null,
    is_certified: true,
    expiry_date: null,
    plant_id: plant.id,
  });
  backdate(trolley.id);
  const at = (day: number) => new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), day, 10)).toISOString();
  await apiCall('PUT', `/trolleys/${trolley.id}/delivery`, { customer_id: customerId, no_of_bars: 2, images: [], note: null, at: at(5) });
  await apiCall('PUT', `/trolleys/${trolley.id}/pickup`, { no_of_bars: 2, images: [], note: null, at: at(8) });
});

describe('Statements', () => {
  it("opens last month's statement from the customer, closes it after a confirmation, and downloads it", async () => {
    await page.goto(`/dashboard/customers/${customerId}`);
    await page.getByRole('tab', { name: 'Statements' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('statements');
    const statements = page.getByRole('table', { name: 'Statements' });
    await statements.getByRole('link', { name: MONTH_NAME }).click();
    await page.getByRole('heading', { name: `Statement ${MONTH_NAME}`, level: 1 }).waitFor();
    const holds = page.getByRole('table', { name: 'Holds' });
    await expect.poll(() => holds.innerText()).toContain(`STM-${RUN}`.toUpperCase());
    expect(await holds.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['3', '$5.00', '$15.00']));
    expect(await page.getByText('Total $15.00').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Close statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close statement' });
    await expect.poll(() => dialog.innerText()).toContain(`Close the statement of ${MONTH_NAME}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Closed.');
    await expect.poll(() => page.getByRole('button', { name: 'Close statement' }).count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`statement-${customerId}-${MONTH}.xlsx`);

    // Back on the customer, the month reads Closed.
    await page.goto(`/dashboard/customers/${customerId}?tab=statements`);
    const row = page.getByRole('table', { name: 'Statements' }).getByRole('row').filter({ hasText: MONTH_NAME });
    await expect.poll(() => row.innerText()).toContain('Closed');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
