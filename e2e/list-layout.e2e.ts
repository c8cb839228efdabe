import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { adminToken, apiCall, baseURL, launch, signIn } from './browser.js';
import { row } from './ui.js';

// Every list at 1280, 1366 and 1440 px keeps its row actions (or a ticket's status) in
// view without scrolling sideways, and at 390 px shows each row as a card with no sideways scrolling and touch
// targets of at least 44 x 44 px. The rows are made with long names and e-mails, the way real data is.
const RUN = Date.now().toString(36).slice(-5);
const LONG = `Harbourside Architectural Glass and Aluminium Glazing ${RUN}`;
const EMAIL = `accounts.receivable.department.${RUN}@harboursidearchitecturalglass.example`;
const CUSTOMER = {
  first_name: 'Maximilian',
  last_name: `Longfellow${RUN}`,
  email: `max.${RUN}@harboursidearchitecturalglass.example`,
  number: '0412555111',
  password: 'max-pass-1',
};
const ORDER_NO = `GO-L${RUN}`;

let browser: Browser;
const ids = { business: 0, customer: 0, plantA: 0, plantB: 0, trolley: 0 };

const customerApi = (url: string) => `${baseURL()}/api/customer/v1.0${url}`;
const put = (url: string, body: unknown = {}) => apiCall('PUT', url, body);
const remove = async (url: string) => {
  const res = await fetch(`${baseURL()}/api/admin/v1.0${url}`, { method: 'DELETE', headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(res.status, url).toBe(200);
};
const move = { name: null, no_of_bars: 0, images: [], image: null, note: null };

async function raiseTicket() {
  const login = await fetch(customerApi('/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CUSTOMER.email, password: CUSTOMER.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const glassType = await apiCall<{ id: number }>('POST', '/glass-types', { name: `Laminated Low-E Toughened ${RUN}` });
  const reason = await apiCall<{ id: number }>('POST', '/warranty-reasons', { name: `Seal failure with condensation between panes ${RUN}` });
  const form = new FormData();
  const fields = {
    glass_order_no: ORDER_NO,
    glass_type_id: String(glassType.id),
    warranty_reason_id: String(reason.id),
    glass_size: '2400 x 1800 mm',
    received_date: '2026-01-15',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  form.append('defect_images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'defect.png');
  const created = await fetch(customerApi('/tickets'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await created.json()) as { id: number };
}

/** A trolley at plant A, named for what happens to it. */
const trolley = async (what: string) =>
  apiCall<{ id: number }>('POST', '/trolleys', {
    name: `${what} ${RUN}`,
    uid: `L-${what.slice(0, 4).toUpperCase()}-${RUN}`.toUpperCase(),
    trolley_photo_url: null,
    serial_number: `SN-LONG-SERIAL-${RUN}`,
    is_certified: true,
    expiry_date: '2030-12-31',
    plant_id: ids.plantA,
  });

beforeAll(async () => {
  browser = await launch();
  ids.plantA = (await apiCall<{ id: number }>('POST', '/plants', { name: `Port Melbourne North Plant ${RUN}`, address: null, contact: '0123456789', city_id: null })).id;
  ids.plantB = (await apiCall<{ id: number }>('POST', '/plants', { name: `Brisbane Eagle Farm Plant ${RUN}`, address: null, contact: '0123456780', city_id: null })).id;
  await apiCall('POST', '/cities', { name: `Wagga Wagga ${RUN}` });
  await apiCall('POST', '/faqs', { title: `How long does a warranty replacement take ${RUN}?`, content: '<p>About two weeks.</p>' });
  await fetch(`${baseURL()}/api/admin/v1.0/support`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Support Person ${RUN}`, email: EMAIL, description: 'The label photo will not upload from my phone.' }),
  });

  const registered = await fetch(customerApi('/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
  ids.customer = ((await registered.json()) as { id: number }).id;
  await put(`/customers/${ids.customer}/verification`, { is_verified: true });
  await put(`/customers/${ids.customer}/approval`, { is_approved: true });
  ids.business = (
    await apiCall<{ id: number }>('POST', '/business', { name: LONG, account_id: 'HAG01', customer_id: ids.customer, contact: '0412000111', address: '9 Pane Road' })
  ).id;
  await raiseTicket();
  // Trash rows: a business, a customer and a ticket.
  const other = { ...CUSTOMER, first_name: 'Olive', email: `olive.${RUN}@example.com` };
  const second = await fetch(customerApi('/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(other) });
  const secondId = ((await second.json()) as { id: number }).id;
  const gone = await apiCall<{ id: number }>('POST', '/business', {
    name: `${LONG} (closed)`,
    account_id: null,
    customer_id: secondId,
    contact: '0412000112',
    address: '1 Old Road',
  });
  await remove(`/business/${gone.id}`);

  // Trolleys: one delivered (Customer Trolley, Additional Cost), one leaving A (checkout at A), one on the road to
  // B (check-in at B), one deleted.
  const delivered = await trolley('Delivered Stillage');
  ids.trolley = delivered.id;
  await put(`/trolleys/${delivered.id}/delivery`, { customer_id: ids.customer, no_of_bars: 4, images: [], note: null, at: null });
  const leaving = await trolley('Leaving A-Frame');
  await put(`/trolleys/${leaving.id}/plantchange`, { ...move, name: 'Leaving', to_plant_id: ids.plantB, from_plant_id: ids.plantA });
  const arriving = await trolley('Arriving L-Frame');
  await put(`/trolleys/${arriving.id}/plantchange`, { ...move, name: 'Arriving', to_plant_id: ids.plantB, from_plant_id: ids.plantA });
  await put(`/trolleys/${arriving.id}/plantdropoff`, { ...move, to_plant_id: ids.plantB, from_plant_id: ids.plantA });
  const deleted = await trolley('Deleted Glass Rack');
  await remove(`/trolleys/${deleted.id}`);
});
afterAll(() => browser?.close());

/**
 * Each list, where to open it and a text one of its rows shows. `actions`: its last column stays in view; `columns`:
 * every column's header is whole and on top (none under the sticky Action column, none past the table's edge).
 */
const lists = (): { to: string; text: string; actions: boolean; columns?: boolean }[] => [
  { to: `business?search=${RUN}`, text: LONG, actions: true, columns: true },
  { to: `customers?search=${RUN}`, text: CUSTOMER.last_name, actions: true, columns: true },
  { to: `tickets?search=${ORDER_NO}`, text: ORDER_NO, actions: true },
  { to: `cities?search=${RUN}`, text: `Wagga Wagga ${RUN}`, actions: true },
  { to: `plants?search=${RUN}`, text: `Port Melbourne North Plant ${RUN}`, actions: true },
  { to: `trolleys?search=${RUN}`, text: `Delivered Stillage ${RUN}`, actions: true },
  { to: `trolleys/deleted?search=${RUN}`, text: `Deleted Glass Rack ${RUN}`, actions: true },
  { to: `trolleys/customers?customer=${ids.customer}&customer_name=Max`, text: `Delivered Stillage ${RUN}`, actions: false, columns: true },
  { to: `cost?customer=${ids.customer}&customer_name=Max`, text: `Delivered Stillage ${RUN}`, actions: true },
  { to: `plant-transfer/check-out?plant=${ids.plantA}`, text: `Leaving A-Frame ${RUN}`, actions: true },
  { to: `plant-transfer/check-in?plant=${ids.plantB}`, text: `Arriving L-Frame ${RUN}`, actions: true },
  // Other suites add users and roles: search, so the row is on the first page whatever ran before.
  { to: `settings/users?search=admin%40example.com`, text: 'admin@example.com', actions: true },
  { to: `settings/roles?search=Super%20Admin`, text: 'Super Admin', actions: true },
  { to: `faqs?search=${RUN}`, text: `How long does a warranty replacement take ${RUN}?`, actions: true },
  { to: `warrantyReason?search=${RUN}`, text: `Seal failure with condensation between panes ${RUN}`, actions: true },
  { to: `glassTypes?search=${RUN}`, text: `Laminated Low-E Toughened ${RUN}`, actions: true },
  { to: `support?search=${RUN}`, text: `Support Person ${RUN}`, actions: true },
  { to: `business/trash?search=${RUN}`, text: `${LONG} (closed)`, actions: true },
  { to: `business/${ids.business}/customers`, text: CUSTOMER.last_name, actions: false },
  { to: `business/${ids.business}/tickets`, text: ORDER_NO, actions: true },
  { to: `customers/${ids.customer}`, text: ORDER_NO, actions: true },
  { to: `trolleys/${ids.trolley}`, text: 'Delivered', actions: false },
  { to: '', text: ORDER_NO, actions: true },
];

async function open(p: Page, to: string, text: string) {
  await p.goto(`/dashboard/${to}`);
  await expect.poll(() => row(p, text).count(), { message: to }).toBeGreaterThan(0);
}

/** The row's last cell is inside the window and on top at its centre (not under another cell). */
const lastCellInView = (p: Page, text: string) =>
  row(p, text)
    .first()
    .evaluate((tr) => {
      const cell = tr.lastElementChild as HTMLElement;
      const box = cell.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, Math.min(y, window.innerHeight - 1));
      return { right: box.right, left: box.left, width: window.innerWidth, onTop: !!top && cell.contains(top) };
    });

/** The headers of the page's first table that are cut or covered: each must lie inside the table's box and be on top. */
const hiddenColumns = (p: Page) =>
  p.evaluate(() => {
    const table = document.querySelector('table')!;
    const frame = table.parentElement!.getBoundingClientRect();
    return [...table.querySelectorAll('th')]
      .filter((th) => {
        const box = th.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        const topRight = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
        return box.left < frame.left - 1 || box.right > frame.right + 1 || !top || !th.contains(top) || !topRight || !th.contains(topRight);
      })
      .map((th) => th.textContent);
  });

describe('wide screens keep the row actions in view', () => {
  for (const width of [1280, 1366, 1440]) {
    it(`at ${width} px every list shows its actions without scrolling sideways`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height: 800 } });
      const p = await context.newPage();
      p.setDefaultTimeout(15_000);
      await signIn(p);
      for (const list of lists()) {
        await open(p, list.to, list.text);
        expect(await p.evaluate(() => document.documentElement.scrollWidth), list.to).toBeLessThanOrEqual(width);
        if (list.columns) expect(await hiddenColumns(p), `${list.to} at ${width}`).toEqual([]);
        if (!list.actions) continue;
        await row(p, list.text).first().scrollIntoViewIfNeeded();
        const seen = await lastCellInView(p, list.text);
        expect(seen.right, list.to).toBeLessThanOrEqual(width);
        expect(seen.left, list.to).toBeGreaterThanOrEqual(240);
        expect(seen.onTop, list.to).toBe(true);
      }
      await context.close();
    });
  }

  it('a business name opens the business, and a cut e-mail shows whole on hover', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } });
    const p = await context.newPage();
    await signIn(p);
    await open(p, `business?search=${RUN}`, LONG);
    const email = row(p, LONG).first().getByText(`max.${RUN}@`);
    await email.hover();
    await expect.poll(() => email.getAttribute('title')).toBe(CUSTOMER.email);
    await p.getByRole('link', { name: LONG, exact: true }).click();
    await p.waitForURL(`**/dashboard/business/${ids.business}`);
    await context.close();
  });
});

describe('a phone (390 px) shows each row as a card', () => {
  it('no list scrolls sideways, the key figures show, and every row control is at least 44 x 44 px', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await context.newPage();
    p.setDefaultTimeout(15_000);
    await signIn(p);
    for (const list of lists()) {
      await open(p, list.to, list.text);
      expect(await p.evaluate(() => document.documentElement.scrollWidth), list.to).toBeLessThanOrEqual(390);
      const sideways = await p.evaluate(() => [...document.querySelectorAll('.MuiTableContainer-root')].some((c) => c.scrollWidth > c.clientWidth + 1));
      expect(sideways, list.to).toBe(false);
      const card = row(p, list.text).first();
      expect(await card.isVisible(), list.to).toBe(true);
      const small = await card.evaluate((tr) =>
        [...tr.querySelectorAll<HTMLElement>('button, a, input[type="checkbox"]')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
          .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent} ${Math.round(box.width)}x${Math.round(box.height)}`),
      );
      expect(small, list.to).toEqual([]);
    }
    // The figures the phone tester missed: the cost of a hold, and a held trolley's status and days held.
    const figure = (text: string, label: string) => row(p, text).first().locator(`td[data-label="${label}"]`);
    await open(p, `cost?customer=${ids.customer}&customer_name=Max`, `Delivered Stillage ${RUN}`);
    expect(await figure(`Delivered Stillage ${RUN}`, 'Cost').isVisible()).toBe(true);
    expect(await figure(`Delivered Stillage ${RUN}`, 'Cost').innerText()).toMatch(/^\$\d/);
    await open(p, `trolleys/customers?customer=${ids.customer}&customer_name=Max`, `Delivered Stillage ${RUN}`);
    for (const [label, value] of [
      ['Status', 'Delivered'],
      ['Days Held', '1 day'],
    ]) {
      expect(await figure(`Delivered Stillage ${RUN}`, label).isVisible(), label).toBe(true);
      expect(await figure(`Delivered Stillage ${RUN}`, label).innerText()).toBe(value);
    }
    await context.close();
  });

  it('sorts from the "Sort by" choice, kept in the URL', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await context.newPage();
    await signIn(p);
    await open(p, `plants?search=${RUN}`, `Port Melbourne North Plant ${RUN}`);
    const first = () => p.locator('tbody tr').first().innerText();
    await p.getByRole('combobox', { name: 'Sort by' }).click();
    await p.getByRole('option', { name: 'Name, ascending' }).click();
    await p.waitForURL(/sort_by=name&order=asc/);
    await expect.poll(first).toContain(`Brisbane Eagle Farm Plant ${RUN}`);
    await p.getByRole('combobox', { name: 'Sort by' }).click();
    await p.getByRole('option', { name: 'Name, descending' }).click();
    await p.waitForURL(/sort_by=name&order=desc/);
    await expect.poll(first).toContain(`Port Melbourne North Plant ${RUN}`);
    await context.close();
  });
});
