import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BUSINESS_SORT_COLUMNS, MESSAGES } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createEmployee, quickTokenWith } from '../../test/factories.js';
import { expectOperationChecks } from '../../test/access.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const textOf = (length: number, ch = 'b') => `${tag()}${ch.repeat(Math.max(0, length - 6))}`.slice(0, length);
async function body(over: Record<string, unknown> = {}) {
  const customerId = 'customer_id' in over ? over.customer_id : (await createCustomer(t.ctx, { approved: true })).id;
  return { name: `Business ${tag()}`, account_id: 'AC1', contact: '0123456789', address: '1 Glass Road', ...over, customer_id: customerId };
}

describe('businesses: access', () => {
  it('checks the operations of every endpoint (401 without a token, 403 without the operation)', async () => {
    const b = await createBusiness(t.ctx);
    const trashed = await createBusiness(t.ctx, { deleted: true });
    const c = await createCustomer(t.ctx);
    await expectOperationChecks(t, [
      { method: 'GET', url: '/business', ops: ['List Business'] },
      { method: 'GET', url: '/business?deleted=true', ops: ['List Deleted Business'] },
      {
        method: 'GET',
        url: '/business/all',
        ops: ['List Business', 'Add Business', 'Update Business', 'View Business', 'Update Customer', 'View Customer', 'List Tickets', 'List Deleted Tickets'],
      },
      { method: 'GET', url: `/business/${b.id}`, ops: ['View Business', 'Update Business'] },
      { method: 'POST', url: '/business', payload: { name: 'x' }, ops: ['Add Business'] },
      { method: 'PUT', url: `/business/${b.id}`, payload: { name: 'x' }, ops: ['Update Business'] },
      { method: 'DELETE', url: '/business/999999', ops: ['Delete Business'] },
      { method: 'PUT', url: `/business/${trashed.id}/restore`, ops: ['Restore Business'] },
      { method: 'GET', url: `/business/${b.id}/customers`, ops: ['View Business'] },
      { method: 'GET', url: `/business/${b.id}/customers/all`, ops: ['View Business', 'Update Business'] },
      { method: 'GET', url: `/business/${b.id}/customers/settings`, ops: ['Update Business'] },
      { method: 'PUT', url: `/business/${b.id}/customers/settings`, payload: { access: [c.id] }, ops: ['Update Business'] },
    ]);
  });
});

describe('businesses: add, read, update', () => {
  it('adds a business; its master customer belongs to it and gives it its email', async () => {
    const master = await createCustomer(t.ctx, { approved: true, first_name: 'Morgan', last_name: 'Master' });
    const res = await t.api({ method: 'POST', url: '/business', token: admin, payload: await body({ name: ' <b>Clear</b> View ', account_id: '', customer_id: master.id }) });
    expect(res.statusCode).toBe(201);
    const business = res.json();
    expect(business).toEqual({
      id: expect.any(Number),
      name: 'Clear View',
      account_id: null,
      customer_id: master.id,
      customer_name: 'Morgan Master',
      contact: '0123456789',
      address: '1 Glass Road',
      email: master.email,
      ticket_count: 0,
      created_at: expect.any(String),
      deleted_at: null,
    });
    expect((await t.api({ method: 'GET', url: `/business/${business.id}`, token: admin })).json()).toEqual(business);
    const customer = (await t.api({ method: 'GET', url: `/customers/${master.id}`, token: admin })).json();
    expect(customer.business).toEqual({ id: business.id, name: 'Clear View', email: master.email, created_at: business.created_at });
    expect(customer.business_name).toBe('Clear View');
  });

  it('updates a business; a new master customer joins it and the old one stays a customer of it', async () => {
    const b = await createBusiness(t.ctx);
    const next = await createCustomer(t.ctx, { approved: true });
    const res = await t.api({ method: 'PUT', url: `/business/${b.id}`, token: admin, payload: await body({ name: 'Renamed Ltd', account_id: 'Z9', customer_id: next.id }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, name: 'Renamed Ltd', account_id: 'Z9', customer_id: next.id, email: next.email });
    const employees = (await t.api({ method: 'GET', url: `/business/${b.id}/customers`, token: admin })).json();
    expect(employees.list.map((c: { id: number }) => c.id).sort()).toEqual([b.customerId, next.id].sort());
  });

  it('moves a chosen master customer out of another business where it was a plain customer', async () => {
    const employee = await createEmployee(t.ctx);
    const res = await t.api({ method: 'POST', url: '/business', token: admin, payload: await body({ customer_id: employee.id }) });
    expect(res.statusCode).toBe(201);
    const row = await t.ctx.db.selectFrom('customers').select('business_id').where('id', '=', employee.id).executeTakeFirstOrThrow();
    expect(row.business_id).toBe(res.json().id);
  });

  it('answers 409 when the chosen customer is already master of another live business', async () => {
    const other = await createBusiness(t.ctx, { name: `Other ${tag()}` });
    const res = await t.api({ method: 'POST', url: '/business', token: admin, payload: await body({ customer_id: other.customerId }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain(other.name);
    const b = await createBusiness(t.ctx);
    expect((await t.api({ method: 'PUT', url: `/business/${b.id}`, token: admin, payload: await body({ customer_id: other.customerId }) })).statusCode).toBe(409);
    // Keeping its own master is fine.
    expect((await t.api({ method: 'PUT', url: `/business/${b.id}`, token: admin, payload: await body({ customer_id: b.customerId }) })).statusCode).toBe(200);
  });

  it('answers 422 on customer_id for a customer that does not exist or is in the trash', async () => {
    const trashed = await createCustomer(t.ctx, { deleted: true });
    for (const customer_id of [999_999, trashed.id]) {
      const res = await t.api({ method: 'POST', url: '/business', token: admin, payload: await body({ customer_id }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'customer_id']);
    }
  });

  it.each([[null], [undefined], [''], [0], ['abc']])('needs a master customer (%j) -> 422', async (customer_id) => {
    const payload: Record<string, unknown> = await body({ customer_id });
    if (customer_id === undefined) delete payload.customer_id;
    const res = await t.api({ method: 'POST', url: '/business', token: admin, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'customer_id']);
  });

  it.each([
    ['name', 2, 422],
    ['name', 3, 201],
    ['name', 255, 201],
    ['name', 256, 422],
    ['address', 2, 422],
    ['address', 3, 201],
    ['address', 255, 201],
    ['address', 256, 422],
    ['account_id', 0, 201],
    ['account_id', 1, 201],
    ['account_id', 5, 201],
    ['account_id', 6, 422],
  ] as const)('add: %s of %i characters -> %i', async (field, length, status) => {
    const value = field === 'account_id' ? 'A1B2C3D4'.slice(0, length) : textOf(length);
    const res = await t.api({ method: 'POST', url: '/business', token: admin, payload: await body({ [field]: value }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
    else expect(res.json()[field]).toBe(value === '' ? null : value);
  });

  it.each([
    ['123456789', 422],
    ['1234567890', 200],
    ['1234567890123', 200],
    ['12345678901234', 422],
    ['12345-67890', 422],
    ['+441234567890', 422],
    ['', 422],
  ] as const)('update: contact %j -> %i', async (contact, status) => {
    const b = await createBusiness(t.ctx);
    const res = await t.api({ method: 'PUT', url: `/business/${b.id}`, token: admin, payload: await body({ contact, customer_id: b.customerId }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'contact']);
    else expect(res.json().contact).toBe(contact);
  });

  it('stores account_id null when it is empty, blank, null or missing', async () => {
    for (const account_id of ['', '   ', null, undefined]) {
      const payload: Record<string, unknown> = await body({ account_id });
      if (account_id === undefined) delete payload.account_id;
      const res = await t.api({ method: 'POST', url: '/business', token: admin, payload });
      expect(res.statusCode).toBe(201);
      expect(res.json().account_id).toBeNull();
    }
  });

  it('answers 404 for a business that does not exist or is in the trash', async () => {
    const trashed = await createBusiness(t.ctx, { deleted: true });
    for (const id of [999_999, trashed.id]) {
      expect((await t.api({ method: 'GET', url: `/business/${id}`, token: admin })).statusCode).toBe(404);
      const put = await t.api({ method: 'PUT', url: `/business/${id}`, token: admin, payload: await body() });
      expect(put.statusCode).toBe(404);
      expect(typeof put.json().detail).toBe('string');
      expect((await t.api({ method: 'DELETE', url: `/business/${id}`, token: admin })).statusCode).toBe(404);
      expect((await t.api({ method: 'GET', url: `/business/${id}/customers`, token: admin })).statusCode).toBe(404);
      expect((await t.api({ method: 'GET', url: `/business/${id}/customers/all`, token: admin })).statusCode).toBe(404);
      expect((await t.api({ method: 'GET', url: `/business/${id}/customers/settings`, token: admin })).statusCode).toBe(404);
      expect((await t.api({ method: 'PUT', url: `/business/${id}/customers/settings`, token: admin, payload: { access: [], emails: [], notifications: [] } })).statusCode).toBe(
        404,
      );
    }
    expect((await t.api({ method: 'PUT', url: '/business/999999/restore', token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: '/business/abc', token: admin })).statusCode).toBe(422);
  });
});

describe('businesses: trash and restore', () => {
  it('deletes to the trash and restores; its customers read as having no business meanwhile', async () => {
    const employee = await createEmployee(t.ctx);
    const id = employee.businessId;
    const del = await t.api({ method: 'DELETE', url: `/business/${id}`, token: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MESSAGES.businessDeleted });

    const live = (await t.api({ method: 'GET', url: '/business?limit=200', token: admin })).json();
    expect(live.list.some((b: { id: number }) => b.id === id)).toBe(false);
    const trash = (await t.api({ method: 'GET', url: '/business?deleted=true&limit=200', token: admin })).json();
    const inTrash = trash.list.find((b: { id: number }) => b.id === id);
    expect(inTrash.deleted_at).toEqual(expect.any(String));
    expect((await t.api({ method: 'GET', url: `/customers/${employee.id}`, token: admin })).json()).toMatchObject({ business_id: null, business: null });

    const restored = await t.api({ method: 'PUT', url: `/business/${id}/restore`, token: admin });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: MESSAGES.restored });
    expect((await t.api({ method: 'GET', url: `/business/${id}`, token: admin })).json().deleted_at).toBeNull();
    expect((await t.api({ method: 'GET', url: `/customers/${employee.id}`, token: admin })).json().business_id).toBe(id);
    // Restoring what is not in the trash: 404.
    expect((await t.api({ method: 'PUT', url: `/business/${id}/restore`, token: admin })).statusCode).toBe(404);
  });

  it('refuses a restore with 409 while its master customer is in the trash', async () => {
    const b = await createBusiness(t.ctx);
    await t.api({ method: 'DELETE', url: `/business/${b.id}`, token: admin });
    // With the business in the trash, its master customer may go to the trash too.
    expect((await t.api({ method: 'DELETE', url: `/customers/${b.customerId}`, token: admin })).statusCode).toBe(200);
    const res = await t.api({ method: 'PUT', url: `/business/${b.id}/restore`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(typeof res.json().detail).toBe('string');
    await t.api({ method: 'PUT', url: `/customers/${b.customerId}/restore`, token: admin });
    expect((await t.api({ method: 'PUT', url: `/business/${b.id}/restore`, token: admin })).statusCode).toBe(200);
  });

  it('refuses a restore with 409 when its master customer became master of another business meanwhile', async () => {
    const b = await createBusiness(t.ctx);
    await t.api({ method: 'DELETE', url: `/business/${b.id}`, token: admin });
    expect((await t.api({ method: 'POST', url: '/business', token: admin, payload: await body({ customer_id: b.customerId }) })).statusCode).toBe(201);
    const res = await t.api({ method: 'PUT', url: `/business/${b.id}/restore`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(typeof res.json().detail).toBe('string');
  });

  it('a restore brings the master customer back into the business if it was moved meanwhile', async () => {
    const b = await createBusiness(t.ctx);
    const elsewhere = await createBusiness(t.ctx);
    await t.api({ method: 'DELETE', url: `/business/${b.id}`, token: admin });
    expect((await t.api({ method: 'PUT', url: `/customers/${b.customerId}/business`, token: admin, payload: { business_id: elsewhere.id } })).statusCode).toBe(200);
    expect((await t.api({ method: 'PUT', url: `/business/${b.id}/restore`, token: admin })).statusCode).toBe(200);
    const restored = (await t.api({ method: 'GET', url: `/business/${b.id}`, token: admin })).json();
    expect(restored.customer_id).toBe(b.customerId);
    expect((await t.api({ method: 'GET', url: `/customers/${b.customerId}`, token: admin })).json().business_id).toBe(b.id);
  });
});

describe('businesses: lists', () => {
  it('sorts by every SPEC field name, both ways, and refuses unknown columns', async () => {
    const first = await createBusiness(t.ctx, { name: `aaa Sort ${tag()}` });
    for (const column of BUSINESS_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        const res = await t.api({ method: 'GET', url: `/business?sort_by=${column}&order=${order}&limit=200`, token: admin });
        expect({ column, order, status: res.statusCode }).toEqual({ column, order, status: 200 });
        expect(res.json().count).toBeGreaterThan(0);
      }
    }
    expect((await t.api({ method: 'GET', url: '/business?sort_by=password&order=asc', token: admin })).statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: '/business?deleted=maybe', token: admin })).statusCode).toBe(422);
    const byName = (await t.api({ method: 'GET', url: '/business?sort_by=name&order=asc&limit=200', token: admin })).json().list as { name: string }[];
    const names = byName.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byName.some((b) => b.name === first.name)).toBe(true);
  });

  it('sorts by the master customer name, its email and the contact', async () => {
    const k = tag();
    const zed = await createCustomer(t.ctx, { first_name: 'Zed', last_name: k, email: `zz-${k}@example.com` });
    const amy = await createCustomer(t.ctx, { first_name: 'Amy', last_name: k, email: `aa-${k}@example.com` });
    const z = await createBusiness(t.ctx, { name: `Sortme ${k} 1`, customerId: zed.id, contact: '0000000001' });
    const a = await createBusiness(t.ctx, { name: `Sortme ${k} 2`, customerId: amy.id, contact: '0000000002' });
    for (const [column, expected] of [
      ['customer_name', [a.id, z.id]],
      ['email', [a.id, z.id]],
      ['contact', [z.id, a.id]],
    ] as const) {
      const list = (await t.api({ method: 'GET', url: `/business?search=Sortme ${k}&sort_by=${column}&order=asc`, token: admin })).json().list;
      expect({ column, ids: list.map((b: { id: number }) => b.id) }).toEqual({ column, ids: expected });
    }
  });

  it('searches name, account id, master customer, email, contact and address; count is the match count', async () => {
    const k = tag();
    const master = await createCustomer(t.ctx, { first_name: `Find${k}` });
    await createBusiness(t.ctx, { name: `Needle ${k}` });
    await createBusiness(t.ctx, { address: `${k} Harbour Road` });
    await createBusiness(t.ctx, { customerId: master.id });
    const res = (await t.api({ method: 'GET', url: `/business?search=${k}&limit=1`, token: admin })).json();
    expect(res.count).toBe(3);
    expect(res.list).toHaveLength(1);
    expect((await t.api({ method: 'GET', url: `/business?search=${k.toUpperCase()}`, token: admin })).json().count).toBe(3);
  });

  it('GET /business/all is searchable, in natural order, without the trash', async () => {
    const k = tag();
    await createBusiness(t.ctx, { name: `Nat ${k} 10` });
    await createBusiness(t.ctx, { name: `Nat ${k} 2` });
    await createBusiness(t.ctx, { name: `nat ${k} 1` });
    await createBusiness(t.ctx, { name: `Nat ${k} 3`, deleted: true });
    const res = await t.api({ method: 'GET', url: `/business/all?search=nat ${k}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { name: string }) => b.name)).toEqual([`nat ${k} 1`, `Nat ${k} 2`, `Nat ${k} 10`]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
    expect((await t.api({ method: 'GET', url: '/business/all?limit=201', token: admin })).statusCode).toBe(422);
  });

  it("the employees list holds only that business's live customers, paged and sortable", async () => {
    const b = await createBusiness(t.ctx);
    const e1 = await createEmployee(t.ctx, { businessId: b.id, first_name: 'Alpha' });
    await createEmployee(t.ctx, { businessId: b.id, deleted: true });
    await createEmployee(t.ctx);
    const res = (await t.api({ method: 'GET', url: `/business/${b.id}/customers?sort_by=first_name&order=asc&limit=1`, token: admin })).json();
    expect(res.count).toBe(2);
    expect(res.list[0].id).toBe(e1.id);
    const all = (await t.api({ method: 'GET', url: `/business/${b.id}/customers/all`, token: admin })).json();
    expect(all.map((c: { id: number }) => c.id).sort()).toEqual([b.customerId, e1.id].sort());
  });
});

describe('businesses: ticket settings', () => {
  it("saves and reads the three lists, of that business's customers only", async () => {
    const b = await createBusiness(t.ctx);
    const e = await createEmployee(t.ctx, { businessId: b.id });
    expect((await t.api({ method: 'GET', url: `/business/${b.id}/customers/settings`, token: admin })).json()).toEqual({ access: [], emails: [], notifications: [] });
    const settings = { access: [e.id, b.customerId, e.id], emails: [b.customerId], notifications: [] };
    const saved = await t.api({ method: 'PUT', url: `/business/${b.id}/customers/settings`, token: admin, payload: settings });
    expect(saved.statusCode).toBe(200);
    const expected = { access: [b.customerId, e.id].sort((x, y) => x - y), emails: [b.customerId], notifications: [] };
    expect(saved.json()).toEqual(expected);
    expect((await t.api({ method: 'GET', url: `/business/${b.id}/customers/settings`, token: admin })).json()).toEqual(expected);
  });

  it('answers 422 on the list naming a customer of another business, an unknown or a trashed one, and changes nothing', async () => {
    const b = await createBusiness(t.ctx);
    await t.api({ method: 'PUT', url: `/business/${b.id}/customers/settings`, token: admin, payload: { access: [b.customerId], emails: [], notifications: [] } });
    const stranger = await createEmployee(t.ctx);
    const trashed = await createEmployee(t.ctx, { businessId: b.id, deleted: true });
    const loner = await createCustomer(t.ctx);
    for (const [kind, id] of [
      ['access', stranger.id],
      ['emails', 999_999],
      ['notifications', trashed.id],
      ['emails', loner.id],
    ] as const) {
      const payload = { access: [b.customerId], emails: [], notifications: [], [kind]: [id] };
      const res = await t.api({ method: 'PUT', url: `/business/${b.id}/customers/settings`, token: admin, payload });
      expect({ kind, status: res.statusCode }).toEqual({ kind, status: 422 });
      expect(res.json().detail[0].loc).toEqual(['body', kind]);
    }
    expect((await t.api({ method: 'GET', url: `/business/${b.id}/customers/settings`, token: admin })).json()).toEqual({ access: [b.customerId], emails: [], notifications: [] });
  });

  it('validates the body shape with 422', async () => {
    const b = await createBusiness(t.ctx);
    for (const payload of [{}, { access: 'x', emails: [], notifications: [] }, { access: [0], emails: [], notifications: [] }]) {
      expect((await t.api({ method: 'PUT', url: `/business/${b.id}/customers/settings`, token: admin, payload })).statusCode).toBe(422);
    }
  });

  it("a customer who moves to another business leaves this business's settings", async () => {
    const b = await createBusiness(t.ctx);
    const e = await createEmployee(t.ctx, { businessId: b.id });
    await t.api({ method: 'PUT', url: `/business/${b.id}/customers/settings`, token: admin, payload: { access: [e.id], emails: [e.id], notifications: [e.id] } });
    const other = await createBusiness(t.ctx);
    await t.api({ method: 'PUT', url: `/customers/${e.id}/business`, token: admin, payload: { business_id: other.id } });
    await t.api({ method: 'PUT', url: `/customers/${e.id}/business`, token: admin, payload: { business_id: b.id } });
    expect((await t.api({ method: 'GET', url: `/business/${b.id}/customers/settings`, token: admin })).json()).toEqual({ access: [], emails: [], notifications: [] });
  });
});

describe('dashboard', () => {
  it('counts businesses and customers not in the trash; tickets 0 until tickets exist', async () => {
    expect((await t.api({ method: 'GET', url: '/dashboard' })).statusCode).toBe(401);
    // Any signed-in user: the dashboard home needs no operation.
    expect((await t.api({ method: 'GET', url: '/dashboard', token: (await quickTokenWith(t, [])).token })).statusCode).toBe(200);
    const before = (await t.api({ method: 'GET', url: '/dashboard', token: admin })).json();
    expect(before).toEqual({ businesses: expect.any(Number), customers: expect.any(Number), tickets: 0, open_disputes: 0 });
    await createBusiness(t.ctx); // + 1 business, + 1 customer (its master)
    await createBusiness(t.ctx, { deleted: true }); // + 1 customer only
    await createCustomer(t.ctx, { deleted: true });
    const after = (await t.api({ method: 'GET', url: '/dashboard', token: admin })).json();
    expect(after).toEqual({ businesses: before.businesses + 1, customers: before.customers + 2, tickets: 0, open_disputes: 0 });
  });

  it('keeps its counters (migration 0024) equal to a plain count through trash, restore and a permanent delete', async () => {
    const plain = async (table: 'businesses' | 'customers') =>
      Number(
        (
          await t.ctx.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .where('deleted_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const check = async () => {
      const dash = (await t.api({ method: 'GET', url: '/dashboard', token: admin })).json();
      expect({ businesses: dash.businesses, customers: dash.customers }).toEqual({ businesses: await plain('businesses'), customers: await plain('customers') });
    };
    const b = await createBusiness(t.ctx);
    const c = await createEmployee(t.ctx, { businessId: b.id });
    await check();
    await t.ctx.db.updateTable('customers').set({ deleted_at: '2026-11-28T00:00:00.000Z' }).where('id', '=', c.id).execute();
    await t.ctx.db.updateTable('businesses').set({ deleted_at: '2026-11-28T00:00:00.000Z' }).where('id', '=', b.id).execute();
    await check();
    // A second soft delete (a new time) and a change of another column move nothing.
    await t.ctx.db.updateTable('customers').set({ deleted_at: '2026-11-29T00:00:00.000Z', last_name: 'Moved' }).where('id', '=', c.id).execute();
    await check();
    await t.ctx.db.updateTable('customers').set({ deleted_at: null }).where('id', '=', c.id).execute();
    await t.ctx.db.updateTable('businesses').set({ deleted_at: null }).where('id', '=', b.id).execute();
    await check();
    await t.ctx.db.deleteFrom('customers').where('id', '=', c.id).execute();
    await check();
  });
});
