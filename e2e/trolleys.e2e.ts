import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, baseURL, launch, newPage, signIn } from './browser.js';
import { noSignature, row, sign, snackbar } from './ui.js';

// Trolleys end to end: a trolley is added with a cropped photo, transferred between plants (checked out and in on
// the two screens), delivered to a customer and picked up on the phone-sized Hand-over screen, and billed on
// Additional Cost.
let browser: Browser;
let page: Page;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const NORTH = `North ${RUN}`;
const SOUTH = `South ${RUN}`;
const NAME = `Trolley ${RUN}`;
const UID = `TR-${RUN}`.toUpperCase();
const CUSTOMER = { first_name: 'Tara', last_name: `Holt${RUN}`, email: `tara.${RUN}@example.com`, number: '0412345678', password: 'tara-pass-1' };
const CUSTOMER_LABEL = `Tara Holt${RUN} (${CUSTOMER.email})`;

/**
 * "Record another step" ignores a tap for its first second (ARMING_MS) so a double tap cannot reach it; a busy CI
 * machine may start that second a little after the text shows, so the test waits half a second more.
 */
const ARMED = 1500;

async function choose(p: Page, combobox: string, option: string) {
  await p.getByRole('combobox', { name: combobox }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

async function expectSnackbar(p: Page, text: string) {
  await expect.poll(() => snackbar(p).innerText()).toContain(text);
}

describe('trolleys through the UI', () => {
  let trolleyId = 0;

  beforeAll(async () => {
    await apiCall('POST', '/plants', { name: NORTH, address: null, contact: '0123456789', city_id: null });
    await apiCall('POST', '/plants', { name: SOUTH, address: null, contact: '0123456780', city_id: null });
    const res = await fetch(`${baseURL()}/api/customer/v1.0/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
    const { id } = (await res.json()) as { id: number };
    await apiCall('PUT', `/customers/${id}/approval`, { is_approved: true });
    // No free days, $7.50 a day: one started day held costs $7.50.
    await apiCall('PUT', `/customers/${id}/cost`, { max_day_allowed: 0, per_day_charge: 7.5 });
  });

  it('adds a trolley with a photo cropped square and uploaded through /files', async () => {
    await page.goto('/dashboard/trolleys/add');
    await page.getByRole('textbox', { name: 'Trolley Name' }).fill(NAME);
    await page.getByRole('textbox', { name: 'UID', exact: true }).fill(UID);
    await page.getByRole('textbox', { name: 'Serial Number' }).fill(`SN-${RUN}`);
    await page.getByRole('checkbox', { name: 'Certified' }).check();
    await page.getByRole('textbox', { name: 'Expiry Date' }).fill('31/02/2030');
    await choose(page, 'Plant', NORTH);
    // A generated PNG (wider than tall, so the square crop matters) set on the file input.
    const png = await QRCode.toBuffer(`photo ${RUN}`, { width: 480, margin: 12 });
    await page.getByLabel('Trolley Photo file').setInputFiles({ name: 'trolley.png', mimeType: 'image/png', buffer: png });
    const crop = page.getByRole('dialog', { name: 'Crop Photo' });
    await crop.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await crop.getByRole('slider', { name: 'Zoom' }).getAttribute('aria-valuenow')).toBe('1.2');
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/admin/v1.0/files') && r.request().method() === 'POST');
    await crop.getByRole('button', { name: 'Use Photo' }).click();
    expect((await upload).status()).toBe(201);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const photo = page.getByRole('img', { name: 'Trolley Photo' });
    const size = await photo.evaluate(
      (img: HTMLImageElement) =>
        new Promise<[number, number]>((resolve) => {
          if (img.complete) resolve([img.naturalWidth, img.naturalHeight]);
          else img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        }),
    );
    expect(size[0]).toBe(size[1]);
    // An impossible date blocks the save.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Please select a valid expiry date.').waitFor();
    await page.getByRole('textbox', { name: 'Expiry Date' }).fill('28/02/2030');
    await page.getByRole('button', { name: 'Add' }).click();
    await expectSnackbar(page, 'Added successfully');
    await page.waitForURL('**/dashboard/trolleys');
    const list = await apiCall<{ list: { id: number; uid: string; trolley_status: string; expiry_date: string; trolley_photo_url: string }[] }>('GET', `/trolleys?search=${UID}`);
    const created = list.list.find((t) => t.uid === UID)!;
    expect(created).toMatchObject({ trolley_status: 'OnPlant', expiry_date: '2030-02-28' });
    expect(created.trolley_photo_url).toMatch(/^\/files\//);
    trolleyId = (created as { id: number }).id;
  });

  it("writes and reads its expiry in the app's date format (APP_LOCALE en-AU) in an American browser too", async () => {
    const us = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    try {
      const p = await us.newPage();
      await signIn(p);
      expect(await p.evaluate(() => [navigator.language, document.querySelector('meta[name="app-locale"]')?.getAttribute('content')])).toEqual(['en-US', 'en-AU']);
      await p.goto(`/dashboard/trolleys/${trolleyId}/edit`);
      const expiry = p.getByRole('textbox', { name: 'Expiry Date' });
      await expect.poll(() => expiry.inputValue()).toBe('28/02/2030');
      expect(await expiry.getAttribute('placeholder')).toBe('dd/mm/yyyy');
      // A browser date input would have shown this browser's 02/28/2030; the list writes the day as the form does.
      await p.goto(`/dashboard/trolleys?search=${UID}`);
      await expect.poll(() => row(p, UID).innerText()).toContain('28/02/2030');
    } finally {
      await us.close();
    }
  });

  it('transfers it to another plant from its row', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(UID);
    await expect.poll(() => row(page, UID).count()).toBe(1);
    await page.getByRole('link', { name: `Transfer Trolley ${NAME}` }).click();
    await page.waitForURL(`**/dashboard/trolleys/${trolleyId}/transfer`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Driver Sam');
    await choose(page, 'Destination Plant', SOUTH);
    await page.getByRole('textbox', { name: 'Note' }).fill('Weekly swap');
    await page.getByRole('button', { name: 'Transfer' }).click();
    await expectSnackbar(page, `Transfer ordered: ${NAME} goes from ${NORTH} to ${SOUTH}.`);
    await page.waitForURL('**/dashboard/trolleys');
    await expect.poll(async () => (await apiCall<{ trolley_status: string }>('GET', `/trolleys/${trolleyId}`)).trolley_status).toBe('PlantChange');
  });

  it('checks it out of the first plant and in at the second on the two screens', async () => {
    await page.goto('/dashboard/plant-transfer/check-out');
    await page.getByText('Please Select Plant').first().waitFor();
    await choose(page, 'Plant', NORTH);
    await page.getByRole('table', { name: 'List Trolley' }).waitFor();
    await expect.poll(() => row(page, UID).count()).toBe(1);
    expect(await row(page, UID).innerText()).toContain(SOUTH);
    await page.getByRole('button', { name: `Checkout ${NAME}` }).click();
    await expectSnackbar(page, `Checked out: ${NAME} is on the road to ${SOUTH}.`);
    await expect.poll(() => row(page, UID).count()).toBe(0);

    await page.goto('/dashboard/plant-transfer/check-in');
    await choose(page, 'Plant', SOUTH);
    await expect.poll(() => row(page, UID).count()).toBe(1);
    expect(await row(page, UID).innerText()).toContain('Drop-off');
    await page.getByRole('button', { name: `Check-in ${NAME}` }).click();
    await expectSnackbar(page, `Checked in: ${NAME} is on plant at ${SOUTH}.`);
    await expect.poll(() => row(page, UID).count()).toBe(0);
    const t = await apiCall<{ trolley_status: string; plant: { name: string } }>('GET', `/trolleys/${trolleyId}`);
    expect([t.trolley_status, t.plant.name]).toEqual(['OnPlant', SOUTH]);
  });

  it('records a delivery and a pickup on the Hand-over screen at phone size', async () => {
    phone = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const p = await phone.newPage();
    p.setDefaultTimeout(15_000);
    const requests: string[] = [];
    p.on('request', (r) => requests.push(r.url()));
    await signIn(p);
    await p.goto('/dashboard/handover');
    // The QR label read from a photo: the reader's wasm comes from our own origin.
    const qr = await QRCode.toBuffer(UID, { width: 320 });
    await p.getByLabel('QR code photo').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: qr });
    await expect.poll(() => new URL(p.url()).searchParams.get('uid')).toBe(UID);
    const wasm = requests.filter((u) => u.endsWith('.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((u) => u.startsWith(`${baseURL()}/assets/`))).toBe(true);
    expect(requests.every((u) => u.startsWith(baseURL()) || u.startsWith('data:') || u.startsWith('blob:'))).toBe(true);

    // Typing the UID finds it too.
    await p.getByRole('textbox', { name: 'UID', exact: true }).fill(UID.toLowerCase());
    await p.getByRole('button', { name: 'Find' }).click();
    const card = p.getByRole('region', { name: 'Trolley' });
    await expect.poll(() => card.innerText()).toContain(NAME);
    expect(await card.innerText()).toContain('On plant');
    // Large touch targets, nothing wider than the phone.
    const box = await p.getByRole('button', { name: 'Record Deliver to Customer' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const delivery = p.getByRole('form', { name: 'Deliver to Customer' });
    await delivery.getByRole('combobox', { name: 'Customer' }).fill(CUSTOMER.last_name);
    await p.getByRole('option', { name: CUSTOMER_LABEL }).click();
    await delivery.getByRole('textbox', { name: 'No of Bars' }).fill('8');
    await delivery.getByRole('textbox', { name: 'Note' }).fill('Site gate 3');
    // The receiver signs with a finger and is named: the receipt shows both.
    await delivery.getByRole('textbox', { name: 'Signed By' }).fill('Tara Holt');
    await sign(p, delivery);
    await delivery.getByRole('button', { name: 'Record Deliver to Customer' }).click();
    // What was recorded replaces the form; the next step waits for a deliberate "Record another step".
    await expect.poll(() => p.getByRole('status').innerText()).toContain(`Delivered to Tara Holt${RUN} · 8 bars`);
    await expect.poll(() => card.innerText()).toContain('Delivered');
    expect(await card.innerText()).toContain(`At Tara Holt${RUN}`);
    await p.waitForTimeout(ARMED);
    await p.getByRole('button', { name: 'Record another step' }).click();

    const pickup = p.getByRole('form', { name: 'Pick Up' });
    await pickup.getByRole('textbox', { name: 'No of Bars' }).fill('8');
    await noSignature(p, pickup, 'Refused to sign');
    await pickup.getByRole('button', { name: 'Record Pick Up' }).click();
    await expect.poll(() => card.innerText()).toContain('Picked up');
    await p.waitForTimeout(ARMED);
    await p.getByRole('button', { name: 'Record another step' }).click();
    await p.getByRole('form', { name: 'Back on Plant' }).waitFor();
    await phone.close();
  });

  it('reads the cost of the hold on Additional Cost', async () => {
    await page.goto('/dashboard/cost');
    await page.getByText('Customer is required.').waitFor();
    await page.getByRole('combobox', { name: 'Customer' }).fill(CUSTOMER.last_name);
    await page.getByRole('option', { name: CUSTOMER_LABEL }).click();
    // The chosen customer heads the table (a wrong pick fails here, not as a missing row).
    await page.getByRole('heading', { level: 2, name: new RegExp(`^Tara Holt${RUN}`) }).waitFor({ timeout: 10_000 });
    const table = page.getByRole('table', { name: 'Additional Cost' });
    await expect.poll(() => row(page, UID).count()).toBe(1);
    const cells = await row(page, UID).getByRole('cell').allInnerTexts();
    expect(cells.slice(3)).toEqual(['1 day', '0 days', '$7.50 / day', '1 day', '$7.50']);
    expect(await page.getByLabel('Owed in all $7.50').count()).toBe(1);
    expect(await page.getByText('Hold-time cost $7.50 + loss and damage charges $0.00, as the statements add up').count()).toBe(1);
    expect(await table.count()).toBe(1);
    // Under the rows, above the pager: the total of every hold, not only this page's.
    expect(await page.getByText('Hold-time cost (all holds):').innerText()).toBe('Hold-time cost (all holds): $7.50');

    // The delivery's history header gives the same figures.
    await page.goto(`/dashboard/trolleys/${trolleyId}`);
    await page.getByRole('link', { name: /^History of Delivered/ }).click();
    const charges = page.getByRole('region', { name: 'Charges' });
    await expect.poll(() => charges.innerText()).toContain('$7.50');
    expect((await charges.innerText()).replace(/\s+/g, ' ')).toContain('Chargeable Days 1 day');
  });

  it('reports it damaged on the way back, with a photo, from its page: a confirmation first, then Damaged with the photo in its transactions', async () => {
    await page.goto(`/dashboard/trolleys/${trolleyId}`);
    await page.getByRole('button', { name: 'Report damaged' }).click();
    const dialog = page.getByRole('dialog', { name: `Report damaged: ${NAME}` });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Bent frame');
    const png = await QRCode.toBuffer(`damage ${RUN}`, { width: 320 });
    await dialog.getByLabel('Photos files').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    // Picked up, so no customer holds it: nobody to charge.
    expect(await dialog.getByRole('textbox', { name: /^Charge/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(`Report ${NAME} as damaged?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expectSnackbar(page, 'Reported damaged.');
    const latest = page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);
    await expect.poll(() => latest.innerText()).toContain('Damaged');
    expect(await latest.innerText()).toContain('Bent frame');
    expect(await latest.getByRole('button', { name: 'Open Transaction image 1 of 1' }).count()).toBe(1);
    // Damaged goes on to maintenance or DeFleet: no second report.
    expect(await page.getByRole('button', { name: 'Report damaged' }).count()).toBe(0);
  });

  it('writes the damaged trolley off from its page: DeFleet with the reason, which its transactions show', async () => {
    await page.goto(`/dashboard/trolleys/${trolleyId}`);
    await page.getByRole('button', { name: 'DeFleet' }).click();
    const dialog = page.getByRole('dialog', { name: `DeFleet: ${NAME}` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Frame beyond repair');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Are you sure you want to DeFleet the Trolley ? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expectSnackbar(page, 'Updated Successfully');
    const latest = page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);
    await expect.poll(() => latest.innerText()).toContain('Defleeted');
    expect(await latest.innerText()).toContain('Frame beyond repair');
  });

  it('finds it on Trolleys by its status, chosen in words and kept in the address', async () => {
    await page.goto(`/dashboard/trolleys?search=${UID}`);
    await expect.poll(() => row(page, UID).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'On plant' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'OnPlant');
    await expect.poll(() => row(page, UID).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Defleeted' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'DeFleet');
    await expect.poll(() => row(page, UID).count()).toBe(1);
    expect(await row(page, UID).innerText()).toContain('Defleeted');
  });
});
