import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstColumnOf } from '../../test/xlsx.js';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createEmployee, createGlassType, createTicket } from '../../test/factories.js';
import { statementsDuring, unpreparedStatementsDuring } from '../../test/statements.js';
import { isPostgresDb } from '../../db/sql.js';

// The list's search index, counters and keyset export must give exactly what a plain scan would.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const get = async (url: string) => (await t.api({ method: 'GET', url, token: admin })).json();
const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) => t.api({ method, url, token: admin, payload });

async function exportIds(url: string) {
  const res = await t.api({ method: 'GET', url, token: admin });
  return firstColumnOf(res.rawPayload);
}

describe('search', () => {
  it('finds a part of a ticket id, an order number, a PO number, a customer name or a business name, case-insensitively', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Fjord Glazing ${k}` });
    const customer = await createEmployee(t.ctx, { businessId: business.id, first_name: 'Émilie', last_name: `Zaragoza${k}` });
    const a = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `SO-${k}-77812` });
    const b = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `SO-${k}-1`, customer_po_no: `PO-${k}-4410` });
    expect(ids((await get(`/tickets?search=${k}-778`)).list)).toEqual([a.id]);
    expect(ids((await get(`/tickets?search=${k}-441`)).list)).toEqual([b.id]);
    expect(ids((await get(`/tickets?search=${a.ticket_id.slice(2, 6).toLowerCase()}`)).list)).toContain(a.id);
    expect((await get(`/tickets?search=${encodeURIComponent(`ilie Zaragoza${k}`)}`)).count).toBe(2);
    expect((await get(`/tickets?search=ZARAGOZA${k}`)).count).toBe(2);
    expect((await get(`/tickets?search=${encodeURIComponent(`fjord glazing ${k}`)}`)).count).toBe(2);
  });

  it('treats quotes, wildcards and FTS operators as text, and searches of 1 and 2 characters still work', async () => {
    const k = tag();
    const customer = await createEmployee(t.ctx);
    const quoted = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `Q"${k}" OR *%_` });
    const res = await get(`/tickets?search=${encodeURIComponent(`"${k}" OR *%_`)}`);
    expect(ids(res.list)).toEqual([quoted.id]);
    expect((await get(`/tickets?search=${encodeURIComponent(`${k} OR`)}`)).count).toBe(0);
    expect((await get(`/tickets?search=${encodeURIComponent('%_')}`)).count).toBeGreaterThanOrEqual(1);
    const short = await get(`/tickets?search=${encodeURIComponent('"')}`);
    expect(ids(short.list)).toContain(quoted.id);
  });

  it('follows a business rename at once, and searches the trash separately', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Old Name ${k}` });
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    const live = await createTicket(t.ctx, { customerId: customer.id });
    const gone = await createTicket(t.ctx, { customerId: customer.id, deleted: true });
    const found = await get(`/business/${business.id}`);
    const res = await send('PUT', `/business/${business.id}`, { ...found, name: `New Name ${k}` });
    expect(res.statusCode).toBe(200);
    expect((await get(`/tickets?search=${encodeURIComponent(`Old Name ${k}`)}`)).count).toBe(0);
    const renamed = await get(`/tickets?search=${encodeURIComponent(`New Name ${k}`)}`);
    expect(ids(renamed.list)).toEqual([live.id]);
    expect(renamed.count).toBe(1);
    expect(renamed.list[0].business_name).toBe(`New Name ${k}`);
    expect(ids((await get(`/tickets?disabled=1&search=${encodeURIComponent(`New Name ${k}`)}`)).list)).toEqual([gone.id]);
  });
  it('a long search needs its whole text in one column: its trigrams apart or in two columns do not match', async () => {
    const k = tag().toUpperCase();
    const customer = await createEmployee(t.ctx);
    const whole = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${k}QRSTUVW-1` });
    await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${k}QRS-1`, customer_po_no: `PO-TUVW${k}` });
    await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${k}QRS-TUVW` });
    for (const search of [`${k}QRSTUVW`, `${k}qrstuvw`.toLowerCase(), 'QRSTUV', 'rstuvw-1']) {
      const res = await get(`/tickets/customers/${customer.id}?search=${encodeURIComponent(search)}`);
      expect(ids(res.list), search).toEqual([whole.id]);
      expect(res.count, search).toBe(1);
    }
    expect((await get(`/tickets?search=${encodeURIComponent(`${k}QRSTUVX`)}`)).count).toBe(0);
    expect((await get(`/tickets/customers/${customer.id}?search=QRSTUVWX`)).count).toBe(0);
  });

  it('counts a ticket found by two parts once, keeps the trash apart, and pages a search in every order without repeats', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Pane Works ${k}` });
    const customer = await createEmployee(t.ctx, { businessId: business.id, first_name: 'Ida', last_name: `Dup${k}` });
    const other = await createEmployee(t.ctx, { businessId: business.id, first_name: 'Ole', last_name: `Other${k}` });
    const glassTypes = [await createGlassType(t.ctx, `B glass ${k}`), await createGlassType(t.ctx, `A glass ${k}`)];
    // Found by its order number and by its customer's name; by its customer's name; by its business's name only.
    const both = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-dup${k}`, glassTypeId: glassTypes[0].id });
    const byName = await createTicket(t.ctx, { customerId: customer.id, glassTypeId: glassTypes[1].id });
    const byBusiness = await createTicket(t.ctx, { customerId: other.id, glassTypeId: glassTypes[1].id });
    const trashed = await createTicket(t.ctx, { customerId: customer.id, deleted: true });
    const found = await get(`/tickets?search=DUP${k}&limit=200`);
    expect(ids(found.list)).toEqual([byName.id, both.id]);
    expect(found.count).toBe(2);
    expect(ids((await get(`/tickets?search=dup${k}&disabled=1`)).list)).toEqual([trashed.id]);
    expect((await get(`/tickets?search=${encodeURIComponent(`works ${k}`)}`)).count).toBe(3);
    expect((await get(`/tickets?search=${encodeURIComponent(`works ${k}`)}&business=${business.id}`)).count).toBe(3);
    expect((await get(`/tickets?search=${encodeURIComponent(`works ${k}`)}&start=5`)).count).toBe(3);
    for (const sort_by of ['all', 'name', 'glass_type', 'glass_order_no', 'marks']) {
      for (const order of ['asc', 'desc']) {
        const url = `/tickets?search=${encodeURIComponent(`works ${k}`)}&sort_by=${sort_by}&order=${order}`;
        const whole = ids((await get(`${url}&limit=200`)).list);
        expect(
          whole.sort((a, b) => a - b),
          `${sort_by} ${order}`,
        ).toEqual([both.id, byName.id, byBusiness.id]);
        const paged = [];
        for (let start = 0; start < 3; start++) paged.push(...ids((await get(`${url}&start=${start}&limit=1`)).list));
        expect(paged, `${sort_by} ${order}`).toEqual(ids((await get(`${url}&limit=200`)).list));
      }
    }
    const byType = ids((await get(`/tickets?search=${encodeURIComponent(`works ${k}`)}&sort_by=glass_type&order=asc`)).list);
    expect(byType[byType.length - 1]).toBe(both.id);
  });

  it('leaves a disabled ticket found by its own columns out of the live list in every order, and brings it back on restore', async () => {
    // On SQLite the live list by id takes these matches from the trigram index alone and leaves out the disabled ones
    // by the index of their ids (migration 0032): a disable, a restore and a permanent delete must all show at once.
    // A search of 5 characters (6 or more are checked against the row on SQLite, see ftsCover); z and q are not hex.
    const k = `zq${tag().slice(0, 3)}`;
    const customer = await createEmployee(t.ctx);
    const kept = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${k}-1` });
    const gone = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${k}-2` });
    const later = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${k}-3` });
    const lists = async () => {
      const out: Record<string, { ids: number[]; count: number }> = {};
      for (const q of ['', '&sort_by=id&order=asc', '&sort_by=id&order=desc', '&sort_by=glass_order_no&order=asc', '&start=1&limit=1']) {
        const res = await get(`/tickets?search=${k}${q}`);
        out[q || 'default'] = { ids: ids(res.list), count: res.count };
      }
      return out;
    };
    expect((await send('DELETE', `/tickets/${gone.id}`)).statusCode).toBeLessThan(300);
    expect(await lists()).toEqual({
      default: { ids: [later.id, kept.id], count: 2 },
      '&sort_by=id&order=asc': { ids: [kept.id, later.id], count: 2 },
      '&sort_by=id&order=desc': { ids: [later.id, kept.id], count: 2 },
      '&sort_by=glass_order_no&order=asc': { ids: [kept.id, later.id], count: 2 },
      '&start=1&limit=1': { ids: [kept.id], count: 2 },
    });
    expect(ids((await get(`/tickets?search=${k}&disabled=1`)).list)).toEqual([gone.id]);
    expect((await send('PUT', `/tickets/${gone.id}/restore`)).statusCode).toBeLessThan(300);
    expect(await lists()).toEqual({
      default: { ids: [later.id, gone.id, kept.id], count: 3 },
      '&sort_by=id&order=asc': { ids: [kept.id, gone.id, later.id], count: 3 },
      '&sort_by=id&order=desc': { ids: [later.id, gone.id, kept.id], count: 3 },
      '&sort_by=glass_order_no&order=asc': { ids: [kept.id, gone.id, later.id], count: 3 },
      '&start=1&limit=1': { ids: [gone.id], count: 3 },
    });
    expect((await send('DELETE', `/tickets/${later.id}`)).statusCode).toBeLessThan(300);
    await t.ctx.db.transaction().execute((trx) => trx.deleteFrom('tickets').where('id', '=', later.id).execute());
    expect((await get(`/tickets?search=${k}`)).count).toBe(2);
    expect(ids((await get(`/tickets?search=${k}`)).list)).toEqual([gone.id, kept.id]);
    expect((await get(`/tickets?search=${k}&disabled=1`)).count).toBe(0);
  });
});

describe('counts', () => {
  it('count the live and the disabled tickets, per business too, through disable, restore and a permanent delete', async () => {
    const business = await createBusiness(t.ctx);
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    const before = { all: (await get('/tickets')).count, trash: (await get('/tickets?disabled=1')).count, dash: (await get('/dashboard')).tickets };
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createTicket(t.ctx, { customerId: customer.id }));
    expect((await get(`/tickets?business=${business.id}`)).count).toBe(3);
    expect((await send('DELETE', `/tickets/${made[0].id}`)).statusCode).toBeLessThan(300);
    expect((await get(`/tickets?business=${business.id}`)).count).toBe(2);
    expect((await get(`/tickets?business=${business.id}&disabled=1`)).count).toBe(1);
    expect((await get('/tickets')).count).toBe(before.all + 2);
    expect((await get('/tickets?disabled=1')).count).toBe(before.trash + 1);
    expect((await get('/dashboard')).tickets).toBe(before.dash + 2);
    // The counters agree with a plain count of the table.
    const plain = await t.ctx.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await get('/tickets')).count).toBe(Number(plain.n));
    await t.ctx.db.transaction().execute((trx) => trx.deleteFrom('tickets').where('business_id', '=', business.id).execute());
    expect((await get(`/tickets?business=${business.id}`)).count).toBe(0);
    expect((await get(`/tickets?business=${business.id}&disabled=1`)).count).toBe(0);
  });
});

describe('order', () => {
  it('the unfiltered live list pages newest first (or oldest first), without the disabled tickets', async () => {
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await createTicket(t.ctx, { deleted: i === 1 }));
    const newest = await get('/tickets?limit=200');
    const listed = ids(newest.list);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed.slice(0, 3)).toEqual([made[3].id, made[2].id, made[0].id]);
    expect(listed).not.toContain(made[1].id);
    const oldest = await get('/tickets?limit=200&order=asc');
    expect(ids(oldest.list)).toEqual([...listed].reverse());
    const second = await get('/tickets?limit=1&start=1');
    expect(ids(second.list)).toEqual([made[2].id]);
  });

  it('sorts by customer name and pages without repeating or skipping a row', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx);
    const names = ['delta', 'Alpha', 'charlie', 'Bravo'];
    for (const last of names) {
      const c = await createEmployee(t.ctx, { businessId: business.id, first_name: `Sort${k}`, last_name: last });
      await createTicket(t.ctx, { customerId: c.id });
      await createTicket(t.ctx, { customerId: c.id });
    }
    const all = await get(`/tickets?business=${business.id}&sort_by=name&order=asc&limit=200`);
    expect(all.list.map((r: { name: string }) => r.name.split(' ')[1])).toEqual(['Alpha', 'Alpha', 'Bravo', 'Bravo', 'charlie', 'charlie', 'delta', 'delta']);
    const pages = [];
    for (let start = 0; start < 8; start += 3) pages.push(...ids((await get(`/tickets?business=${business.id}&sort_by=name&order=desc&start=${start}&limit=3`)).list));
    expect(pages).toEqual(ids(all.list).reverse());
  });

  it('exports in exactly the list order, nullable sort columns included, across keyset batches', async () => {
    const business = await createBusiness(t.ctx);
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await createTicket(t.ctx, { customerId: customer.id }));
    // marks: some null, some equal (the id breaks the tie), some different case.
    const marks = [null, 'b', 'B', null, 'a', 'b', null];
    for (let i = 0; i < made.length; i++) await t.ctx.db.updateTable('tickets').set({ marks: marks[i] }).where('id', '=', made[i].id).execute();
    const { eachTicketBatch, listTickets } = await import('./tickets-list.repository.js');
    for (const sort_by of ['marks', 'expected_date', 'name', 'created_at', 'all'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const query = { sort_by, order, start: 0, limit: 200, search: 'all' };
        const listed = (await listTickets(t.ctx.db, query, { businessId: business.id })).list.map((r) => r.ticket_id);
        const batched: string[] = [];
        for await (const batch of eachTicketBatch(t.ctx.db, query, { businessId: business.id }, ['ticket_id'], 2)) batched.push(...batch.map((r) => r[0] as string));
        expect(batched, `${sort_by} ${order}`).toEqual(listed);
      }
    }
    expect(await exportIds(`/report/tickets/export?business=${business.id}&sort_by=marks&order=desc`)).toEqual(
      (await get(`/tickets?business=${business.id}&sort_by=marks&order=desc`)).list.map((r: { ticket_id: string }) => r.ticket_id),
    );
  });
});

describe('deep pages of the default order (ticket_id_blocks)', () => {
  it('give exactly the pages of a plain offset, in both orders, through disables, restores and deletes across blocks', async () => {
    const { listTickets, TICKET_ID_BLOCK } = await import('./tickets-list.repository.js');
    const k = tag();
    const template = await createTicket(t.ctx);
    // 12,600 more tickets in one statement: ids over at least three blocks.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 12600)
      insert into tickets (ticket_id, customer_id, business_id, glass_order_no, customer_po_no, glass_type_id, warranty_reason_id, glass_size,
        panel_status, marks, received_date, expected_date, status, note, created_at, updated_at, deleted_at, customer_name, business_name)
      select ${`D${k}-`} || n.i, t.customer_id, t.business_id, t.glass_order_no, t.customer_po_no, t.glass_type_id, t.warranty_reason_id, t.glass_size,
        t.panel_status, t.marks, t.received_date, t.expected_date, t.status, t.note, t.created_at, t.updated_at, t.deleted_at, t.customer_name, t.business_name
      from n, tickets t where t.id = ${template.id}`.execute(t.ctx.db);
    const made = (await t.ctx.db.selectFrom('tickets').select('id').where('ticket_id', 'like', `D${k}-%`).orderBy('id').execute()).map((r) => r.id);
    expect(made).toHaveLength(12600);
    expect(Math.floor(made[made.length - 1] / TICKET_ID_BLOCK) - Math.floor(made[0] / TICKET_ID_BLOCK)).toBeGreaterThanOrEqual(2);
    // Disabled one by one and in one statement, some restored, some deleted for good (live or from the trash).
    for (const id of made.filter((_, i) => i % 97 === 5)) expect((await send('DELETE', `/tickets/${id}`)).statusCode).toBeLessThan(300);
    await t.ctx.db
      .updateTable('tickets')
      .set({ deleted_at: '2026-01-01T00:00:00.000Z' })
      .where(
        'id',
        'in',
        made.filter((_, i) => i % 13 === 0),
      )
      .execute();
    await t.ctx.db
      .updateTable('tickets')
      .set({ deleted_at: null })
      .where(
        'id',
        'in',
        made.filter((_, i) => i % 39 === 0),
      )
      .execute();
    await t.ctx.db
      .deleteFrom('tickets')
      .where(
        'id',
        'in',
        made.filter((_, i) => i % 50 === 7 || i % 26 === 13),
      )
      .execute();
    // The counters agree with a plain count per block.
    const blocks = await t.ctx.db.selectFrom('ticket_id_blocks').select(['block', 'live']).where('live', '<>', 0).orderBy('block').execute();
    const plainBlocks = await sql<{ block: number; live: number }>`select id / ${sql.lit(TICKET_ID_BLOCK)} as block, count(*) as live from tickets
      where deleted_at is null group by 1 order by 1`.execute(t.ctx.db);
    expect(blocks.map((b) => [Number(b.block), Number(b.live)])).toEqual(plainBlocks.rows.map((b) => [Number(b.block), Number(b.live)]));

    const live = (await t.ctx.db.selectFrom('tickets').select('id').where('deleted_at', 'is', null).orderBy('id', 'desc').execute()).map((r) => r.id);
    expect(live.length).toBeGreaterThan(2 * TICKET_ID_BLOCK);
    const starts = [
      0,
      1,
      9,
      TICKET_ID_BLOCK - 1,
      TICKET_ID_BLOCK,
      TICKET_ID_BLOCK + 1,
      1500,
      2 * TICKET_ID_BLOCK + 3,
      live.length - 10,
      live.length - 1,
      live.length,
      live.length + 7,
    ];
    for (const order of ['desc', 'asc'] as const) {
      const expected = order === 'desc' ? live : [...live].reverse();
      for (const start of starts) {
        for (const limit of [1, 10, 200]) {
          const page = await listTickets(t.ctx.db, { sort_by: 'all', order, start, limit, search: 'all' }, {});
          expect(ids(page.list), `${order} start ${start} limit ${limit}`).toEqual(expected.slice(start, start + limit));
          expect(page.count).toBe(live.length);
        }
      }
    }
    // Through the API as the list asks for it.
    const deep = await get(`/tickets?start=${TICKET_ID_BLOCK + 5}&limit=10`);
    expect(ids(deep.list)).toEqual(live.slice(TICKET_ID_BLOCK + 5, TICKET_ID_BLOCK + 15));
  });
});

describe('statements', () => {
  it('reads a page by statements prepared once on PostgreSQL, the same whatever its number of rows', async () => {
    const k = tag();
    const customer = await createEmployee(t.ctx, { businessId: (await createBusiness(t.ctx, { name: `Prepared ${k}` })).id });
    for (let i = 0; i < 3; i++) await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `PP-${k}-${i}` });
    // The count is made once (then kept); what is left is what every page asks. Only the list's own statements: the
    // session's are not this test's (its last use is written now and then).
    await get('/tickets?limit=2');
    const ofTickets = (sent: string[]) => sent.filter((text) => /ticket/.test(text));
    const two = ofTickets(await statementsDuring(async () => expect((await get('/tickets?limit=2')).list).toHaveLength(2)));
    const three = ofTickets(await statementsDuring(async () => expect((await get('/tickets?limit=3')).list).toHaveLength(3)));
    expect(two.length).toBeGreaterThan(0);
    if (!isPostgresDb(t.ctx.db)) return;
    // A page's ids are one array parameter: 2 or 3 of them, the same statement (as 50 parameters it was planned anew).
    expect(three).toEqual(two);
    expect(ofTickets(await unpreparedStatementsDuring(() => get('/tickets?limit=3')))).toEqual([]);
  });
});
