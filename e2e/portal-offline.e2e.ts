import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, launch } from './browser.js';
import { customerToken, customerUrl, insertCustomer, jpeg, openContext, PHONE, portalSignIn } from './portal-helpers.js';

// The portal installed on a phone opens without a network: its service worker keeps the app shell, the
// code and the tickets last loaded; the page says it is offline.
let browser: Browser;
const RUN = Date.now().toString(36).slice(-5);
const EMAIL = `offline.${RUN}@example.com`;
const ORDER_NO = `OFF-${RUN}`;
let ticketId = 0;

beforeAll(async () => {
  browser = await launch();
  const customer = await insertCustomer({ first_name: 'Olive', last_name: `Offline${RUN}`, email: EMAIL, password: 'offline-pass-1' });
  // A ticket needs the customer's business: Olive is its master customer.
  await apiCall('POST', '/business', { name: `Offline Glass ${RUN}`, account_id: null, customer_id: customer, contact: '0412000333', address: '3 Offline Lane' });
  const glassType = await apiCall<{ id: number }>('POST', '/glass-types', { name: `Toughened ${RUN}` });
  const reason = await apiCall<{ id: number }>('POST', '/warranty-reasons', { name: `Cracked ${RUN}` });
  const token = await customerToken(EMAIL, 'offline-pass-1');
  const form = new FormData();
  const fields = { glass_order_no: ORDER_NO, glass_type_id: String(glassType.id), warranty_reason_id: String(reason.id), glass_size: '600x400', received_date: '2026-02-03' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('defect_images', new Blob([new Uint8Array(await jpeg(40, 90, 160))], { type: 'image/jpeg' }), 'defect.jpg');
  const created = await fetch(customerUrl('/tickets'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(created.status, await created.clone().text()).toBe(201);
  ticketId = ((await created.json()) as { id: number }).id;
});
afterAll(() => browser?.close());

describe('the portal offline', () => {
  it('opens My Tickets and a ticket loaded before without a network, and says it is offline', async () => {
    const { context, page } = await openContext(browser, PHONE);
    await portalSignIn(page, EMAIL, 'offline-pass-1');
    await page.getByText(ORDER_NO).first().waitFor();
    // The service worker is installed and controls the page (it claims it once active).
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
    await page.goto(`/portal/tickets/${ticketId}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /\S/ }).first().waitFor();
    await page.goto('/portal/tickets');
    await page.getByText(ORDER_NO).first().waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline. What you see may be out of date.').waitFor();
    await page.getByRole('heading', { name: 'My Tickets', level: 1 }).waitFor();
    // The list comes from the answer the service worker kept (after the shell): waited for, not read at once.
    await page.getByText(ORDER_NO).first().waitFor();
    // A ticket opened before opens again, from what was kept.
    await page.goto(`/portal/tickets/${ticketId}`);
    await page.getByText('You are offline. What you see may be out of date.').waitFor();
    await page.getByText(ORDER_NO).first().waitFor();
    await context.close();
  });

  it('opens My Trolleys offline from its last answer, and the offline banner goes by itself once back online', async () => {
    const { context, page } = await openContext(browser, PHONE);
    await portalSignIn(page, EMAIL, 'offline-pass-1');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
    await page.goto('/portal/trolleys');
    await page.getByRole('heading', { name: 'My Trolleys', level: 1 }).waitFor();
    await page.getByText('You hold no trolleys at the moment.').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline. What you see may be out of date.').waitFor();
    await page.getByRole('heading', { name: 'My Trolleys', level: 1 }).waitFor();
    // The kept answer, not a "no connection" error, with the time it was loaded.
    await page.getByText('You hold no trolleys at the moment.').waitFor();
    await page.getByText(/^As of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, when this phone was last online/).waitFor();

    // Back online, the banner goes by itself (no Reload).
    await context.setOffline(false);
    await expect.poll(() => page.getByText('You are offline. What you see may be out of date.').count()).toBe(0);
    await context.close();
  });
});
