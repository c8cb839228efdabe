import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, setCostAt } from '../../test/factories.js';
import { DAY, daysAgoFrom, holdMaker } from '../../test/holds.js';

let t: TestApp;
let admin: string;
let plantId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
});
afterAll(() => t.close());

const daysAgo = daysAgoFrom();
const { put, hold } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
const costs = async (customerId: number, query = '') => (await t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${customerId}${query}`, token: admin })).json();

describe('hold-time cost (CONTRACT)', () => {
  it('0 free days: every started day is charged', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, c.id, daysAgo(60), 0, 250);
    const start = daysAgo(20);
    const tr = await hold(c.id, start, new Date(Date.parse(start) + 3 * DAY + 3_600_000).toISOString());
    const res = await costs(c.id);
    expect(res).toMatchObject({ count: 1, total_cost: 10 });
    expect(res.list[0]).toMatchObject({
      trolley: { id: tr.id, uid: tr.uid },
      created_at: start,
      time_duration: 4,
      charge_free_days: 0,
      after_free_day_charge: 2.5,
      chargeable_days: 4,
      cost: 10,
    });
  });

  it('some free days: only the days past them; a hold within them costs nothing', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, c.id, daysAgo(60), 5, 300);
    await hold(c.id, daysAgo(30), daysAgo(23)); // 7 days
    await hold(c.id, daysAgo(20), daysAgo(15)); // 5 days: all free
    const res = await costs(c.id);
    expect(res.list.map((r: { time_duration: number; chargeable_days: number; cost: number }) => [r.time_duration, r.chargeable_days, r.cost])).toEqual([
      [5, 0, 0],
      [7, 2, 6],
    ]);
    expect(res.total_cost).toBe(6);
  });

  it('uses the rates in force when the hold started, even when they changed during it', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, c.id, daysAgo(40), 2, 100);
    await setCostAt(t.ctx, c.id, daysAgo(15), 10, 500); // mid-hold
    await hold(c.id, daysAgo(20), daysAgo(10)); // 10 days at 2 free, $1
    await hold(c.id, daysAgo(9), daysAgo(1)); // 8 days at 10 free, $5
    const res = await costs(c.id);
    expect(res.list.map((r: Record<string, number>) => [r.charge_free_days, r.after_free_day_charge, r.time_duration, r.chargeable_days, r.cost])).toEqual([
      [10, 5, 8, 0, 0],
      [2, 1, 10, 8, 8],
    ]);
  });

  it('a hold that started before the first cost change has the registration values (0 and 0)', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await hold(c.id, daysAgo(20), daysAgo(10));
    await setCostAt(t.ctx, c.id, daysAgo(5), 1, 700);
    expect((await costs(c.id)).list[0]).toMatchObject({ charge_free_days: 0, after_free_day_charge: 0, time_duration: 10, cost: 0 });
  });

  it('counts an open hold up to now, lists newest first, pages with the total of all holds', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, c.id, daysAgo(90), 1, 1000);
    const old = await hold(c.id, daysAgo(50), daysAgo(40)); // 10 days: 9 x $10
    const open = await hold(c.id, daysAgo(3), null); // 3 days so far: 2 x $10
    const res = await costs(c.id);
    expect(res.list.map((r: { trolley: { id: number } }) => r.trolley.id)).toEqual([open.id, old.id]);
    expect(res.list[0]).toMatchObject({ ended_at: null, time_duration: 3, chargeable_days: 2, cost: 20 });
    expect(res.list[1]).toMatchObject({ ended_at: daysAgo(40), cost: 90 });
    const page2 = await costs(c.id, '&start=1&limit=1');
    expect([page2.count, page2.list.length, page2.list[0].trolley.id, page2.total_cost]).toEqual([2, 1, old.id, 110]);
    // Another customer's holds are not listed.
    const other = await createCustomer(t.ctx, { approved: true });
    expect(await costs(other.id)).toEqual({ list: [], count: 0, total_cost: 0, charges_total: 0, owed_total: 0 });
  });

  it('gives the history header of a delivery and of its pickup the hold figures, and other steps no charge', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, c.id, daysAgo(90), 3, 450);
    const tr = await hold(c.id, daysAgo(12), daysAgo(4)); // 8 days: 5 x $4.50
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions?sort_by=id&order=asc`, token: admin })).json().list;
    expect(txs.map((x: { trolley_status: string }) => x.trolley_status)).toEqual(['OnPlant', 'Delivery', 'Pickup']);
    const header = async (txId: number) => (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions/${txId}/history`, token: admin })).json();
    const figures = { uid: tr.uid, time_duration: 8, charge_free_days: 3, after_free_day_charge: 4.5, chargeable_days: 5, cost: 22.5 };
    expect(await header(txs[1].id)).toEqual(figures);
    expect(await header(txs[2].id)).toEqual(figures);
    // The first step: OnPlant for the day before the delivery, no charge.
    expect(await header(txs[0].id)).toEqual({ uid: tr.uid, time_duration: 1, charge_free_days: 0, after_free_day_charge: 0, chargeable_days: 0, cost: 0 });
    const one = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions/${txs[1].id}`, token: admin })).json();
    expect(one).toMatchObject({ id: txs[1].id, trolley_status: 'Delivery', customer: { id: c.id }, time_duration: 8 });
    // The cost list agrees with the header.
    expect((await costs(c.id)).list[0]).toMatchObject({ time_duration: 8, chargeable_days: 5, cost: 22.5 });
  });

  it('lists the trolleys a customer holds now, longest held first, with the days held', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const recent = await hold(c.id, daysAgo(2), null);
    const longest = await hold(c.id, daysAgo(6), null);
    await hold(c.id, daysAgo(9), daysAgo(8)); // returned
    const res = (await t.api({ method: 'GET', url: `/trolleys/customers?customer_id=${c.id}`, token: admin })).json();
    expect(res.list.map((x: { id: number; time_duration: number }) => [x.id, x.time_duration])).toEqual([
      [longest.id, 6],
      [recent.id, 2],
    ]);
    expect(res.count).toBe(2);
  });
});

describe('a customer erased for good', () => {
  it('leaves the trolley history without the customer, and a trolley it held can still be picked up', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const tr = await hold(c.id, daysAgo(5), null);
    expect((await t.api({ method: 'DELETE', url: `/customers/${c.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/customers/${c.id}/deleted`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}`, token: admin })).json()).toMatchObject({ trolley_status: 'Delivery', customer: null });
    const picked = await put(tr.id, 'pickup', {});
    expect(picked.trolley_status).toBe('Pickup');
    // Its hand-over, as its history, names no customer.
    expect((await t.api({ method: 'GET', url: `/handovers/${picked.handover_id}`, token: admin })).json()).toMatchObject({ kind: 'pickup', customer: null });
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: admin })).json().list;
    expect(txs.map((x: { customer: unknown }) => x.customer)).toEqual([null, null, null]);
  });
});
