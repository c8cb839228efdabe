import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_OVERDUE_LIMIT } from '@glassdesk/shared';
import { expectOperationChecks } from '../../test/access.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { atMoment } from '../../db/sql.js';
import { trolleyCards } from './trolley-dashboard.service.js';
import { createCustomer, createPlant, createTrolley, grantPlants, quickTokenWith, setCostAt } from '../../test/factories.js';

// GET /dashboard/trolleys: the trolley cards against a fleet made by hand, for a plant operator (plant A), a user
// with no plants and the Super Admin (every plant).
let t: TestApp;
let admin: string;
let operator: string;
let plantless: string;
const plants = { A: 0, B: 0, C: 0 };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  for (const key of ['A', 'B', 'C'] as const) plants[key] = (await createPlant(t.ctx, { name: `Plant ${key}` })).id;
  const op = await quickTokenWith(t, ['List Trolleys']);
  await grantPlants(t.ctx, op.user.id, [plants.A]);
  operator = op.token;
  plantless = (await quickTokenWith(t, ['List Trolleys'])).token;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const T0 = Date.now();
/** d days ago plus a minute, so that "d started days" up to now still holds while the test runs. */
const daysAgo = (d: number) => new Date(T0 - d * DAY + 60_000).toISOString();
const figures = async (token: string) => {
  const res = await t.api({ method: 'GET', url: '/dashboard/trolleys', token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** A customer whose free days are `free` from `since` on (a cost change then), or its registration terms. */
async function customer(first: string, last: string, free?: { days: number; since: string }) {
  const c = await createCustomer(t.ctx, { approved: true, first_name: first, last_name: last });
  if (free) await setCostAt(t.ctx, c.id, free.since, free.days, 250);
  return c;
}
const held = (customerId: number, days: number, plantId = plants.A) => createTrolley(t.ctx, { status: 'Delivery', customerId, plantId, since: daysAgo(days) });

describe('GET /dashboard/trolleys', () => {
  beforeAll(async () => {
    const { A, B, C } = plants;
    // At plants: two at A (OnPlant, Maintenance), one at B; DeFleet and deleted ones are not counted.
    await createTrolley(t.ctx, { plantId: A });
    await createTrolley(t.ctx, { plantId: A, status: 'Maintenance' });
    await createTrolley(t.ctx, { plantId: B });
    await createTrolley(t.ctx, { plantId: A, status: 'DeFleet' });
    await createTrolley(t.ctx, { plantId: A, deleted: true });
    // In transit: A -> B ordered, B -> A on the road (both touch A), B -> C on the road (not A's).
    await createTrolley(t.ctx, { plantId: A, status: 'PlantChange', fromPlantId: A, toPlantId: B });
    await createTrolley(t.ctx, { plantId: B, status: 'DropOff', fromPlantId: B, toPlantId: A });
    await createTrolley(t.ctx, { plantId: B, status: 'DropOff', fromPlantId: B, toPlantId: C });
    // Collected from a customer, not yet back: none of the cards.
    await createTrolley(t.ctx, { plantId: A, status: 'Pickup' });

    // At customers. Within its free days: 3 days of 10.
    await held((await customer('Wendy', 'Within', { days: 10, since: daysAgo(30) })).id, 3);
    // Past them: 8 days of 5 (terms raised to 100 free days after the hold began: the hold keeps its own). From B.
    const oscar = await customer('Oscar', 'Over', { days: 5, since: daysAgo(60) });
    await setCostAt(t.ctx, oscar.id, daysAgo(2), 100, 250);
    await held(oscar.id, 8, B);
    // Terms never changed (no history row): the current 4 free days; 6 and 5 days held.
    const zed = await customer('Zed', 'Twice');
    await t.ctx.db.updateTable('customers').set({ max_day_allowed: 4 }).where('id', '=', zed.id).execute();
    await held(zed.id, 6);
    await held(zed.id, 5);
    // Held since before the first cost change: the registration terms, 0 free days, so 10 days over.
    await held((await customer('Bea', 'Before', { days: 30, since: daysAgo(5) })).id, 10);
    // Four on registration terms (0 free days): a day over each.
    for (const n of [1, 2, 3, 4]) await held((await customer('Extra', `${n}`)).id, 1);
  });

  const overdue = [
    { customer_name: 'Bea Before', business_name: null, trolleys: 1, days_over: 10 },
    { customer_name: 'Oscar Over', business_name: null, trolleys: 1, days_over: 3 },
    { customer_name: 'Zed Twice', business_name: null, trolleys: 2, days_over: 2 },
    { customer_name: 'Extra 1', business_name: null, trolleys: 1, days_over: 1 },
    { customer_name: 'Extra 2', business_name: null, trolleys: 1, days_over: 1 },
  ];

  it("a plant operator: the trolleys at and travelling to or from their plant; customers' figures of the whole fleet, worst first", async () => {
    const res = await figures(operator);
    expect(res).toMatchObject({ all_plants: false, plant_count: 1, at_plants: 2, in_transit: 2, at_customers: 9, past_free_days: 8, overdue_customers: 7 });
    expect(res.overdue).toHaveLength(DASHBOARD_OVERDUE_LIMIT);
    expect(res.overdue).toMatchObject(overdue);
    expect(Object.keys(res.overdue[0]).sort()).toEqual(['business_name', 'customer_id', 'customer_name', 'days_over', 'trolleys']);
  });

  it('the Super Admin: every plant', async () => {
    const res = await figures(admin);
    expect(res).toMatchObject({ all_plants: true, plant_count: 3, at_plants: 3, in_transit: 3, at_customers: 9, past_free_days: 8, overdue_customers: 7 });
    expect(res.overdue).toMatchObject(overdue);
  });

  it('a user with no plants: no plant figures, the customers all the same', async () => {
    expect(await figures(plantless)).toMatchObject({ all_plants: false, plant_count: 0, at_plants: 0, in_transit: 0, at_customers: 9, past_free_days: 8 });
  });

  it("names the customer's live business, and counts a hold made through the API as the cost list does", async () => {
    const res = await t.api({
      method: 'POST',
      url: '/business',
      token: admin,
      payload: {
        name: 'Harbour Glass',
        account_id: null,
        customer_id: (await customer('Hana', 'Harbour', { days: 1, since: daysAgo(30) })).id,
        contact: '0123456789',
        address: '1 Quay',
      },
    });
    expect(res.statusCode).toBe(201);
    const hana = (await t.ctx.db.selectFrom('customers').select('id').where('first_name', '=', 'Hana').executeTakeFirstOrThrow()).id;
    const trolley = await createTrolley(t.ctx, { plantId: plants.A, since: daysAgo(10) });
    const delivered = await t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/delivery`, token: admin, payload: { customer_id: hana, no_of_bars: 2, at: daysAgo(4) } });
    expect(delivered.statusCode).toBe(200);

    const cost = (await t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${hana}`, token: admin })).json().list[0];
    expect(cost).toMatchObject({ time_duration: 4, charge_free_days: 1, chargeable_days: 3 });
    const res2 = await figures(operator);
    expect(res2).toMatchObject({ at_plants: 2, at_customers: 10, past_free_days: 9, overdue_customers: 8 });
    expect(res2.overdue[1]).toEqual({ customer_id: hana, customer_name: 'Hana Harbour', business_name: 'Harbour Glass', trolleys: 1, days_over: cost.chargeable_days });
  });

  it('keeps its figures only while nothing they count changed: new terms, another day of a hold, a pickup', async () => {
    const before = await figures(admin);
    const del = await customer('Del', 'Eted');
    const trolley = await held(del.id, 3); // registration terms: 3 days over
    const withIt = await figures(admin);
    expect(withIt).toMatchObject({ past_free_days: before.past_free_days + 1, overdue_customers: before.overdue_customers + 1 });
    expect(withIt.overdue.find((o: { customer_name: string }) => o.customer_name === 'Del Eted')).toMatchObject({ trolleys: 1, days_over: 3 });
    // 10 free days from before the hold began, written straight into the database (as another instance would).
    await setCostAt(t.ctx, del.id, daysAgo(20), 10, 250);
    expect(await figures(admin)).toMatchObject({ past_free_days: before.past_free_days, overdue_customers: before.overdue_customers });
    // Eight days on, it is past those 10 free days by a day, and Wendy (3 days of 10) by one too.
    const later = await atMoment(new Date(Date.now() + 8 * DAY), () => trolleyCards(t.ctx.db, null));
    expect(later).toMatchObject({ past_free_days: before.past_free_days + 2, overdue_customers: before.overdue_customers + 2 });
    expect((await t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/pickup`, token: admin, payload: {} })).statusCode).toBe(200);
    expect(await figures(admin)).toMatchObject({ at_customers: withIt.at_customers - 1, past_free_days: before.past_free_days });
    // A user's plants are read on every request: a plant granted counts at once, whatever is kept of the fleet.
    const user = await quickTokenWith(t, ['List Trolleys']);
    await grantPlants(t.ctx, user.user.id, [plants.C]);
    expect(await figures(user.token)).toMatchObject({ plant_count: 1, at_plants: 0, in_transit: 1 });
    await grantPlants(t.ctx, user.user.id, [plants.B]);
    expect(await figures(user.token)).toMatchObject({ plant_count: 2, at_plants: 1, in_transit: 3 });
  });

  it('answers 401 without a session and 403 without List Trolleys', async () => {
    await expectOperationChecks(t, [{ method: 'GET', url: '/dashboard/trolleys', ops: ['List Trolleys'] }]);
  });
});
