import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Statement, StatementSummary } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, quickTokenWith, setCostAt } from '../../test/factories.js';
import { DAY, holdMaker } from '../../test/holds.js';
import { atMoment, nowIso } from '../../db/sql.js';
import { keptMonthsTuning, statementListsOf } from './trolley-statements.service.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';

// CONTRACT "Trolley fleet control": monthly statements against hand-made holds in 2024 (a leap year):
// holds crossing month ends and the leap day, free days as the hold's first days, rates changed mid-hold, charges,
// closing a month, and a late hand-over landing as an adjustment on the next open month.

let t: TestApp;
let admin: string;
let plantId: number;
const { put, hold } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
const get = async <T>(url: string, token = admin) => {
  const res = await t.api({ method: 'GET', url, token });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const statement = (customerId: number, month: string) => get<Statement>(`/customers/${customerId}/statements/${month}`);
const close = (customerId: number, month: string, token = admin) => t.api({ method: 'PUT', url: `/customers/${customerId}/statements/${month}/close`, token });

let ann: { id: number };
beforeAll(async () => {
  t = await buildTestApp({ timeZone: 'UTC' });
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
  ann = await createCustomer(t.ctx, { approved: true, first_name: 'Ann', last_name: 'Lee' });
  // 2 free days at $3 from January; $10 with no free days from 1 Feb, in the middle of the first hold (which keeps
  // the rates in force at its start).
  await setCostAt(t.ctx, ann.id, '2024-01-01T00:00:00.000Z', 2, 300);
  // 71 hours from 30 Jan 10:00: 3 started days, 30 and 31 Jan (the free days), 1 Feb (charged $3).
  await hold(ann.id, '2024-01-30T10:00:00.000Z', '2024-02-02T09:00:00.000Z', { name: 'Month End' });
  await setCostAt(t.ctx, ann.id, '2024-02-01T00:00:00.000Z', 0, 1000);
  // 49 hours from 28 Feb 12:00: 28 and 29 Feb, 1 Mar; no free days at $10: Feb $20, Mar $10.
  await hold(ann.id, '2024-02-28T12:00:00.000Z', '2024-03-01T13:00:00.000Z', { name: 'Leap Day' });
});
afterAll(() => t.close());

describe('GET /customers/{id}/statements/{month}', () => {
  it('a hold crossing a month end: its free days are its first days; each started day falls in the month it starts in', async () => {
    const jan = await statement(ann.id, '2024-01');
    expect(jan).toMatchObject({ month: '2024-01', closed: false, charges: [], total: 0 });
    expect(jan.lines).toEqual([
      {
        trolley_id: expect.any(Number),
        uid: expect.any(String),
        name: 'Month End',
        from: '2024-01-30T10:00:00.000Z',
        to: '2024-02-02T09:00:00.000Z',
        days_in_month: 2,
        chargeable_days: 0,
        after_free_day_charge: 3,
        cost: 0,
        // Its delivery and pickup were hand-overs: the line links both receipts.
        delivery_handover_id: expect.any(Number),
        pickup_handover_id: expect.any(Number),
      },
    ]);
    const feb = await statement(ann.id, '2024-02');
    // The rates changed on 1 Feb, after Month End started: it keeps $3 and 2 free days.
    expect(feb.lines.map((l) => [l.name, l.days_in_month, l.chargeable_days, l.after_free_day_charge, l.cost])).toEqual([
      ['Month End', 1, 1, 3, 3],
      ['Leap Day', 2, 2, 10, 20],
    ]);
    expect(feb.total).toBe(23);
    const mar = await statement(ann.id, '2024-03');
    expect(mar.lines.map((l) => [l.name, l.days_in_month, l.chargeable_days, l.cost])).toEqual([['Leap Day', 1, 1, 10]]);
    expect(mar.total).toBe(10);
  });

  it("a hold's chargeable days over all months add up to its own hold-time cost", async () => {
    const costs = await get<{ list: { time_duration: number; chargeable_days: number; cost: number }[] }>(`/trolleys/costs?customer_id=${ann.id}`);
    const own = costs.list.reduce((n, c) => n + c.chargeable_days, 0);
    const byMonth = (await Promise.all(['2024-01', '2024-02', '2024-03'].map((m) => statement(ann.id, m)))).flatMap((s) => s.lines);
    expect(byMonth.reduce((n, l) => n + l.chargeable_days, 0)).toBe(own);
    expect(byMonth.reduce((n, l) => n + l.cost, 0)).toBe(costs.list.reduce((n, c) => n + c.cost, 0));
  });

  it('an open hold counts to now, in the current month; a loss charged in a month is on its statement', async () => {
    const bob = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, bob.id, '2024-01-01T00:00:00.000Z', 0, 100);
    const current = new Date().toISOString().slice(0, 7);
    // An hour ago, or the month's first instant when the month is younger than that.
    const monthStart = Date.parse(`${current}-01T00:00:00.000Z`);
    const open = await hold(bob.id, new Date(Math.max(Date.now() - 3_600_000, monthStart)).toISOString());
    expect(await put(open.id, 'lost', { note: 'Not at the site', charge: 450 })).toMatchObject({ trolley_status: 'Lost' });
    const s = await statement(bob.id, current);
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({ days_in_month: 1, chargeable_days: 1, cost: 1 });
    expect(s.charges).toEqual([{ kind: 'lost', trolley_id: open.id, uid: expect.any(String), note: 'Not at the site', amount: 450 }]);
    expect(s.total).toBe(451);
  });

  it('each hold is billed at the terms in force at its start, as the Additional Cost list bills it: a change at that very instant counts', async () => {
    const cy = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, cy.id, '2024-05-01T00:00:00.000Z', 1, 200);
    await setCostAt(t.ctx, cy.id, '2024-05-10T00:00:00.000Z', 0, 500);
    // Before the first change: no terms yet (free); 1 free day at $2; the second change's very instant: $5 from day 1.
    await hold(cy.id, '2024-04-30T00:00:00.000Z', '2024-05-02T00:00:00.000Z', { name: 'Before' });
    await hold(cy.id, '2024-05-05T00:00:00.000Z', '2024-05-08T00:00:00.000Z', { name: 'Between' });
    await hold(cy.id, '2024-05-10T00:00:00.000Z', '2024-05-12T00:00:00.000Z', { name: 'At The Change' });
    const may = await statement(cy.id, '2024-05');
    expect(may.lines.map((l) => [l.name, l.days_in_month, l.chargeable_days, l.after_free_day_charge, l.cost])).toEqual([
      ['Before', 1, 1, 0, 0],
      ['Between', 3, 2, 2, 4],
      ['At The Change', 2, 2, 5, 10],
    ]);
    const costs = await get<{ list: { cost: number }[] }>(`/trolleys/costs?customer_id=${cy.id}`);
    expect(costs.list.reduce((n, c) => n + c.cost, 0)).toBe(14);
    // The list of months adds up the same cents without making the lines.
    const months = await get<StatementSummary[]>(`/customers/${cy.id}/statements`);
    expect(months.find((m) => m.month === '2024-05')?.total).toBe(14);
    expect(months.find((m) => m.month === '2024-04')?.total).toBe(0);
  });
  it('lists every month from the first hold to now, newest first; a month after this one is a 404; a bad month a 422', async () => {
    const list = await get<StatementSummary[]>(`/customers/${ann.id}/statements`);
    const current = new Date().toISOString().slice(0, 7);
    expect(list[0]).toMatchObject({ month: current, closed: false });
    expect(list.at(-1)).toEqual({ month: '2024-01', closed: false, total: 0 });
    expect(list.find((s) => s.month === '2024-02')).toEqual({ month: '2024-02', closed: false, total: 23 });
    expect((await t.api({ method: 'GET', url: `/customers/${ann.id}/statements/2999-01`, token: admin })).statusCode).toBe(404);
    for (const bad of ['2024-13', '2024-1', '2024-00', 'march']) {
      expect((await t.api({ method: 'GET', url: `/customers/${ann.id}/statements/${bad}`, token: admin })).statusCode).toBe(422);
    }
    expect((await t.api({ method: 'GET', url: '/customers/999999/statements', token: admin })).statusCode).toBe(404);
  });
});

describe('closing a month', () => {
  it('freezes it: a late hand-over in it lands as an adjustment on the next open month; a closed month is never edited', async () => {
    const cy = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, cy.id, '2024-01-01T00:00:00.000Z', 0, 500);
    await hold(cy.id, '2024-04-10T08:00:00.000Z', '2024-04-12T08:00:00.000Z'); // April: 2 days, $10
    const closed = await close(cy.id, '2024-04');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ month: '2024-04', closed: true, total: 10 });
    expect((await close(cy.id, '2024-04')).json().detail).toBe('This statement is already closed.');

    // A hand-over recorded late, with `at` in April: April stays as closed; May carries the difference.
    await hold(cy.id, '2024-04-20T08:00:00.000Z', '2024-04-23T08:00:00.000Z'); // 3 days, $15
    expect(await statement(cy.id, '2024-04')).toMatchObject({ closed: true, total: 10 });
    expect((await statement(cy.id, '2024-04')).lines).toHaveLength(1);
    const may = await statement(cy.id, '2024-05');
    expect(may.charges).toEqual([{ kind: 'adjustment', trolley_id: null, uid: null, note: 'Changes to 2024-04 after it was closed', amount: 15 }]);
    expect(may.total).toBe(15);

    // May closed with that adjustment: April's change is settled; June owes nothing for it.
    expect((await close(cy.id, '2024-05')).json()).toMatchObject({ closed: true, total: 15 });
    expect((await statement(cy.id, '2024-06')).charges).toEqual([]);
    // Another late hand-over in April: only the new difference, on the next open month (June).
    await hold(cy.id, '2024-04-25T08:00:00.000Z', '2024-04-26T08:00:00.000Z'); // 1 day, $5
    expect((await statement(cy.id, '2024-06')).charges).toEqual([expect.objectContaining({ kind: 'adjustment', amount: 5 })]);
    expect(await statement(cy.id, '2024-05')).toMatchObject({ closed: true, total: 15 });
    const list = await get<StatementSummary[]>(`/customers/${cy.id}/statements`);
    expect(list.filter((s) => s.closed).map((s) => s.month)).toEqual(['2024-05', '2024-04']);
  });

  it('the current month cannot be closed (409); closing needs Update Customer, reading View Additional Cost (403)', async () => {
    const current = new Date().toISOString().slice(0, 7);
    const res = await close(ann.id, current);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Only a month that has ended can be closed.');
    const { token: viewer } = await quickTokenWith(t, ['View Additional Cost']);
    expect((await close(ann.id, '2024-02', viewer)).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: `/customers/${ann.id}/statements`, token: viewer })).statusCode).toBe(200);
    const { token: editor } = await quickTokenWith(t, ['Update Customer']);
    expect((await t.api({ method: 'GET', url: `/customers/${ann.id}/statements`, token: editor })).statusCode).toBe(403);
    expect((await close(ann.id, '2024-01', editor)).statusCode).toBe(200);
  });

  it('two closes at once: one closes, the other is a 409', async () => {
    const dee = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, dee.id, '2024-01-01T00:00:00.000Z', 0, 100);
    await hold(dee.id, '2024-07-01T08:00:00.000Z', '2024-07-02T08:00:00.000Z');
    const answers = await Promise.all([close(dee.id, '2024-07'), close(dee.id, '2024-07')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the lists of months, kept between requests', () => {
  const months = (id: number) => get<StatementSummary[]>(`/customers/${id}/statements`);
  const total = async (id: number, month: string) => (await months(id)).find((m) => m.month === month)?.total;

  it('follow every write that moves a total: a hold, new terms, a charge, a close, a credit, rows written by another instance', async () => {
    const eve = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, eve.id, '2024-08-01T00:00:00.000Z', 0, 100);
    await hold(eve.id, '2024-08-01T00:00:00.000Z', '2024-08-03T00:00:00.000Z'); // 2 days at $1
    expect(await total(eve.id, '2024-08')).toBe(2);
    expect(await total(eve.id, '2024-08')).toBe(2);
    await hold(eve.id, '2024-08-10T00:00:00.000Z', '2024-08-11T00:00:00.000Z'); // 1 day more
    expect(await total(eve.id, '2024-08')).toBe(3);
    // Terms written straight into the database, as another instance would: $4 a day from 5 August (the second hold).
    await setCostAt(t.ctx, eve.id, '2024-08-05T00:00:00.000Z', 0, 400);
    expect(await total(eve.id, '2024-08')).toBe(6);
    // A loss charged now lands on the current month.
    const current = new Date().toISOString().slice(0, 7);
    const before = await total(eve.id, current);
    const lost = await hold(eve.id, new Date(Date.now() - 3_600_000).toISOString());
    await put(lost.id, 'lost', { note: 'Gone', charge: 120 });
    expect(await total(eve.id, current)).toBeGreaterThanOrEqual((before ?? 0) + 120);
    expect((await close(eve.id, '2024-08')).statusCode).toBe(200);
    expect((await months(eve.id)).find((m) => m.month === '2024-08')).toEqual({ month: '2024-08', closed: true, total: 6 });
    // A credit settled by another instance lands on its credit month.
    await t.ctx.db
      .insertInto('statement_disputes')
      .values({ customer_id: eve.id, month: '2024-08', status: 'credited', lines: '[]', created_at: nowIso(), resolved_at: nowIso(), amount_cents: 250, credit_month: '2024-09' })
      .execute();
    expect(await total(eve.id, '2024-09')).toBe(-2.5);
  });

  it("an open hold's list is worked out again when the hold starts another day, and any list once it is older than the age limit", async () => {
    const fay = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, fay.id, '2024-01-01T00:00:00.000Z', 0, 100);
    await hold(fay.id, new Date(Date.now() - 3_600_000).toISOString()); // open, 1 started day
    const sum = (list: StatementSummary[]) => list.reduce((n, m) => n + m.total, 0);
    const listAt = async (ms: number) => (await atMoment(new Date(ms), () => statementListsOf(t.ctx, [fay.id]))).get(fay.id)!;
    expect(sum(await listAt(Date.now()))).toBe(1);
    expect(sum(await listAt(Date.now() + DAY))).toBe(2);
    expect(sum(await listAt(Date.now() + 2 * DAY))).toBe(3);

    // A change that leaves the version as it was (a transaction committed after a later one's) shows past the age limit.
    const gus = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, gus.id, '2024-01-01T00:00:00.000Z', 0, 100);
    await hold(gus.id, '2024-09-01T00:00:00.000Z', '2024-09-02T00:00:00.000Z');
    const gusAt = async (ms: number) => (await atMoment(new Date(ms), () => statementListsOf(t.ctx, [gus.id]))).get(gus.id)!.find((m) => m.month === '2024-09')?.total;
    const t0 = Date.now();
    expect(await gusAt(t0)).toBe(1);
    const delivery = await t.ctx.db
      .selectFrom('trolley_transactions')
      .select('hold_end_id')
      .where('customer_id', '=', gus.id)
      .where('hold_end_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('trolley_transactions').set({ at: '2024-09-03T00:00:00.000Z' }).where('id', '=', delivery.hold_end_id!).execute();
    expect(await gusAt(t0 + 1_000)).toBe(1);
    expect(await gusAt(t0 + keptMonthsTuning.maxAgeMs + 1_000)).toBe(2);
  });
});

describe('GET /report/customers/{id}/statements/{month}/export', () => {
  it("the month's statement as a workbook: a row per hold and charge, then the total", async () => {
    const res = await t.api({ method: 'GET', url: `/report/customers/${ann.id}/statements/2024-02/export`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`statement-${ann.id}-2024-02.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['Kind', 'Trolley UID', 'Trolley Name']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[9]])).toEqual([
      ['Hold', 'Month End', 3],
      ['Hold', 'Leap Day', 20],
      ['Total (open)', undefined, 23],
    ]);
  });
});

describe("the customer app's statements (the customer's own)", () => {
  it("lists, reads and downloads its own statements; never another customer's", async () => {
    const ed = await createCustomer(t.ctx, { approved: true, password: 'ed-pass-12' });
    await setCostAt(t.ctx, ed.id, '2024-01-01T00:00:00.000Z', 0, 200);
    await hold(ed.id, '2024-08-01T08:00:00.000Z', '2024-08-03T08:00:00.000Z');
    await close(ed.id, '2024-08');
    const capi = customerApi(t);
    const token = await customerLogin(t, ed.email, 'ed-pass-12');
    const list = await capi({ method: 'GET', url: '/statements', token });
    expect(list.statusCode).toBe(200);
    expect(list.json().at(-1)).toEqual({
      customer: { id: ed.id, first_name: ed.first_name, last_name: ed.last_name },
      month: '2024-08',
      closed: true,
      total: 4,
      confirmed_at: null,
      dispute: null,
    });
    const aug = await capi({ method: 'GET', url: '/statements/2024-08', token });
    expect(aug.json()).toMatchObject({ month: '2024-08', closed: true, total: 4 });
    // Ann's February is not Ed's: Ed's own February is empty.
    expect((await capi({ method: 'GET', url: '/statements/2024-02', token })).json()).toMatchObject({ lines: [], total: 0 });
    const file = await capi({ method: 'GET', url: '/statements/2024-08/export', token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`statement-${ed.id}-2024-08.xlsx`);
    expect((await capi({ method: 'GET', url: '/statements' })).statusCode).toBe(401);
    expect((await capi({ method: 'GET', url: '/statements/2024-13', token })).statusCode).toBe(422);
  });
});
