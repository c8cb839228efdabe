import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, launch, signIn } from './browser.js';
import { customerCall, customerToken, insertCustomer, openContext, PHONE, portalSignIn } from './portal-helpers.js';
import { noSignature } from './ui.js';

// My Trolleys in the customer portal at a phone's 390 x 844 (touch): a trolley delivered to the customer shows with
// its name, UID and days; "Ready for pickup" asks once, even on a double tap; staff see the request on the Hand-over
// screen, and recording the pickup there closes it and takes the trolley off the customer's list.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
// Arranged in SQLite, not registered: registration is throttled per address across the whole E2E run.
const PAT = { first_name: 'Pat', last_name: `Holder${RUN}`, email: `pat.${RUN}@example.com`, password: 'pat-pass-1', max_day_allowed: 5 };
const PAT_NAME = `${PAT.first_name} ${PAT.last_name}`;

type Trolley = { id: number; uid: string; name: string; trolley_status: string; pickup_requested_at: string | null };
const trolleys: Record<'single' | 'double', Trolley> = {} as never;
let patId = 0;

beforeAll(async () => {
  const plantId = (await apiCall<{ id: number }>('POST', '/plants', { name: `Pickup Plant ${RUN}`, address: null, contact: '0123456789', city_id: null })).id;
  patId = await insertCustomer(PAT);
  for (const key of ['single', 'double'] as const) {
    const name = `Rack ${key} ${RUN}`;
    const t = await apiCall<Trolley>('POST', '/trolleys', {
      name,
      uid: `PT-${RUN}-${key}`.toUpperCase(),
      trolley_photo_url: null,
      serial_number: null,
      is_certified: true,
      expiry_date: null,
      plant_id: plantId,
    });
    await apiCall('PUT', `/trolleys/${t.id}/delivery`, { customer_id: patId, no_of_bars: 4, images: [], note: null });
    trolleys[key] = { ...t, name };
  }
});

const card = (page: Page, t: Trolley) => page.getByRole('article', { name: t.name });
/** A figure of a trolley card ("Days held", "Free days"...): the <dd> after its <dt>. */
const figure = (c: Locator, label: string) => c.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

describe('My Trolleys at 390 px', () => {
  let page: Page;
  let close: () => Promise<void>;
  const pickupPosts: string[] = [];

  beforeAll(async () => {
    const phone = await openContext(browser, PHONE);
    page = phone.page;
    close = () => phone.context.close();
    page.on('request', (request) => {
      if (/\/api\/customer\/v1\.0\/trolleys\/\d+\/pickup-request$/.test(request.url())) pickupPosts.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await portalSignIn(page, PAT.email, PAT.password);
  });
  afterAll(() => close?.());

  it('lists the trolleys delivered to the customer with name, UID and days', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trolleys' }).filter({ visible: true }).click();
    await page.waitForURL('**/portal/trolleys');
    await page.getByRole('heading', { name: 'My Trolleys', level: 1 }).waitFor();
    await page.getByText('2 trolleys', { exact: true }).waitFor();
    // Oldest hold first.
    expect(await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.querySelector('h2')?.textContent))).toEqual([trolleys.single.name, trolleys.double.name]);
    for (const t of [trolleys.single, trolleys.double]) {
      const c = card(page, t);
      expect(await c.innerText()).toContain(t.uid);
      expect(await figure(c, 'Days held').innerText()).toBe('1 day');
      expect(await figure(c, 'Free days').innerText()).toBe('5 days');
      expect(await figure(c, 'Days over').innerText()).toBe('0 days');
      expect(await figure(c, 'Charge so far').innerText()).toBe('$0.00');
      expect(await c.getByRole('button', { name: 'Ready for pickup' }).count()).toBe(1);
      expect(await c.getByText('Pickup requested', { exact: true }).count()).toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('opens the monthly statements from My Trolleys (this month, open) and downloads one as PDF', async () => {
    const month = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await page.getByRole('link', { name: 'Monthly statements' }).click();
    const statements = page.getByRole('list', { name: 'Statements' });
    await expect.poll(() => statements.innerText()).toContain(month);
    const first = statements.getByRole('link').first();
    expect(await first.innerText()).toContain('Open');
    await first.click();
    await page.getByRole('heading', { name: month, level: 1 }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^statement-\d+-\d{4}-\d{2}\.pdf$/);
    await page.goto('/portal/trolleys');
    await card(page, trolleys.single).waitFor();
  }, 60_000);

  it('one tap on "Ready for pickup" asks for the pickup; the card shows it as requested', async () => {
    const c = card(page, trolleys.single);
    await c.getByRole('button', { name: 'Ready for pickup' }).tap();
    await expect.poll(() => c.getByRole('status').innerText()).toBe('Pickup requested. We will let the plant know.');
    await c.getByText('Pickup requested', { exact: true }).waitFor();
    await c.getByRole('button', { name: 'Withdraw pickup request' }).waitFor();
    expect(await c.innerText()).toMatch(/Pickup requested on \d\d\/\d\d\/\d{4} \d\d:\d\d\./);
    expect(pickupPosts).toEqual([`POST /api/customer/v1.0/trolleys/${trolleys.single.id}/pickup-request`]);
    // The other card is untouched.
    expect(await card(page, trolleys.double).getByRole('button', { name: 'Ready for pickup' }).count()).toBe(1);
    // Still requested after a reload (the server has it).
    await page.reload();
    await card(page, trolleys.single).getByText('Pickup requested', { exact: true }).waitFor();
    expect(await card(page, trolleys.double).getByText('Pickup requested', { exact: true }).count()).toBe(0);
  });

  it('a double tap on "Ready for pickup" sends one request and leaves the pickup requested', async () => {
    pickupPosts.length = 0;
    const c = card(page, trolleys.double);
    const button = c.getByRole('button', { name: 'Ready for pickup' });
    await button.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await button.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // The answer takes 600 ms (a phone on a slow network), so the second tap lands on the button, not on the card
    // the answer redraws.
    await page.route('**/api/customer/v1.0/trolleys/*/pickup-request', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    // Two taps 120 ms apart on the same spot, as a thumb does.
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(120);
    await page.touchscreen.tap(x, y);
    // While the answer is on its way the button says so and takes no tap.
    expect(await c.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true);
    await c.getByText('Pickup requested', { exact: true }).waitFor();
    await expect.poll(() => c.getByRole('status').innerText()).toBe('Pickup requested. We will let the plant know.');
    await page.unroute('**/api/customer/v1.0/trolleys/*/pickup-request');
    // Nothing more is sent once the card's guard (1.5 s) lets go.
    await page.waitForTimeout(2000);
    expect(pickupPosts).toEqual([`POST /api/customer/v1.0/trolleys/${trolleys.double.id}/pickup-request`]);
    expect(await c.getByRole('button', { name: 'Withdraw pickup request' }).count()).toBe(1);
    const token = await customerToken(PAT.email, PAT.password);
    const list = await customerCall<{ list: { id: number; pickup_requested_at: string | null }[] }>('GET', '/trolleys', token);
    expect(list.body.list.map((t) => [t.id, t.pickup_requested_at !== null])).toEqual([
      [trolleys.single.id, true],
      [trolleys.double.id, true],
    ]);
  });

  it('staff see the request on the Hand-over screen; recording the pickup closes it and the portal no longer lists the trolley', async () => {
    const staff = await openContext(browser, PHONE);
    await signIn(staff.page);
    await staff.page.goto(`/dashboard/handover?uid=${encodeURIComponent(trolleys.single.uid)}`);
    const region = staff.page.getByRole('region', { name: 'Trolley' });
    await region.waitFor();
    await expect.poll(() => region.innerText()).toContain(trolleys.single.name);
    const requested = region.getByRole('alert');
    await expect.poll(() => requested.innerText()).toMatch(/^Ready for pickup: the customer asked today at \d\d:\d\d\.$/);
    expect(await region.innerText()).toContain(`At ${PAT_NAME}`);

    const form = staff.page.getByRole('form', { name: 'Pick Up' });
    await form.getByRole('textbox', { name: 'No of Bars' }).fill('4');
    await noSignature(staff.page, form);
    await form.getByRole('button', { name: 'Record Pick Up' }).click();
    await expect.poll(() => staff.page.getByRole('status').filter({ hasText: /\S/ }).innerText()).toMatch(new RegExp(`^Picked up from ${PAT_NAME} · 4 bars · \\d\\d:\\d\\d$`));
    expect(await staff.page.getByText(/^Ready for pickup: the customer asked/).count()).toBe(0);
    const after = await apiCall<Trolley>('GET', `/trolleys/${trolleys.single.id}`);
    expect(after).toMatchObject({ trolley_status: 'Pickup', pickup_requested_at: null });
    await staff.context.close();

    // The customer's list: only the other trolley, still requested.
    await page.reload();
    await page.getByRole('heading', { name: 'My Trolleys', level: 1 }).waitFor();
    await page.getByText('1 trolley', { exact: true }).waitFor();
    expect(await card(page, trolleys.single).count()).toBe(0);
    expect(await card(page, trolleys.double).getByText('Pickup requested', { exact: true }).count()).toBe(1);
    // The hold is over: asking again is refused.
    const token = await customerToken(PAT.email, PAT.password);
    expect((await customerCall('POST', `/trolleys/${trolleys.single.id}/pickup-request`, token)).status).toBe(404);
  });
});
