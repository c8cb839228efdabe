import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { apiCall, launch } from './browser.js';
import { customerCall, customerToken, insertCustomer, jpeg, openContext, PHONE, portalSignIn } from './portal-helpers.js';

// Raising a ticket in the customer portal at a phone's 390 x 844 (touch): two large gallery photos are made smaller
// on the phone before the one upload, the ticket page greets the new ticket and later shows staff's notification;
// the form is a draft that survives a reload; a ticket submitted offline is kept on the phone and sent once, when
// the phone is back online.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
// Arranged in SQLite, not registered: registration is throttled per address across the whole E2E run.
const RITA = { first_name: 'Rita', last_name: `Raiser${RUN}`, email: `rita.${RUN}@example.com`, password: 'rita-pass-1' };
const MESSAGE = `Your replacement panel is booked for Thursday ${RUN}.`;
const TICKETS_POST = /\/api\/customer\/v1\.0\/tickets$/;

let glassTypeId = 0;
let reasonId = 0;
/** Two phone-camera-sized photos (4000 x 3000, noise: barely compressible), as the gallery gives them. */
let bigPhotos: { name: string; mimeType: string; buffer: Buffer }[] = [];

const noise = (r: number, g: number, b: number) =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r, g, b }, noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

beforeAll(async () => {
  const master = await insertCustomer({ first_name: 'Max', last_name: `Master${RUN}`, email: `max.${RUN}@example.com`, password: 'max-pass-1' });
  const business = await apiCall<{ id: number }>('POST', '/business', {
    name: `Raisers ${RUN}`,
    account_id: null,
    customer_id: master,
    contact: '0412000333',
    address: '3 Ticket Lane',
  });
  await insertCustomer({ ...RITA, business_id: business.id });
  glassTypeId = (await apiCall<{ id: number }>('POST', '/glass-types', { name: `Toughened ${RUN}` })).id;
  reasonId = (await apiCall<{ id: number }>('POST', '/warranty-reasons', { name: `Scratched ${RUN}` })).id;
  const [a, b] = await Promise.all([noise(90, 120, 150), noise(150, 110, 80)]);
  bigPhotos = [
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: a },
    { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: b },
  ];
});

/** The customer's own tickets, as the customer API counts them. */
async function ticketCount(): Promise<number> {
  const token = await customerToken(RITA.email, RITA.password);
  return (await customerCall<{ count: number }>('GET', '/tickets', token)).body.count;
}

/** A signed-in phone on the new-ticket page, recording every POST /tickets the page sends. */
async function newTicketPage(): Promise<{ context: BrowserContext; page: Page; posts: Request[] }> {
  const { context, page } = await openContext(browser, PHONE);
  const posts: Request[] = [];
  await page.addInitScript(RECORD_UPLOADS);
  page.on('request', (request) => {
    if (request.method() === 'POST' && TICKETS_POST.test(request.url())) posts.push(request);
  });
  await portalSignIn(page, RITA.email, RITA.password);
  await page.goto('/portal/tickets/new');
  await page.getByRole('heading', { name: 'New Ticket', level: 1 }).waitFor();
  await page.getByRole('form', { name: 'New ticket' }).waitFor();
  return { context, page, posts };
}

async function fillDetails(page: Page, orderNo: string) {
  await page.getByLabel('Glass Order No').fill(orderNo);
  await page.getByLabel('Glass Type').selectOption(String(glassTypeId));
  await page.getByLabel('Warranty Reason').selectOption(String(reasonId));
  await page.getByLabel('Glass Size').fill('1200 x 800 mm');
  // The day in the app's date format (APP_LOCALE en-AU), whatever the browser's language.
  await page.getByRole('textbox', { name: 'Glass Received Date' }).fill('20/01/2026');
}

const gallery = (page: Page) => page.getByLabel('Defect photos gallery');
/** The Defect thumbnails that show a picture (decoded, not a broken image). */
const shownThumbnails = (page: Page) =>
  page
    .getByRole('list', { name: /^Defect photos: / })
    .getByRole('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length);

/**
 * What the page hands the browser to upload: every XMLHttpRequest body that is a FormData, as its file parts (field
 * name and bytes). Chromium does not expose a body holding blobs to the DevTools protocol (postData and sizes() give
 * nothing), so the page's own FormData is read as it is sent.
 */
const RECORD_UPLOADS = () => {
  const sent: { name: string; size: number }[][] = [];
  (window as unknown as { __uploads: typeof sent }).__uploads = sent;
  const send = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'send')!.value as XMLHttpRequest['send'];
  XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
    if (body instanceof FormData) sent.push([...body.entries()].filter(([, v]) => v instanceof Blob).map(([name, v]) => ({ name, size: (v as Blob).size })));
    return send.call(this, body);
  };
};
const uploads = (page: Page) => page.evaluate(() => (window as unknown as { __uploads: { name: string; size: number }[][] }).__uploads);

describe('New Ticket at 390 px', () => {
  it('raises a ticket with two large gallery photos sent smaller in one POST; the ticket page greets it and later shows staff’s notification', async () => {
    const { context, page, posts } = await newTicketPage();
    const before = await ticketCount();
    const ORDER_NO = `GO-${RUN}-1`;
    await fillDetails(page, ORDER_NO);
    await gallery(page).setInputFiles(bigPhotos);
    await page.getByRole('img', { name: 'Defect photo 2' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => shownThumbnails(page), { timeout: 10_000 }).toBe(2);
    expect(await page.getByRole('button', { name: 'Remove Defect photo 2' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && TICKETS_POST.test(r.url()), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit ticket' }).tap();
    const response = await answered;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; ticket_id: string };

    await page.waitForURL(`**/portal/tickets/${created.id}`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: /\S/ }).innerText()).toBe(`Ticket ${created.ticket_id} raised.`);
    await page.getByRole('heading', { name: `Ticket ${created.ticket_id}`, level: 1 }).waitFor();

    // One upload, with the draft's Idempotency-Key, and each photo in it smaller than the file picked.
    expect(posts).toHaveLength(1);
    const headers = await posts[0]!.allHeaders();
    expect(headers['idempotency-key']).toMatch(/\S{8,}/);
    const picked = bigPhotos.map((p) => p.buffer.length);
    const [parts, ...more] = await uploads(page);
    expect(more).toHaveLength(0);
    expect(parts!.map((p) => p.name)).toEqual(['defect_images', 'defect_images']);
    for (const [i, part] of parts!.entries()) {
      expect(part.size).toBeGreaterThan(10_000);
      expect(part.size).toBeLessThan(picked[i]!);
    }
    // The body as the server got it (when the browser states its length): smaller than the two photos picked.
    const length = Number(headers['content-length'] ?? NaN);
    if (Number.isFinite(length)) expect(length).toBeLessThan(picked[0]! + picked[1]!);
    console.log(`picked ${picked.join(' + ')} B; sent ${parts!.map((p) => p.size).join(' + ')} B; content-length ${headers['content-length']}`);
    expect(await ticketCount()).toBe(before + 1);

    // Staff send a notification; the customer sees it on the ticket after a reload.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => notifications.innerText()).toContain('No notifications yet.');
    expect((await apiCall<unknown>('POST', '/tickets/notification', { id: created.id, message: MESSAGE })) !== undefined).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: `Ticket ${created.ticket_id}`, level: 1 }).waitFor();
    const timeline = page.getByRole('list', { name: /^Notifications/ });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(1);
    expect(await timeline.getByRole('listitem').innerText()).toContain(MESSAGE);
    // The ticket's History, newest first: staff's notification above the customer's own raising of it.
    const history = page.getByRole('list', { name: `History of Ticket ${created.ticket_id}` });
    const entries = history.locator(':scope > li');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
    const lines = await entries.allInnerTexts();
    expect(lines[0]).toContain('notified this ticket');
    expect(lines.at(-1)).toContain('(you) created this ticket');
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it('keeps the form as a draft on the phone: after a reload the order no and the photo are back', async () => {
    const { context, page, posts } = await newTicketPage();
    const ORDER_NO = `GO-${RUN}-draft`;
    await page.getByLabel('Glass Order No').fill(ORDER_NO);
    await gallery(page).setInputFiles({ name: 'chip.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 70, 50) });
    await expect.poll(() => shownThumbnails(page)).toBe(1);
    await page.waitForTimeout(1000);

    await page.reload();
    await page.getByRole('heading', { name: 'New Ticket', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Glass Order No').inputValue()).toBe(ORDER_NO);
    await expect.poll(() => shownThumbnails(page)).toBe(1);
    expect(await page.getByRole('img', { name: 'Defect photo 1' }).count()).toBe(1);
    expect(await page.getByText('1 of 5', { exact: true }).count()).toBe(1);
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it('a ticket submitted offline is saved on the phone and sent once when the phone is back online', async () => {
    const { context, page, posts } = await newTicketPage();
    const before = await ticketCount();
    const ORDER_NO = `GO-${RUN}-offline`;
    await fillDetails(page, ORDER_NO);
    await gallery(page).setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: await jpeg(60, 160, 90) });
    await expect.poll(() => shownThumbnails(page)).toBe(1);

    await context.setOffline(true);
    await page.getByText('You are offline. Submit saves the ticket on this phone, and it is sent when you are back online.').waitFor();
    await page.getByRole('button', { name: 'Submit ticket' }).tap();
    const saved = page.getByRole('heading', { name: 'Saved on this phone (1)', level: 2 });
    await saved.waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved on this phone:' }).innerText())
      .toBe('Saved on this phone: it will be sent when you are back online.');
    const list = page.getByRole('list', { name: 'Tickets saved on this phone' });
    expect(await list.innerText()).toContain(ORDER_NO);
    expect(await list.innerText()).toContain('Waiting for a connection');
    expect(await list.innerText()).toContain('1 photo');
    // The form is empty again, ready for another ticket.
    expect(await page.getByLabel('Glass Order No').inputValue()).toBe('');
    expect(posts).toHaveLength(0);
    expect(await ticketCount()).toBe(before);

    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && TICKETS_POST.test(r.url()), { timeout: 30_000 });
    await context.setOffline(false);
    expect((await answered).status()).toBe(201);
    await saved.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: /^Saved on this phone/ }).count()).toBe(0);
    await expect.poll(() => ticketCount()).toBe(before + 1);
    // Nothing more goes out a moment later (a second 'online' flush, a retry).
    await page.waitForTimeout(1500);
    expect(posts).toHaveLength(1);
    expect(await ticketCount()).toBe(before + 1);
    const token = await customerToken(RITA.email, RITA.password);
    const mine = await customerCall<{ list: { glass_order_no: string }[] }>('GET', '/tickets', token);
    expect(mine.body.list.filter((t) => t.glass_order_no === ORDER_NO)).toHaveLength(1);
    await context.close();
  });
});
