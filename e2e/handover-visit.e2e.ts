import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { apiCall, baseURL, chromiumPath, launch, signIn } from './browser.js';
import { noSignature, sign } from './ui.js';

// CONTRACT "Hand-over proof and the driver's offline Hand-over", at a phone's 390 x 844: several trolleys scanned
// one after another (the camera, then photos) go to one customer with one signature; without a network a hand-over
// waits on the phone (through a reload) and goes once when the network is back; one the server refuses stays with the
// server's detail.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const PLANT = `Visit Plant ${RUN}`;
const CUSTOMER = { first_name: 'Vera', last_name: `Mills${RUN}`, email: `vera.${RUN}@example.com`, number: '0412345670', password: 'vera-pass-1' };
const OTHER = { first_name: 'Otto', last_name: `Mills${RUN}`, email: `otto.${RUN}@example.com`, number: '0412345671', password: 'otto-pass-1' };
const LABEL = (c: typeof CUSTOMER) => `${c.first_name} ${c.last_name} (${c.email})`;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

type Trolley = { id: number; uid: string; trolley_status: string };
type Handover = {
  id: number;
  kind: string;
  trolleys: { id: number; uid: string; no_of_bars: number }[];
  signed_by: string | null;
  signature_url: string | null;
  unsigned_reason: string | null;
};
let plantId = 0;
const customers: Record<'vera' | 'otto', number> = { vera: 0, otto: 0 };

async function register(customer: typeof CUSTOMER): Promise<number> {
  const res = await fetch(`${baseURL()}/api/customer/v1.0/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(customer) });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { id: number }).id;
  await apiCall('PUT', `/customers/${id}/approval`, { is_approved: true });
  return id;
}
const addTrolley = (name: string) =>
  apiCall<Trolley>('POST', '/trolleys', {
    name,
    uid: `HV-${RUN}-${name}`.toUpperCase(),
    trolley_photo_url: null,
    serial_number: null,
    is_certified: true,
    expiry_date: null,
    plant_id: plantId,
  });
const handoversOf = async (trolleyId: number) => (await apiCall<{ list: Handover[] }>('GET', `/handovers?trolley_id=${trolleyId}`)).list;

beforeAll(async () => {
  plantId = (await apiCall<{ id: number }>('POST', '/plants', { name: PLANT, address: null, contact: '0123456781', city_id: null })).id;
  customers.vera = await register(CUSTOMER);
  customers.otto = await register(OTHER);
});

async function openScreen(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page);
  await page.goto('/dashboard/handover');
  await page.getByRole('heading', { name: 'Hand-over', level: 1 }).waitFor();
  return page;
}
/**
 * A camera that sees one QR label: Chromium's fake capture device playing a Y4M file (two seconds of the label as
 * I420 frames). It restarts the file at each opening, so one browser's camera shows one label.
 */
async function cameraBrowser(uid: string): Promise<Browser> {
  const W = 320;
  const png = await QRCode.toBuffer(uid, { width: W, margin: 4 });
  const { data } = await sharp(png).resize(W, W).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(W * W);
  for (let i = 0; i < W * W; i++) luma[i] = Math.round(0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!);
  const chroma = Buffer.alloc((W / 2) * (W / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-camera-')), 'label.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${W} F5:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
}

/** A QR label read from a photo, as the camera's "Scan from Photo" does. */
async function scan(page: Page, uid: string) {
  await page.getByLabel('QR code photo').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(uid, { width: 320 }) });
}
const queueText = (page: Page) => page.getByRole('region', { name: /^(Online|Offline)$/ }).innerText();

describe('Hand-over: one visit, several trolleys, one signature', () => {
  it('scans three trolleys, refuses one that does not fit before anyone signs, and records one signed, placed delivery of the three', async () => {
    const three = [await addTrolley('a1'), await addTrolley('a2'), await addTrolley('a3')];
    const away = await addTrolley('held');
    await apiCall('PUT', `/trolleys/${away.id}/delivery`, { customer_id: customers.otto, no_of_bars: 1 });
    // The first label through the phone's camera, the others from photos (the same reader).
    const camera = await cameraBrowser(three[0]!.uid);
    const context = await camera.newContext({
      baseURL: baseURL(),
      ...PHONE,
      geolocation: { latitude: -37.8136, longitude: 144.9631, accuracy: 15 },
      permissions: ['geolocation', 'camera'],
    });
    const page = await openScreen(context);

    await page.getByRole('button', { name: 'Scan QR Code' }).click();
    const form = page.getByRole('form', { name: 'Deliver to Customer' });
    await form.waitFor();
    expect(new URL(page.url()).searchParams.get('uid')).toBe(three[0]!.uid);
    for (const t of three.slice(1)) {
      await scan(page, t.uid);
      await form.getByRole('listitem', { name: t.uid }).waitFor();
    }
    // The held one is refused with why, before the signature; the list keeps the three.
    await scan(page, away.uid);
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toMatch(new RegExp(`^${away.uid} does not fit this delivery: At Otto Mills${RUN} since today at \\d\\d:\\d\\d\\.$`));
    expect(await form.getByRole('heading', { name: 'Trolleys (3)' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await form.getByRole('combobox', { name: 'Customer' }).fill(CUSTOMER.last_name);
    await page.getByRole('option', { name: LABEL(CUSTOMER) }).click();
    await form.getByRole('textbox', { name: `No of Bars ${three[1]!.uid}` }).fill('4');
    // No signature and no reason: the pad says what is missing, and nothing is sent.
    await form.getByRole('textbox', { name: 'Signed By' }).fill('Vera Mills');
    await form.getByRole('button', { name: 'Record Deliver to Customer (3 trolleys)' }).click();
    await form.getByText('Ask the receiver to sign, or choose why there is no signature.').waitFor();
    expect(await handoversOf(three[0]!.id)).toEqual([]);
    await expect.poll(() => form.getByText(/^Place recorded: within \d+ m\.$/).count()).toBe(1);
    await sign(page, form);
    await form.getByRole('button', { name: 'Record Deliver to Customer (3 trolleys)' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toMatch(new RegExp(`^Delivered to Vera Mills${RUN} · 3 trolleys · \\d\\d:\\d\\d$`));

    const [handover] = await handoversOf(three[0]!.id);
    expect(handover).toMatchObject({ kind: 'delivery', signed_by: 'Vera Mills', unsigned_reason: null });
    expect(handover!.signature_url).toEqual(expect.any(String));
    expect(handover!.trolleys.map((t) => [t.uid, t.no_of_bars])).toEqual(three.map((t, i) => [t.uid, i === 1 ? 4 : 0]));
    for (const t of three) expect((await apiCall<Trolley>('GET', `/trolleys/${t.id}`)).trolley_status).toBe('Delivery');
    await context.close();
    await camera.close();
  });
});

describe('Hand-over offline', () => {
  it('records a delivery without a network, keeps it through a reload, and sends it once when the network is back', async () => {
    const t = await addTrolley('off1');
    const context = await browser.newContext({ baseURL: baseURL(), ...PHONE });
    const page = await openScreen(context);
    // Opened online once: the service worker keeps the screen, the phone's book the plant's trolleys and customers.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Hand-over', level: 1 }).waitFor();
    await expect.poll(() => queueText(page)).toContain('Offline');
    await page.getByRole('textbox', { name: 'UID', exact: true }).fill(t.uid);
    await page.getByRole('button', { name: 'Find' }).click();
    const form = page.getByRole('form', { name: 'Deliver to Customer' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Customer' }).fill(CUSTOMER.last_name);
    await page.getByRole('option', { name: LABEL(CUSTOMER) }).click();
    await noSignature(page, form);
    await form.getByRole('button', { name: 'Record Deliver to Customer' }).click();
    await page.getByRole('heading', { name: 'Kept on this phone', exact: true }).waitFor();
    // As far as the phone knows the trolley is with Vera now: it is not offered for another delivery.
    await expect.poll(() => page.getByRole('region', { name: 'Trolley' }).innerText()).toContain(`At Vera Mills${RUN}`);

    await page.reload();
    await page.getByRole('heading', { name: 'Hand-over', level: 1 }).waitFor();
    await expect.poll(() => queueText(page)).toContain('1 hand-over waits to be sent.');
    expect(await queueText(page)).toContain(`Deliver to Vera Mills${RUN} · ${t.uid}`);
    expect(await handoversOf(t.id)).toEqual([]);

    // The driver moves on to another screen (still offline); the network comes back there: it is sent from there.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => handoversOf(t.id).then((l) => l.length), { timeout: 15_000 }).toBe(1);
    const sent = await handoversOf(t.id);
    expect(sent[0]).toMatchObject({ kind: 'delivery', unsigned_reason: 'Customer not present' });
    // Back on the Hand-over screen nothing waits, and its start sends nothing more.
    await page.goto('/dashboard/handover');
    await expect.poll(() => queueText(page)).toContain('Nothing waits to be sent.');
    await page.waitForTimeout(1000);
    expect(await handoversOf(t.id)).toHaveLength(1);
    await context.close();
  });

  it('keeps a queued hand-over the server refuses, with its detail, until it is discarded', async () => {
    const t = await addTrolley('off2');
    const context = await browser.newContext({ baseURL: baseURL(), ...PHONE });
    const page = await openScreen(context);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'UID', exact: true }).fill(t.uid);
    await page.getByRole('button', { name: 'Find' }).click();
    const form = page.getByRole('form', { name: 'Deliver to Customer' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Customer' }).fill(CUSTOMER.last_name);
    await page.getByRole('option', { name: LABEL(CUSTOMER) }).click();
    await noSignature(page, form, 'Refused to sign');
    await form.getByRole('button', { name: 'Record Deliver to Customer' }).click();
    await page.getByRole('heading', { name: 'Kept on this phone', exact: true }).waitFor();

    // Meanwhile someone else delivered the trolley: the queued one no longer fits.
    await apiCall('PUT', `/trolleys/${t.id}/delivery`, { customer_id: customers.otto, no_of_bars: 1 });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const refused = page.getByRole('region', { name: 'Online' }).getByRole('alert');
    await expect.poll(() => refused.innerText(), { timeout: 15_000 }).toContain(`This Trolley does not fit this delivery: ${t.uid} (it is delivered).`);
    expect(await queueText(page)).toContain('1 hand-over waits to be sent.');
    expect(await queueText(page)).toContain('Refused');

    await refused.getByRole('button', { name: /^Discard / }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard hand-over' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => queueText(page)).toContain('Nothing waits to be sent.');
    expect(await handoversOf(t.id)).toHaveLength(1);
    await context.close();
  });
});
