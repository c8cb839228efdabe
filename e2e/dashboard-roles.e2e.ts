import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, baseURL, launch, newPage, signIn } from './browser.js';
import { expectAccessible } from './ui.js';

// docs/decisions.md, "The dashboard follows the role": the dashboard shows each person the cards their
// operations allow. A plant operator (trolley operations and one plant) sees the trolley cards and the customers
// past their free days, and no business, customer or ticket figure; the admin sees everything.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const RUN = Date.now().toString(36).slice(-5);
const OPERATOR = { email: `operator.${RUN}@example.com`, password: 'operator-pass-1' };
// "Aaron" sorts first among customers equally late (every hold of a fresh server is a day old at most).
const LATE = { first_name: 'Aaron', last_name: `Late${RUN}`, email: `aaron.${RUN}@example.com`, number: '0412345678', password: 'aaron-pass-1' };
const ONTIME = { first_name: 'Olga', last_name: `Ontime${RUN}`, email: `olga.${RUN}@example.com`, number: '0412345679', password: 'olga-pass-1' };
const LATE_NAME = `${LATE.first_name} ${LATE.last_name}`;

type Id = { id: number };

/** A customer registered in the customer app, approved, with these free days. */
async function customer(body: typeof LATE, freeDays: number) {
  const res = await fetch(`${baseURL()}/api/customer/v1.0/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const { id } = (await res.json()) as Id;
  await apiCall('PUT', `/customers/${id}/approval`, { is_approved: true });
  await apiCall('PUT', `/customers/${id}/cost`, { max_day_allowed: freeDays, per_day_charge: 5 });
  return id;
}

const trolley = async (plantId: number, n: number) => (await apiCall<Id>('POST', '/trolleys', { name: `Dash ${RUN} ${n}`, uid: `DASH-${RUN}-${n}`, plant_id: plantId })).id;

/** The card's lines as shown: label, number, caption. */
const card = async (page: Page, label: string) => (await page.getByRole('link', { name: new RegExp(`^${label}`) }).innerText()).split('\n').filter(Boolean);

describe('the dashboard by role', () => {
  let lateId = 0;

  beforeAll(async () => {
    // Plant A is the operator's, plant B someone else's.
    const A = (await apiCall<Id>('POST', '/plants', { name: `Dash A ${RUN}`, address: null, contact: '0123456789', city_id: null })).id;
    const B = (await apiCall<Id>('POST', '/plants', { name: `Dash B ${RUN}`, address: null, contact: '0123456789', city_id: null })).id;
    const groups = await apiCall<{ operations: { id: number; name: string }[] }[]>('GET', '/operations/all');
    const wanted = ['List Trolleys', 'View Trolley', 'Add Trolley', 'Update Trolley'];
    const operations = groups.flatMap((g) => g.operations).filter((op) => wanted.includes(op.name));
    const role = await apiCall<Id>('POST', '/roles', { name: `Plant Operator ${RUN}`, operations: operations.map((op) => op.id) });
    const user = await apiCall<Id>('POST', '/users', { first_name: 'Pat', last_name: 'Operator', email: OPERATOR.email, password: OPERATOR.password, role: role.id });
    await apiCall('POST', `/users/${user.id}/user-plant`, { plant_id: A });

    lateId = await customer(LATE, 0);
    const ontimeId = await customer(ONTIME, 30);
    // At A: one on plant, one in maintenance. On the way from A to B: one. At B: one (not the operator's).
    await trolley(A, 1);
    await apiCall('PUT', `/trolleys/${await trolley(A, 2)}/maintenance`, {});
    await apiCall('PUT', `/trolleys/${await trolley(A, 3)}/plantchange`, { name: 'Truck 7', to_plant_id: B });
    await trolley(B, 4);
    // At customers: two with Aaron (no free days: past them from the first day), one with Olga (30 free days).
    for (const n of [5, 6]) await apiCall('PUT', `/trolleys/${await trolley(A, n)}/delivery`, { customer_id: lateId, no_of_bars: 2 });
    await apiCall('PUT', `/trolleys/${await trolley(A, 7)}/delivery`, { customer_id: ontimeId, no_of_bars: 1 });
  });

  it('a plant operator sees the trolley cards of their plant and the late customers, and no business, customer or ticket figure', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, OPERATOR.email, OPERATOR.password);
    await page.getByRole('heading', { name: 'Trolleys', level: 2 }).waitFor();
    await expect.poll(() => card(page, 'At my plants')).toEqual(['At my plants', '2', 'Your 1 plant']);
    expect(await card(page, 'In transit')).toEqual(['In transit', '1', 'To or from your plants']);
    // Customers' figures cover the whole fleet (other suites may hold trolleys too).
    expect(Number((await card(page, 'At customers'))[1])).toBeGreaterThanOrEqual(3);
    expect(Number((await card(page, 'Past free days'))[1])).toBeGreaterThanOrEqual(2);
    for (const label of ['Total Businesses', 'Total Customers', 'Total Tickets', 'Recent Tickets']) {
      expect(await page.getByRole('heading', { name: label }).count(), label).toBe(0);
    }
    const overdue = page.getByRole('table', { name: 'Customers past their free days' });
    const late = overdue.getByRole('row').filter({ hasText: LATE_NAME });
    expect((await late.innerText()).split(/\s+/).slice(-3)).toEqual(['2', '1', 'day']);
    expect(await overdue.getByRole('row').filter({ hasText: ONTIME.last_name }).count()).toBe(0);
    await expectAccessible(page, 'operator dashboard');

    // Past free days leads to the list; a late customer to Customer Trolley with that customer chosen.
    await page.getByRole('link', { name: /^Past free days/ }).click();
    await page.waitForURL('**/dashboard#past-free-days');
    await late.getByRole('link', { name: LATE_NAME }).click();
    await page.waitForURL(`**/dashboard/trolleys/customers?customer=${lateId}&customer_name=*`);
    const held = page.getByRole('table', { name: `Trolleys held by ${LATE_NAME}` });
    await expect
      .poll(() =>
        held
          .getByRole('row')
          .filter({ hasText: `Dash ${RUN}` })
          .count(),
      )
      .toBe(2);

    // On a phone the cards wrap two to a row.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect.poll(() => card(page, 'At my plants')).toEqual(['At my plants', '2', 'Your 1 plant']);
    const boxes = await Promise.all(['At my plants', 'In transit', 'At customers'].map((label) => page.getByRole('link', { name: new RegExp(`^${label}`) }).boundingBox()));
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('the admin sees the three counts, the trolley cards over every plant and the recent tickets', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    for (const label of ['Total Businesses', 'Total Customers', 'Total Tickets', 'At my plants', 'In transit', 'At customers', 'Past free days']) {
      await page.getByRole('link', { name: new RegExp(`^${label}`) }).waitFor();
    }
    const plants = await apiCall<unknown[]>('GET', '/trolleys/plants');
    await expect.poll(async () => (await card(page, 'At my plants'))[2]).toBe(`All ${plants.length} plants`);
    expect(Number((await card(page, 'At my plants'))[1])).toBeGreaterThanOrEqual(3);
    expect(await card(page, 'In transit')).toContain('Between plants');
    await page.getByRole('heading', { name: 'Recent Tickets' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Where would you like to go?' }).count()).toBe(0);
    await expectAccessible(page, 'admin dashboard');
    await context.close();
  });
});
