import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createEmployee, createPlant, createTrolley, setCostAt } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { daysAgoFrom, holdMaker } from '../../test/holds.js';

// CONTRACT "The customer portal (browser) and its calls": GET /trolleys, the trolleys the customer holds
// now with the cost so far, and the "ready for pickup" request of each hold, which staff see on the trolley.
let t: TestApp;
let capi: ReturnType<typeof customerApi>;
let admin: string;
let plantId: number;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  capi = customerApi(t);
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
});
afterAll(() => t.close());

const daysAgo = daysAgoFrom();
const { put, hold: delivered } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
async function signedIn(opts: { businessId?: number } = {}) {
  const customer = await createCustomer(t.ctx, { approved: true, ...opts });
  return { customer, token: await customerLogin(t, customer.email, customer.password) };
}
const trolleys = (token: string, query = '') => capi({ method: 'GET', url: `/trolleys${query}`, token });
const request = (token: string, id: number) => capi({ method: 'POST', url: `/trolleys/${id}/pickup-request`, token });
const withdraw = (token: string, id: number) => capi({ method: 'DELETE', url: `/trolleys/${id}/pickup-request`, token });

describe('GET /trolleys', () => {
  it('lists what the customer holds now, oldest hold first, with the cost so far by the CONTRACT formula', async () => {
    const { customer, token } = await signedIn();
    await setCostAt(t.ctx, customer.id, daysAgo(60), 5, 250);
    const newer = await delivered(customer.id, daysAgo(3));
    const older = await delivered(customer.id, daysAgo(8));
    const gone = await delivered(customer.id, daysAgo(20));
    await put(gone.id, 'pickup', { at: daysAgo(10) });
    const res = await trolleys(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.list.map((r: { id: number }) => r.id)).toEqual([older.id, newer.id]);
    expect(body.list[0]).toEqual({
      id: older.id,
      name: older.name,
      uid: older.uid,
      customer: { id: customer.id, first_name: customer.first_name, last_name: customer.last_name },
      since: daysAgo(8),
      time_duration: 8,
      charge_free_days: 5,
      after_free_day_charge: 2.5,
      chargeable_days: 3,
      cost: 7.5,
      pickup_requested_at: null,
      handover_id: expect.any(Number),
    });
    expect(body.list[1]).toMatchObject({ time_duration: 3, chargeable_days: 0, cost: 0 });
    // handover_id is the delivery that brought it: its receipt is the customer's to download.
    const receipt = await capi({ method: 'GET', url: `/handovers/${body.list[0].handover_id}/receipt`, token });
    expect(receipt.statusCode).toBe(200);
  });

  it('the rates are those in force when the hold started, not today', async () => {
    const { customer, token } = await signedIn();
    await setCostAt(t.ctx, customer.id, daysAgo(30), 0, 100);
    await delivered(customer.id, daysAgo(4));
    await setCostAt(t.ctx, customer.id, daysAgo(1), 10, 999);
    expect((await trolleys(token)).json().list[0]).toMatchObject({ charge_free_days: 0, after_free_day_charge: 1, chargeable_days: 4, cost: 4 });
  });

  it("pages with start and limit; the master customer sees the whole business's, an employee only their own", async () => {
    const master = await createCustomer(t.ctx, { approved: true });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const employee = await createEmployee(t.ctx, { businessId: business.id });
    const outsider = await signedIn();
    const a = await delivered(master.id, daysAgo(5));
    const b = await delivered(employee.id, daysAgo(4));
    const c = await delivered(employee.id, daysAgo(2));
    await delivered(outsider.customer.id, daysAgo(6));
    const masterToken = await customerLogin(t, master.email, master.password);
    const employeeToken = await customerLogin(t, employee.email, employee.password);
    const ids = async (token: string, q = '') => (await trolleys(token, q)).json() as { list: { id: number; customer: { id: number } }[]; count: number };
    const all = await ids(masterToken);
    expect(all.list.map((r) => r.id)).toEqual([a.id, b.id, c.id]);
    expect(all.list.map((r) => r.customer.id)).toEqual([master.id, employee.id, employee.id]);
    expect((await ids(masterToken, '?start=1&limit=1')).list.map((r) => r.id)).toEqual([b.id]);
    expect((await ids(masterToken, '?start=1&limit=1')).count).toBe(3);
    expect((await ids(employeeToken)).list.map((r) => r.id)).toEqual([b.id, c.id]);
  });

  it.each([
    ['?limit=0', 422],
    ['?limit=1', 200],
    ['?limit=200', 200],
    ['?limit=201', 422],
    ['?start=-1', 422],
    ['?start=0', 200],
  ])('paging bounds %s -> %i', async (query, status) => {
    const { token } = await signedIn();
    expect((await trolleys(token, query)).statusCode).toBe(status);
  });

  it('a staff token opens nothing here, and no token is a 401', async () => {
    expect((await capi({ method: 'GET', url: '/trolleys', token: admin })).statusCode).toBe(401);
    expect((await capi({ method: 'GET', url: '/trolleys' })).statusCode).toBe(401);
  });
});

describe('pickup requests', () => {
  it('once per hold: 201, again 409, withdrawn, then again possible; staff see it on the trolley and the customer list', async () => {
    const { customer, token } = await signedIn();
    const tr = await delivered(customer.id, daysAgo(2));
    const first = await request(token, tr.id);
    expect(first.statusCode).toBe(201);
    const at = first.json().pickup_requested_at as string;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    expect((await request(token, tr.id)).json()).toEqual({ detail: 'A pickup is already requested for this trolley.' });
    expect((await request(token, tr.id)).statusCode).toBe(409);
    expect((await trolleys(token)).json().list[0].pickup_requested_at).toBe(at);

    const staffTrolley = await t.api({ method: 'GET', url: `/trolleys/${tr.id}`, token: admin });
    expect(staffTrolley.json().pickup_requested_at).toBe(at);
    const staffList = await t.api({ method: 'GET', url: `/trolleys/customers?customer_id=${customer.id}`, token: admin });
    expect(staffList.json().list.map((r: { id: number; pickup_requested_at: string | null }) => [r.id, r.pickup_requested_at])).toEqual([[tr.id, at]]);
    const byUid = await t.api({ method: 'GET', url: `/trolleys/by-uid/${tr.uid}`, token: admin });
    expect(byUid.json().pickup_requested_at).toBe(at);

    const off = await withdraw(token, tr.id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Pickup request withdrawn.' });
    expect((await withdraw(token, tr.id)).json()).toEqual({ detail: 'No pickup is requested for this trolley.' });
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}`, token: admin })).json().pickup_requested_at).toBeNull();
    expect((await request(token, tr.id)).statusCode).toBe(201);
  });

  it('two requests at once make one', async () => {
    const { customer, token } = await signedIn();
    const tr = await delivered(customer.id, daysAgo(1));
    const codes = (await Promise.all([request(token, tr.id), request(token, tr.id), request(token, tr.id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(await t.ctx.db.selectFrom('trolley_pickup_requests').select('hold_id').where('customer_id', '=', customer.id).execute()).toHaveLength(1);
  });

  it('recording the pickup closes the request; the next hold starts without one', async () => {
    const { customer, token } = await signedIn();
    const tr = await delivered(customer.id, daysAgo(3));
    expect((await request(token, tr.id)).statusCode).toBe(201);
    const picked = await put(tr.id, 'pickup', { at: daysAgo(1) });
    expect(picked.pickup_requested_at ?? null).toBeNull();
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}`, token: admin })).json().pickup_requested_at).toBeNull();
    expect((await trolleys(token)).json().count).toBe(0);
    // Not held any more: a 404, for a request and a withdrawal alike.
    expect((await request(token, tr.id)).statusCode).toBe(404);
    expect((await withdraw(token, tr.id)).statusCode).toBe(404);
  });

  it("another customer's trolley, one at a plant and one that does not exist are 404s", async () => {
    const { customer } = await signedIn();
    const other = await signedIn();
    const theirs = await delivered(customer.id, daysAgo(2));
    const atPlant = await createTrolley(t.ctx, { plantId });
    for (const id of [theirs.id, atPlant.id, 999_999]) {
      const res = await request(other.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Trolley not found.' });
    }
    expect((await request(other.token, 0)).statusCode).toBe(422);
  });

  it("the master customer may ask for the pickup of an employee's trolley; the employee sees it", async () => {
    const master = await createCustomer(t.ctx, { approved: true });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const employee = await createEmployee(t.ctx, { businessId: business.id });
    const tr = await delivered(employee.id, daysAgo(2));
    const masterToken = await customerLogin(t, master.email, master.password);
    const employeeToken = await customerLogin(t, employee.email, employee.password);
    expect((await request(masterToken, tr.id)).statusCode).toBe(201);
    expect((await request(employeeToken, tr.id)).statusCode).toBe(409);
    expect((await trolleys(employeeToken)).json().list[0].pickup_requested_at).not.toBeNull();
  });
});
