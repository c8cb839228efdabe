import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ActivityEntry } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks, tokenFor } from '../../test/access.js';
import { createCity, createCustomer, createEmployee, createRole, createTicket, createUserQuick, quickTokenWith, setTicketSettings, unique } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { atMoment } from '../../db/sql.js';
import { parseRetention } from '../../config.js';
import { recordActivity } from './activity.recorder.js';
import { purgeActivity } from './activity.retention.js';
import { verifyActivityChain } from './activity.verify.js';
import { sealActivity } from './activity.sealer.js';
import { searchTuning } from './activity.repository.js';
import * as timeOrderMigration from '../../db/migrations/2026_12_07_0046_mark_activity_time_order.js';

// CONTRACT "Activity log": who changed what, when, from what; read on a record's History and on Activity.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const entries = async (query = '') => (await t.api({ method: 'GET', url: `/activity${query}`, token: admin })).json() as { list: ActivityEntry[]; count: number };
const countAll = async () => {
  await sealActivity(t.ctx.db);
  return Number(
    (
      await t.ctx.db
        .selectFrom('activity')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
};

describe('recording', () => {
  it("records a customer's per-day charge change with the actor, readable before -> after, the request id and address; History and Activity both show it", async () => {
    const customer = await createCustomer(t.ctx, { first_name: 'Ann', last_name: `Lee ${unique()}` });
    await t.api({ method: 'PUT', url: `/customers/${customer.id}/cost`, token: admin, payload: { max_day_allowed: 5, per_day_charge: 2 } });
    const res = await t.api({ method: 'PUT', url: `/customers/${customer.id}/cost`, token: admin, payload: { max_day_allowed: 5, per_day_charge: 3.5 } });
    expect(res.statusCode).toBe(200);

    const history = (await t.api({ method: 'GET', url: `/customers/${customer.id}/activity`, token: admin })).json() as { list: ActivityEntry[]; count: number };
    expect(history.count).toBe(2);
    const [latest] = history.list;
    expect(latest).toMatchObject({
      actor: { type: 'user', name: 'Super Admin' },
      action: 'updated',
      entity: { type: 'customer', id: customer.id, label: `Customer ${customer.first_name} ${customer.last_name}` },
      changes: [{ field: 'per_day_charge', before: '$2.00', after: '$3.50' }],
      request_id: res.headers['x-request-id'],
    });
    expect(history.list[1].changes).toEqual([
      { field: 'max_day_allowed', before: '0', after: '5' },
      { field: 'per_day_charge', before: '$0.00', after: '$2.00' },
    ]);
    const row = await t.ctx.db.selectFrom('activity').select(['client_address', 'kind']).where('id', '=', latest.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ client_address: '127.0.0.1', kind: 'money' });

    const byActor = await entries(`?actor_type=user&actor_id=${latest.actor.id}&entity_type=customer&entity_id=${customer.id}`);
    expect(byActor.list.map((e) => e.id)).toEqual(history.list.map((e) => e.id));
  });

  it('keeps names as they were: an entry reads the same after its record is renamed and deleted', async () => {
    const city = await createCity(t.ctx, `Oslo ${unique()}`);
    await t.api({ method: 'PUT', url: `/cities/${city.id}`, token: admin, payload: { name: `${city.name} Nord` } });
    await t.api({ method: 'DELETE', url: `/cities/${city.id}`, token: admin });
    const { list } = await entries(`?entity_type=city&entity_id=${city.id}`);
    expect(list.map((e) => [e.action, e.entity.label, e.changes])).toEqual([
      ['deleted', `City ${city.name} Nord`, []],
      ['updated', `City ${city.name} Nord`, [{ field: 'name', before: city.name, after: `${city.name} Nord` }]],
    ]);
  });

  it('names, not ids: a plant moved to another city reads "Plant: Oslo -> Bergen"', async () => {
    const [oslo, bergen] = [await createCity(t.ctx, `Oslo ${unique()}`), await createCity(t.ctx, `Bergen ${unique()}`)];
    const created = await t.api({
      method: 'POST',
      url: '/plants',
      token: admin,
      payload: { name: `Plant ${unique()}`, city_id: oslo.id, address: '1 Plant Road', contact: '0123456789' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await t.api({ method: 'PUT', url: `/plants/${id}`, token: admin, payload: { name: created.json().name, city_id: bergen.id, address: '1 Plant Road', contact: '0123456789' } });
    const { list } = await entries(`?entity_type=plant&entity_id=${id}`);
    expect(list[0].changes).toEqual([{ field: 'city_id', before: oslo.name, after: bergen.name }]);
    expect(list[1]).toMatchObject({ action: 'created', changes: expect.arrayContaining([{ field: 'city_id', before: null, after: oslo.name }]) });
  });

  it('a refused call (403, 409, 422) and a save that changes nothing leave no entry', async () => {
    const city = await createCity(t.ctx, `Refused ${unique()}`);
    const other = await createCity(t.ctx, `Taken ${unique()}`);
    const weak = await tokenFor(t, ['List Cities']);
    const before = await countAll();
    expect((await t.api({ method: 'PUT', url: `/cities/${city.id}`, token: admin, payload: { name: other.name } })).statusCode).toBe(409);
    expect((await t.api({ method: 'PUT', url: `/cities/${city.id}`, token: admin, payload: { name: '' } })).statusCode).toBe(422);
    expect((await t.api({ method: 'DELETE', url: `/cities/${city.id}`, token: weak })).statusCode).toBe(403);
    expect((await t.api({ method: 'PUT', url: `/cities/${city.id}`, token: admin, payload: { name: city.name } })).statusCode).toBe(200);
    expect(await countAll()).toBe(before);
  });

  it('a rolled-back transaction leaves no entry', async () => {
    const before = await countAll();
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await recordActivity(trx, { action: 'updated', entity: { type: 'city', id: 1, label: 'City X' } });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await countAll()).toBe(before);
  });

  it('records sign-ins and failed sign-ins (never the password), and a role change as access', async () => {
    const role = await createRole(t.ctx, ['List Cities']);
    const user = await createUserQuick(t.ctx, { roleId: role, password: 'right-password-1' });
    expect((await t.api({ method: 'POST', url: '/login', payload: { email: user.email, password: 'wrong-password-9' } })).statusCode).toBe(401);
    await t.login(user.email, 'right-password-1');
    const { list } = await entries(`?entity_type=user&entity_id=${user.id}`);
    expect(list.map((e) => [e.action, e.actor.type, e.actor.id])).toEqual([
      ['signed_in', 'user', user.id],
      ['sign_in_failed', 'user', user.id],
    ]);
    const all = JSON.stringify(await t.ctx.db.selectFrom('activity').selectAll().execute());
    expect(all).not.toContain('wrong-password-9');
    expect(all).not.toContain('right-password-1');
  });
});

describe('GET /activity', () => {
  beforeEach(async () => {
    await createCity(t.ctx);
  });

  it('needs View Activity; a History needs the record view (or View Activity)', async () => {
    await expectOperationChecks(t, [
      { method: 'GET', url: '/activity', ops: ['View Activity'] },
      { method: 'GET', url: '/report/activity/export', ops: ['View Activity'] },
      { method: 'GET', url: '/customers/1/activity', ops: ['View Activity', 'View Customer'] },
      { method: 'GET', url: '/tickets/1/activity', ops: ['View Activity', 'View Ticket'] },
      { method: 'GET', url: '/trolleys/1/activity', ops: ['View Activity', 'View Trolley'] },
      { method: 'GET', url: '/business/1/activity', ops: ['View Activity', 'View Business', 'Update Business'] },
      { method: 'GET', url: '/users/1/activity', ops: ['View Activity', 'Update User'] },
      { method: 'GET', url: '/roles/1/activity', ops: ['View Activity', 'Update Role'] },
    ]);
  });

  it('filters by action, date range (inclusive days) and free text, newest first, paged', async () => {
    const name = `Zebra ${unique()}`;
    const created = await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } });
    const id = created.json().id as number;
    await t.api({ method: 'PUT', url: `/cities/${id}`, token: admin, payload: { name: `${name} Two` } });
    const bySearch = await entries(`?search=${encodeURIComponent(name.toLowerCase())}`);
    expect(bySearch.list.map((e) => e.action)).toEqual(['updated', 'created']);
    const page = await entries(`?search=${encodeURIComponent(name)}&limit=1&start=1`);
    expect(page).toMatchObject({ count: 2, list: [{ action: 'created' }] });
    expect((await entries(`?search=${encodeURIComponent(name)}&action=created`)).count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?search=${encodeURIComponent(name)}&from=${today}&to=${today}`)).count).toBe(2);
    expect((await entries(`?search=${encodeURIComponent(name)}&to=2000-01-01`)).count).toBe(0);
    expect((await t.api({ method: 'GET', url: '/activity?from=27-11-2026', token: admin })).statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: '/activity?action=edited', token: admin })).statusCode).toBe(422);
  });

  it('takes actor_id and entity_id from 1 to 2,147,483,647 (0 and 2,147,483,648 are a 422)', async () => {
    for (const field of ['actor_id', 'entity_id']) {
      const status = async (v: string) => (await t.api({ method: 'GET', url: `/activity?${field}=${v}`, token: admin })).statusCode;
      expect([await status('0'), await status('1'), await status('2147483647'), await status('2147483648'), await status('1.5')]).toEqual([422, 200, 200, 422, 422]);
    }
  });

  it('has no call that edits or deletes an entry', async () => {
    const [one] = (await entries('?limit=1')).list;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.api({ method, url: `/activity/${one.id}`, token: admin, payload: {} })).statusCode).toBe(404);
    }
  });

  it('exports the matching entries as a workbook', async () => {
    const name = `Export ${unique()}`;
    await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } });
    const res = await t.api({ method: 'GET', url: `/report/activity/export?search=${encodeURIComponent(name)}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Super Admin');
    expect(sheet.getRow(2).getCell(4).value).toBe('created');
    expect(sheet.getRow(2).getCell(6).value).toBe(`City ${name}`);
  });
});

describe('the chain', () => {
  it('verifies, and a hand-edited row breaks it at that row', async () => {
    await createCity(t.ctx);
    const check = await verifyActivityChain(t.ctx.db);
    expect(check).toMatchObject({ ok: true });
    const ids = (await t.ctx.db.selectFrom('activity').select('id').orderBy('id').execute()).map((r) => Number(r.id));
    const target = ids[Math.floor(ids.length / 2)];
    const row = await t.ctx.db.selectFrom('activity').select('entity_label').where('id', '=', target).executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('activity')
      .set({ entity_label: `${row.entity_label} (edited)` })
      .where('id', '=', target)
      .execute();
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: false, entryId: target });
    await t.ctx.db.updateTable('activity').set({ entity_label: row.entity_label }).where('id', '=', target).execute();
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
    // A removed row: the next one no longer links.
    const victim = ids[1];
    const saved = await t.ctx.db.selectFrom('activity').selectAll().where('id', '=', victim).executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('activity').where('id', '=', victim).execute();
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: false, entryId: ids[2] });
    await t.ctx.db.insertInto('activity').values(saved).execute();
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });
});

describe('sealing (pending entries join the chain)', () => {
  const pending = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('activity_pending')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a change writes its entry pending in its transaction; a read seals it first, so the list shows it at once', async () => {
    await sealActivity(t.ctx.db);
    const name = `Pending ${unique()}`;
    const res = await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } });
    expect(res.statusCode).toBe(201);
    const { list } = await entries(`?search=${encodeURIComponent(name.toLowerCase())}`);
    expect(list.map((e) => e.action)).toEqual(['created']);
    expect(await pending()).toBe(0);
  });

  it('the sealer seals on its own within a second, with no read', async () => {
    await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name: `Timer ${unique()}` } });
    const deadline = Date.now() + 2_000;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await pending()).toBe(0);
  });

  it('30 changes at once each leave one entry, in one unbroken chain', async () => {
    const before = await countAll();
    const names = Array.from({ length: 30 }, (_, i) => `Burst ${i} ${unique()}`);
    const results = await Promise.all(names.map((name) => t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } })));
    expect(results.map((r) => r.statusCode)).toEqual(names.map(() => 201));
    // Two sealers at once (the timer's and this one) take turns: no entry twice, none lost.
    await Promise.all([sealActivity(t.ctx.db), sealActivity(t.ctx.db)]);
    expect(await countAll()).toBe(before + 30);
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('a batch of 123 (multi-row inserts of 50 and the rest one by one on SQLite) seals every entry in order, each findable', async () => {
    await sealActivity(t.ctx.db);
    const before = await countAll();
    const tag = unique();
    const names = Array.from({ length: 123 }, (_, i) => `Batch${tag}n${i}x`);
    // One after another: the entries' order is the changes' order.
    for (const name of names) expect((await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } })).statusCode).toBe(201);
    await sealActivity(t.ctx.db);
    expect(await countAll()).toBe(before + 123);
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
    const { list, count } = await entries(`?search=${encodeURIComponent(`batch${tag}n`.toLowerCase())}&limit=200&sort_by=at&order=asc`);
    expect(count).toBe(123);
    expect(list.map((e) => e.entity.label)).toEqual(names.map((n) => `City ${n}`));
    for (const i of [0, 49, 50, 99, 100, 122]) expect((await entries(`?search=${encodeURIComponent(`batch${tag}n${i}x`.toLowerCase())}`)).count).toBe(1);
  });
});

describe('counts', () => {
  it('the count under any one filter (and a date range) equals the entries that match', async () => {
    const role = await createRole(t.ctx, ['List Cities']);
    const someone = await createUserQuick(t.ctx, { roleId: role, password: 'someone-pw-1' });
    await t.login(someone.email, 'someone-pw-1');
    await createCity(t.ctx);
    const today = new Date().toISOString().slice(0, 10);
    const admin1 = (await t.ctx.db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const filters = [
      '',
      '?action=signed_in',
      '?entity_type=user',
      '?actor_type=user',
      `?actor_type=user&actor_id=${someone.id}`,
      `?actor_type=user&actor_id=${admin1}&from=${today}&to=${today}`,
      `?from=${today}`,
      '?to=2000-01-01',
      `?entity_type=user&action=signed_in`,
      `?actor_id=${someone.id}`,
    ];
    await sealActivity(t.ctx.db);
    for (const q of filters) {
      const params = new URLSearchParams(q.slice(1));
      let direct = t.ctx.db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n'));
      if (params.get('action')) direct = direct.where('action', '=', params.get('action')!);
      if (params.get('entity_type')) direct = direct.where('entity_type', '=', params.get('entity_type')!);
      if (params.get('actor_type')) direct = direct.where('actor_type', '=', params.get('actor_type') as 'user');
      if (params.get('actor_id')) direct = direct.where('actor_id', '=', Number(params.get('actor_id')));
      if (params.get('from')) direct = direct.where('at', '>=', params.get('from')!);
      if (params.get('to')) direct = direct.where('at', '<', `${params.get('to')}T99`);
      const expected = Number((await direct.executeTakeFirstOrThrow()).n);
      expect({ q, count: (await entries(q)).count }).toEqual({ q, count: expected });
    }
  });
});

describe('a search asked again', () => {
  // A search's matches are kept between requests and brought up to date from the entries written since (see
  // searchMatches); each way of keeping them must answer what a search of the whole log answers.
  const ways: [string, Partial<typeof searchTuning>][] = [
    ['its ids kept', {}],
    ['its count alone kept (more matches than ids are kept for), its pages sorted', { idsMax: 2, walkMax: 0 }],
    ['its count alone kept, its pages walked through the whole log', { idsMax: 2, walkWindow: Infinity, walkMax: Infinity }],
    ['made again each time (more entries since than it catches up on)', { catchUpMax: 0 }],
  ];
  const labels = (page: { list: ActivityEntry[] }) => page.list.map((e) => e.entity.label);
  const city = async (name: string) => expect((await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } })).statusCode).toBe(201);

  for (const [way, tuning] of ways)
    it(`follows the log: new matches counted and listed first, other entries change nothing, pages both ways (${way})`, async () => {
      const kept = { ...searchTuning };
      Object.assign(searchTuning, tuning);
      try {
        const term = `kept${unique()}`;
        for (const i of [1, 2, 3]) await city(`${term} ${i}`);
        const first = await entries(`?search=${term}`);
        expect(first.count).toBe(3);
        expect(labels(first).map((l) => l.slice(-1))).toEqual(['3', '2', '1']);
        expect((await entries(`?search=${term}&limit=2&start=2`)).list.map((e) => e.id)).toEqual([first.list[2].id]);
        expect((await entries(`?search=${term}&limit=2&sort_by=at&order=asc`)).list.map((e) => e.id)).toEqual([first.list[2].id, first.list[1].id]);

        await city(`Other ${unique()}`);
        expect(await entries(`?search=${term}`)).toEqual(first);

        await city(`${term} 4`);
        const next = await entries(`?search=${term}`);
        expect(next.count).toBe(4);
        expect(labels(next)[0]).toContain(`${term} 4`);
        expect(next.list.slice(1)).toEqual(first.list);
        expect((await entries(`?search=${term}&limit=1&start=3`)).list.map((e) => e.id)).toEqual([first.list[2].id]);
        expect((await entries(`?search=${term}&action=created`)).count).toBe(4);
        expect((await entries(`?search=${term}&action=updated`)).count).toBe(0);
      } finally {
        Object.assign(searchTuning, kept);
      }
    });
  it('a search of many matches is paged from its newest entries when they hold the page, and from every match when they do not', async () => {
    const kept = { ...searchTuning };
    try {
      const term = `walk${unique()}`;
      for (const i of [1, 2, 3, 4, 5]) await city(`${term} ${i}`);
      await city(`Other ${unique()}`);
      await sealActivity(t.ctx.db);
      const last = await t.ctx.db.selectFrom('activity').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      // A window of `rows` entries for a page of 2 of the 5 matches: walkWindow x (start + 2) x entries / 5 = rows.
      const page = async (rows: number, start = 0, order = 'desc') => {
        Object.assign(searchTuning, { idsMax: 2, walkMax: Infinity, walkWindow: (rows * 5) / ((start + 2) * Number(last.id)) });
        return (await entries(`?search=${term}&limit=2&start=${start}&sort_by=at&order=${order}`)).list.map((e) => e.entity.label.slice(-1));
      };
      // The newest 3 entries (the other city, 5 and 4) hold the first page; the newest one alone does not, nor do
      // the oldest 3 entries of the log the first page in ascending order, nor 6 entries the last page.
      expect(await page(3)).toEqual(['5', '4']);
      expect(await page(1)).toEqual(['5', '4']);
      expect(await page(3, 0, 'asc')).toEqual(['1', '2']);
      expect(await page(6, 4)).toEqual(['1']);
      expect(await page(5, 2)).toEqual(['3', '2']);
    } finally {
      Object.assign(searchTuning, kept);
    }
  });
});

describe("the log's time order (entries written out of it)", () => {
  const mark = () => t.ctx.db.selectFrom('activity_time_order').select(['disordered_upto', 'latest_at']).executeTakeFirstOrThrow();
  const write = async (label: string, at?: Date) => {
    const record = () => t.ctx.db.transaction().execute((trx) => recordActivity(trx, { action: 'created', entity: { type: 'city', id: null, label }, kind: 'records' }));
    await (at ? atMoment(at, record) : record());
    await sealActivity(t.ctx.db);
  };
  const lastId = async () => Number((await t.ctx.db.selectFrom('activity').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id);

  it('a search lists them by their time, newest first and oldest first; the mark moves to an earlier entry and stays for later ones', async () => {
    const term = `order${unique()}`;
    await write(`${term} a`);
    const before = await mark();
    await write(`Other ${unique()}`);
    expect(await mark()).toEqual(before);

    // A day back: earlier than every entry before it, though sealed after them.
    await write(`${term} b`, new Date(Date.now() - 86_400_000));
    const moved = await mark();
    expect(moved.disordered_upto).toBe(await lastId());
    expect(moved.latest_at >= before.latest_at).toBe(true);

    await write(`${term} c`);
    expect(await mark()).toEqual(moved);
    const labels = async (q: string) => (await entries(`?search=${term}${q}`)).list.map((e) => e.entity.label.slice(-1));
    expect(await labels('')).toEqual(['c', 'a', 'b']);
    expect(await labels('&sort_by=at&order=asc')).toEqual(['b', 'a', 'c']);
    expect(await labels('&limit=1&start=1')).toEqual(['a']);
  });

  it("the migration's fill finds the last entry earlier than one before it, and the latest time up to it", async () => {
    await write(`Back ${unique()}`, new Date(Date.now() - 2 * 86_400_000));
    await write(`Now ${unique()}`);
    const log = await t.ctx.db.selectFrom('activity').select(['id', 'at']).orderBy('id').execute();
    let latest = '';
    let expected = { disordered_upto: 0, latest_at: '' };
    for (const e of log) {
      if (e.at < latest) expected = { disordered_upto: Number(e.id), latest_at: '' };
      if (e.at > latest) latest = e.at;
    }
    expected.latest_at = log.filter((e) => Number(e.id) <= expected.disordered_upto).reduce((m, e) => (e.at > m ? e.at : m), '');
    expect(expected.disordered_upto).toBe(log.at(-2)!.id);

    await t.ctx.db.schema.dropTable('activity_time_order').execute();
    await timeOrderMigration.up(t.ctx.db);
    const filled = await mark();
    expect({ disordered_upto: Number(filled.disordered_upto), latest_at: filled.latest_at }).toEqual(expected);
  });
});

describe('retention', () => {
  it("purges entries past their kind's days, keeps money and access, and the chain still verifies; a forged bridge fails it", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const label = `Old ${unique()}`;
    await atMoment(old, () =>
      t.ctx.db
        .transaction()
        .execute((trx) =>
          recordActivity(
            trx,
            { action: 'signed_in', entity: { type: 'user', id: 1, label }, kind: 'sign_in' },
            { action: 'updated', entity: { type: 'customer', id: 1, label }, changes: [{ field: 'per_day_charge', before: '$1.00', after: '$2.00' }] },
            { action: 'signed_in', entity: { type: 'user', id: 1, label }, kind: 'sign_in' },
          ),
        ),
    );
    await createCity(t.ctx);
    const before = await entries(`?search=${encodeURIComponent(label)}`);
    expect(before.count).toBe(3);
    const signIns = (await entries('?action=signed_in')).count;

    // Chunks of one entry: several purges, each bridging the entry after it.
    expect(await purgeActivity(t.ctx.db, parseRetention('sign_in=365'), Date.now(), 1)).toBeGreaterThanOrEqual(2);
    const after = await entries(`?search=${encodeURIComponent(label)}`);
    expect(after.list.map((e) => e.action)).toEqual(['updated']);
    expect(after.count).toBe(1);
    expect((await entries('?action=signed_in')).count).toBe(signIns - 2);
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
    const [purge] = (await entries('?action=purged&limit=1')).list;
    expect((await entries('?action=purged')).count).toBeGreaterThanOrEqual(2);
    expect(purge).toMatchObject({ actor: { type: 'system', name: 'System' }, entity: { label: 'Activity entries' } });
    // Nothing more to purge: a second run records nothing.
    expect(await purgeActivity(t.ctx.db, parseRetention('sign_in=365'))).toBe(0);

    const bridge = await t.ctx.db.selectFrom('activity_bridges').selectAll().orderBy('entry_id', 'desc').limit(1).executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('activity_bridges')
      .set({ prev_hash: 'f'.repeat(64) })
      .where('entry_id', '=', bridge.entry_id)
      .execute();
    // It fails at the bridged entry, or (its entry purged since) at the purge whose digest covers the bridge.
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: false });
    await t.ctx.db.updateTable('activity_bridges').set({ prev_hash: bridge.prev_hash }).where('entry_id', '=', bridge.entry_id).execute();
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('reads ACTIVITY_RETENTION_DAYS per kind, and refuses what it cannot read', () => {
    expect(parseRetention('')).toEqual({ money: null, access: null, sign_in: 365, records: null });
    expect(parseRetention('sign_in=90, records=730, money=never')).toEqual({ money: null, access: null, sign_in: 90, records: 730 });
    expect(() => parseRetention('records=0')).toThrow('records needs a whole number of days');
    expect(() => parseRetention('audit=5')).toThrow('unknown kind "audit"');
  });
});

describe("a comment's text: for the staff who may read comments (view_comment)", () => {
  it('shows it to them in the log, the History and the export; others see the entry without it; no search finds it', async () => {
    const ticket = await createTicket(t.ctx);
    const word = `Zircon${unique()}`;
    expect((await t.api({ method: 'POST', url: `/tickets/${ticket.id}/comments`, token: admin, payload: { message: `Check the ${word} frame.` } })).statusCode).toBe(201);
    const ops = ['View Activity', 'View Ticket'] as const;
    const sales = await quickTokenWith(t, [...ops]);
    const other = await quickTokenWith(t, [...ops]);
    await setTicketSettings(t.ctx, { sales: [sales.user.id] });
    const read = async (token: string, url: string) => (await t.api({ method: 'GET', url, token })).json() as { list: ActivityEntry[]; count: number };
    const commented = (page: { list: ActivityEntry[] }) => page.list.find((e) => e.action === 'commented')!;
    for (const token of [admin, sales.token]) {
      expect(commented(await read(token, `/activity?entity_type=ticket&entity_id=${ticket.id}`)).changes).toEqual([
        { field: 'comment', before: null, after: `Check the ${word} frame.` },
      ]);
      expect(commented(await read(token, `/tickets/${ticket.id}/activity`)).changes).toEqual([{ field: 'comment', before: null, after: `Check the ${word} frame.` }]);
    }
    // Without view_comment: the entry, not the text.
    expect(commented(await read(other.token, `/activity?entity_type=ticket&entity_id=${ticket.id}`)).changes).toEqual([]);
    expect(commented(await read(other.token, `/tickets/${ticket.id}/activity`)).changes).toEqual([]);
    const sheet = async (token: string) => {
      const res = await t.api({ method: 'GET', url: `/report/activity/export?entity_type=ticket&entity_id=${ticket.id}`, token });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return JSON.stringify(book.worksheets[0]!.getSheetValues());
    };
    expect(await sheet(sales.token)).toContain(word);
    expect(await sheet(other.token)).not.toContain(word);
    // Nobody finds the entry by the comment's words (search would tell who may not read it that it is there).
    for (const token of [admin, other.token]) expect((await read(token, `/activity?search=${word}`)).count).toBe(0);
  });
});

describe('the customer portal', () => {
  it('shows a customer the history of its own ticket only, without staff comments', async () => {
    const mine = await createEmployee(t.ctx, { approved: true, verified: true, password: 'portal-pw-1' });
    const other = await createEmployee(t.ctx, { approved: true, verified: true });
    const ticket = await createTicket(t.ctx, { customerId: mine.id });
    const theirs = await createTicket(t.ctx, { customerId: other.id });
    const adminId = (await t.ctx.db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    await setTicketSettings(t.ctx, { production: [adminId] });
    await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Your glass is on its way.' } });
    await t.api({ method: 'POST', url: `/tickets/${ticket.id}/comments`, token: admin, payload: { message: 'Internal: check the frame.' } });
    expect((await entries(`?entity_type=ticket&entity_id=${ticket.id}`)).list.map((e) => e.action)).toEqual(['commented', 'notified']);

    const api = customerApi(t);
    const token = await customerLogin(t, mine.email, 'portal-pw-1');
    const res = await api({ method: 'GET', url: `/tickets/${ticket.id}/activity`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      list: [
        {
          action: 'notified',
          actor: { name: 'Super Admin' },
          changes: [
            { field: 'message', after: 'Your glass is on its way.' },
            { field: 'status', before: 'Created', after: 'Notified' },
          ],
        },
      ],
    });
    expect(res.body).not.toContain('Internal');
    expect((await api({ method: 'GET', url: `/tickets/${theirs.id}/activity`, token })).statusCode).toBe(404);
    expect((await api({ method: 'GET', url: `/tickets/${ticket.id}/activity` })).statusCode).toBe(401);
  });
});
