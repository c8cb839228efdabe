import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUserWithOperations } from './arrange.js';
import { apiCall, baseURL, launch, signIn } from './browser.js';
import { noSignature } from './ui.js';

// The Hand-over screen as people really use it (docs/decisions.md, "Hand-over, pickers and messages"):
// a double tap records one step; a plant operator is offered only what the server accepts; customer pickers say
// when more match than they show. At a phone's 390 x 844 (touch) and at 1280 x 800.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const HOME = `Home ${RUN}`;
const AWAY = `Away ${RUN}`;
const ANN = { first_name: 'Ann', last_name: `Lee${RUN}`, email: `ann.${RUN}@example.com`, number: '0412345678', password: 'ann-pass-1' };
const UNA = { first_name: 'Una', last_name: `Lee${RUN}`, email: `una.${RUN}@example.com`, number: '0412345679', password: 'una-pass-1' };
const ANN_LABEL = `Ann Lee${RUN} (${ANN.email})`;
const OPERATOR = { email: `operator.${RUN}@example.com`, password: 'operator-pass-1' };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

type Trolley = { id: number; uid: string; trolley_status: string };
/** The trolleys each test records on: at the operator's plant (HOME) for each size, one at AWAY, one for the operator. */
const trolleys: Record<'phone' | 'desktop' | 'away' | 'operator', Trolley> = {} as never;
let homeId = 0;

async function register(customer: typeof ANN): Promise<number> {
  const res = await fetch(`${baseURL()}/api/customer/v1.0/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(customer) });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/**
 * 55 approved customers who sort before everyone (first name "Aaa") and one past "M", written straight into the
 * server's SQLite file: the customer API's registration is throttled per address (and this many would trip it).
 */
function addCrowd() {
  const db = new SQLite(path.join(inject('dataDir'), 'glassdesk.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      `insert into customers (first_name, last_name, email, number, password_hash, is_verified, is_approved, max_day_allowed, per_day_charge_cents, created_at, updated_at)
       values (?, ?, ?, '0400000000', 'no-sign-in', 1, 1, 0, 0, ?, ?)`,
    );
    for (let i = 0; i < 55; i++) insert.run('Aaa', `Crowd${RUN}${String(i).padStart(2, '0')}`, `crowd${i}.${RUN}@example.com`, now, now);
    insert.run('Zoe', `Marsh${RUN}`, `zoe.${RUN}@example.com`, now, now);
  } finally {
    db.close();
  }
}

const addTrolley = (name: string, plantId: number) =>
  apiCall<Trolley>('POST', '/trolleys', {
    name,
    uid: `HO-${RUN}-${name}`.toUpperCase().replace(/\s+/g, '-'),
    trolley_photo_url: null,
    serial_number: null,
    is_certified: true,
    expiry_date: null,
    plant_id: plantId,
  });
const transactions = async (id: number) => (await apiCall<{ count: number }>('GET', `/trolleys/${id}/transactions?limit=200`)).count;

async function openHandover(context: BrowserContext, uid: string, who?: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, who?.email, who?.password);
  await page.goto(`/dashboard/handover?uid=${encodeURIComponent(uid)}`);
  await page.getByRole('region', { name: 'Trolley' }).waitFor();
  return page;
}

beforeAll(async () => {
  homeId = (await apiCall<{ id: number }>('POST', '/plants', { name: HOME, address: null, contact: '0123456789', city_id: null })).id;
  const awayId = (await apiCall<{ id: number }>('POST', '/plants', { name: AWAY, address: null, contact: '0123456780', city_id: null })).id;
  const ann = await register(ANN);
  await apiCall('PUT', `/customers/${ann}/approval`, { is_approved: true });
  await register(UNA); // never approved
  addCrowd();
  await createUserWithOperations(['List Trolleys', 'View Trolley', 'Update Trolley'], OPERATOR.email, OPERATOR.password);
  const operator = await apiCall<{ list: { id: number }[] }>('GET', `/users?search=${encodeURIComponent(OPERATOR.email)}`);
  await apiCall('POST', `/users/${operator.list[0]!.id}/user-plant`, { plant_id: homeId });
  trolleys.phone = await addTrolley('phone', homeId);
  trolleys.desktop = await addTrolley('desktop', homeId);
  trolleys.operator = await addTrolley('operator', homeId);
  trolleys.away = await addTrolley('away', awayId);
});

describe('Hand-over: a double tap records one step', () => {
  for (const [size, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`at ${size} size, two taps 350 ms apart on "Record Deliver to Customer" record one delivery, and the result shows`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), ...options });
      const { id: trolleyId, uid } = trolleys[size];
      const page = await openHandover(context, uid);
      const form = page.getByRole('form', { name: 'Deliver to Customer' });
      await form.getByRole('combobox', { name: 'Customer' }).fill(`Lee${RUN}`);
      await page.getByRole('option', { name: ANN_LABEL }).click();
      await form.getByRole('textbox', { name: 'No of Bars' }).fill('3');
      await noSignature(page, form);
      const before = await transactions(trolleyId);

      const submit = form.getByRole('button', { name: 'Record Deliver to Customer' });
      await submit.scrollIntoViewIfNeeded();
      const box = (await submit.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const tap = () => (size === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      await tap();
      await page.waitForTimeout(350);
      await tap();
      await page.waitForTimeout(1500);

      expect(await transactions(trolleyId)).toBe(before + 1);
      expect((await apiCall<Trolley>('GET', `/trolleys/${trolleyId}`)).trolley_status).toBe('Delivery');
      const status = page.getByRole('status');
      expect(await status.innerText()).toMatch(new RegExp(`^Delivered to Ann Lee${RUN} · 3 bars · \\d\\d:\\d\\d$`));
      // The next step is not on the screen until asked for; no snackbar covers the buttons.
      expect(await page.getByRole('form', { name: 'Pick Up' }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      for (const name of ['Record another step', 'Find another trolley']) {
        const b = (await page.getByRole('button', { name }).boundingBox())!;
        expect(Math.min(b.width, b.height), name).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);

      // A deliberate "Record another step" brings the pickup; one tap there records nothing by itself.
      await page.getByRole('button', { name: 'Record another step' }).click();
      await page.getByRole('form', { name: 'Pick Up' }).waitFor();
      expect(await transactions(trolleyId)).toBe(before + 1);
      await context.close();
    });
  }
});

describe('Hand-over offers only what the server accepts', () => {
  it('a plant operator is offered no delivery or maintenance for a trolley at another plant, and is told why; deliveries offer approved customers only', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), ...PHONE });
    const page = await openHandover(context, trolleys.away.uid, OPERATOR);
    await page.getByText(`${AWAY} is not one of your plants, so you can't deliver or send this trolley to maintenance from here.`).waitFor();
    expect(await page.getByRole('group', { name: 'Next step' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Record / }).count()).toBe(0);

    // At the operator's own plant the steps are there, and the customers offered are the approved ones.
    await page.getByRole('textbox', { name: 'UID', exact: true }).fill(trolleys.operator.uid);
    await page.getByRole('button', { name: 'Find' }).click();
    const form = page.getByRole('form', { name: 'Deliver to Customer' });
    await form.waitFor();
    // Ann and Una share a last name; only Ann is approved.
    await form.getByRole('combobox', { name: 'Customer' }).fill(`Lee${RUN}`);
    await page.getByRole('option', { name: ANN_LABEL }).waitFor();
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered).toEqual([ANN_LABEL]);
    await context.close();
  });
});

describe('customer pickers past the first 50', () => {
  it('on the phone, the delivery picker says more match than it shows, and typing a name past "M" finds it', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), ...PHONE });
    const t = await addTrolley('picker', homeId);
    const page = await openHandover(context, t.uid);
    const box = page.getByRole('form', { name: 'Deliver to Customer' }).getByRole('combobox', { name: 'Customer' });
    await box.click();
    await page.getByText('Showing 50 — scroll down for more, or type a name.').waitFor();
    expect(await page.getByRole('option').count()).toBe(50);
    expect(await page.getByRole('option', { name: new RegExp(`Zoe Marsh${RUN}`) }).count()).toBe(0);
    const searched = page.waitForResponse((r) => r.url().includes(`search=Crowd${RUN}`) && r.ok());
    await box.fill(`Crowd${RUN}`);
    await searched;
    // 55 match: the first 50, then the other 5 once the list is scrolled to its end.
    await page.getByText('Showing 50 — scroll down for more, or type a name.').waitFor();
    await page.getByRole('listbox').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(() => page.getByRole('option').count()).toBe(55);
    expect(await page.getByText(/scroll down for more/).count()).toBe(0);
    await box.fill(`zoe marsh${RUN}`);
    await page.getByRole('option', { name: `Zoe Marsh${RUN} (zoe.${RUN}@example.com)` }).click();
    expect(await page.getByText(/scroll down for more/).count()).toBe(0);
    await context.close();
  });

  it('at 1280 px, Customer Trolley pages on as its list is scrolled, to a customer past "M" without typing', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), ...DESKTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page);
    await page.goto('/dashboard/trolleys/customers');
    const box = page.getByRole('combobox', { name: 'Customer' });
    await box.click();
    await page.getByText(/^Showing 50 — scroll down for more/).waitFor();
    const zoe = page.getByRole('option', { name: `Zoe Marsh${RUN} (zoe.${RUN}@example.com)` });
    // Scrolled to the end again and again, a page of 50 at a time, until Zoe (ordered by first name, near the end).
    for (let pages = 1; (await zoe.count()) === 0 && pages < 60; pages++) {
      const shown = await page.getByRole('option').count();
      await page.getByRole('listbox').evaluate((list) => list.scrollTo(0, list.scrollHeight));
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(shown);
    }
    await zoe.scrollIntoViewIfNeeded();
    await zoe.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('customer_name')).toBe(`Zoe Marsh${RUN} (zoe.${RUN}@example.com)`);
    await context.close();
  });
});
