import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { getOk, sendOk } from '../test/calls.js';
import { buildTestApp, usingPostgres, type TestApp } from '../test/build-test-app.js';
import { createBusiness, createCustomer, createPlant, createTicket, createTrolley } from '../test/factories.js';
import { customerApi, customerLogin } from '../test/customer-api.js';

// Migrations 0026-0028: names and counts the admin lists used to read through joins are copied onto the
// rows and kept by triggers: customers' ticket_count and live business (id, name), businesses' ticket_count, and
// trolleys' plant, transfer plants' and holder's names. After every write that changes what a join would give,
// each copy must equal the join, and each list sorted by a copy must be in the order of the values the list shows
// (case aside, ties by id in the same direction, nulls where the database puts them).
//
// One app for the file (a build costs seconds on PostgreSQL): each check reads every row, whichever block made it.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Row = { id: number };
type Key = string | number | null;
type Dir = 'asc' | 'desc';

const get = (url: string) => getOk(t, admin, url);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => sendOk(t, admin, method, url, payload);
const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Every row of a list with this query, through pages of 200. */
async function everyRow<R extends Row>(path: string, query: string): Promise<R[]> {
  const rows: R[] = [];
  for (;;) {
    const page = await get(`${path}?${[query, `start=${rows.length}`, 'limit=200'].filter(Boolean).join('&')}`);
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.count) {
      expect(rows).toHaveLength(page.count);
      return rows;
    }
  }
}

/**
 * The rows in the order the database gives `order by key, id` in this direction: texts case aside; nulls first in an
 * ascending order on SQLite, last on PostgreSQL; a descending order is the ascending one reversed (ties included).
 */
function reference<R extends Row>(rows: R[], key: (r: R) => Key, dir: Dir): R[] {
  const nullsFirst = !usingPostgres();
  const norm = (k: Key) => (typeof k === 'string' ? k.toLowerCase() : k);
  const asc = (a: R, b: R) => {
    const [x, y] = [norm(key(a)), norm(key(b))];
    if (x === null || y === null) {
      if (x !== y) return (x === null) === nullsFirst ? -1 : 1;
    } else if (x < y) return -1;
    else if (x > y) return 1;
    return a.id - b.id;
  };
  return [...rows].sort((a, b) => (dir === 'asc' ? asc(a, b) : asc(b, a)));
}

/**
 * Each sort of the list, both directions, gives the reference order of the values it shows (read from the
 * unsorted list). Compared as [id, value] pairs so that a failure shows the values.
 */
async function expectSorted<R extends Row>(step: string, path: string, filter: string, sorts: Record<string, (r: R) => Key>) {
  const all = await everyRow<R>(path, filter);
  for (const [sort, key] of Object.entries(sorts)) {
    for (const dir of ['asc', 'desc'] as const) {
      const listed = await everyRow<R>(path, [filter, `sort_by=${sort}`, `order=${dir}`].filter(Boolean).join('&'));
      const pairs = (rows: R[]) => rows.map((r) => [r.id, key(r)]);
      expect({ step, path, filter, sort, dir, rows: pairs(listed) }).toEqual({ step, path, filter, sort, dir, rows: pairs(reference(all, key, dir)) });
    }
  }
  return all;
}

// ---- customers: the live business ------------------------------------------------------------------------------

type CustomerRow = Row & { first_name: string; last_name: string; business_id: number | null; business_name: string | null; ticket_count: number };
const BUSINESS_SORTS: Record<string, (c: CustomerRow) => Key> = {
  business_name: (c) => c.business_name,
  business_id: (c) => c.business_id,
};

/** Every customer's (live or trashed) copies equal its live business through the join. */
async function expectLiveBusinessCopies(step: string) {
  const rows = await t.ctx.db
    .selectFrom('customers as c')
    .leftJoin('businesses as b', (j) => j.onRef('b.id', '=', 'c.business_id').on('b.deleted_at', 'is', null))
    .select(['c.id', 'c.live_business_id', 'c.live_business_name', 'b.id as joined_id', 'b.name as joined_name'])
    .orderBy('c.id')
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  expect({ step, copies: rows.map((r) => [r.id, num(r.live_business_id), r.live_business_name]) }).toEqual({
    step,
    copies: rows.map((r) => [r.id, num(r.joined_id), r.joined_name]),
  });
}

/** The copies equal the joins, and both customer lists (live and trash) sort by business name and id as they show. */
async function expectCustomersInStep(step: string) {
  await expectLiveBusinessCopies(step);
  const live = await expectSorted<CustomerRow>(step, '/customers', '', BUSINESS_SORTS);
  await expectSorted<CustomerRow>(step, '/customers', 'deleted=true', BUSINESS_SORTS);
  return live;
}

describe("customers' copies of their live business (migration 0027)", () => {
  const b: Record<string, { id: number; name: string; customerId: number }> = {};
  const c: Record<string, { id: number }> = {};
  /** A customer's row of the live list as it is now. */
  const shown = async (id: number) => (await get(`/customers/${id}`)) as CustomerRow;
  const businessBody = async (id: number, over: Record<string, unknown> = {}) => {
    const cur = await get(`/business/${id}`);
    return { name: cur.name, account_id: cur.account_id ?? '', customer_id: cur.customer_id, contact: cur.contact, address: cur.address, ...over };
  };

  beforeAll(async () => {
    const ctx = t.ctx;
    // A business made through the API (its master moves into it), the rest by the factory (inserted with it).
    const alderMaster = await createCustomer(ctx, { first_name: 'Ava', last_name: 'Master', approved: true });
    const alder = await send('POST', '/business', { name: 'Alder Glass', account_id: '', customer_id: alderMaster.id, contact: '0123456789', address: '1 Glass Road' });
    b.alder = { id: alder.id, name: alder.name, customerId: alderMaster.id };
    // The same name in another case: a tie, settled by id.
    b.alderLower = await createBusiness(ctx, { name: 'alder glass' });
    b.birch = await createBusiness(ctx, { name: 'Birch Panes' });
    b.cedar = await createBusiness(ctx, { name: 'CEDAR Works' });
    b.gone = await createBusiness(ctx, { name: 'Aaron Gone', deleted: true });
    const people: Array<[string, keyof typeof b | null]> = [
      ['al1', 'alder'],
      ['al2', 'alder'],
      ['all1', 'alderLower'],
      ['bi1', 'birch'],
      ['bi2', 'birch'],
      ['ce1', 'cedar'],
      ['ce2', 'cedar'],
      ['go1', 'gone'],
      ['none1', null],
      ['none2', null],
    ];
    for (const [key, business] of people) {
      c[key] = await createCustomer(ctx, { first_name: key, last_name: 'Person', approved: true, businessId: business === null ? null : b[business]!.id });
    }
    // One in the trash, in a live business: the trash list sorts by its copy too.
    c.trashed = await createCustomer(ctx, { first_name: 'Tia', last_name: 'Trash', businessId: b.birch.id, deleted: true });
  });

  it('copies the live business at insert: a live one, none, one already in the trash', async () => {
    const all = await expectCustomersInStep('inserted');
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(await shown(c.al1!.id)).toMatchObject({ business_id: b.alder!.id, business_name: 'Alder Glass' });
    expect(await shown(b.alder!.customerId)).toMatchObject({ business_id: b.alder!.id, business_name: 'Alder Glass' });
    expect(await shown(c.go1!.id)).toMatchObject({ business_id: null, business_name: null });
    expect(await shown(c.none1!.id)).toMatchObject({ business_id: null, business_name: null });
    // Both kinds of row are in the list, so nulls and ties take part in every order.
    expect(all.filter((r) => r.business_name === null).length).toBeGreaterThanOrEqual(3);
  });

  it('follows a customer moved to another business', async () => {
    await send('PUT', `/customers/${c.al2!.id}/business`, { business_id: b.cedar!.id });
    expect(await shown(c.al2!.id)).toMatchObject({ business_id: b.cedar!.id, business_name: 'CEDAR Works' });
    await expectCustomersInStep('moved alder -> cedar');
    // A customer without a business moved into one.
    await send('PUT', `/customers/${c.none2!.id}/business`, { business_id: b.birch!.id });
    expect(await shown(c.none2!.id)).toMatchObject({ business_id: b.birch!.id, business_name: 'Birch Panes' });
    await expectCustomersInStep('moved none -> birch');
  });

  it('follows a business renamed (its master and customers, live or trashed)', async () => {
    await send('PUT', `/business/${b.birch!.id}`, await businessBody(b.birch!.id, { name: 'zinc panes' }));
    expect(await shown(c.bi1!.id)).toMatchObject({ business_name: 'zinc panes' });
    const trashedCopy = await t.ctx.db.selectFrom('customers').select(['live_business_name']).where('id', '=', c.trashed!.id).executeTakeFirstOrThrow();
    expect(trashedCopy.live_business_name).toBe('zinc panes');
    await expectCustomersInStep('birch renamed zinc panes');
    // Renamed to sort first, and a case-only rename that keeps its place among ties.
    await send('PUT', `/business/${b.cedar!.id}`, await businessBody(b.cedar!.id, { name: 'Aardvark Works' }));
    await expectCustomersInStep('cedar renamed Aardvark Works');
    await send('PUT', `/business/${b.alder!.id}`, await businessBody(b.alder!.id, { name: 'ALDER GLASS' }));
    await expectCustomersInStep('alder renamed ALDER GLASS');
  });

  it('reads a business in the trash as none, and its restore as itself again', async () => {
    await send('DELETE', `/business/${b.cedar!.id}`);
    for (const id of [c.ce1!.id, c.ce2!.id, c.al2!.id, b.cedar!.customerId]) expect(await shown(id)).toMatchObject({ business_id: null, business_name: null });
    const copies = await t.ctx.db.selectFrom('customers').select(['id', 'business_id', 'live_business_id', 'live_business_name']).where('business_id', '=', b.cedar!.id).execute();
    expect(copies.length).toBe(4);
    for (const r of copies) expect([r.live_business_id, r.live_business_name]).toEqual([null, null]);
    await expectCustomersInStep('cedar trashed');
    await send('PUT', `/business/${b.cedar!.id}/restore`);
    for (const id of [c.ce1!.id, c.ce2!.id, c.al2!.id]) expect(await shown(id)).toMatchObject({ business_id: b.cedar!.id, business_name: 'Aardvark Works' });
    await expectCustomersInStep('cedar restored');
  });

  it('follows a business created with a master without one, a new master, and customers trashed and restored', async () => {
    const elm = await send('POST', '/business', { name: 'elm Glass', account_id: '', customer_id: c.none1!.id, contact: '0123456789', address: '1 Glass Road' });
    expect(await shown(c.none1!.id)).toMatchObject({ business_id: elm.id, business_name: 'elm Glass' });
    await expectCustomersInStep('elm created with none1 as master');
    // A new master for Alder: it moves into Alder (the old master stays there).
    await send('PUT', `/business/${b.alder!.id}`, await businessBody(b.alder!.id, { customer_id: c.bi2!.id }));
    expect(await shown(c.bi2!.id)).toMatchObject({ business_id: b.alder!.id, business_name: 'ALDER GLASS' });
    await expectCustomersInStep('bi2 made master of alder');
    await send('DELETE', `/customers/${c.all1!.id}`);
    await expectCustomersInStep('all1 trashed');
    await send('PUT', `/customers/${c.all1!.id}/restore`);
    await expectCustomersInStep('all1 restored');
  });
});

// ---- trolleys: plants and holder -------------------------------------------------------------------------------

type TrolleyRow = Row & {
  trolley_status: string;
  plant: { id: number; name: string };
  customer: { id: number; first_name: string; last_name: string } | null;
  from_plant: number | null;
  to_plant: number | null;
  from_plant_name: string | null;
  to_plant_name: string | null;
};
const holderName = (r: TrolleyRow) => (r.customer ? `${r.customer.first_name} ${r.customer.last_name}` : null);
const TROLLEY_SORTS: Record<string, (r: TrolleyRow) => Key> = {
  plant: (r) => r.plant.name,
  customer: holderName,
  to_plant: (r) => r.to_plant_name,
  from_plant: (r) => r.from_plant_name,
  to_plant_name: (r) => r.to_plant_name,
  from_plant_name: (r) => r.from_plant_name,
};

/** Every trolley's (live or deleted) copies equal its plant, transfer plants and holder through the joins. */
async function expectTrolleyCopies(step: string) {
  const rows = await t.ctx.db
    .selectFrom('trolleys as t')
    .innerJoin('plants as p', 'p.id', 't.plant_id')
    .leftJoin('plants as fp', 'fp.id', 't.from_plant_id')
    .leftJoin('plants as tp', 'tp.id', 't.to_plant_id')
    .leftJoin('customers as c', 'c.id', 't.customer_id')
    .select([
      't.id',
      't.plant_name',
      't.from_plant_name',
      't.to_plant_name',
      't.customer_name',
      'p.name as joined_plant',
      'fp.name as joined_from',
      'tp.name as joined_to',
      'c.first_name',
      'c.last_name',
    ])
    .orderBy('t.id')
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  expect({ step, copies: rows.map((r) => [r.id, r.plant_name, r.from_plant_name, r.to_plant_name, r.customer_name]) }).toEqual({
    step,
    copies: rows.map((r) => [r.id, r.joined_plant, r.joined_from, r.joined_to, r.first_name === null ? null : `${r.first_name} ${r.last_name}`]),
  });
}

async function expectTrolleysInStep(step: string) {
  await expectTrolleyCopies(step);
  return expectSorted<TrolleyRow>(step, '/trolleys', '', TROLLEY_SORTS);
}

describe("trolleys' copies of their plants' and holder's names (migration 0028)", () => {
  const p: Record<string, { id: number; name: string }> = {};
  const h: Record<string, { id: number; email: string }> = {};
  const tr: Record<string, { id: number }> = {};
  const trolleyBody = (plantId: number, over: Record<string, unknown> = {}) => ({
    name: 'Rack',
    uid: `U-${Object.keys(tr).length}-${Date.now()}`,
    trolley_photo_url: null,
    serial_number: null,
    is_certified: false,
    expiry_date: null,
    plant_id: plantId,
    ...over,
  });
  const checkin = (plantId: number) => ({ name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: plantId, from_plant_id: null });
  const move = (id: number, action: string, payload: object) => send('PUT', `/trolleys/${id}/${action}`, payload);
  const plantBody = (name: string) => ({ name, address: '1 Glass Road', contact: '0123456789', city_id: null });

  beforeAll(async () => {
    const ctx = t.ctx;
    for (const [key, name] of [
      ['alder', 'Alder Yard'],
      ['alderLower', 'alder yard'],
      ['birch', 'birch Depot'],
      ['cedar', 'CEDAR Yard'],
    ] as const)
      p[key] = await createPlant(ctx, { name, cityId: null });
    for (const [key, first, last] of [
      ['amy', 'Amy', 'Zed'],
      ['bob', 'bob', 'Young'],
      ['cara', 'CARA', 'Xu'],
      ['dan', 'Dan', 'Wolf'],
      ['danLower', 'dan', 'wolf'],
    ] as const)
      h[key] = await createCustomer(ctx, { first_name: first, last_name: last, email: `${key}@example.com`, approved: true });
    // Through the API (OnPlant at a plant), at each plant, two at one.
    for (const [key, plant] of [
      ['a1', 'alder'],
      ['a2', 'alder'],
      ['al1', 'alderLower'],
      ['b1', 'birch'],
      ['c1', 'cedar'],
      ['c2', 'cedar'],
    ] as const)
      tr[key] = await send('POST', '/trolleys', trolleyBody(p[plant]!.id, { name: `Rack ${key}` }));
    // Inserted with a holder, or in a transfer, or deleted: the insert copies every name.
    tr.held = await createTrolley(ctx, { plantId: p.birch!.id, status: 'Delivery', customerId: h.dan!.id, fromPlantId: p.birch!.id });
    tr.heldLower = await createTrolley(ctx, { plantId: p.cedar!.id, status: 'Delivery', customerId: h.danLower!.id, fromPlantId: p.cedar!.id });
    tr.moving = await createTrolley(ctx, { plantId: p.cedar!.id, status: 'PlantChange', fromPlantId: p.cedar!.id, toPlantId: p.alder!.id });
    tr.deleted = await createTrolley(ctx, { plantId: p.alder!.id, customerId: h.amy!.id, deleted: true });
  });

  it('copies the names at insert, through the API and directly', async () => {
    const all = await expectTrolleysInStep('inserted');
    expect(all.length).toBe(9);
    const row = all.find((r) => r.id === tr.moving!.id)!;
    expect([row.plant.name, row.from_plant_name, row.to_plant_name]).toEqual(['CEDAR Yard', 'CEDAR Yard', 'Alder Yard']);
    expect(holderName(all.find((r) => r.id === tr.held!.id)!)).toBe('Dan Wolf');
  });

  it('follows a plant renamed: its trolleys, and the transfers from and to it', async () => {
    await send('PUT', `/plants/${p.cedar!.id}`, plantBody('Aspen Yard'));
    await send('PUT', `/plants/${p.alder!.id}`, plantBody('zeta yard'));
    const all = await expectTrolleysInStep('cedar renamed Aspen Yard, alder renamed zeta yard');
    const row = all.find((r) => r.id === tr.moving!.id)!;
    expect([row.plant.name, row.from_plant_name, row.to_plant_name]).toEqual(['Aspen Yard', 'Aspen Yard', 'zeta yard']);
  });

  it('follows hand-overs: delivery to a customer, that customer renamed, pickup', async () => {
    await move(tr.a1!.id, 'delivery', { customer_id: h.bob!.id });
    await move(tr.b1!.id, 'delivery', { customer_id: h.amy!.id });
    await move(tr.c1!.id, 'delivery', { customer_id: h.cara!.id });
    let all = await expectTrolleysInStep('three delivered');
    expect(holderName(all.find((r) => r.id === tr.a1!.id)!)).toBe('bob Young');
    // The holder renames itself in the customer app (PUT /me): its trolleys' copies follow.
    const capi = customerApi(t);
    const token = await customerLogin(t, h.bob!.email, 'customer-pw-1');
    const renamed = await capi({ method: 'PUT', url: '/me', token, payload: { first_name: 'Aaron', last_name: 'Young', number: '0123456789' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    all = await expectTrolleysInStep('bob renamed Aaron Young');
    expect(holderName(all.find((r) => r.id === tr.a1!.id)!)).toBe('Aaron Young');
    // A name that was a tie (Dan Wolf / dan wolf) changed by its case only.
    const danToken = await customerLogin(t, h.danLower!.email, 'customer-pw-1');
    expect((await capi({ method: 'PUT', url: '/me', token: danToken, payload: { first_name: 'DAN', last_name: 'WOLF', number: '0123456789' } })).statusCode).toBe(200);
    await expectTrolleysInStep('dan wolf renamed DAN WOLF');
    await move(tr.b1!.id, 'pickup', {});
    all = await expectTrolleysInStep('b1 picked up');
    expect(all.find((r) => r.id === tr.b1!.id)!.customer).toBeNull();
  });

  it('follows a transfer: plantchange, a destination renamed on the way, checkout, arrival', async () => {
    await move(tr.a2!.id, 'plantchange', { name: 'Move', to_plant_id: p.birch!.id });
    await move(tr.c2!.id, 'plantchange', { name: 'Move', to_plant_id: p.alderLower!.id });
    let all = await expectTrolleysInStep('two transfers started');
    expect(all.find((r) => r.id === tr.a2!.id)).toMatchObject({ from_plant_name: 'zeta yard', to_plant_name: 'birch Depot' });
    await send('PUT', `/plants/${p.birch!.id}`, plantBody('Basalt Depot'));
    all = await expectTrolleysInStep('birch renamed Basalt Depot');
    expect(all.find((r) => r.id === tr.a2!.id)).toMatchObject({ to_plant_name: 'Basalt Depot' });
    await move(tr.a2!.id, 'plantdropoff', { ...checkin(p.birch!.id), from_plant_id: p.alder!.id });
    await expectTrolleysInStep('a2 checked out');
    await move(tr.a2!.id, 'onplant', checkin(p.birch!.id));
    await move(tr.moving!.id, 'onplant', checkin(p.alder!.id));
    all = await expectTrolleysInStep('a2 and moving arrived');
    expect(all.find((r) => r.id === tr.a2!.id)).toMatchObject({ plant: { name: 'Basalt Depot' }, from_plant_name: null, to_plant_name: null });
    expect(all.find((r) => r.id === tr.moving!.id)).toMatchObject({ plant: { name: 'zeta yard' }, from_plant_name: null, to_plant_name: null });
  });

  it('follows an edit of the plant, a delete and restore, and a holder erased for good', async () => {
    const cur = await get(`/trolleys/${tr.al1!.id}`);
    await send('PUT', `/trolleys/${tr.al1!.id}`, trolleyBody(p.cedar!.id, { name: cur.name, uid: cur.uid }));
    await expectTrolleysInStep('al1 edited to cedar');
    await send('DELETE', `/trolleys/${tr.al1!.id}`);
    await expectTrolleysInStep('al1 deleted');
    await send('PUT', `/trolleys/${tr.al1!.id}/restore`);
    await expectTrolleysInStep('al1 restored');
    // The holder of c1 erased: the foreign key leaves the trolley without a holder, and its copy without a name.
    await send('DELETE', `/customers/${h.cara!.id}`);
    await send('DELETE', `/customers/${h.cara!.id}/deleted`);
    const row = await t.ctx.db.selectFrom('trolleys').select(['customer_id', 'customer_name']).where('id', '=', tr.c1!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_id: null, customer_name: null });
    await expectTrolleysInStep('cara erased');
  });
});

// ---- ticket counts ---------------------------------------------------------------------------------------------

type CountedRow = Row & { ticket_count: number };
const COUNT_SORTS: Record<string, (r: CountedRow) => Key> = { ticket_count: (r) => r.ticket_count };

/** Every customer's and business's kept count equals a count of its tickets not disabled. */
async function expectKeptCounts(step: string) {
  for (const [table, key] of [
    ['customers', 'customer_id'],
    ['businesses', 'business_id'],
  ] as const) {
    const rows = await sql<{ id: number; kept: number | string; live: number | string }>`
      select o.id, o.ticket_count as kept, (select count(*) from tickets k where k.${sql.raw(key)} = o.id and k.deleted_at is null) as live
      from ${sql.table(table)} o order by o.id`.execute(t.ctx.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect({ step, table, counts: rows.rows.map((r) => [r.id, Number(r.kept)]) }).toEqual({ step, table, counts: rows.rows.map((r) => [r.id, Number(r.live)]) });
  }
}

async function expectCountsInStep(step: string) {
  await expectKeptCounts(step);
  const customers = await expectSorted<CountedRow>(step, '/customers', '', COUNT_SORTS);
  const businesses = await expectSorted<CountedRow>(step, '/business', '', COUNT_SORTS);
  return { customers: new Map(customers.map((r) => [r.id, r.ticket_count])), businesses: new Map(businesses.map((r) => [r.id, r.ticket_count])) };
}

describe("customers' and businesses' ticket counts (migration 0026)", () => {
  let P: { id: number; customerId: number };
  let Q: { id: number; customerId: number };
  const c: Record<string, { id: number }> = {};
  const tk: Record<string, number[]> = {};
  const ticket = async (customer: string) => {
    const made = await createTicket(t.ctx, { customerId: c[customer]!.id, images: { defect: 0 } });
    (tk[customer] ??= []).push(made.id);
    return made.id;
  };

  beforeAll(async () => {
    P = await createBusiness(t.ctx, { name: 'Pine Glass' });
    Q = await createBusiness(t.ctx, { name: 'Quartz Glass' });
    for (const [key, businessId] of [
      ['p1', P.id],
      ['p2', P.id],
      ['q1', Q.id],
      ['q2', Q.id],
    ] as const)
      c[key] = await createCustomer(t.ctx, { first_name: key, last_name: 'Owner', approved: true, businessId });
  });

  it('counts tickets as they are added', async () => {
    for (const [customer, n] of [
      ['p1', 3],
      ['p2', 1],
      ['q1', 2],
    ] as const)
      for (let i = 0; i < n; i++) await ticket(customer);
    const { customers, businesses } = await expectCountsInStep('added');
    expect([customers.get(c.p1!.id), customers.get(c.p2!.id), customers.get(c.q1!.id), customers.get(c.q2!.id)]).toEqual([3, 1, 2, 0]);
    expect([businesses.get(P.id), businesses.get(Q.id)]).toEqual([4, 2]);
  });

  it('follows a ticket disabled, disabled again (refused), restored, and delivered', async () => {
    const first = tk.p1![0]!;
    await send('DELETE', `/tickets/${first}`);
    let counts = await expectCountsInStep('p1 ticket disabled');
    expect([counts.customers.get(c.p1!.id), counts.businesses.get(P.id)]).toEqual([2, 3]);
    const again = await t.api({ method: 'DELETE', url: `/tickets/${first}`, token: admin });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    await expectCountsInStep('p1 ticket disabled twice');
    await send('PUT', `/tickets/${first}/restore`);
    counts = await expectCountsInStep('p1 ticket restored');
    expect([counts.customers.get(c.p1!.id), counts.businesses.get(P.id)]).toEqual([3, 4]);
    // A status change moves no count.
    await send('PUT', `/tickets/${tk.q1![0]}/status`);
    counts = await expectCountsInStep('q1 ticket delivered');
    expect([counts.customers.get(c.q1!.id), counts.businesses.get(Q.id)]).toEqual([2, 2]);
  });

  it('keeps the counts through a customer moved, trashed, restored, and erased with its tickets', async () => {
    // Moved: its tickets stay the old business's.
    await send('PUT', `/customers/${c.p2!.id}/business`, { business_id: Q.id });
    await expectCountsInStep('p2 moved to Q');
    await send('DELETE', `/customers/${c.q1!.id}`);
    await send('PUT', `/customers/${c.q1!.id}/restore`);
    await expectCountsInStep('q1 trashed and restored');
    // p1: 3 live and 1 disabled tickets, erased in one statement: P loses the 3 live ones only.
    await send('DELETE', `/tickets/${await ticket('p1')}`);
    await send('DELETE', `/customers/${c.p1!.id}`);
    await send('DELETE', `/customers/${c.p1!.id}/deleted`);
    const counts = await expectCountsInStep('p1 erased');
    expect(counts.businesses.get(P.id)).toBe(1);
  });

  // No route moves a ticket to another owner, nor writes several tickets in one statement with mixed effects: the
  // triggers (one row at a time on SQLite, one statement's transition tables on PostgreSQL) are checked directly.
  it('keeps the counts through direct writes of several tickets in one statement', async () => {
    const db = t.ctx.db;
    for (let i = 0; i < 3; i++) await ticket('q2');
    const [live, disabled, other] = tk.q2!;
    await db.updateTable('tickets').set({ deleted_at: new Date().toISOString() }).where('id', '=', disabled!).execute();
    await expectCountsInStep('q2 set up');
    // A live and a disabled ticket moved to another customer and business at once.
    await db.updateTable('tickets').set({ customer_id: c.p2!.id, business_id: P.id }).where('id', 'in', [live!, disabled!]).execute();
    await expectCountsInStep('two tickets moved to p2 / P');
    // Disabled and restored in the same statement, across owners.
    const now = new Date().toISOString();
    await db
      .updateTable('tickets')
      .set({ deleted_at: sql`case when deleted_at is null then ${now} else null end` })
      .where('id', 'in', [live!, disabled!, other!, tk.q1![1]!])
      .execute();
    await expectCountsInStep('four toggled in one statement');
    // Moved and disabled at once, and a statement that changes nothing counted.
    await db.updateTable('tickets').set({ customer_id: c.q2!.id, business_id: Q.id, deleted_at: null }).where('id', 'in', [live!, disabled!]).execute();
    await expectCountsInStep('moved back and restored');
    await db.updateTable('tickets').set({ note: 'touched' }).execute();
    await expectCountsInStep('every ticket touched');
    // Several owners' tickets deleted in one statement.
    await db.deleteFrom('tickets').where('id', 'in', [other!, tk.q1![0]!, tk.p2![0]!]).execute();
    await expectCountsInStep('three deleted in one statement');
  });
});
