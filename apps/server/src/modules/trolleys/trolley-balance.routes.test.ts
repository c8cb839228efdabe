import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TrolleyBalanceList } from '@glassdesk/shared';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { daysAgoFrom, holdMaker } from '../../test/holds.js';
import { createBusiness, createCustomer, createPlant, createTrolley, quickTokenWith, setCostAt } from '../../test/factories.js';

// CONTRACT "Trolley fleet control": GET /trolleys/balance against hand-made holds, priced as the hold-time
// cost prices them (the rates in force at the start of each hold, open holds counted to now).

let t: TestApp;
let admin: string;
let plantId: number;
const daysAgo = daysAgoFrom();
const { hold } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
const balance = async (query = '', token = admin) => {
  const res = await t.api({ method: 'GET', url: `/trolleys/balance${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json() as TrolleyBalanceList;
};

let ann: { id: number };
let bob: { id: number };
let cy: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
  const business = await createBusiness(t.ctx, { name: 'Harbour Glass' });
  ann = await createCustomer(t.ctx, { approved: true, first_name: 'Ann', last_name: 'Lee', businessId: business.id });
  bob = await createCustomer(t.ctx, { approved: true, first_name: 'Bob', last_name: 'Stone' });
  cy = await createCustomer(t.ctx, { approved: true, first_name: 'Cy', last_name: 'Returned' });
  // Ann: 0 free days at $2.50 a day until 10 days ago, then 1 free day at $4: a hold started under each.
  await setCostAt(t.ctx, ann.id, daysAgo(60), 0, 250);
  const old = await hold(ann.id, daysAgo(20)); // 20 days x $2.50 = $50
  await setCostAt(t.ctx, ann.id, daysAgo(10), 1, 400);
  await hold(ann.id, daysAgo(3)); // (3 - 1) x $4 = $8
  // Ann asked for the old one to be picked up.
  const openHold = await t.ctx.db
    .selectFrom('trolley_transactions')
    .select('id')
    .where('trolley_id', '=', old.id)
    .where('trolley_status', '=', 'Delivery')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('trolley_pickup_requests')
    .values({ hold_id: openHold.id, customer_id: ann.id, requested_at: daysAgo(1) })
    .execute();
  // Bob: 5 free days at $3; one hold of 2 days: nothing owed yet.
  await setCostAt(t.ctx, bob.id, daysAgo(60), 5, 300);
  await hold(bob.id, daysAgo(2));
  // Cy held one and gave it back: not on the board.
  await hold(cy.id, daysAgo(9), daysAgo(4));
  // The fleet: one at a plant, one lost, one damaged, one in maintenance, one deleted (not counted).
  await createTrolley(t.ctx, { plantId });
  await createTrolley(t.ctx, { plantId, status: 'Lost' });
  await createTrolley(t.ctx, { plantId, status: 'Damaged' });
  await createTrolley(t.ctx, { plantId, status: 'Maintenance' });
  await createTrolley(t.ctx, { plantId, deleted: true });
});
afterAll(() => t.close());

describe('GET /trolleys/balance', () => {
  it('one row per customer holding trolleys now, priced with the rates in force at each start; highest charge first', async () => {
    const body = await balance();
    expect(body.count).toBe(2);
    expect(body.list).toEqual([
      {
        customer_id: ann.id,
        customer_name: 'Ann Lee',
        business_id: expect.any(Number) as number,
        business_name: 'Harbour Glass',
        held: 2,
        oldest_days: 20,
        over_free_days: 2,
        accrued_cost: 58,
        pickup_requests: 1,
      },
      { customer_id: bob.id, customer_name: 'Bob Stone', business_id: null, business_name: null, held: 1, oldest_days: 2, over_free_days: 0, accrued_cost: 0, pickup_requests: 0 },
    ]);
  });

  it('totals the whole fleet: at plants, in transit, at customers, past free days, in maintenance, lost, damaged', async () => {
    const { totals } = await balance('?search=nobody-matches');
    // Cy's returned trolley is on its way back (Pickup); three trolleys at customers; the deleted one is left out.
    expect(totals).toEqual({ at_plants: 1, in_transit: 1, at_customers: 3, over_free_days: 2, maintenance: 1, lost: 1, damaged: 1 });
  });

  it('sorts by each column both ways, searches customers and businesses, and pages', async () => {
    const ids = async (q: string) => (await balance(q)).list.map((r) => r.customer_id);
    expect(await ids('?sort_by=customer_name&order=asc')).toEqual([ann.id, bob.id]);
    expect(await ids('?sort_by=customer_name&order=desc')).toEqual([bob.id, ann.id]);
    for (const column of ['held', 'oldest_days', 'over_free_days', 'accrued_cost', 'pickup_requests']) {
      expect(await ids(`?sort_by=${column}&order=asc`)).toEqual([bob.id, ann.id]);
      expect(await ids(`?sort_by=${column}&order=desc`)).toEqual([ann.id, bob.id]);
    }
    // No business sorts as empty: first ascending.
    expect(await ids('?sort_by=business_name&order=asc')).toEqual([bob.id, ann.id]);
    expect(await ids('?search=harbour')).toEqual([ann.id]);
    expect(await ids('?search=STONE')).toEqual([bob.id]);
    expect(await balance('?limit=1&start=1')).toMatchObject({ count: 2, list: [{ customer_id: bob.id }] });
    expect((await t.api({ method: 'GET', url: '/trolleys/balance?sort_by=uid', token: admin })).statusCode).toBe(422);
  });

  it('needs View Additional Cost (403 without it), not a plant', async () => {
    const without = await quickTokenWith(t, ['List Trolleys']);
    expect((await t.api({ method: 'GET', url: '/trolleys/balance', token: without.token })).statusCode).toBe(403);
    const withIt = await quickTokenWith(t, ['View Additional Cost']);
    expect((await balance('', withIt.token)).count).toBe(2);
  });

  it('exports the rows under the same search and order as trolley-balance.xlsx (View Additional Cost)', async () => {
    const res = await t.api({ method: 'GET', url: '/report/trolleys/balance/export?sort_by=customer_name&order=desc', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trolley-balance.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const rows = [1, 2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Customer', 'Business', 'Held', 'Oldest Hold (days)', 'Past Free Days', 'Charge So Far ($)', 'Pickup Requests'],
      ['Bob Stone', undefined, 1, 2, 0, 0, 0],
      ['Ann Lee', 'Harbour Glass', 2, 20, 2, 58, 1],
    ]);
    expect(sheet.rowCount).toBe(3);
    const searched = await t.api({ method: 'GET', url: '/report/trolleys/balance/export?search=harbour', token: admin });
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(searched.rawPayload as unknown as ArrayBuffer);
    expect(one.worksheets[0]!.rowCount).toBe(2);
    const without = await quickTokenWith(t, ['List Trolleys']);
    expect((await t.api({ method: 'GET', url: '/report/trolleys/balance/export', token: without.token })).statusCode).toBe(403);
  });
});

describe('the board read right after a change (each instance keeps the holds, and asks the database what changed)', () => {
  const row = async (customerId: number) => (await balance('?limit=100')).list.find((r) => r.customer_id === customerId);

  it('a hand-over, a pickup request, a rename, a pickup and a deleted trolley show on the next read', async () => {
    const eve = await createCustomer(t.ctx, { approved: true, first_name: 'Eve', last_name: 'Early' });
    expect(await row(eve.id)).toBeUndefined();
    const tr = await hold(eve.id, daysAgo(2));
    expect(await row(eve.id)).toMatchObject({ held: 1, pickup_requests: 0, customer_name: 'Eve Early' });
    const open = await t.ctx.db.selectFrom('trolley_transactions').select('id').where('trolley_id', '=', tr.id).where('trolley_status', '=', 'Delivery').executeTakeFirstOrThrow();
    await t.ctx.db.insertInto('trolley_pickup_requests').values({ hold_id: open.id, customer_id: eve.id, requested_at: new Date().toISOString() }).execute();
    expect(await row(eve.id)).toMatchObject({ pickup_requests: 1 });
    await t.ctx.db
      .updateTable('customers')
      .set({ last_name: 'Later', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', eve.id)
      .execute();
    expect(await row(eve.id)).toMatchObject({ customer_name: 'Eve Later' });
    const before = (await balance()).totals;
    expect((await t.api({ method: 'PUT', url: `/trolleys/${tr.id}/pickup`, payload: {}, token: admin })).statusCode).toBe(200);
    expect(await row(eve.id)).toBeUndefined();
    expect((await balance()).totals).toMatchObject({ at_customers: before.at_customers - 1, in_transit: before.in_transit + 1 });
    const spare = await createTrolley(t.ctx, { plantId });
    const atPlants = (await balance()).totals.at_plants;
    expect((await t.api({ method: 'DELETE', url: `/trolleys/${spare.id}`, token: admin })).statusCode).toBe(200);
    expect((await balance()).totals.at_plants).toBe(atPlants - 1);
  });

  it('a change made through another instance on the same database shows on this one at once', async () => {
    const other = await buildApp(t.ctx.config, { mailer: { send: async () => undefined } });
    try {
      const fay = await createCustomer(other.ctx, { approved: true, first_name: 'Fay', last_name: 'Far' });
      await balance(); // this instance's copy, before the change
      const tr = await createTrolley(other.ctx, { plantId, since: daysAgo(4) });
      const token = (await other.app.inject({ method: 'POST', url: '/api/admin/v1.0/login', payload: { email: 'admin@example.com', password: 'admin-secret-1' } })).json().token;
      const moved = await other.app.inject({
        method: 'PUT',
        url: `/api/admin/v1.0/trolleys/${tr.id}/delivery`,
        payload: { customer_id: fay.id, at: daysAgo(3) },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(moved.statusCode).toBe(200);
      expect(await row(fay.id)).toMatchObject({ held: 1, oldest_days: 3 });
    } finally {
      await other.app.close();
    }
  });
});
