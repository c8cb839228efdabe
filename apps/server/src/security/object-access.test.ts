import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@glassdesk/shared';
import { API_PREFIX } from '../app.js';
import { CUSTOMER_API_PREFIX } from '../modules/customer-app/customer-app.routes.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi, customerLogin } from '../test/customer-api.js';
import { createBusiness, createCustomer, createEmployee, createPlant, createTicket, createTrolley, grantPlants, quickTokenWith, type TrolleyOpts } from '../test/factories.js';

// Object-level access. A customer reaches only the tickets the customer app shows them (their own, and their
// business's when they are its master or hold its `access` setting): any other ticket answers exactly as a ticket that
// does not exist. Staff act on trolleys only at their own plants (spec §6, docs/decisions.md "Trolleys: server"):
// every move that involves a plant and the checkout/check-in lists refuse another plant with 403 and change nothing;
// reads, edits, deletes and pickups are not plant-limited (the decisions say so), and stay open.

let t: TestApp;
let capi: ReturnType<typeof customerApi>;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  capi = customerApi(t);
});
afterAll(() => t.close());

describe("a customer never reaches another customer's ticket", () => {
  /** Every customer-app route with an id in its path, and how to call it for a ticket id. */
  const ID_ROUTES: Record<string, (id: number) => { method: 'GET'; url: string }> = {
    [`GET ${CUSTOMER_API_PREFIX}/tickets/:id`]: (id) => ({ method: 'GET', url: `/tickets/${id}` }),
    // The ticket's History.
    [`GET ${CUSTOMER_API_PREFIX}/tickets/:id/activity`]: (id) => ({ method: 'GET', url: `/tickets/${id}/activity` }),
  };

  it('the tables name every customer-app route that takes an id (a new one must be added to one of them)', () => {
    // /statements/:month names no record: it is the signed-in customer's own month (tested in trolley-statements).
    const withId = t.routes.filter((r) => r.url.startsWith(CUSTOMER_API_PREFIX) && /:(?!month\b)/.test(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(withId.sort()).toEqual([...Object.keys(ID_ROUTES), ...Object.keys(TROLLEY_ID_ROUTES), ...Object.keys(HANDOVER_ID_ROUTES)].sort());
  });

  it.each(Object.keys(ID_ROUTES))('%s: 404 exactly as for a missing ticket, to another business and to a colleague without access', async (key) => {
    const call = ID_ROUTES[key];
    // The victim: an employee of business B with a ticket full of recognisable values, and a notification on it.
    const victimBusiness = await createBusiness(t.ctx, { name: 'Victim Glass Pty' });
    const victim = await createEmployee(t.ctx, {
      businessId: victimBusiness.id,
      first_name: 'Victoria',
      last_name: 'Secretson',
      email: `victoria.${key.length}.${Date.now()}@victim.example`,
    });
    const ticket = await createTicket(t.ctx, {
      customerId: victim.id,
      businessId: victimBusiness.id,
      glass_order_no: 'GO-SECRET-777',
      customer_po_no: 'PO-HIDDEN-55',
      note: '<p>secret note</p>',
    });
    const admin = await t.login();
    expect((await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'private message for Victoria' } })).statusCode).toBe(201);
    const hidden = ['GO-SECRET-777', 'PO-HIDDEN-55', 'secret note', 'Victoria', 'Secretson', 'victim.example', 'Victim Glass', 'private message', ticket.ticket_id];

    const stranger = await createEmployee(t.ctx);
    const colleague = await createEmployee(t.ctx, { businessId: victimBusiness.id });
    const master = await customerLogin(t, await emailOf(victimBusiness.customerId), MASTER_PASSWORD);
    const owner = await customerLogin(t, victim.email, victim.password);

    for (const [who, c] of [
      ['a customer of another business', stranger],
      ['a colleague in the same business without access', colleague],
    ] as const) {
      const token = await customerLogin(t, c.email, c.password);
      const theirs = await capi({ ...call(ticket.id), token });
      const missing = await capi({ ...call(MAX_ID), token });
      expect({ who, status: theirs.statusCode, body: theirs.json() }).toEqual({ who, status: 404, body: missing.json() });
      expect({ who, leaked: hidden.filter((h) => theirs.body.includes(h)) }).toEqual({ who, leaked: [] });
      // Nor does any list show it.
      const list = await capi({ method: 'GET', url: '/tickets?search=GO-SECRET-777', token });
      expect({ who, count: list.json().count, leaked: hidden.filter((h) => list.body.includes(h)) }).toEqual({ who, count: 0, leaked: [] });
    }

    // The control: the owner and the business's master customer see it (the test can tell "refused" from "broken").
    for (const token of [owner, master]) {
      const res = await capi({ ...call(ticket.id), token });
      expect(res.statusCode).toBe(200);
      // The ticket itself, or its History (the notification it holds).
      expect(res.body).toMatch(/GO-SECRET-777|private message for Victoria/);
    }

    // Once staff disable it, the owner gets the same 404 as for a missing ticket.
    expect((await t.api({ method: 'DELETE', url: `/tickets/${ticket.id}`, token: admin })).statusCode).toBe(200);
    const disabled = await capi({ ...call(ticket.id), token: owner });
    expect({ status: disabled.statusCode, body: disabled.json() }).toEqual({ status: 404, body: (await capi({ ...call(MAX_ID), token: owner })).json() });
  });

  /** createBusiness makes its master customer with the factory's default password. */
  const MASTER_PASSWORD = 'customer-pw-1';
  const emailOf = async (customerId: number) => (await t.ctx.db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow()).email;
});

/** Every customer-app route with a trolley id in its path, and how to call it. */
const TROLLEY_ID_ROUTES: Record<string, (id: number) => { method: 'POST' | 'DELETE'; url: string }> = {
  [`POST ${CUSTOMER_API_PREFIX}/trolleys/:id/pickup-request`]: (id) => ({ method: 'POST', url: `/trolleys/${id}/pickup-request` }),
  [`DELETE ${CUSTOMER_API_PREFIX}/trolleys/:id/pickup-request`]: (id) => ({ method: 'DELETE', url: `/trolleys/${id}/pickup-request` }),
};

/** Every customer-app route with a hand-over id in its path, and how to call it. */
const HANDOVER_ID_ROUTES: Record<string, (id: number) => { method: 'GET'; url: string }> = {
  [`GET ${CUSTOMER_API_PREFIX}/handovers/:id/receipt`]: (id) => ({ method: 'GET', url: `/handovers/${id}/receipt` }),
};

describe("a customer never reaches another customer's hand-over", () => {
  it.each(Object.keys(HANDOVER_ID_ROUTES))('%s: 404 exactly as for a missing one, to another business and to a colleague; the customer and the master get it', async (key) => {
    const call = HANDOVER_ID_ROUTES[key]!;
    const business = await createBusiness(t.ctx);
    const owner = await createEmployee(t.ctx, { businessId: business.id });
    const colleague = await createEmployee(t.ctx, { businessId: business.id });
    const stranger = await createEmployee(t.ctx);
    const admin = await t.login();
    const trolley = await createTrolley(t.ctx, { plantId: (await createPlant(t.ctx)).id });
    const delivered = await t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/delivery`, token: admin, payload: { customer_id: owner.id } });
    const handoverId = delivered.json().handover_id as number;
    for (const c of [stranger, colleague]) {
      const token = await customerLogin(t, c.email, c.password);
      const theirs = await capi({ ...call(handoverId), token });
      const missing = await capi({ ...call(MAX_ID), token });
      expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: missing.json() });
      // Nor does their list show it.
      expect((await capi({ method: 'GET', url: '/handovers', token })).json().count).toBe(0);
    }
    const master = await t.ctx.db.selectFrom('customers').select('email').where('id', '=', business.customerId).executeTakeFirstOrThrow();
    for (const token of [await customerLogin(t, owner.email, owner.password), await customerLogin(t, master.email, 'customer-pw-1')]) {
      const res = await capi({ ...call(handoverId), token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect((await capi({ method: 'GET', url: '/handovers', token })).json().list.map((h: { id: number }) => h.id)).toEqual([handoverId]);
    }
  });
});

describe('a customer never reaches a trolley another customer holds', () => {
  it.each(Object.keys(TROLLEY_ID_ROUTES))(
    '%s: 404 exactly as for a missing trolley, to another business and to a colleague; the holder and the master get through',
    async (key) => {
      const call = TROLLEY_ID_ROUTES[key]!;
      const business = await createBusiness(t.ctx);
      const holder = await createEmployee(t.ctx, { businessId: business.id });
      const colleague = await createEmployee(t.ctx, { businessId: business.id });
      const stranger = await createEmployee(t.ctx);
      const admin = await t.login();
      const trolley = await createTrolley(t.ctx, { plantId: (await createPlant(t.ctx)).id });
      expect((await t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/delivery`, token: admin, payload: { customer_id: holder.id } })).statusCode).toBe(200);
      for (const c of [stranger, colleague]) {
        const token = await customerLogin(t, c.email, c.password);
        const theirs = await capi({ ...call(trolley.id), token });
        const missing = await capi({ ...call(MAX_ID), token });
        expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: missing.json() });
      }
      // The control: the holder's request goes through (a withdrawal needs a request first).
      const token = await customerLogin(t, holder.email, holder.password);
      if (call(trolley.id).method === 'DELETE') expect((await capi({ method: 'POST', url: `/trolleys/${trolley.id}/pickup-request`, token })).statusCode).toBe(201);
      expect((await capi({ ...call(trolley.id), token })).statusCode).toBeLessThan(300);
    },
  );
});

describe('staff plant limits on every trolley endpoint', () => {
  /**
   * What a user of plant A (with every trolley operation) gets for a trolley of plant B, as docs/decisions.md has it.
   * `setup` makes the trolley in the state the call needs; `call` gives the request. 'mine' repeats the call for a
   * trolley at plant A (the control: the same call is allowed there).
   */
  type Case = { status: number; setup?: () => TrolleyOpts; call: (ids: Ids) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object } };
  type Ids = { trolley: { id: number; uid: string }; historyId: number; A: number; B: number; C: number; customer: number };

  const move =
    (action: string, payload: object = {}) =>
    (ids: Ids) => ({ method: 'PUT' as const, url: `/trolleys/${ids.trolley.id}/${action}`, payload });
  const CASES: Record<string, Case> = {
    // Moves involving a plant: refused at a plant not the user's.
    'PUT /trolleys/:id/plantchange': { status: 403, call: (ids) => move('plantchange', { name: 'Truck 1', to_plant_id: ids.C })(ids) },
    'PUT /trolleys/:id/plantdropoff': { status: 403, setup: () => ({ status: 'PlantChange' }), call: move('plantdropoff', { name: 'Truck 1' }) },
    'PUT /trolleys/:id/onplant': { status: 403, setup: () => ({ status: 'Maintenance' }), call: (ids) => move('onplant', { to_plant_id: ids.B })(ids) },
    'PUT /trolleys/:id/delivery': { status: 403, call: (ids) => move('delivery', { customer_id: ids.customer })(ids) },
    'PUT /trolleys/:id/maintenance': { status: 403, call: move('maintenance', { note: 'Wheel' }) },
    'PUT /trolleys/:id/defleet': { status: 403, call: move('defleet') },
    'PUT /trolleys/:id/lost': { status: 403, call: move('lost', { note: 'Gone' }) },
    'PUT /trolleys/:id/damaged': { status: 403, call: move('damaged', { note: 'Bent' }) },
    'PUT /trolleys/:id/recover': { status: 403, setup: () => ({ status: 'Lost' }), call: (ids) => move('recover', { to_plant_id: ids.B })(ids) },
    'GET /trolleys/statuses/checkout': { status: 403, call: (ids) => ({ method: 'GET', url: `/trolleys/statuses/checkout?plant_id=${ids.B}` }) },
    'GET /trolleys/statuses/checkin': { status: 403, call: (ids) => ({ method: 'GET', url: `/trolleys/statuses/checkin?plant_id=${ids.B}` }) },
    // Not plant-limited (decisions): a pickup involves no plant; reads, the fleet's data, delete and restore.
    'PUT /trolleys/:id/pickup': { status: 200, setup: () => ({ status: 'Delivery' }), call: move('pickup', { no_of_bars: 1 }) },
    'GET /trolleys': { status: 200, call: () => ({ method: 'GET', url: '/trolleys' }) },
    'GET /trolleys/plants': { status: 200, call: () => ({ method: 'GET', url: '/trolleys/plants' }) },
    // The balance board covers the whole fleet, as Additional Cost does (View Additional Cost is not plant-limited).
    'GET /trolleys/balance': { status: 200, call: () => ({ method: 'GET', url: '/trolleys/balance' }) },
    // The reminder too: it is about a customer, not a plant (the customer holds trolleys of other cases, 0 free days).
    'POST /trolleys/reminders': {
      status: 200,
      setup: () => ({ status: 'Delivery' }),
      call: (ids) => ({ method: 'POST', url: '/trolleys/reminders', payload: { customer_id: ids.customer } }),
    },
    'GET /trolleys/costs': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/costs?customer_id=${ids.customer}` }) },
    'GET /trolleys/customers': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/customers?customer_id=${ids.customer}` }) },
    'GET /trolleys/delivery-customers': { status: 200, call: () => ({ method: 'GET', url: '/trolleys/delivery-customers' }) },
    'GET /trolleys/by-uid/:uid': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/by-uid/${ids.trolley.uid}` }) },
    'GET /trolleys/:id': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/${ids.trolley.id}` }) },
    'GET /trolleys/:id/transactions': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/${ids.trolley.id}/transactions` }) },
    'GET /trolleys/:id/transactions/:historyId': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/${ids.trolley.id}/transactions/${ids.historyId}` }) },
    'GET /trolleys/:id/transactions/:historyId/history': {
      status: 200,
      call: (ids) => ({ method: 'GET', url: `/trolleys/${ids.trolley.id}/transactions/${ids.historyId}/history` }),
    },
    'GET /trolleys/:id/activity': { status: 200, call: (ids) => ({ method: 'GET', url: `/trolleys/${ids.trolley.id}/activity` }) },
    'POST /trolleys': { status: 201, call: (ids) => ({ method: 'POST', url: '/trolleys', payload: { name: 'New one', uid: `NEW-${Date.now()}-${ids.B}`, plant_id: ids.B } }) },
    'PUT /trolleys/:id': {
      status: 200,
      call: (ids) => ({ method: 'PUT', url: `/trolleys/${ids.trolley.id}`, payload: { name: 'Renamed', uid: ids.trolley.uid, plant_id: ids.B } }),
    },
    'DELETE /trolleys/:id': { status: 200, call: (ids) => ({ method: 'DELETE', url: `/trolleys/${ids.trolley.id}` }) },
    'PUT /trolleys/:id/restore': { status: 200, setup: () => ({ deleted: true }), call: (ids) => ({ method: 'PUT', url: `/trolleys/${ids.trolley.id}/restore` }) },
  };

  let user: string;
  let A: number;
  let B: number;
  let C: number;
  let customer: number;
  beforeAll(async () => {
    [A, B, C] = [(await createPlant(t.ctx)).id, (await createPlant(t.ctx)).id, (await createPlant(t.ctx)).id];
    const u = await quickTokenWith(t, ['List Trolleys', 'View Trolley', 'Update Trolley', 'Add Trolley', 'Delete Trolley', 'Restore Trolley', 'View Additional Cost']);
    user = u.token;
    await grantPlants(t.ctx, u.user.id, [A]);
    customer = (await createCustomer(t.ctx, { approved: true })).id;
  });

  it('the table names every trolley endpoint of the route table (a new one must be added here)', () => {
    const trolleyRoutes = t.routes.filter((r) => r.url.startsWith(`${API_PREFIX}/trolleys`)).map((r) => `${r.method} ${r.url.slice(API_PREFIX.length)}`);
    expect(trolleyRoutes.sort()).toEqual(Object.keys(CASES).sort());
  });

  /** A trolley at `plant` in the state the case needs (a plant change goes from `plant` to C, or from C to `plant`). */
  async function trolleyAt(plant: number, c: Case) {
    const opts = c.setup?.() ?? {};
    const extra: TrolleyOpts =
      opts.status === 'PlantChange'
        ? { fromPlantId: plant, toPlantId: C }
        : opts.status === 'Delivery'
          ? { customerId: customer, since: new Date(Date.now() - 3_600_000).toISOString() }
          : {};
    const trolley = await createTrolley(t.ctx, { plantId: plant, ...opts, ...extra });
    const tx = await t.ctx.db.selectFrom('trolley_transactions').select('id').where('trolley_id', '=', trolley.id).executeTakeFirstOrThrow();
    return { trolley, historyId: tx.id };
  }
  const snapshot = async (id: number) => ({
    trolley: await t.ctx.db
      .selectFrom('trolleys')
      .select(['trolley_status', 'plant_id', 'state_version', 'customer_id', 'to_plant_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    transactions: (await t.ctx.db.selectFrom('trolley_transactions').select('id').where('trolley_id', '=', id).execute()).length,
  });

  it.each(Object.entries(CASES))('%s for a trolley of a plant not mine', async (key, c) => {
    const theirs = await trolleyAt(B, c);
    const before = await snapshot(theirs.trolley.id);
    const res = await t.api({ ...c.call({ ...theirs, A, B, C, customer }), token: user });
    expect({ key, status: res.statusCode }).toEqual({ key, status: c.status });
    if (c.status === 403) {
      // A refusal says why, and changes nothing: no status, plant or version change, no transaction.
      expect(res.json().detail).toMatch(/is not one of your plants\.$/);
      expect(await snapshot(theirs.trolley.id)).toEqual(before);
      // The control: the same call for a trolley at my plant goes through.
      const mine = await trolleyAt(A, c);
      const call = c.call({ ...mine, A, B: A, C, customer });
      const ok = await t.api({ ...call, token: user });
      expect({ key, status: ok.statusCode }).toEqual({ key, status: 200 });
    }
  });

  it('GET /trolleys/plants offers only my plants', async () => {
    const res = await t.api({ method: 'GET', url: '/trolleys/plants', token: user });
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([A]);
  });
});
