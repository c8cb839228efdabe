import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOk, sendOk } from '../test/calls.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createBusiness, createCustomer, createPlant, createTrolley } from '../test/factories.js';
import { updateCustomerMe } from '../modules/customer-app/customer-app.service.js';
import { sql } from 'kysely';
import { gramsOf, listTuning, shouldWalk } from './list-query.js';
import { isPostgresDb } from './sql.js';
import { rowsAnsweredDuring, unpreparedStatementsDuring } from '../test/statements.js';

// The customers, businesses and trolleys lists find a search of 3+ characters through trigram indexes,
// walk the order with the "contains" test when the search matches a large share of the list, and keep counts per
// list version. Whatever the path, every page and count must be what a plain "contains" over the searched texts of
// the full, unsearched list gives (the reference below), and every write must show in the next search at once.
let t: TestApp;
let admin: string;

/** A fresh app (own database) for the describe block it is called in: each list's numbers are its own. */
function freshApp() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());
}

type Row = { id: number } & Record<string, unknown>;
type ListSpec<R extends Row = Row> = {
  path: string;
  /** The texts the repository searches, as the list shows them. */
  texts: (row: R) => Array<string | null | undefined>;
  /** Query strings of the orders checked ('' is the list's default order). */
  sorts: string[];
  /** What is compared of a row (the trolleys' time_duration is computed at the moment of reading). */
  comparable?: (row: R) => unknown;
};
type CustomerRow = Row & { first_name: string; last_name: string; email: string; number: string; business_id: number | null; business_name: string | null };
type BusinessRow = Row & { name: string; account_id: string | null; customer_name: string | null; email: string | null; contact: string; address: string };
type TrolleyRow = Row & { name: string; uid: string; serial_number: string | null; customer: { first_name: string; last_name: string } | null; plant: { name: string } };

const enc = encodeURIComponent;
const urlOf = (path: string, ...parts: string[]) => `${path}?${parts.filter(Boolean).join('&')}`;
const get = (url: string) => getOk(t, admin, url);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => sendOk(t, admin, method, url, payload);
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

/** Every row of the unsearched list in this order, through pages of 200. */
async function everyRow<R extends Row>(spec: ListSpec<R>, sort: string): Promise<R[]> {
  const rows: R[] = [];
  for (;;) {
    const page = await get(urlOf(spec.path, sort, `start=${rows.length}`, 'limit=200'));
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.count) {
      expect(rows).toHaveLength(page.count);
      return rows;
    }
  }
}

/** The reference: the rows any of whose searched texts contains the term, case aside, in the list's order. */
const reference = <R extends Row>(spec: ListSpec<R>, rows: R[], term: string) =>
  rows.filter((r) => spec.texts(r).some((s) => typeof s === 'string' && s.toLowerCase().includes(term.toLowerCase())));

/** Every page (several starts and limits, one past the end) of every term in every order equals the reference. */
async function expectEveryPage<R extends Row>(spec: ListSpec<R>, terms: string[]) {
  const comparable = spec.comparable ?? ((r: R) => r);
  for (const sort of spec.sorts) {
    const all = await everyRow(spec, sort);
    for (const term of terms) {
      const expected = reference(spec, all, term);
      const n = expected.length;
      const pages = [
        [0, 10],
        [20, 10],
        [25, 10],
        [3, 7],
        [0, 1],
        [0, 200],
        [Math.max(n - 1, 0), 10],
        [n, 10],
      ];
      for (const [start, limit] of pages) {
        const page = await get(urlOf(spec.path, sort, `search=${enc(term)}`, `start=${start}`, `limit=${limit}`));
        expect({ term, sort, start, limit, count: page.count, list: page.list.map(comparable) }).toEqual({
          term,
          sort,
          start,
          limit,
          count: n,
          list: expected.slice(start, start + limit).map(comparable),
        });
      }
    }
  }
}

/** Every page of these terms with the list's tuning changed as `tuning` says (restored after). */
async function expectEveryPageTuned<R extends Row>(tuning: Partial<typeof listTuning>, spec: ListSpec<R>, terms: string[]) {
  const kept = { ...listTuning };
  Object.assign(listTuning, tuning);
  try {
    await expectEveryPage(spec, terms);
  } finally {
    Object.assign(listTuning, kept);
  }
}

/**
 * Every page of these terms, none of them searched before, with PostgreSQL's few matches sorted as one statement
 * (not from their ids found first, see db/list-query.ts): the other path, and the count made without the ids.
 */
const expectEveryPageInOneStatement = <R extends Row>(spec: ListSpec<R>, terms: string[]) => expectEveryPageTuned({ fewIds: 0 }, spec, terms);

/**
 * Every page of these terms without walking the list's order: a broad search in the id order (the default and
 * sort_by=id) then takes its first matches from the trigram index in that order (SQLite), in another it is sorted.
 */
const expectEveryPageUnwalked = <R extends Row>(spec: ListSpec<R>, terms: string[]) => expectEveryPageTuned({ walkMax: 0 }, spec, terms);

/**
 * Every page of these terms without walking the list's order, with PostgreSQL's walk of a gram's ids (migration 0042)
 * cut after `gramWalk` ids: a walk that finds its page within them answers, a shorter one leaves the matches sorted.
 */
const expectEveryPageGramCut = <R extends Row>(spec: ListSpec<R>, terms: string[], gramWalk: number) => expectEveryPageTuned({ walkMax: 0, gramWalk }, spec, terms);

/**
 * PostgreSQL: the grams table of a list (migration 0042) holds exactly every 3-character piece of each row's lowered
 * texts, trashed rows included, as its triggers keep it; SQLite keeps none (its FTS5 tables serve).
 */
async function expectGramsKept(table: 'businesses' | 'trolleys', columns: readonly string[]) {
  const db = t.ctx.db;
  if (!isPostgresDb(db)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = ${`${table}_grams`}`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    return;
  }
  const { rows } = await sql<Record<string, string | null> & { id: number }>`select * from ${sql.table(table)}`.execute(db);
  const expected = rows.flatMap((row) => [...new Set(columns.flatMap((c) => gramsOf((row[c] ?? '').toLowerCase())))].map((gram) => `${gram}|${row.id}`));
  const kept = await sql<{ gram: string; id: number }>`select gram, id from ${sql.table(`${table}_grams`)}`.execute(db);
  expect(kept.rows.map((r) => `${r.gram}|${r.id}`).sort()).toEqual(expected.sort());
}

/** A search's first page and all of it, with its count, as the reference gives them now; answers the matching ids. */
async function expectSearch<R extends Row>(spec: ListSpec<R>, term: string) {
  const comparable = spec.comparable ?? ((r: R) => r);
  const expected = reference(spec, await everyRow(spec, ''), term);
  for (const limit of [10, 200]) {
    const page = await get(urlOf(spec.path, `search=${enc(term)}`, `limit=${limit}`));
    expect({ term, limit, count: page.count, list: page.list.map(comparable) }).toEqual({ term, limit, count: expected.length, list: expected.slice(0, limit).map(comparable) });
  }
  return idsOf(expected);
}

/** How many rows of the live list a term matches (the reference), and how many rows the list has. */
async function density<R extends Row>(spec: ListSpec<R>, term: string) {
  const all = await everyRow(spec, '');
  return { matches: reference(spec, all, term).length, rows: all.length };
}

const CUSTOMERS: ListSpec<CustomerRow> = {
  path: '/customers',
  texts: (c) => [`${c.first_name} ${c.last_name}`, c.email, c.number, c.business_name],
  sorts: ['', 'sort_by=business_name&order=desc', 'sort_by=id&order=asc'],
};
const BUSINESSES: ListSpec<BusinessRow> = {
  path: '/business',
  texts: (b) => [b.name, b.account_id, b.customer_name, b.email, b.contact, b.address],
  sorts: ['', 'sort_by=customer_name&order=asc', 'sort_by=id&order=asc'],
};
const TROLLEYS: ListSpec<TrolleyRow> = {
  path: '/trolleys',
  texts: (r) => [r.name, r.uid, r.serial_number, r.customer ? `${r.customer.first_name} ${r.customer.last_name}` : null, r.plant.name],
  sorts: ['', 'sort_by=customer&order=asc', 'sort_by=id&order=asc'],
  comparable: ({ time_duration: _duration, ...rest }) => rest,
};

// Numbers where a search of 30-odd matches among about 50 rows walks for a first page of 10 and sorts for a page of 200,
// and a search of 2 matches sorts.
const DENSE = 'oak';
const SPARSE = 'quill';
function expectPaths(dense: { matches: number; rows: number }, sparse: { matches: number; rows: number }) {
  expect(dense.matches).toBeGreaterThanOrEqual(30);
  expect(shouldWalk({ start: 0, limit: 10 }, dense.matches, dense.rows)).toBe(true);
  expect(shouldWalk({ start: 20, limit: 10 }, dense.matches, dense.rows)).toBe(true);
  expect(shouldWalk({ start: 0, limit: 200 }, dense.matches, dense.rows)).toBe(false);
  expect(sparse.matches).toBe(2);
  expect(shouldWalk({ start: 0, limit: 10 }, sparse.matches, sparse.rows)).toBe(false);
}

describe('the customers list', () => {
  freshApp();
  let zephyr: { id: number; customerId: number };
  let plain: { id: number; customerId: number };
  const people: Record<string, { id: number }> = {};

  beforeAll(async () => {
    const ctx = t.ctx;
    const mara = await createCustomer(ctx, { first_name: 'Mara', last_name: 'Stone', email: 'mara.stone@example.com', approved: true });
    zephyr = await createBusiness(ctx, { name: 'Zephyr Glazing', customerId: mara.id });
    const lior = await createCustomer(ctx, { first_name: 'Lior', last_name: 'Brandt', email: 'lior@example.com', approved: true });
    plain = await createBusiness(ctx, { name: 'Plain Panes', customerId: lior.id });
    // A business in the trash names none of its customers: "zephyr" must not find Tess.
    const ivo = await createCustomer(ctx, { first_name: 'Ivo', last_name: 'Kade', email: 'ivo@example.com', approved: true });
    const gone = await createBusiness(ctx, { name: 'Zephyr Old', customerId: ivo.id, deleted: true });
    people.tess = await createCustomer(ctx, { first_name: 'Tess', last_name: 'Marlow', email: 'tess@example.com', businessId: gone.id });
    for (const [first, last] of [
      ['Nia', 'Holt'],
      ['Eli', 'Ford'],
      ['Uma', 'Reyes'],
    ]) {
      await createCustomer(ctx, { first_name: first, last_name: last, email: `${first.toLowerCase()}@example.com`, businessId: zephyr.id });
    }
    // 30 of 36 contain "oak" through one text or another, spread through the order.
    for (let i = 0; i < 36; i++) {
      const businessId = i % 4 === 0 ? plain.id : null;
      if (i % 6 === 0) {
        people[`pia${i}`] = await createCustomer(ctx, { first_name: 'Pia', last_name: `Dunn${i}`, email: `p${i}@example.com`, businessId });
        continue;
      }
      const [first, last, email] = [
        ['Oakley', `Vale${i}`, `c${i}@example.com`],
        ['Rowan', `Oaks${i}`, `c${i}@example.com`],
        ['Dara', `Lane${i}`, `c${i}@oakmail.test`],
        ['Rhoda', `Soaker${i}`, `c${i}@example.com`],
        ['Ida', `Cloake${i}`, `c${i}@example.com`],
      ][i % 5]!;
      people[`oak${i}`] = await createCustomer(ctx, { first_name: first, last_name: last, email, businessId });
    }
    people.ann = await createCustomer(ctx, { first_name: 'Ann', last_name: 'Quill', email: 'ann@example.com' });
    people.jo = await createCustomer(ctx, { first_name: 'Jo', last_name: 'Penn', email: 'quill.pen@example.com' });
    await createCustomer(ctx, { first_name: 'Oakley', last_name: 'Quill', email: 'trashed@example.com', deleted: true });
    // LIKE's wildcards are plain characters to a search: "50%" is not "500", "a_b" is not "axb".
    await createCustomer(ctx, { first_name: 'Vic', last_name: 'Half50%', email: 'vic@example.com' });
    await createCustomer(ctx, { first_name: 'Wes', last_name: 'Five500', email: 'wes@example.com' });
    await createCustomer(ctx, { first_name: 'Xan', last_name: 'Abbot', email: 'a_b@example.com' });
    await createCustomer(ctx, { first_name: 'Yul', last_name: 'Axby', email: 'axb@example.com' });
    await createCustomer(ctx, { first_name: 'Kai', last_name: 'Moss', email: 'kai@example.com', number: '0499123456' });
    await createCustomer(ctx, { first_name: 'Lea', last_name: 'Moss', email: 'lea@example.com', number: '0499123457' });
  });

  it('gives every page and count of every search as a "contains" over name, email, number and business name would', async () => {
    expectPaths(await density(CUSTOMERS, DENSE), await density(CUSTOMERS, SPARSE));
    const all = await everyRow(CUSTOMERS, '');
    // Through the business name alone: its master and employees, not the customer of the business in the trash.
    expect(idsOf(reference(CUSTOMERS, all, 'zephyr')).sort()).toEqual(
      all
        .filter((c) => c.business_id === zephyr.id)
        .map((c) => c.id)
        .sort(),
    );
    expect(idsOf(reference(CUSTOMERS, all, 'zephyr'))).toHaveLength(4);
    expect(idsOf(reference(CUSTOMERS, all, 'zephyr'))).not.toContain(people.tess.id);
    expect(reference(CUSTOMERS, all, '50%')).toHaveLength(1);
    expect(reference(CUSTOMERS, all, 'a_b')).toHaveLength(1);
    await expectEveryPage(CUSTOMERS, [DENSE, SPARSE, 'zephyr', 'ann quill', '0499123', 'ak', 'OaKS', 'xyzzy', '50%', 'a_b', '%', '_', 'a']);
    await expectEveryPageInOneStatement(CUSTOMERS, ['dunn', 'vale1', 'plain panes']);
    await expectEveryPageUnwalked(CUSTOMERS, [DENSE, 'zephyr', 'ann quill', 'example']);
  });

  it('has PostgreSQL plan only the statement that looks for a term new to it, and counts its few matches prepared', async () => {
    // The role's operations are read once, on the session's first request.
    await get('/customers');
    let page: { list: CustomerRow[]; count: number } = { list: [], count: 0 };
    const unprepared = await unpreparedStatementsDuring(async () => (page = await get(urlOf('/customers', 'search=brandt'))));
    expect(page.list.map((c) => c.last_name)).toEqual(['Brandt']);
    expect(page.count).toBe(1);
    // The term's own statement is planned for it (a prepared one's generic plan would not know how few rows it
    // matches); the count of the ids it found, the page and its rows are not the term's.
    if (isPostgresDb(t.ctx.db)) expect(unprepared.map((s) => (/\blike\b/i.test(s) ? 'the term' : s))).toEqual(['the term']);
  });

  it("walks for a dense search's page and brings back only the page's matches, not every row the walk tested", async () => {
    const all = await everyRow(CUSTOMERS, '');
    const expected = reference(CUSTOMERS, all, DENSE);
    for (const start of [0, 20]) {
      let page: { list: CustomerRow[]; count: number } = { list: [], count: 0 };
      const sent = await rowsAnsweredDuring(async () => (page = await get(urlOf('/customers', `search=${DENSE}`, `start=${start}`, 'limit=10'))));
      expect({ start, ids: idsOf(page.list), count: page.count }).toEqual({ start, ids: idsOf(expected.slice(start, start + 10)), count: expected.length });
      // The walk: the statement that tests each row of the order ("hit").
      const walks = sent.filter((s) => s.text.includes('"hit"'));
      expect(walks.map((w) => w.rows)).toEqual([10]);
    }
  });

  it('keeps searched counts and pages exact through every write that changes what a search finds', async () => {
    const quill = () => expectSearch(CUSTOMERS, SPARSE);
    const oak = () => expectSearch(CUSTOMERS, DENSE);
    const [quillBase, oakBase] = [await quill(), await oak()];
    expect(quillBase).toHaveLength(2);
    const pia = people.pia6!.id;
    // Renamed to match, then not.
    await updateCustomerMe(t.ctx.db, pia, { first_name: 'Pia', last_name: 'Quillon', number: '0123456789' });
    expect(await quill()).toEqual(expect.arrayContaining([...quillBase, pia]));
    expect(await quill()).toHaveLength(3);
    await updateCustomerMe(t.ctx.db, pia, { first_name: 'Pia', last_name: 'Dunn6', number: '0123456789' });
    expect(await quill()).toEqual(quillBase);
    // A dense search (the walk) follows a rename too.
    const oaky = people.oak1!.id;
    await updateCustomerMe(t.ctx.db, oaky, { first_name: 'Rowan', last_name: 'Birch1', number: '0123456789' });
    expect(await oak()).toEqual(oakBase.filter((id) => id !== oaky));
    // Trashed, restored.
    await send('DELETE', `/customers/${people.ann!.id}`);
    expect(await quill()).toEqual(quillBase.filter((id) => id !== people.ann!.id));
    await send('PUT', `/customers/${people.ann!.id}/restore`);
    expect(await quill()).toEqual(quillBase);
    // A new one.
    const fresh = await createCustomer(t.ctx, { first_name: 'Quilla', last_name: 'New', email: 'quilla@example.com' });
    expect(await quill()).toContain(fresh.id);
    expect(await quill()).toHaveLength(3);
    // A business renamed: its master and customers match through its name, and stop when renamed back.
    const inPlain = (await everyRow(CUSTOMERS, '')).filter((c) => c.business_id === plain.id).map((c) => c.id);
    expect(inPlain.length).toBeGreaterThan(3);
    const business = await get(`/business/${plain.id}`);
    const save = (name: string) => ({ name, account_id: '', customer_id: business.customer_id, contact: business.contact, address: business.address });
    await send('PUT', `/business/${plain.id}`, save('Quill Panes'));
    expect((await quill()).sort()).toEqual([...quillBase, fresh.id, ...inPlain].sort());
    // A customer moved into it matches through it.
    await send('PUT', `/customers/${pia}/business`, { business_id: plain.id });
    expect(await quill()).toContain(pia);
    expect(await quill()).toHaveLength(3 + inPlain.length + 1);
    // The business trashed: none of its customers is found through its name; restored: all are again.
    await send('DELETE', `/business/${plain.id}`);
    expect((await quill()).sort()).toEqual([...quillBase, fresh.id].sort());
    await send('PUT', `/business/${plain.id}/restore`);
    expect(await quill()).toHaveLength(3 + inPlain.length + 1);
    await send('PUT', `/business/${plain.id}`, save('Plain Panes'));
    expect((await quill()).sort()).toEqual([...quillBase, fresh.id].sort());
  });
});

describe('the businesses list and GET /business/all', () => {
  freshApp();
  const made: Record<string, { id: number; customerId: number }> = {};
  let owners = 0;
  const owner = (over: { first_name?: string; last_name?: string; email?: string; deleted?: boolean } = {}) => {
    owners++;
    return createCustomer(t.ctx, { first_name: 'Owner', last_name: `Extra${owners}`, email: `owner${owners}@example.com`, approved: true, ...over });
  };
  const business = async (name: string, opts: { account_id?: string; contact?: string; address?: string; deleted?: boolean } = {}, master?: { id: number }) =>
    (made[name] = await createBusiness(t.ctx, { name, customerId: (master ?? (await owner())).id, ...opts }));

  beforeAll(async () => {
    // 33 of 40 contain "oak" through their own texts or their master customer's email.
    for (let i = 0; i < 40; i++) {
      const contact = `01234${String(i).padStart(5, '0')}`;
      if (i % 6 === 0) {
        await business(`Plain ${i}`, { contact });
        continue;
      }
      const mode = i % 5;
      const master = mode === 4 ? await owner({ email: `m${i}@oakmail.test` }) : undefined;
      const name = mode === 0 ? `Oak Panes ${i}` : mode === 3 ? `Golden oak ${i}` : `Panes ${i}`;
      await business(name, { contact, account_id: mode === 1 ? `OAK${i}` : undefined, address: mode === 2 ? `${i} Oak Street` : undefined }, master);
    }
    // Only through the live master customer's name ("wren") or email ("marlow"): not through one in the trash.
    await business('Harbor Glass', {}, await owner({ first_name: 'Hazel', last_name: 'Wren', email: 'hazel@example.com' }));
    await business('Ghost Glass', {}, await owner({ first_name: 'Ghost', last_name: 'Wren', email: 'ghost@example.com', deleted: true }));
    await business('Kite Glass', {}, await owner({ first_name: 'Dana', last_name: 'Kite', email: 'marlow@example.com' }));
    await business('Wren Old', { deleted: true });
    await business('Quill Glass');
    await business('Corner Shop', { address: '9 Quill Road' });
    await business('Quill Gone', { deleted: true });
    await business('Save 50% Glass');
    await business('Glass 500');
    await business('Lane Shop', { address: 'a_b lane' });
    await business('Axb Shop', { address: 'axb lane' });
    await business('Contact Co', { contact: '0777123456' });
    for (const name of ['Biz 10', 'Biz 2', 'biz 1', 'BIZ 3']) await business(name);
    await business('Biz 11', { deleted: true });
  });

  it('gives every page and count of every search as a "contains" over its texts and its master customer\'s would', async () => {
    expectPaths(await density(BUSINESSES, DENSE), await density(BUSINESSES, SPARSE));
    const all = await everyRow(BUSINESSES, '');
    expect(idsOf(reference(BUSINESSES, all, 'wren'))).toEqual([made['Harbor Glass']!.id]);
    expect(idsOf(reference(BUSINESSES, all, 'marlow'))).toEqual([made['Kite Glass']!.id]);
    expect(idsOf(reference(BUSINESSES, all, '50%'))).toEqual([made['Save 50% Glass']!.id]);
    await expectEveryPage(BUSINESSES, [DENSE, SPARSE, 'wren', 'marlow', 'hazel wren', '777123', 'ak', 'GoLDen OAK', 'xyzzy', '50%', 'a_b', '%', 'iz']);
    await expectEveryPageInOneStatement(BUSINESSES, ['panes 1', 'oakmail', 'kite']);
    await expectEveryPageUnwalked(BUSINESSES, [DENSE, 'wren', 'marlow', 'example']);
    await expectEveryPageGramCut(BUSINESSES, [DENSE, 'panes', '01234'], 3);
  });

  it('keeps searched counts and pages exact through every write that changes what a search finds', async () => {
    const quill = () => expectSearch(BUSINESSES, SPARSE);
    const oak = () => expectSearch(BUSINESSES, DENSE);
    const [quillBase, oakBase] = [await quill(), await oak()];
    expect(quillBase).toHaveLength(2);
    const save = async (id: number, over: Record<string, unknown>) => {
      const b = await get(`/business/${id}`);
      await send('PUT', `/business/${id}`, { name: b.name, account_id: b.account_id ?? '', customer_id: b.customer_id, contact: b.contact, address: b.address, ...over });
    };
    const panes = made['Panes 7']!.id;
    await save(panes, { name: 'Quillmore 7' });
    expect((await quill()).sort()).toEqual([...quillBase, panes].sort());
    await save(panes, { name: 'Panes 7' });
    expect(await quill()).toEqual(quillBase);
    const golden = made['Golden oak 3']!.id;
    await save(golden, { name: 'Golden 3' });
    expect(await oak()).toEqual(oakBase.filter((id) => id !== golden));
    const quillGlass = made['Quill Glass']!.id;
    await send('DELETE', `/business/${quillGlass}`);
    expect(await quill()).toEqual(quillBase.filter((id) => id !== quillGlass));
    await send('PUT', `/business/${quillGlass}/restore`);
    expect(await quill()).toEqual(quillBase);
    const master = await owner();
    const added = await send('POST', '/business', { name: 'New Quill', account_id: '', customer_id: master.id, contact: '0123456789', address: '1 Glass Road' });
    expect((await quill()).sort()).toEqual([...quillBase, added.id].sort());
    // Its master customer renamed: found through the name; the master's email changes nothing here.
    const harbor = made['Harbor Glass']!;
    await updateCustomerMe(t.ctx.db, harbor.customerId, { first_name: 'Hazel', last_name: 'Quill', number: '0123456789' });
    expect((await quill()).sort()).toEqual([...quillBase, added.id, harbor.id].sort());
    expect(await expectSearch(BUSINESSES, 'wren')).toEqual([]);
  });

  it("keeps every business's grams through a rename, an addition and a trash", async () => {
    const TEXTS = ['name', 'account_id', 'contact', 'address'] as const;
    await expectGramsKept('businesses', TEXTS);
    const made2 = await business('Oaken Äpfel', { contact: '0799000111', address: '1 Quay' });
    const b = await get(`/business/${made2.id}`);
    await send('PUT', `/business/${made2.id}`, { name: 'Birch Äpfel', account_id: 'OAK-9', customer_id: b.customer_id, contact: b.contact, address: b.address });
    await send('DELETE', `/business/${made2.id}`);
    await expectGramsKept('businesses', TEXTS);
    await expectEveryPageUnwalked(BUSINESSES, [DENSE, 'äpf']);
  });

  describe('GET /business/all', () => {
    const options = async (query: string) => (await get(`/business/all?${query}`)) as Array<{ id: number; name: string }>;
    const names = async (query: string) => (await options(query)).map((b) => b.name);
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

    it('gives live businesses in natural order, searched case-insensitively, at most the limit', async () => {
      expect(await names('search=biz')).toEqual(['biz 1', 'Biz 2', 'BIZ 3', 'Biz 10']);
      expect(await names('search=BIZ')).toEqual(['biz 1', 'Biz 2', 'BIZ 3', 'Biz 10']);
      expect(await names(`search=${enc('iz 1')}`)).toEqual(['biz 1', 'Biz 10']);
      expect(await names('search=biz&limit=1')).toEqual(['biz 1']);
      expect(await names('search=biz&limit=3')).toEqual(['biz 1', 'Biz 2', 'BIZ 3']);
      expect(await names(`search=${enc('50%')}`)).toEqual(['Save 50% Glass']);
      expect(await names(`search=${enc('a_b')}`)).toEqual([]);
      expect(await names('search=xyzzy')).toEqual([]);
      // Every live business, in natural order (ties by id), whatever the limit cuts.
      const live = await everyRow(BUSINESSES, '');
      expect(live.length).toBeGreaterThan(50);
      const natural = [...live].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id).map((b) => ({ id: b.id, name: b.name }));
      expect(await options('limit=200')).toEqual(natural);
      expect(await options('')).toEqual(natural.slice(0, 50));
      expect(await options('limit=1')).toEqual(natural.slice(0, 1));
      const panes = natural.filter((b) => b.name.toLowerCase().includes('panes'));
      expect(await options('search=PaNeS&limit=200')).toEqual(panes);
      expect(await options('search=panes&limit=5')).toEqual(panes.slice(0, 5));
      for (const limit of ['0', '201', 'x']) expect((await t.api({ method: 'GET', url: `/business/all?limit=${limit}`, token: admin })).statusCode).toBe(422);
    });

    it('shows a business added, renamed, trashed and restored at once', async () => {
      expect(await names('search=biz')).toEqual(['biz 1', 'Biz 2', 'BIZ 3', 'Biz 10']);
      const added = await send('POST', '/business', { name: 'Biz 4', account_id: '', customer_id: (await owner()).id, contact: '0123456789', address: '1 Glass Road' });
      expect(await names('search=biz')).toEqual(['biz 1', 'Biz 2', 'BIZ 3', 'Biz 4', 'Biz 10']);
      const ten = await get(`/business/${made['Biz 10']!.id}`);
      await send('PUT', `/business/${ten.id}`, { name: 'Biz 0', account_id: '', customer_id: ten.customer_id, contact: ten.contact, address: ten.address });
      expect(await names('search=biz')).toEqual(['Biz 0', 'biz 1', 'Biz 2', 'BIZ 3', 'Biz 4']);
      await send('DELETE', `/business/${made['BIZ 3']!.id}`);
      expect(await names('search=biz')).toEqual(['Biz 0', 'biz 1', 'Biz 2', 'Biz 4']);
      await send('DELETE', `/business/${added.id}`);
      expect(await names('search=biz&limit=200')).toEqual(['Biz 0', 'biz 1', 'Biz 2']);
      await send('PUT', `/business/${made['BIZ 3']!.id}/restore`);
      expect(await names('search=biz')).toEqual(['Biz 0', 'biz 1', 'Biz 2', 'BIZ 3']);
    });
  });
});

describe('the trolleys list', () => {
  freshApp();
  const made: Record<string, { id: number; plantId: number }> = {};
  const plants: Record<string, { id: number; name: string }> = {};
  const holders: Record<string, { id: number }> = {};

  beforeAll(async () => {
    const ctx = t.ctx;
    for (const name of ['Oakridge Depot', 'Marsh Yard', 'Central Yard']) plants[name] = await createPlant(ctx, { name, cityId: null });
    holders.brooke = await createCustomer(ctx, { first_name: 'Brooke', last_name: 'Oakes', email: 'brooke@example.com', approved: true });
    holders.quincy = await createCustomer(ctx, { first_name: 'Quincy', last_name: 'Hollow', email: 'quincy@example.com', approved: true });
    const central = plants['Central Yard']!.id;
    // Five moments only: the default order (created_at desc) has ties, settled by id.
    const since = (i: number) => `2026-02-1${(i * 7) % 5}T08:00:00.000Z`;
    const trolley = async (name: string, opts: Parameters<typeof createTrolley>[1] = {}, i = Object.keys(made).length) =>
      (made[name] = await createTrolley(ctx, { name, plantId: central, since: since(i), ...opts }));
    // 33 of 40 contain "oak" through their own texts, their plant's name or their holder's name.
    for (let i = 0; i < 40; i++) {
      if (i % 6 === 0) {
        await trolley(`Rack ${i}`, { uid: `U-${i}` }, i);
        continue;
      }
      const mode = i % 5;
      await trolley(
        mode === 0 ? `Oak rack ${i}` : `Cart ${i}`,
        {
          uid: mode === 1 ? `OAK-${i}` : `U-${i}`,
          serial_number: mode === 2 ? `SN-OAK-${i}` : null,
          plantId: mode === 3 ? plants['Oakridge Depot']!.id : central,
          ...(mode === 4 ? { status: 'Delivery' as const, customerId: holders.brooke!.id, fromPlantId: central } : {}),
        },
        i,
      );
    }
    await trolley('Cart H1', { uid: 'U-H1', status: 'Delivery', customerId: holders.quincy!.id, fromPlantId: central });
    await trolley('Cart H2', { uid: 'U-H2', status: 'Delivery', customerId: holders.quincy!.id, fromPlantId: central });
    await trolley('Cart M1', { uid: 'U-M1', plantId: plants['Marsh Yard']!.id });
    await trolley('Cart M2', { uid: 'U-M2', plantId: plants['Marsh Yard']!.id });
    await trolley('Quill cart', { uid: 'U-Q1' });
    await trolley('Cart S', { uid: 'U-S1', serial_number: 'SN-QUILL' });
    await trolley('Oak trashed', { uid: 'U-T1', serial_number: 'SN-QUILL-2', deleted: true });
    await trolley('Cart P1', { uid: 'U-P1', serial_number: 'SN-50%' });
    await trolley('Cart P2', { uid: 'U-P2', serial_number: 'SN-500' });
    await trolley('Cart W1', { uid: 'A_B-1' });
    await trolley('Cart W2', { uid: 'AXB-2' });
  });

  /** A trolley's fields as PUT /trolleys/{id} takes them. */
  const editable = async (id: number) => {
    const tr = await get(`/trolleys/${id}`);
    return {
      name: tr.name,
      uid: tr.uid,
      trolley_photo_url: null,
      serial_number: tr.serial_number,
      is_certified: tr.is_certified,
      expiry_date: tr.expiry_date,
      plant_id: tr.plant.id,
    };
  };

  it('gives every page and count of every search as a "contains" over its texts, holder and plant would', async () => {
    expectPaths(await density(TROLLEYS, DENSE), await density(TROLLEYS, SPARSE));
    const all = await everyRow(TROLLEYS, '');
    expect(idsOf(reference(TROLLEYS, all, 'hollow')).sort()).toEqual([made['Cart H1']!.id, made['Cart H2']!.id].sort());
    expect(idsOf(reference(TROLLEYS, all, 'marsh')).sort()).toEqual([made['Cart M1']!.id, made['Cart M2']!.id].sort());
    expect(idsOf(reference(TROLLEYS, all, '50%'))).toEqual([made['Cart P1']!.id]);
    await expectEveryPage(TROLLEYS, [DENSE, SPARSE, 'hollow', 'marsh', 'brooke oak', 'ak', 'OaK-1', 'xyzzy', '50%', 'a_b', '%', '_']);
    await expectEveryPageInOneStatement(TROLLEYS, ['cart 1', 'oakridge', 'quincy']);
    await expectEveryPageUnwalked(TROLLEYS, [DENSE, 'hollow', 'marsh', 'cart']);
    await expectEveryPageGramCut(TROLLEYS, [DENSE, 'cart', 'u-1'], 3);
  });

  it('answers an unsearched page and its count as they are after every write, past the last page too', async () => {
    // The page's rows carry the list's version read in their own statement, which keeps the count: a count kept at an
    // older version shows here.
    const shown = async (sort: string) => {
      const all = await everyRow(TROLLEYS, sort);
      for (const [start, limit] of [
        [0, 10],
        [all.length - 1, 10],
        [all.length, 10],
        [all.length + 5, 10],
      ] as const) {
        const page = await get(urlOf(TROLLEYS.path, sort, `start=${start}`, `limit=${limit}`));
        expect({ sort, start, count: page.count, ids: idsOf(page.list) }).toEqual({ sort, start, count: all.length, ids: idsOf(all.slice(start, start + limit)) });
      }
      return all;
    };
    const sorts = ['', 'sort_by=uid&order=asc', 'sort_by=customer&order=desc'];
    const before = await Promise.all(sorts.map(shown));
    const cart = made['Cart W1']!.id;
    await send('DELETE', `/trolleys/${cart}`);
    for (const [i, sort] of sorts.entries()) expect(idsOf(await shown(sort))).toEqual(idsOf(before[i]!).filter((id) => id !== cart));
    await send('PUT', `/trolleys/${cart}/restore`);
    for (const [i, sort] of sorts.entries()) expect(idsOf(await shown(sort))).toEqual(idsOf(before[i]!));
    // Renamed to sort first by uid.
    const save = await editable(cart);
    await send('PUT', `/trolleys/${cart}`, { ...save, uid: '0-FIRST' });
    expect(idsOf(await shown(sorts[1]!))[0]).toBe(cart);
    await send('PUT', `/trolleys/${cart}`, { ...save });
    expect(idsOf(await shown(sorts[1]!))).toEqual(idsOf(before[1]!));
  });

  it('keeps searched counts and pages exact through every write that changes what a search finds', async () => {
    const quill = () => expectSearch(TROLLEYS, SPARSE);
    const oak = () => expectSearch(TROLLEYS, DENSE);
    const [quillBase, oakBase] = [await quill(), await oak()];
    expect(quillBase).toHaveLength(2);
    const save = async (id: number, over: Record<string, unknown>) => {
      await send('PUT', `/trolleys/${id}`, { ...(await editable(id)), ...over });
    };
    const rack = made['Rack 6']!.id;
    await save(rack, { name: 'Quill rack' });
    expect((await quill()).sort()).toEqual([...quillBase, rack].sort());
    await save(rack, { name: 'Rack 6' });
    expect(await quill()).toEqual(quillBase);
    const oaky = made['Oak rack 5']!.id;
    await save(oaky, { name: 'Rack 5' });
    expect(await oak()).toEqual(oakBase.filter((id) => id !== oaky));
    const cart = made['Quill cart']!.id;
    await send('DELETE', `/trolleys/${cart}`);
    expect(await quill()).toEqual(quillBase.filter((id) => id !== cart));
    await send('PUT', `/trolleys/${cart}/restore`);
    expect(await quill()).toEqual(quillBase);
    const added = await send('POST', '/trolleys', {
      name: 'Quill new',
      uid: 'U-NEW',
      trolley_photo_url: null,
      serial_number: '',
      is_certified: false,
      expiry_date: null,
      plant_id: plants['Central Yard']!.id,
    });
    const withAdded = [...quillBase, added.id].sort();
    expect((await quill()).sort()).toEqual(withAdded);
    // The holder renamed: its trolleys are found through its name.
    await updateCustomerMe(t.ctx.db, holders.quincy!.id, { first_name: 'Quincy', last_name: 'Quill', number: '0123456789' });
    const held = [made['Cart H1']!.id, made['Cart H2']!.id];
    expect((await quill()).sort()).toEqual([...withAdded, ...held].sort());
    // The plant renamed: its trolleys are found through its name.
    const marsh = plants['Marsh Yard']!;
    await send('PUT', `/plants/${marsh.id}`, { name: 'Quill Yard', address: '1 Glass Road', contact: '0123456789', city_id: null });
    expect((await quill()).sort()).toEqual([...withAdded, ...held, made['Cart M1']!.id, made['Cart M2']!.id].sort());
    expect(await expectSearch(TROLLEYS, 'marsh')).toEqual([]);
  });

  it('finds a broad search in the id order through its grams after every write that changes a searched text', async () => {
    const TEXTS = ['name', 'uid', 'serial_number'] as const;
    await expectGramsKept('trolleys', TEXTS);
    const rack = made['Rack 12']!.id;
    const body = await editable(rack);
    await send('PUT', `/trolleys/${rack}`, { ...body, name: 'Oakwood rack', serial_number: 'SN-ÖAK-Ä' });
    const added = await send('POST', '/trolleys', { ...body, name: 'Cart new', uid: 'OAK-NEW', serial_number: '' });
    await expectGramsKept('trolleys', TEXTS);
    const ids = await expectSearch(TROLLEYS, DENSE);
    expect(ids).toContain(rack);
    expect(ids).toContain(added.id);
    await expectEveryPageUnwalked(TROLLEYS, [DENSE, 'öak-ä']);
    await send('PUT', `/trolleys/${rack}`, body);
    await expectGramsKept('trolleys', TEXTS);
    expect(await expectSearch(TROLLEYS, DENSE)).not.toContain(rack);
    await expectEveryPageUnwalked(TROLLEYS, [DENSE]);
    // A row deleted for good takes its grams with it.
    await sql`delete from trolley_transactions where trolley_id = ${added.id}`.execute(t.ctx.db);
    await sql`delete from trolleys where id = ${added.id}`.execute(t.ctx.db);
    await expectGramsKept('trolleys', TEXTS);
  });
});

describe('GET /customers/all', () => {
  freshApp();
  type Made = { id: number; first_name: string; last_name: string; email: string; deleted: boolean };
  const customers: Made[] = [];
  // selectCustomerOptions sorts at most this many index matches; more walk the name order (customers.repository.ts),
  // after a look at its first 500 customers, which a broad search fills its page from.
  const OPTIONS_FEW = 500;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

  beforeAll(async () => {
    const firsts = ['ann', 'Bea', 'cal', 'Dee', 'eve', 'Fay', 'gus'];
    const now = new Date().toISOString();
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      first_name: firsts[i % firsts.length]!,
      last_name: `Row${i}`,
      email: `w${i}@wide.test`,
      number: '0123456789',
      image: null,
      password_hash: 'not-a-hash',
      business_id: null,
      is_verified: 0,
      is_approved: 1,
      max_day_allowed: 0,
      per_day_charge_cents: 0,
      created_at: now,
      updated_at: now,
      deleted_at: i % 50 === 7 ? now : null,
    }));
    // Last in name order: a broad search of them ("tail", 600) finds none among the first 500 customers.
    rows.push(...rows.slice(0, 600).map((r, i) => ({ ...r, first_name: 'Zoe', last_name: `Tail${i}`, email: `t${i}@tail.test`, deleted_at: null })));
    for (let i = 0; i < rows.length; i += 250) {
      const chunk = rows.slice(i, i + 250);
      const ids = await t.ctx.db.insertInto('customers').values(chunk).returning('id').execute();
      ids.forEach((r, j) => customers.push({ id: r.id, ...chunk[j]!, deleted: chunk[j]!.deleted_at !== null }));
    }
    const make = async (first_name: string, last_name: string, email: string, deleted = false) => {
      const c = await createCustomer(t.ctx, { first_name, last_name, email, deleted });
      customers.push({ id: c.id, first_name, last_name, email, deleted });
    };
    await make('Pick', '10', 'pick10@example.com');
    await make('Pick', '2', 'pick2@example.com');
    await make('pick', '1', 'pick1@example.com');
    await make('Pick', '3', 'pick3@example.com', true);
    await make('Zed', 'Zulu', 'zz@pickmail.test');
    // First in name order and matching no broad search: a walk that dropped its filter would show them.
    await make('Abe', 'Early', 'abe@example.com');
    await make('aby', 'Early', 'aby@example.com');
  });

  /** Live customers whose "first last" or email contains the search, by first then last name (case aside) cut at the limit, then in natural order. */
  function expected(search: string, limit: number) {
    const s = search.toLowerCase();
    const key = (c: Made) => [c.first_name.toLowerCase(), c.last_name.toLowerCase()] as const;
    return customers
      .filter((c) => !c.deleted && (`${c.first_name} ${c.last_name}`.toLowerCase().includes(s) || c.email.toLowerCase().includes(s)))
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return ka[0] < kb[0] ? -1 : ka[0] > kb[0] ? 1 : ka[1] < kb[1] ? -1 : ka[1] > kb[1] ? 1 : a.id - b.id;
      })
      .slice(0, limit)
      .sort((a, b) => collator.compare(`${a.first_name} ${a.last_name}`, `${b.first_name} ${b.last_name}`) || a.id - b.id)
      .map((c) => c.id);
  }
  const found = async (search: string, limit?: number) => {
    const rows = (await get(urlOf('/customers/all', search ? `search=${enc(search)}` : '', limit ? `limit=${limit}` : ''))) as Row[];
    return idsOf(rows);
  };
  const matching = (search: string) => customers.filter((c) => `${c.first_name} ${c.last_name} ${c.email}`.toLowerCase().includes(search.toLowerCase())).length;

  it('a narrow search: every match, live only, by first then last name in natural order; by email too', async () => {
    const names = async (search: string) =>
      ((await get(`/customers/all?search=${enc(search)}`)) as Array<{ first_name: string; last_name: string }>).map((c) => `${c.first_name} ${c.last_name}`);
    expect(await names('pick')).toEqual(['pick 1', 'Pick 2', 'Pick 10', 'Zed Zulu']);
    expect(await names('PICK 1')).toEqual(['pick 1', 'Pick 10']);
    expect(await names('pickmail')).toEqual(['Zed Zulu']);
    expect(await names('pi')).toEqual(['pick 1', 'Pick 2', 'Pick 10', 'Zed Zulu']);
    expect(await names('xyzzy')).toEqual([]);
    // "row15": 111 matches, at most OPTIONS_FEW: sorted, then cut.
    expect(matching('row15')).toBeLessThanOrEqual(OPTIONS_FEW);
    for (const limit of [1, 50, 200]) expect({ limit, ids: await found('row15', limit) }).toEqual({ limit, ids: expected('row15', limit) });
    expect(await found('w1234@wide')).toEqual(expected('w1234@wide', 50));
    expect(await found('w1234@wide')).toHaveLength(1);
  });

  it('a broad search (more than OPTIONS_FEW matches) and a short one give the same order, live customers only', async () => {
    // "wide", "ROW" and "row1" (1,111) fill their pages from the first 500 customers; "tail" (600) from the walk after.
    for (const search of ['wide', 'ROW', 'row1', 'tail', 'ro', 'e', '']) {
      if (search.length >= 3) expect(matching(search)).toBeGreaterThan(OPTIONS_FEW);
      for (const limit of [1, 50, 200]) {
        const ids = await found(search, limit);
        expect({ search, limit, ids }).toEqual({ search, limit, ids: expected(search, limit) });
        const trashed = new Set(customers.filter((c) => c.deleted).map((c) => c.id));
        expect(ids.filter((id) => trashed.has(id))).toEqual([]);
      }
    }
  });

  it('a search asked again answers what changed since: its matches are kept only while the customers stay as they were', async () => {
    const names = async (path: string, search: string) =>
      ((await get(`${path}?search=${enc(search)}`)) as Array<{ first_name: string; last_name: string }>).map((c) => `${c.first_name} ${c.last_name}`);
    const make = async (first_name: string, last_name: string, email: string) => {
      const c = await createCustomer(t.ctx, { first_name, last_name, email, approved: true });
      customers.push({ id: c.id, first_name, last_name, email, deleted: false });
      return c;
    };
    expect(await names('/customers/all', 'quill')).toEqual([]);
    expect(await names('/customers/all', 'quill')).toEqual([]);
    const a = await make('Quill', 'One', 'q1@example.com');
    expect(await names('/customers/all', 'quill')).toEqual(['Quill One']);
    const b = await make('Plain', 'Two', 'p2@example.com');
    expect(await names('/customers/all', 'quill')).toEqual(['Quill One']);
    await t.ctx.db.updateTable('customers').set({ last_name: 'Quilled' }).where('id', '=', b.id).execute();
    customers.find((c) => c.id === b.id)!.last_name = 'Quilled';
    expect(await names('/customers/all', 'quill')).toEqual(['Plain Quilled', 'Quill One']);
    // The delivery choices: approved customers only, whatever was kept.
    expect(await names('/trolleys/delivery-customers', 'quill')).toEqual(['Plain Quilled', 'Quill One']);
    await t.ctx.db.updateTable('customers').set({ is_approved: 0 }).where('id', '=', b.id).execute();
    expect(await names('/trolleys/delivery-customers', 'quill')).toEqual(['Quill One']);
    await t.ctx.db.updateTable('customers').set({ deleted_at: new Date().toISOString() }).where('id', '=', a.id).execute();
    customers.find((c) => c.id === a.id)!.deleted = true;
    expect(await names('/customers/all', 'quill')).toEqual(['Plain Quilled']);
    expect(await names('/trolleys/delivery-customers', 'quill')).toEqual([]);
  });
});
