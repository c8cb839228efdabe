import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { apiCall, baseURL, launch, newPage, signIn } from './browser.js';
import { row, expectAccessible, snackbar } from './ui.js';

// Tickets end to end: a customer raises a ticket with photos through the customer app's API; staff find it on the
// dashboard, open it, see its photos, notify the customer, comment, deliver it, disable and restore it, and export
// the list to Excel.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

// Unique per run, so the suite never depends on another suite's (or an earlier run's) rows.
const RUN = Date.now().toString(36).slice(-5);
const CUSTOMER = { first_name: 'Tina', last_name: `Ticket${RUN}`, email: `tina.${RUN}@example.com`, number: '0412000111', password: 'tina-pass-1' };
const BUSINESS = `Glassworks ${RUN}`;
const ORDER_NO = `GO-${RUN}`;
const NOTIFICATION = `Your glass ships on Monday ${RUN}.`;
const COMMENT = `Production booked the cut ${RUN}.`;

const customerApi = (url: string) => `${baseURL()}/api/customer/v1.0${url}`;
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A customer registered, approved and made master of a new business, who raises one ticket with 2 defect photos and 1 label photo. */
async function raiseTicket(): Promise<{ id: number; ticket_id: string }> {
  const registered = await fetch(customerApi('/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
  expect(registered.status).toBe(201);
  const { id: customerId } = (await registered.json()) as { id: number };
  await apiCall('PUT', `/customers/${customerId}/approval`, { is_approved: true });
  await apiCall('POST', '/business', { name: BUSINESS, account_id: null, customer_id: customerId, contact: '0412000111', address: '9 Pane Road' });
  const glassType = await apiCall<{ id: number }>('POST', '/glass-types', { name: `Toughened ${RUN}` });
  const reason = await apiCall<{ id: number }>('POST', '/warranty-reasons', { name: `Seal failure ${RUN}` });

  const login = await fetch(customerApi('/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CUSTOMER.email, password: CUSTOMER.password }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const form = new FormData();
  const fields = {
    glass_order_no: ORDER_NO,
    customer_po_no: `PO-${RUN}`,
    glass_type_id: String(glassType.id),
    warranty_reason_id: String(reason.id),
    glass_size: '1200x800',
    panel_status: 'Installed',
    marks: 'Top left corner',
    received_date: '2026-01-15',
    expected_date: '2026-02-01',
    note: '<p>Crack along the <strong>bottom edge</strong>.</p>',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('defect_images', new Blob([new Uint8Array(await png(200, 40, 40))], { type: 'image/png' }), 'defect-1.png');
  form.append('defect_images', new Blob([new Uint8Array(await png(40, 40, 200))], { type: 'image/png' }), 'defect-2.png');
  form.append('label_images', new Blob([new Uint8Array(await png(40, 160, 40))], { type: 'image/png' }), 'label.png');
  const created = await fetch(customerApi('/tickets'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await created.json()) as { id: number; ticket_id: string };
}

const nav = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });
async function openMenuPath(p: Page, to: string) {
  await nav(p).locator(`a[href="/dashboard/${to}"]`).click();
  await p.waitForURL(`**/dashboard/${to}`);
}

const waitDialogGone = (p: Page) => expect.poll(() => p.getByRole('dialog').count()).toBe(0);
/** Whether every <img> inside the locator has loaded real pixels. */
const imagesLoaded = (p: Page, selector: string) =>
  p.locator(selector).evaluateAll((images) => images.length > 0 && images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));

describe('tickets through the UI', () => {
  let ticket = { id: 0, ticket_id: '' };

  it('a ticket raised through the customer API shows on the dashboard, counted and in Recent Tickets', async () => {
    ticket = await raiseTicket();
    // The card shows the server's count (other suites may raise tickets meanwhile: it lies between the two reads).
    const before = (await apiCall<{ tickets: number }>('GET', '/dashboard')).tickets;
    // 20 rows a page: room for tickets other suites raise at the same time.
    await page.goto('/dashboard?size=20');
    const total = page.getByRole('link', { name: /Total Tickets/ });
    const shown = () => total.textContent().then((text) => Number((text ?? '').replace(/\D/g, '')));
    await expect.poll(shown).toBeGreaterThanOrEqual(before);
    const after = (await apiCall<{ tickets: number }>('GET', '/dashboard')).tickets;
    expect(await shown()).toBeLessThanOrEqual(after);
    const recent = page.getByRole('table', { name: 'Recent Tickets' });
    await expect.poll(() => row(page, ticket.ticket_id).count()).toBe(1);
    const line = recent.getByRole('row').filter({ hasText: ticket.ticket_id });
    expect(await line.textContent()).toContain(ORDER_NO);
    expect(await line.textContent()).toContain(BUSINESS);
    expect(await line.textContent()).toContain('Created');
    await expectAccessible(page, 'dashboard');
    await line.getByRole('link', { name: `Ticket ${ticket.ticket_id}` }).click();
    await page.waitForURL(`**/dashboard/Tickets/${ticket.id}`);
  });

  it('the detail shows every field, the note and the photos, larger on click', async () => {
    await page.getByRole('heading', { name: `Ticket ${ticket.ticket_id}`, level: 1 }).waitFor();
    const main = page.getByRole('main');
    for (const text of [ORDER_NO, `PO-${RUN}`, `Toughened ${RUN}`, `Seal failure ${RUN}`, '1200x800', 'Installed', 'Top left corner', '15/01/2026', '01/02/2026', BUSINESS]) {
      expect(await main.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    const note = page.getByRole('region', { name: 'Note' });
    expect(await note.locator('strong').textContent()).toBe('bottom edge');

    const images = page.getByRole('region', { name: 'Images' });
    expect(await images.getByRole('button', { name: /^Open Defect image/ }).count()).toBe(2);
    expect(await images.getByRole('button', { name: /^Open Label image/ }).count()).toBe(1);
    await expect.poll(() => imagesLoaded(page, 'section[aria-labelledby="ticket-images-heading"] img')).toBe(true);
    await images.getByRole('button', { name: 'Open Defect image 1 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Defect image 1 of 2' });
    await expect.poll(() => imagesLoaded(page, '[role="dialog"] img')).toBe(true);
    // The larger image is the full one, not the thumbnail.
    const width = await viewer.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(width).toBeGreaterThanOrEqual(640);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Defect image 2 of 2' }).waitFor();
    await expectAccessible(page, 'image dialog');
    await page.keyboard.press('Escape');
    await waitDialogGone(page);
    await expectAccessible(page, 'ticket detail');
  });

  it("sends a notification: 'Sent.', the status becomes Notified and the list shows it", async () => {
    await page.getByRole('button', { name: 'Send Notification' }).click();
    const dialog = page.getByRole('dialog', { name: /Send Notification/ });
    await dialog.getByLabel('Message').fill('ab');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Message must be at least 3 characters.').waitFor();
    await dialog.getByLabel('Message').fill(NOTIFICATION);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Sent.');
    await waitDialogGone(page);
    await expect.poll(() => page.getByRole('list', { name: 'Notifications' }).textContent()).toContain(NOTIFICATION);
    await expect.poll(() => page.getByRole('main').getByText('Notified', { exact: true }).count()).toBeGreaterThan(0);
  });

  it("adds a comment: 'Comment Added.'", async () => {
    await page.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: /Add Comment/ });
    await dialog.getByLabel('Message').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Comment Added.');
    await waitDialogGone(page);
    await expect.poll(() => page.getByRole('list', { name: 'Comments' }).textContent()).toContain(COMMENT);
  });

  it('marks it Delivered after a confirmation, and the action goes', async () => {
    await page.getByRole('button', { name: 'Mark as Delivered' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Delivered' });
    expect(await dialog.textContent()).toContain('Are you sure you want to mark the Ticket as Delivered ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Updated.');
    await expect.poll(() => page.getByRole('button', { name: 'Mark as Delivered' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('main').getByText('Delivered', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('disables it after a confirmation and restores it from Disabled Tickets', async () => {
    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Ticket' });
    expect(await dialog.textContent()).toContain('Are you sure you want to disable the Ticket ?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Deleted.');
    await page.getByText(/This ticket is disabled/).waitFor();

    await openMenuPath(page, 'tickets/trash');
    await page.getByRole('searchbox', { name: 'Search' }).fill(ticket.ticket_id);
    await expect.poll(() => row(page, ticket.ticket_id).count()).toBe(1);
    await expectAccessible(page, 'disabled tickets');
    await page.getByRole('button', { name: `Restore Ticket ${ticket.ticket_id}` }).click();
    await page.getByRole('dialog', { name: 'Restore Ticket' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Restored.');
    await expect.poll(() => row(page, ticket.ticket_id).count()).toBe(0);
    const stored = await apiCall<{ deleted_at: string | null; status: string }>('GET', `/tickets/${ticket.id}`);
    expect(stored).toMatchObject({ deleted_at: null, status: 'Delivered' });
  });

  it('exports the filtered list as tickets.xlsx holding the ticket', async () => {
    await openMenuPath(page, 'tickets');
    await page.getByRole('table', { name: 'Tickets', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(ticket.ticket_id);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(ticket.ticket_id);
    await expect.poll(() => row(page, ticket.ticket_id).count()).toBe(1);
    await expectAccessible(page, 'tickets list');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tickets.xlsx');
    await expect.poll(() => snackbar(page).textContent()).toContain('File created successfully.');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gd-export-')), 'tickets.xlsx');
    await file.saveAs(saved);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    const cell = (v: unknown) =>
      v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map(cell)));
    // The search applied: the header and this one ticket.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([ticket.ticket_id, ORDER_NO, BUSINESS]));
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
  });

  it('ticket settings: four groups of users, saved with Saved.', async () => {
    await openMenuPath(page, 'ticketSettings');
    const production = page.getByRole('group', { name: 'Production' });
    await production.waitFor();
    for (const name of ['Access', 'Emails', 'Production', 'Sales']) expect(await page.getByRole('group', { name }).count()).toBe(1);
    await expectAccessible(page, 'ticket settings');
    const admin = page.getByRole('group', { name: 'Emails' }).getByRole('checkbox', { name: /admin@example\.com/ });
    const before = await admin.isChecked();
    await admin.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Saved.');
    expect((await apiCall<{ emails: number[] }>('GET', '/ticket-settings')).emails.length > 0).toBe(!before);
    // Put it back: other suites' mail expectations do not depend on this one.
    await admin.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => apiCall<{ emails: number[] }>('GET', '/ticket-settings').then((s) => s.emails.length > 0)).toBe(before);
  });

  it('at 390 px no ticket screen is wider than the phone (tables scroll in their card), and a photo opens from the keyboard', async () => {
    const { context, page: phone } = await newPage(browser);
    await phone.setViewportSize({ width: 390, height: 844 });
    await signIn(phone);
    for (const to of ['/dashboard', '/dashboard/tickets', '/dashboard/tickets/trash', `/dashboard/Tickets/${ticket.id}`, '/dashboard/ticketSettings']) {
      await phone.goto(to);
      await phone.waitForLoadState('networkidle');
      await phone.getByRole('heading', { level: 1 }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), to).toBeLessThanOrEqual(390);
    }
    await phone.goto(`/dashboard/Tickets/${ticket.id}`);
    const thumb = phone.getByRole('button', { name: 'Open Label image 1 of 1' });
    await thumb.focus();
    await phone.keyboard.press('Enter');
    await phone.getByRole('dialog', { name: 'Label image 1 of 1' }).waitFor();
    await phone.keyboard.press('Escape');
    await expect.poll(() => phone.getByRole('dialog').count()).toBe(0);
    // Focus goes back to the thumbnail that opened it.
    await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
