import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, launch, signIn } from './browser.js';
import { DESKTOP, insertCustomer, openContext, PHONE, portalSignIn } from './portal-helpers.js';
import { seriousViolations } from './ui.js';

// A statement the customer disputes and staff credit. A customer ($5 a day, no free days) held two trolleys last
// month, which staff closed. On a 390 px phone the customer disputes one line; staff at 1280 px open the dispute from
// the Disputes screen and credit it; the customer sees the credit on the disputed month and as an adjustment on this
// month's statement.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const HOLDER = { first_name: 'Dora', last_name: `Disputer${RUN}`, email: `dora.${RUN}@example.com`, password: 'dora-pass-1' };
const HOLDER_NAME = `${HOLDER.first_name} ${HOLDER.last_name}`;
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const MONTH = last.toISOString().slice(0, 7);
const monthName = (d: Date) => new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
const LAST_NAME = monthName(last);
const THIS_NAME = monthName(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
const UIDS = { a: `DSP-${RUN}-A`.toUpperCase(), b: `DSP-${RUN}-B`.toUpperCase() };
let customerId: number;

/** Moves the trolleys' creation and the customer's cost terms 70 days back, so hand-overs can be dated last month. */
function backdate(trolleyIds: number[]) {
  const db = new SQLite(path.join(inject('dataDir'), 'glassdesk.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const then = new Date(Date.now() - 70 * 86_400_000).toISOString();
    for (const id of trolleyIds) {
      db.prepare('update trolley_transactions set at = ? where trolley_id = ?').run(then, id);
      db.prepare('update trolleys set status_at = ? where id = ?').run(then, id);
    }
    db.prepare('update customer_cost_history set created_at = ? where customer_id = ?').run(then, customerId);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const plant = await apiCall<{ id: number }>('POST', '/plants', { name: `Dispute Plant ${RUN}`, address: null, contact: '0123456789', city_id: null });
  customerId = await insertCustomer(HOLDER);
  await apiCall('PUT', `/customers/${customerId}/cost`, { max_day_allowed: 0, per_day_charge: 5 });
  const ids: number[] = [];
  for (const uid of [UIDS.a, UIDS.b]) {
    const trolley = await apiCall<{ id: number }>('POST', '/trolleys', {
      name: `Rack ${uid}`,
      uid,
      trolley_photo_url: null,
      serial_number: null,
      is_certified: true,
      expiry_date: null,
      plant_id: plant.id,
    });
    ids.push(trolley.id);
  }
  backdate(ids);
  const at = (day: number) => new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), day, 10)).toISOString();
  // A: 2 days ($10); B: 3 days ($15). Last month: $25.
  await apiCall('PUT', `/trolleys/${ids[0]}/delivery`, { customer_id: customerId, no_of_bars: 2, images: [], note: null, at: at(3) });
  await apiCall('PUT', `/trolleys/${ids[0]}/pickup`, { no_of_bars: 2, images: [], note: null, at: at(5) });
  await apiCall('PUT', `/trolleys/${ids[1]}/delivery`, { customer_id: customerId, no_of_bars: 2, images: [], note: null, at: at(10) });
  await apiCall('PUT', `/trolleys/${ids[1]}/pickup`, { no_of_bars: 2, images: [], note: null, at: at(13) });
  await apiCall('PUT', `/customers/${customerId}/statements/${MONTH}/close`, {});
});

describe('A disputed statement', () => {
  it('the customer disputes a line on a phone, staff credit it, and the customer sees the credit on this month', async () => {
    const phone = await openContext(browser, PHONE);
    const p = phone.page;
    await portalSignIn(p, HOLDER.email, HOLDER.password);
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Statements' }).click();
    await p.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();
    await p
      .getByRole('list', { name: 'Statements' })
      .getByRole('link', { name: new RegExp(LAST_NAME) })
      .click();
    await p.getByRole('heading', { name: LAST_NAME, level: 1 }).waitFor();
    await expect.poll(() => p.getByLabel('Total $25.00').count()).toBe(1);

    await p.getByRole('button', { name: 'Dispute' }).click();
    await p.getByRole('checkbox', { name: new RegExp(UIDS.b) }).check();
    await p.getByRole('textbox', { name: `Reason for ${UIDS.b}` }).fill('We returned it on the 11th, two days earlier.');
    await p.getByRole('button', { name: 'Send dispute' }).dblclick();
    await p.getByText(/Dispute No\. \d+ · Open/).waitFor();
    const disputeId = Number(/No\. (\d+)/.exec(await p.getByText(/Dispute No\. \d+ · Open/).innerText())![1]);
    // No scrolling sideways on the phone.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(p)).toEqual([]);

    const desk = await openContext(browser, { viewport: { width: 1280, height: 900 } } as typeof DESKTOP);
    const s = desk.page;
    await signIn(s);
    await s.goto('/dashboard/disputes');
    const table = s.getByRole('table', { name: 'Disputes' });
    await table.getByRole('link', { name: `Open dispute No. ${disputeId} of ${HOLDER_NAME}` }).click();
    await s.getByRole('heading', { name: `Dispute No. ${disputeId}`, level: 1 }).waitFor();
    const statement = s.getByRole('table', { name: `Statement ${LAST_NAME}` });
    await expect.poll(() => statement.getByRole('row').filter({ hasText: UIDS.b }).innerText()).toContain('We returned it on the 11th');
    // The default credit is what the disputed line cost.
    expect(await s.getByRole('textbox', { name: 'Amount ($)' }).inputValue()).toBe('15.00');
    await s.getByRole('textbox', { name: 'Amount ($)' }).fill('10');
    await s.getByRole('textbox', { name: 'Reply to the customer' }).fill('You are right about the pickup: $10 is credited.');
    // The page as staff read it before settling (the snackbar's fade after Credit is no state to audit).
    expect(await seriousViolations(s)).toEqual([]);
    await s.getByRole('button', { name: 'Credit', exact: true }).click();
    const dialog = s.getByRole('dialog', { name: 'Credit Dispute' });
    await expect.poll(() => dialog.innerText()).toContain(`Credit $10.00 to ${HOLDER_NAME}?`);
    await dialog.getByRole('button', { name: 'Credit' }).click();
    await s.getByText(`$10.00 credited on ${THIS_NAME}`).waitFor();

    await p.reload();
    await p.getByText(`$10.00 credited on your ${THIS_NAME} statement.`).waitFor();
    await p.getByText('GlassDesk replied: You are right about the pickup: $10 is credited.').waitFor();
    await p.goto(`/portal/statements/${now.toISOString().slice(0, 7)}`);
    const adjustments = p.getByRole('list', { name: 'Charges and adjustments' });
    await expect.poll(() => adjustments.innerText()).toContain(`Credit for dispute No. ${disputeId} (${MONTH})`);
    expect(await adjustments.innerText()).toContain('-$10.00');
    await phone.context.close();
    await desk.context.close();
  });
});
