import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CUSTOMER_SORT_COLUMNS, COST_HISTORY_SORT_COLUMNS, MESSAGES } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createEmployee, quickTokenWith } from '../../test/factories.js';
import { expectOperationChecks } from '../../test/access.js';
import { customerLogin } from '../../test/customer-api.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('customers: access', () => {
  it('checks the operations of every endpoint (401 without a token, 403 without the operation)', async () => {
    const c = await createCustomer(t.ctx);
    const trashed = await createCustomer(t.ctx, { deleted: true });
    const b = await createBusiness(t.ctx);
    await expectOperationChecks(t, [
      { method: 'GET', url: '/customers', ops: ['List Customers'] },
      { method: 'GET', url: '/customers?deleted=true', ops: ['List Deleted Customers'] },
      { method: 'GET', url: '/customers/all', ops: ['List Customers', 'Add Business', 'Update Business', 'View Additional Cost', 'List Trolleys', 'Update Trolley'] },
      { method: 'GET', url: `/customers/${c.id}`, ops: ['View Customer'] },
      { method: 'DELETE', url: '/customers/999999', ops: ['Delete Customer'] },
      { method: 'PUT', url: '/customers/999999/restore', ops: ['Restore Customer'] },
      { method: 'DELETE', url: `/customers/${trashed.id}/deleted`, ops: ['Permanently Delete Customer'] },
      { method: 'PUT', url: `/customers/${c.id}/business`, payload: { business_id: b.id }, ops: ['Update Customer'] },
      { method: 'POST', url: '/customers/notification', payload: { id: c.id, message: 'Hello there' }, ops: ['Notify Customer'] },
      { method: 'PUT', url: `/customers/${c.id}/approval`, payload: { is_approved: false }, ops: ['Update Customer'] },
      { method: 'PUT', url: `/customers/${c.id}/verification`, payload: { is_verified: true }, ops: ['Update Customer'] },
      { method: 'PUT', url: `/customers/${c.id}/cost`, payload: { max_day_allowed: 1, per_day_charge: 1 }, ops: ['Update Customer'] },
      { method: 'GET', url: `/customers/${c.id}/cost`, ops: ['List Customers', 'View Customer'] },
    ]);
  });

  it('refuses a customer token on every admin customer endpoint', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, c.email, c.password);
    for (const [method, url] of [
      ['GET', '/customers'],
      ['GET', `/customers/${c.id}`],
      ['PUT', `/customers/${c.id}/approval`],
      ['GET', `/customers/${c.id}/cost`],
    ] as const) {
      const res = await t.api({ method, url, token, payload: method === 'PUT' ? { is_approved: true } : undefined });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });
});

describe('customers: read and lists', () => {
  it('reads every SPEC field', async () => {
    const e = await createEmployee(t.ctx, { first_name: 'Dana', verified: true });
    const res = await t.api({ method: 'GET', url: `/customers/${e.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    const business = (await t.api({ method: 'GET', url: `/business/${e.businessId}`, token: admin })).json();
    expect(res.json()).toEqual({
      id: e.id,
      first_name: 'Dana',
      last_name: e.last_name,
      email: e.email,
      number: '0123456789',
      image: null,
      business_id: e.businessId,
      business_name: business.name,
      ticket_count: 0,
      is_verified: true,
      is_approved: true,
      max_day_allowed: 0,
      per_day_charge: 0,
      created_at: expect.any(String),
      deleted_at: null,
      business: { id: e.businessId, name: business.name, email: business.email, created_at: business.created_at },
    });
    expect((await t.api({ method: 'GET', url: '/customers/999999', token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: '/customers/0', token: admin })).statusCode).toBe(422);
  });

  it('sorts by every SPEC field name, both ways; an unknown column is a 422', async () => {
    await createEmployee(t.ctx);
    for (const column of CUSTOMER_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        for (const deleted of ['false', 'true']) {
          const res = await t.api({ method: 'GET', url: `/customers?sort_by=${column}&order=${order}&deleted=${deleted}`, token: admin });
          expect({ column, order, deleted, status: res.statusCode }).toEqual({ column, order, deleted, status: 200 });
        }
      }
    }
    expect((await t.api({ method: 'GET', url: '/customers?sort_by=password_hash', token: admin })).statusCode).toBe(422);
  });

  it('sorts in the right order by name, email, business, flags and cost', async () => {
    const k = tag();
    const bA = await createBusiness(t.ctx, { name: `A ${k}` });
    const bZ = await createBusiness(t.ctx, { name: `z ${k}` });
    const one = await createCustomer(t.ctx, { first_name: `sortme${k}`, last_name: 'Zulu', email: `b-${k}@example.com`, businessId: bZ.id, approved: true });
    const two = await createCustomer(t.ctx, { first_name: `SORTME${k}`, last_name: 'alpha', email: `A-${k}@example.com`, businessId: bA.id, verified: true });
    await t.api({ method: 'PUT', url: `/customers/${one.id}/cost`, token: admin, payload: { max_day_allowed: 9, per_day_charge: 0.5 } });
    await t.api({ method: 'PUT', url: `/customers/${two.id}/cost`, token: admin, payload: { max_day_allowed: 10, per_day_charge: 0.25 } });
    const order = async (column: string) => ids((await t.api({ method: 'GET', url: `/customers?search=sortme${k}&sort_by=${column}&order=asc`, token: admin })).json().list);
    expect(await order('last_name')).toEqual([two.id, one.id]);
    expect(await order('email')).toEqual([two.id, one.id]);
    expect(await order('business_name')).toEqual([two.id, one.id]);
    expect(await order('is_approved')).toEqual([two.id, one.id]);
    expect(await order('is_verified')).toEqual([one.id, two.id]);
    expect(await order('max_day_allowed')).toEqual([one.id, two.id]);
    expect(await order('per_day_charge')).toEqual([two.id, one.id]);
    expect(await order('id')).toEqual([one.id, two.id]);
  });

  it('searches names, email, number and business name; count is the match count', async () => {
    const k = tag();
    const b = await createBusiness(t.ctx, { name: `Biz${k}` });
    await createCustomer(t.ctx, { first_name: `Fn${k}` });
    await createCustomer(t.ctx, { email: `mail-${k}@example.com` });
    await createCustomer(t.ctx, { businessId: b.id });
    await createCustomer(t.ctx, { first_name: `Fn${k}`, deleted: true });
    const res = (await t.api({ method: 'GET', url: `/customers?search=${k}&limit=2`, token: admin })).json();
    expect(res.count).toBe(4); // 3 + the business's master customer
    expect(res.list).toHaveLength(2);
    const digits = `9${Date.now()}`.slice(0, 13);
    await createCustomer(t.ctx, { number: digits });
    expect((await t.api({ method: 'GET', url: `/customers?search=${digits}`, token: admin })).json().count).toBe(1);
    expect((await t.api({ method: 'GET', url: `/customers?search=${k}&deleted=true`, token: admin })).json().count).toBe(1);
    // The full name as the list shows it ("first last") is found too.
    const named = await createCustomer(t.ctx, { first_name: `Quinn${k}`, last_name: 'Harbour' });
    const full = (await t.api({ method: 'GET', url: `/customers?search=${encodeURIComponent(`quinn${k} harb`)}`, token: admin })).json();
    expect(ids(full.list)).toEqual([named.id]);
  });

  it('GET /customers/all is searchable by name or email, natural order, live customers only', async () => {
    const k = tag();
    await createCustomer(t.ctx, { first_name: `Pick${k}`, last_name: '10' });
    await createCustomer(t.ctx, { first_name: `Pick${k}`, last_name: '2' });
    await createCustomer(t.ctx, { first_name: `pick${k}`, last_name: '1' });
    await createCustomer(t.ctx, { first_name: `Pick${k}`, last_name: '3', deleted: true });
    const res = await t.api({ method: 'GET', url: `/customers/all?search=pick${k}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { last_name: string }) => c.last_name)).toEqual(['1', '2', '10']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['business_id', 'email', 'first_name', 'id', 'last_name']);
    // Full name and email both match; a record created a moment ago is there.
    const fresh = await createCustomer(t.ctx, { email: `fresh-${k}@example.com` });
    expect(ids((await t.api({ method: 'GET', url: `/customers/all?search=fresh-${k}`, token: admin })).json())).toEqual([fresh.id]);
    expect((await t.api({ method: 'GET', url: `/customers/all?search=pick${k} 10`, token: admin })).json()).toHaveLength(1);
    expect((await t.api({ method: 'GET', url: `/customers/all?search=pick${k}&limit=2`, token: admin })).json()).toHaveLength(2);
    expect((await t.api({ method: 'GET', url: '/customers/all?limit=0', token: admin })).statusCode).toBe(422);
  });

  it('GET /customers/all orders by first name, then last name, whatever the case, before it stops at the limit', async () => {
    const k = tag();
    const make = (first_name: string, last_name: string, extra: { deleted?: boolean } = {}) =>
      createCustomer(t.ctx, { first_name, last_name, email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}.${k}@example.com`, ...extra });
    await make('bob', 'Zed');
    await make('Alice', 'Young');
    await make('Carl', 'able');
    await make('alice', 'Adams');
    await make('Aaron', 'Gone', { deleted: true });
    const names = async (limit: number) =>
      ((await t.api({ method: 'GET', url: `/customers/all?search=${k}&limit=${limit}`, token: admin })).json() as { first_name: string; last_name: string }[]).map(
        (c) => `${c.first_name} ${c.last_name}`,
      );
    // The limit cuts the ordered list: the first two are both Alices, in last-name order.
    expect(await names(2)).toEqual(['alice Adams', 'Alice Young']);
    expect(await names(3)).toEqual(['alice Adams', 'Alice Young', 'bob Zed']);
    // A picker asks for one more than it shows: fewer back than asked means nothing more matches.
    expect(await names(5)).toEqual(['alice Adams', 'Alice Young', 'bob Zed', 'Carl able']);
  });

  it('GET /customers/all pages by start as a picker scrolls: the pages add up to the whole list, in order', async () => {
    const k = tag();
    for (const [first, last] of [
      ['Dana', 'One'],
      ['dana', 'Two'],
      ['Eve', 'Three'],
      ['Finn', 'Four'],
      ['gus', 'Five'],
    ])
      await createCustomer(t.ctx, { first_name: first, last_name: last, email: `${first.toLowerCase()}.${last.toLowerCase()}.${k}@example.com` });
    const page = async (search: string, start: number | string, limit: number) =>
      ((await t.api({ method: 'GET', url: `/customers/all?search=${search}&start=${start}&limit=${limit}`, token: admin })).json() as { id: number }[]).map((c) => c.id);
    const whole = await page(k, 0, 5);
    expect(whole).toHaveLength(5);
    expect([...(await page(k, 0, 2)), ...(await page(k, 2, 2)), ...(await page(k, 4, 2))]).toEqual(whole);
    expect(await page(k, 5, 2)).toEqual([]);
    // Every customer, no search: the second page starts where the first stopped.
    const all = await page('', 0, 6);
    expect([...(await page('', 0, 3)), ...(await page('', 3, 3))]).toEqual(all);
    // Its bounds: 0 to 10,000.
    for (const [start, status] of [
      [-1, 422],
      [0, 200],
      [10_000, 200],
      [10_001, 422],
      ['x', 422],
    ] as const)
      expect((await t.api({ method: 'GET', url: `/customers/all?start=${start}`, token: admin })).statusCode, String(start)).toBe(status);
  });

  it('GET /customers/all: past the first 50 names, one more than shown says more match, and typing finds the rest', async () => {
    const k = tag();
    // 60 customers named A.. to Z.. (two to three per letter), all sharing the tag in their email.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 60; i++) {
      const first = `${letters[Math.floor((i * 26) / 60)]}name${String(i).padStart(2, '0')}`;
      await createCustomer(t.ctx, { first_name: first, last_name: `Holder${k}`, email: `c${i}.${k}@example.com` });
    }
    const page = (await t.api({ method: 'GET', url: `/customers/all?search=${k}&limit=51`, token: admin })).json() as { first_name: string }[];
    expect(page).toHaveLength(51);
    expect(page[0]!.first_name).toBe('Aname00');
    expect(page.some((c) => c.first_name.startsWith('Z'))).toBe(false);
    const z = (await t.api({ method: 'GET', url: `/customers/all?search=${encodeURIComponent(`zname59 holder${k}`)}&limit=51`, token: admin })).json() as { first_name: string }[];
    expect(z.map((c) => c.first_name)).toEqual(['Zname59']);
  });
});

describe('customers: approval, verification, business', () => {
  it('toggles approval and verification separately', async () => {
    const c = await createCustomer(t.ctx);
    const approved = await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: true } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true, is_verified: false });
    const verified = await t.api({ method: 'PUT', url: `/customers/${c.id}/verification`, token: admin, payload: { is_verified: true } });
    expect(verified.json()).toMatchObject({ is_approved: true, is_verified: true });
    const unapproved = await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: false } });
    expect(unapproved.json()).toMatchObject({ is_approved: false, is_verified: true });
  });

  it('answers 404 for a missing or trashed customer and 422 for a body that is not a boolean', async () => {
    const trashed = await createCustomer(t.ctx, { deleted: true });
    for (const id of [999_999, trashed.id]) {
      expect((await t.api({ method: 'PUT', url: `/customers/${id}/approval`, token: admin, payload: { is_approved: true } })).statusCode).toBe(404);
      expect((await t.api({ method: 'PUT', url: `/customers/${id}/verification`, token: admin, payload: { is_verified: true } })).statusCode).toBe(404);
      expect((await t.api({ method: 'PUT', url: `/customers/${id}/cost`, token: admin, payload: { max_day_allowed: 1, per_day_charge: 1 } })).statusCode).toBe(404);
      expect((await t.api({ method: 'GET', url: `/customers/${id}/cost`, token: admin })).statusCode).toBe(404);
      expect((await t.api({ method: 'PUT', url: `/customers/${id}/business`, token: admin, payload: { business_id: (await createBusiness(t.ctx)).id } })).statusCode).toBe(404);
      const note = await t.api({ method: 'POST', url: '/customers/notification', token: admin, payload: { id, message: 'Hello there' } });
      expect(note.statusCode).toBe(404);
      expect(typeof note.json().detail).toBe('string');
    }
    const c = await createCustomer(t.ctx);
    for (const payload of [{}, { is_approved: 'yes' }, { is_approved: 1 }]) {
      const res = await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'is_approved']);
    }
    expect((await t.api({ method: 'PUT', url: `/customers/${c.id}/verification`, token: admin, payload: { is_verified: null } })).statusCode).toBe(422);
  });

  it('moves a customer to a business (business required; 422 for an unknown or trashed one)', async () => {
    const c = await createCustomer(t.ctx);
    const b = await createBusiness(t.ctx);
    const res = await t.api({ method: 'PUT', url: `/customers/${c.id}/business`, token: admin, payload: { business_id: b.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ business_id: b.id, business_name: b.name });
    const trashed = await createBusiness(t.ctx, { deleted: true });
    for (const business_id of [null, 0, 'x', 999_999, trashed.id]) {
      const bad = await t.api({ method: 'PUT', url: `/customers/${c.id}/business`, token: admin, payload: { business_id } });
      expect({ business_id, status: bad.statusCode }).toEqual({ business_id, status: 422 });
      expect(bad.json().detail[0].loc).toEqual(['body', 'business_id']);
    }
  });

  it('approves with a business in one call, and mails the customer what it can do now, with the portal', async () => {
    const c = await createCustomer(t.ctx);
    const b = await createBusiness(t.ctx);
    await t.flushMail();
    const before = t.mails.length;
    const res = await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: true, business_id: b.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_approved: true, business_id: b.id, business_name: b.name });
    await t.flushMail();
    const mail = t.mails.slice(before);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([[c.email, 'Your GlassDesk account is approved']]);
    expect(mail[0].text).toContain(`Your account is approved, for ${b.name}.`);
    expect(mail[0].text).toContain('/portal/login');
    // Approving again mails nothing more.
    await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: true } });
    await t.flushMail();
    expect(t.mails.length).toBe(before + 1);
  });

  it('approves without a business, saying tickets wait for one; linking it later mails that tickets are open', async () => {
    const c = await createCustomer(t.ctx);
    const b = await createBusiness(t.ctx);
    await t.flushMail();
    const before = t.mails.length;
    expect((await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: true, business_id: null } })).json()).toMatchObject({
      is_approved: true,
      business_id: null,
    });
    await t.flushMail();
    expect(t.mails[before].text).toContain('Tickets open once our staff link your account to your business.');
    expect((await t.api({ method: 'PUT', url: `/customers/${c.id}/business`, token: admin, payload: { business_id: b.id } })).statusCode).toBe(200);
    await t.flushMail();
    expect(t.mails.slice(before + 1).map((m) => [m.to, m.subject])).toEqual([[c.email, `Your GlassDesk account now belongs to ${b.name}`]]);
    // A customer not approved yet is not mailed about its business (it cannot sign in).
    const waiting = await createCustomer(t.ctx);
    await t.api({ method: 'PUT', url: `/customers/${waiting.id}/business`, token: admin, payload: { business_id: b.id } });
    await t.flushMail();
    expect(t.mails.length).toBe(before + 2);
  });

  it('refuses an approval with an unknown or trashed business (422 on business_id), changing nothing', async () => {
    const c = await createCustomer(t.ctx);
    const trashed = await createBusiness(t.ctx, { deleted: true });
    for (const business_id of [0, 'x', 999_999, trashed.id]) {
      const bad = await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: true, business_id } });
      expect({ business_id, status: bad.statusCode }).toEqual({ business_id, status: 422 });
      expect(bad.json().detail[0].loc).toEqual(['body', 'business_id']);
    }
    expect((await t.api({ method: 'GET', url: `/customers/${c.id}`, token: admin })).json()).toMatchObject({ is_approved: false, business_id: null });
  });

  it("answers 409 when moving a live business's master customer away", async () => {
    const b = await createBusiness(t.ctx, { name: `Master ${tag()}` });
    const other = await createBusiness(t.ctx);
    const res = await t.api({ method: 'PUT', url: `/customers/${b.customerId}/business`, token: admin, payload: { business_id: other.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain(b.name);
    // Choosing its own business again is fine.
    expect((await t.api({ method: 'PUT', url: `/customers/${b.customerId}/business`, token: admin, payload: { business_id: b.id } })).statusCode).toBe(200);
  });
});

describe('customers: notification', () => {
  it('stores the message with its sender and mails it to the customer', async () => {
    const c = await createCustomer(t.ctx);
    await t.flushMail();
    const before = t.mails.length;
    const res = await t.api({ method: 'POST', url: '/customers/notification', token: admin, payload: { id: c.id, message: ' <i>Your trolley</i> is ready ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.sent });
    const rows = await t.ctx.db.selectFrom('customer_notifications').selectAll().where('customer_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: 'Your trolley is ready', sender_user_id: expect.any(Number) });
    await t.flushMail();
    const mail = t.mails.slice(before).find((m) => m.to === c.email);
    expect(mail?.text).toContain('Your trolley is ready');
  });

  it.each([
    [2, 422],
    [3, 201],
    [150, 201],
    [151, 422],
  ] as const)('message of %i characters -> %i', async (length, status) => {
    const c = await createCustomer(t.ctx);
    const message = `${tag()}${'m'.repeat(200)}`.slice(0, length);
    const res = await t.api({ method: 'POST', url: '/customers/notification', token: admin, payload: { id: c.id, message } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'message']);
  });

  it('needs a customer id', async () => {
    for (const id of [undefined, null, 0, 'x']) {
      const res = await t.api({ method: 'POST', url: '/customers/notification', token: admin, payload: { id, message: 'Hello there' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'id']);
    }
  });
});

describe('customers: cost and its history', () => {
  it('writes one history row per change, none for an unchanged save, newest first', async () => {
    const c = await createCustomer(t.ctx);
    const put = (max_day_allowed: number | string, per_day_charge: number | string) =>
      t.api({ method: 'PUT', url: `/customers/${c.id}/cost`, token: admin, payload: { max_day_allowed, per_day_charge } });
    const first = await put(5, 2.5);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ max_day_allowed: 5, per_day_charge: 2.5 });
    expect((await put(5, 2.5)).statusCode).toBe(200);
    expect((await put('7', '0.1')).json()).toMatchObject({ max_day_allowed: 7, per_day_charge: 0.1 });
    const rows = await t.ctx.db.selectFrom('customer_cost_history').selectAll().where('customer_id', '=', c.id).execute();
    expect(rows).toHaveLength(2);

    const history = await t.api({ method: 'GET', url: `/customers/${c.id}/cost`, token: admin });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      count: 2,
      list: [
        { max_day_allowed: 7, per_day_charge: 0.1, created_at: expect.any(String) },
        { max_day_allowed: 5, per_day_charge: 2.5, created_at: expect.any(String) },
      ],
    });
    for (const column of COST_HISTORY_SORT_COLUMNS) {
      const res = await t.api({ method: 'GET', url: `/customers/${c.id}/cost?sort_by=${column}&order=asc&limit=1`, token: admin });
      expect({ column, status: res.statusCode, count: res.json().count }).toEqual({ column, status: 200, count: 2 });
    }
    const byCharge = (await t.api({ method: 'GET', url: `/customers/${c.id}/cost?sort_by=per_day_charge&order=asc`, token: admin })).json().list;
    expect(byCharge.map((r: { per_day_charge: number }) => r.per_day_charge)).toEqual([0.1, 2.5]);
    expect((await t.api({ method: 'GET', url: `/customers/${c.id}/cost?sort_by=id`, token: admin })).statusCode).toBe(422);
  });

  it('writes the change and its history row in one transaction: both or neither', async () => {
    const c = await createCustomer(t.ctx);
    // Make the history insert fail (a trigger on SQLite, a check constraint on PostgreSQL would also do):
    // renaming the table away is dialect-neutral.
    await sql`alter table customer_cost_history rename to customer_cost_history_away`.execute(t.ctx.db);
    try {
      const res = await t.api({ method: 'PUT', url: `/customers/${c.id}/cost`, token: admin, payload: { max_day_allowed: 3, per_day_charge: 3 } });
      expect(res.statusCode).toBe(500);
      expect(res.json().detail).not.toMatch(/customer_cost_history|select|insert/i);
    } finally {
      await sql`alter table customer_cost_history_away rename to customer_cost_history`.execute(t.ctx.db);
    }
    const row = await t.ctx.db.selectFrom('customers').select(['max_day_allowed', 'per_day_charge_cents']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect({ max: Number(row.max_day_allowed), cents: Number(row.per_day_charge_cents) }).toEqual({ max: 0, cents: 0 });
  });

  it.each([
    ['max_day_allowed', -1, 422],
    ['max_day_allowed', 0, 200],
    ['max_day_allowed', 100_000_000, 200],
    ['max_day_allowed', 100_000_001, 422],
    ['max_day_allowed', 1.5, 422],
    ['max_day_allowed', '', 422],
    ['max_day_allowed', 'abc', 422],
    ['max_day_allowed', null, 422],
    ['per_day_charge', -0.01, 422],
    ['per_day_charge', 0, 200],
    ['per_day_charge', 100_000_000, 200],
    ['per_day_charge', 100_000_000.01, 422],
    ['per_day_charge', 1.005, 422],
    ['per_day_charge', 99.99, 200],
  ] as const)('%s %j -> %i', async (field, value, status) => {
    const c = await createCustomer(t.ctx);
    const payload = { max_day_allowed: 1, per_day_charge: 1, [field]: value };
    const res = await t.api({ method: 'PUT', url: `/customers/${c.id}/cost`, token: admin, payload });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
    else expect(res.json()[field]).toBe(value);
  });
});

describe('customers: trash, restore and permanent delete', () => {
  it('deletes to the trash, lists it there, and restores it', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const del = await t.api({ method: 'DELETE', url: `/customers/${c.id}`, token: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MESSAGES.customerDeleted });
    expect((await t.api({ method: 'GET', url: `/customers/${c.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/customers/${c.id}`, token: admin })).statusCode).toBe(404);
    const live = (await t.api({ method: 'GET', url: `/customers?search=${c.email}`, token: admin })).json();
    expect(live.count).toBe(0);
    const trash = (await t.api({ method: 'GET', url: `/customers?search=${c.email}&deleted=true`, token: admin })).json();
    expect(ids(trash.list)).toEqual([c.id]);
    expect(trash.list[0].deleted_at).toEqual(expect.any(String));

    const restored = await t.api({ method: 'PUT', url: `/customers/${c.id}/restore`, token: admin });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: MESSAGES.restored });
    expect((await t.api({ method: 'GET', url: `/customers/${c.id}`, token: admin })).json().deleted_at).toBeNull();
    expect((await t.api({ method: 'PUT', url: `/customers/${c.id}/restore`, token: admin })).statusCode).toBe(404);
  });

  it("refuses to delete a live business's master customer with 409", async () => {
    const b = await createBusiness(t.ctx, { name: `Keeps ${tag()}` });
    const res = await t.api({ method: 'DELETE', url: `/customers/${b.customerId}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain(b.name);
  });

  it('refuses a restore with 409 when its email now belongs to a live customer', async () => {
    const c = await createCustomer(t.ctx, { deleted: true });
    await createCustomer(t.ctx, { email: c.email.toUpperCase() });
    const res = await t.api({ method: 'PUT', url: `/customers/${c.id}/restore`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(typeof res.json().detail).toBe('string');
  });

  it('permanently deletes only from the trash, and leaves no personal data', async () => {
    const b = await createBusiness(t.ctx);
    const c = await createEmployee(t.ctx, { businessId: b.id });
    await t.api({ method: 'PUT', url: `/business/${b.id}/customers/settings`, token: admin, payload: { access: [c.id], emails: [c.id], notifications: [c.id] } });
    await t.api({ method: 'POST', url: '/customers/notification', token: admin, payload: { id: c.id, message: 'Private note' } });
    expect(await t.ctx.db.selectFrom('mail_outbox').select('id').where('customer_id', '=', c.id).execute()).toHaveLength(1);
    await t.api({ method: 'PUT', url: `/customers/${c.id}/cost`, token: admin, payload: { max_day_allowed: 2, per_day_charge: 2 } });
    await customerLogin(t, c.email, c.password);

    const live = await t.api({ method: 'DELETE', url: `/customers/${c.id}/deleted`, token: admin });
    expect(live.statusCode).toBe(409);
    expect(typeof live.json().detail).toBe('string');

    await t.api({ method: 'DELETE', url: `/customers/${c.id}`, token: admin });
    const gone = await t.api({ method: 'DELETE', url: `/customers/${c.id}/deleted`, token: admin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: MESSAGES.permanentlyDeleted });

    const db = t.ctx.db;
    expect(await db.selectFrom('customers').selectAll().where('id', '=', c.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('customers')
        .select('id')
        .where(sql`lower(email)`, '=', c.email.toLowerCase())
        .execute(),
    ).toEqual([]);
    // Nor its mail (the notification above was queued to it): none to the address, none about the customer.
    const mail = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where((eb) => eb.or([eb('customer_id', '=', c.id), eb(sql`lower(recipient)`, '=', c.email.toLowerCase())]))
      .execute();
    expect(mail).toEqual([]);
    for (const table of ['customer_sessions', 'customer_notifications', 'customer_cost_history', 'business_customer_settings'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where('customer_id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect({ table, n: Number(rows.n) }).toEqual({ table, n: 0 });
    }
    expect((await t.api({ method: 'DELETE', url: `/customers/${c.id}/deleted`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'PUT', url: `/customers/${c.id}/restore`, token: admin })).statusCode).toBe(404);
  });

  it('permanently deleting the master customer of a business in the trash leaves that business without a master', async () => {
    const b = await createBusiness(t.ctx);
    await t.api({ method: 'DELETE', url: `/business/${b.id}`, token: admin });
    await t.api({ method: 'DELETE', url: `/customers/${b.customerId}`, token: admin });
    expect((await t.api({ method: 'DELETE', url: `/customers/${b.customerId}/deleted`, token: admin })).statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('businesses').select('customer_id').where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row.customer_id).toBeNull();
    expect((await t.api({ method: 'PUT', url: `/business/${b.id}/restore`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/business/${b.id}`, token: admin })).json()).toMatchObject({ customer_id: null, customer_name: null, email: null });
  });

  it('a user with only List Customers sees the list but not the trash', async () => {
    const { token } = await quickTokenWith(t, ['List Customers']);
    expect((await t.api({ method: 'GET', url: '/customers', token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/customers?deleted=true', token })).statusCode).toBe(403);
  });
});
