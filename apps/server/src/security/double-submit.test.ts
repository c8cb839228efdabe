import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi } from '../test/customer-api.js';
import { createBusiness, createCustomer, createPlant, createRole, createTicket, createTrolley, createUserQuick, latestOtp, type TrolleyOpts } from '../test/factories.js';

// A double click, a retried request or two people at once: each state change sent twice at the same moment
// (two inject calls under Promise.all) acts once. One call succeeds; the other is refused (409, or 404 when the thing
// it acts on is gone from where it was, or 403 for DeFleet and 400 for a spent OTP as documented), or, for a change
// to a value, both succeed with the same result. The rows then show exactly one effect. Each case runs ROUNDS times on
// fresh rows (the interleaving differs from round to round). Three creates of the same unique value close the table.

const ROUNDS = 3;

let t: TestApp;
let admin: string;
let plantA: number;
let plantB: number;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  admin = await t.login();
  [plantA, plantB] = [(await createPlant(t.ctx)).id, (await createPlant(t.ctx)).id];
});
afterAll(() => t.close());

type Request = { method: 'PUT' | 'DELETE' | 'POST'; url: string; payload?: object };
type Case = {
  /** Makes the rows the call acts on; answers what the call and the check need. */
  setup: () => Promise<Record<string, number | string>>;
  call: (s: Record<string, number | string>) => Request;
  /** What the second call may answer: a refusal status, or 'same' (both succeed with the same result). */
  loser: number[] | 'same';
  /** The rows after both calls: exactly one effect. */
  effect: (s: Record<string, number | string>) => Promise<unknown>;
  expected: unknown;
  /** The customer app's API (without a token) instead of the back-office's as the Super Admin. */
  customerApp?: true;
};

const count = async (table: 'trolley_transactions' | 'customer_cost_history' | 'customers' | 'tickets', column: string, value: number) =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column as 'id', '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );

const trolley = async (opts: TrolleyOpts) => ({ id: (await createTrolley(t.ctx, { plantId: plantA, ...opts })).id });
/** The trolley's status and how many transactions it has (one from the factory, plus one per move). */
const trolleyEffect = async (s: Record<string, number | string>) => ({
  status: (await t.ctx.db.selectFrom('trolleys').select('trolley_status').where('id', '=', Number(s.id)).executeTakeFirstOrThrow()).trolley_status,
  transactions: await count('trolley_transactions', 'trolley_id', Number(s.id)),
});
const move =
  (action: string, payload: object = {}) =>
  (s: Record<string, number | string>) => ({ method: 'PUT' as const, url: `/trolleys/${s.id}/${action}`, payload });
const deletedAt = async (table: 'tickets' | 'businesses' | 'customers', id: number | string) =>
  (await t.ctx.db.selectFrom(table).select('deleted_at').where('id', '=', Number(id)).executeTakeFirstOrThrow()).deleted_at === null ? 'live' : 'deleted';

const CASES: Record<string, Case> = {
  'mark a ticket Delivered (PUT /tickets/{id}/status)': {
    setup: async () => ({ id: (await createTicket(t.ctx)).id }),
    call: (s) => ({ method: 'PUT', url: `/tickets/${s.id}/status` }),
    loser: [409],
    effect: async (s) => (await t.ctx.db.selectFrom('tickets').select('status').where('id', '=', Number(s.id)).executeTakeFirstOrThrow()).status,
    expected: 'Delivered',
  },
  'disable a ticket (DELETE /tickets/{id})': {
    setup: async () => ({ id: (await createTicket(t.ctx)).id }),
    call: (s) => ({ method: 'DELETE', url: `/tickets/${s.id}` }),
    loser: [404],
    effect: (s) => deletedAt('tickets', s.id),
    expected: 'deleted',
  },
  'restore a ticket (PUT /tickets/{id}/restore)': {
    setup: async () => ({ id: (await createTicket(t.ctx, { deleted: true })).id }),
    call: (s) => ({ method: 'PUT', url: `/tickets/${s.id}/restore` }),
    loser: [404],
    effect: (s) => deletedAt('tickets', s.id),
    expected: 'live',
  },
  'restore a business (PUT /business/{id}/restore)': {
    setup: async () => ({ id: (await createBusiness(t.ctx, { deleted: true })).id }),
    call: (s) => ({ method: 'PUT', url: `/business/${s.id}/restore` }),
    loser: [404],
    effect: (s) => deletedAt('businesses', s.id),
    expected: 'live',
  },
  'restore a customer (PUT /customers/{id}/restore)': {
    setup: async () => ({ id: (await createCustomer(t.ctx, { deleted: true })).id }),
    call: (s) => ({ method: 'PUT', url: `/customers/${s.id}/restore` }),
    loser: [404],
    effect: (s) => deletedAt('customers', s.id),
    expected: 'live',
  },
  'permanently delete a customer with a ticket (DELETE /customers/{id}/deleted)': {
    setup: async () => {
      const c = await createCustomer(t.ctx, { approved: true });
      await createTicket(t.ctx, { customerId: c.id });
      await t.ctx.db.updateTable('customers').set({ deleted_at: new Date().toISOString() }).where('id', '=', c.id).execute();
      return { id: c.id };
    },
    call: (s) => ({ method: 'DELETE', url: `/customers/${s.id}/deleted` }),
    loser: [404],
    effect: async (s) => ({ customers: await count('customers', 'id', Number(s.id)), tickets: await count('tickets', 'customer_id', Number(s.id)) }),
    expected: { customers: 0, tickets: 0 },
  },
  'approve a customer (PUT /customers/{id}/approval)': {
    setup: async () => ({ id: (await createCustomer(t.ctx)).id }),
    call: (s) => ({ method: 'PUT', url: `/customers/${s.id}/approval`, payload: { is_approved: true } }),
    loser: 'same',
    effect: async (s) => (await t.ctx.db.selectFrom('customers').select('is_approved').where('id', '=', Number(s.id)).executeTakeFirstOrThrow()).is_approved,
    expected: 1,
  },
  "change a customer's cost (PUT /customers/{id}/cost): one history row": {
    setup: async () => ({ id: (await createCustomer(t.ctx, { approved: true })).id }),
    call: (s) => ({ method: 'PUT', url: `/customers/${s.id}/cost`, payload: { max_day_allowed: 14, per_day_charge: 2.5 } }),
    loser: 'same',
    effect: async (s) => count('customer_cost_history', 'customer_id', Number(s.id)),
    expected: 1,
  },
  'transfer a trolley (PUT /trolleys/{id}/plantchange)': {
    setup: () => trolley({}),
    call: (s) => move('plantchange', { name: 'Truck 1', to_plant_id: plantB })(s),
    loser: [409],
    effect: trolleyEffect,
    expected: { status: 'PlantChange', transactions: 2 },
  },
  'check a trolley out (PUT /trolleys/{id}/plantdropoff)': {
    setup: () => trolley({ status: 'PlantChange', fromPlantId: plantA, toPlantId: plantB }),
    call: move('plantdropoff', { name: 'Truck 1' }),
    loser: [409],
    effect: trolleyEffect,
    expected: { status: 'DropOff', transactions: 2 },
  },
  'check a trolley in (PUT /trolleys/{id}/onplant)': {
    setup: () => trolley({ status: 'DropOff', fromPlantId: plantA, toPlantId: plantB }),
    call: (s) => move('onplant', { to_plant_id: plantB })(s),
    loser: [409],
    effect: trolleyEffect,
    expected: { status: 'OnPlant', transactions: 2 },
  },
  'deliver a trolley to a customer (PUT /trolleys/{id}/delivery)': {
    setup: async () => ({ ...(await trolley({})), customer: (await createCustomer(t.ctx, { approved: true })).id }),
    call: (s) => move('delivery', { customer_id: s.customer })(s),
    loser: [409],
    effect: trolleyEffect,
    expected: { status: 'Delivery', transactions: 2 },
  },
  'pick a trolley up (PUT /trolleys/{id}/pickup): the hold ends once': {
    setup: async () => {
      const customer = (await createCustomer(t.ctx, { approved: true })).id;
      return trolley({ status: 'Delivery', customerId: customer, since: new Date(Date.now() - 3_600_000).toISOString() });
    },
    call: move('pickup', { no_of_bars: 2 }),
    loser: [409],
    effect: async (s) => ({
      ...(await trolleyEffect(s)),
      holdsEnded: (await t.ctx.db.selectFrom('trolley_transactions').select('hold_end_id').where('trolley_id', '=', Number(s.id)).where('hold_end_id', 'is not', null).execute())
        .length,
    }),
    expected: { status: 'Pickup', transactions: 2, holdsEnded: 1 },
  },
  'send a trolley to maintenance (PUT /trolleys/{id}/maintenance)': {
    setup: () => trolley({}),
    call: move('maintenance', { note: 'Wheel' }),
    loser: [409],
    effect: trolleyEffect,
    expected: { status: 'Maintenance', transactions: 2 },
  },
  'DeFleet a trolley (PUT /trolleys/{id}/defleet): its refusals are 403': {
    setup: () => trolley({}),
    call: move('defleet'),
    loser: [403],
    effect: trolleyEffect,
    expected: { status: 'DeFleet', transactions: 2 },
  },
  'delete a trolley (DELETE /trolleys/{id})': {
    setup: () => trolley({}),
    call: (s) => ({ method: 'DELETE', url: `/trolleys/${s.id}` }),
    loser: [404, 409],
    effect: async (s) => (await t.ctx.db.selectFrom('trolleys').select('deleted_at').where('id', '=', Number(s.id)).executeTakeFirstOrThrow()).deleted_at !== null,
    expected: true,
  },
  'confirm a password reset with the same OTP (POST /confirm-forgot-password)': {
    setup: async () => {
      const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities']) });
      expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
      return { id: user.id, email: user.email, otp: await latestOtp(t, user.email) };
    },
    call: (s) => ({ method: 'POST', url: '/confirm-forgot-password', payload: { email: s.email, otp: s.otp, password: 'reset-once-1' } }),
    loser: [400],
    effect: async (s) => (await t.ctx.db.selectFrom('password_resets').select('used_at').where('user_id', '=', Number(s.id)).execute()).map((r) => r.used_at !== null),
    expected: [true],
  },
  // A create sent twice: one row, the other call told it exists (a unique index decides, not a check before insert).
  'create a user (POST /users) with the same email': {
    setup: async () => ({ email: `twice-${randomBytes(4).toString('hex')}@example.com`, role: await createRole(t.ctx, ['List Cities']) }),
    call: (s) => ({ method: 'POST', url: '/users', payload: { first_name: 'Twice', last_name: 'Clicked', email: s.email, password: 'secret-12', role: s.role } }),
    loser: [409],
    effect: async (s) => (await t.ctx.db.selectFrom('users').select('id').where('email', '=', String(s.email)).execute()).length,
    expected: 1,
  },
  'register in the customer app (POST /register) with the same email': {
    setup: async () => ({ email: `twice-${randomBytes(4).toString('hex')}@example.com` }),
    call: (s) => ({ method: 'POST', url: '/register', payload: { first_name: 'Twice', last_name: 'Clicked', email: s.email, number: '0123456789', password: 'secret-12' } }),
    loser: [409],
    effect: async (s) => (await t.ctx.db.selectFrom('customers').select('id').where('email', '=', String(s.email)).execute()).length,
    expected: 1,
    customerApp: true,
  },
  'add a trolley (POST /trolleys) with the same UID': {
    setup: async () => ({ uid: `TWICE-${randomBytes(4).toString('hex')}` }),
    call: (s) => ({ method: 'POST', url: '/trolleys', payload: { name: 'Twice', uid: s.uid, plant_id: plantA } }),
    loser: [409],
    effect: async (s) => (await t.ctx.db.selectFrom('trolleys').select('id').where('uid', '=', String(s.uid)).execute()).length,
    expected: 1,
  },
};

describe('the same state change sent twice at once acts once', () => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    const c = CASES[name];
    for (let round = 0; round < ROUNDS; round++) {
      const s = await c.setup();
      const request = c.call(s);
      const send = () => (c.customerApp ? customerApi(t)(request) : t.api({ ...request, token: admin }));
      const [a, b] = await Promise.all([send(), send()]);
      const statuses = [a.statusCode, b.statusCode].sort((x, y) => x - y);
      const success = a.statusCode < 300 ? a : b;
      expect({ name, round, success: success.statusCode < 300 }).toEqual({ name, round, success: true });
      if (c.loser === 'same') {
        expect({ name, round, statuses }).toEqual({ name, round, statuses: [success.statusCode, success.statusCode] });
      } else {
        const loser = success === a ? b : a;
        expect({ name, round, loser: c.loser.includes(loser.statusCode), detail: typeof loser.json().detail }).toEqual({ name, round, loser: true, detail: 'string' });
      }
      expect({ name, round, effect: await c.effect(s) }).toEqual({ name, round, effect: c.expected });
    }
  });
});
