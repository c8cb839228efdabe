import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDispute, CustomerStatement, CustomerStatementSummary, DisputeDetail, DisputeList, Statement } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createEmployee, createPlant, createUserQuick, createRole, quickTokenWith, setCostAt, setTicketSettings } from '../../test/factories.js';
import { holdMaker } from '../../test/holds.js';
import { statementsDuring, unpreparedStatementsDuring } from '../../test/statements.js';
import { isPostgresDb } from '../../db/sql.js';
import { statementTuning } from './trolley-statements.service.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';

// CONTRACT "Statements the customer confirms or disputes": confirming a closed month, disputing lines of it, staff
// settling a dispute with a credit (landing on the next open month) or a rejection, on hand-made holds in 2024.

let t: TestApp;
let admin: string;
let plantId: number;
const { hold } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
const capi = () => customerApi(t);
const close = (customerId: number, month: string) => t.api({ method: 'PUT', url: `/customers/${customerId}/statements/${month}/close`, token: admin });
const statement = async (customerId: number, month: string) =>
  (await t.api({ method: 'GET', url: `/customers/${customerId}/statements/${month}`, token: admin })).json() as Statement;
const dispute = (token: string, month: string, payload: unknown, query = '', headers: Record<string, string> = {}) =>
  capi()({ method: 'POST', url: `/statements/${month}/disputes${query}`, token, payload: payload as object, headers });
const confirm = (token: string, month: string, query = '') => capi()({ method: 'POST', url: `/statements/${month}/confirm${query}`, token });
const resolve = (id: number, payload: unknown, token = admin) => t.api({ method: 'PUT', url: `/disputes/${id}/resolve`, token, payload: payload as object });

/** A customer with two holds in June 2024 ($5 a day, no free days) and June closed: June's total is $25. */
async function customerWithJune(opts: { businessId?: number } = {}) {
  const c = await createCustomer(t.ctx, { approved: true, password: 'june-pass-1', businessId: opts.businessId ?? null });
  await setCostAt(t.ctx, c.id, '2024-01-01T00:00:00.000Z', 0, 500);
  const a = await hold(c.id, '2024-06-03T08:00:00.000Z', '2024-06-05T08:00:00.000Z', { name: 'Rack A' }); // 2 days, $10
  const b = await hold(c.id, '2024-06-10T08:00:00.000Z', '2024-06-13T08:00:00.000Z', { name: 'Rack B' }); // 3 days, $15
  expect((await close(c.id, '2024-06')).statusCode).toBe(200);
  const token = await customerLogin(t, c.email, 'june-pass-1');
  return { ...c, token, a, b };
}

let staffEmail: string;
beforeAll(async () => {
  t = await buildTestApp({ timeZone: 'UTC' });
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
  const role = await createRole(t.ctx, ['List Disputes']);
  staffEmail = `alerts-${Date.now()}@example.com`;
  const staff = await createUserQuick(t.ctx, { roleId: role, email: staffEmail });
  await setTicketSettings(t.ctx, { trolley_alerts: [staff.id] });
});
afterAll(() => t.close());

describe('POST /statements/{month}/confirm', () => {
  it('confirms a closed month once; an open month and a second confirm are 409s; the list says when', async () => {
    const c = await customerWithJune();
    const res = await confirm(c.token, '2024-06');
    expect(res.statusCode).toBe(200);
    const { confirmed_at } = res.json() as { confirmed_at: string };
    expect(Date.parse(confirmed_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await confirm(c.token, '2024-06');
    expect([again.statusCode, again.json().detail]).toEqual([409, 'This statement is already confirmed.']);
    const open = await confirm(c.token, '2024-07');
    expect([open.statusCode, open.json().detail]).toEqual([409, 'Only a closed month can be confirmed or disputed.']);
    expect((await confirm(c.token, '2999-01')).statusCode).toBe(404);
    expect((await confirm(c.token, '2024-13')).statusCode).toBe(422);
    const list = (await capi()({ method: 'GET', url: '/statements', token: c.token })).json() as CustomerStatementSummary[];
    expect(list.find((s) => s.month === '2024-06')).toEqual({
      month: '2024-06',
      closed: true,
      total: 25,
      customer: { id: c.id, first_name: c.first_name, last_name: c.last_name },
      confirmed_at,
      dispute: null,
    });
    // A confirmed month can no longer be disputed.
    const late = await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.a.id, reason: 'Too late' }] });
    expect([late.statusCode, late.json().detail]).toEqual([409, 'This statement is confirmed: it can no longer be disputed.']);
    // The activity log has it, on the customer.
    const history = await t.api({ method: 'GET', url: `/customers/${c.id}/activity`, token: admin });
    expect(history.json().list.map((e: { action: string }) => e.action)).toContain('confirmed');
  });
});

describe('POST /statements/{month}/disputes', () => {
  it('raises a dispute of lines on the month (201), one open at a time; staff in Trolley alerts are mailed', async () => {
    const c = await customerWithJune();
    t.mails.length = 0;
    const res = await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.b.id, reason: 'Returned on the 11th' }], note: 'See the pickup receipt' });
    expect(res.statusCode).toBe(201);
    const d = res.json() as CustomerDispute;
    expect(d).toMatchObject({ month: '2024-06', status: 'open', lines: [{ trolley_id: c.b.id, uid: c.b.uid, reason: 'Returned on the 11th' }], note: 'See the pickup receipt' });
    const second = await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.a.id, reason: 'Another one' }] });
    expect([second.statusCode, second.json().detail]).toEqual([409, 'This month already has an open dispute.']);
    // Confirming while a dispute is open: 409.
    expect((await confirm(c.token, '2024-06')).statusCode).toBe(409);
    await t.flushMail();
    const alert = t.mails.find((m) => m.to === staffEmail);
    expect(alert?.subject).toContain('disputes the statement for June 2024');
    expect(alert?.text).toContain('Returned on the 11th');
    const month = (await capi()({ method: 'GET', url: '/statements/2024-06', token: c.token })).json() as CustomerStatement;
    expect(month).toMatchObject({ closed: true, confirmed_at: null, disputes: [{ id: d.id, status: 'open' }] });
    const history = await t.api({ method: 'GET', url: `/customers/${c.id}/activity`, token: admin });
    expect(history.json().list.map((e: { action: string }) => e.action)).toContain('disputed');
  });

  it('refuses lines not on the month (422), reasons out of 3-500, no lines, a note over 1000, an open month (409)', async () => {
    const c = await customerWithJune();
    const other = await hold(c.id, '2024-08-01T08:00:00.000Z', '2024-08-02T08:00:00.000Z');
    const refused = async (payload: unknown) => {
      const res = await dispute(c.token, '2024-06', payload);
      return [res.statusCode, (res.json().detail as { msg: string }[])[0]?.msg];
    };
    expect(await refused({ lines: [{ trolley_id: other.id, reason: 'Not mine' }] })).toEqual([422, 'This trolley is not on the statement of this month.']);
    expect(await refused({ lines: [] })).toEqual([422, 'Choose at least one line.']);
    expect(await refused({ lines: [{ trolley_id: c.a.id, reason: 'ab' }] })).toEqual([422, 'Reason must be at least 3 characters.']);
    expect(await refused({ lines: [{ trolley_id: c.a.id, reason: 'x'.repeat(501) }] })).toEqual([422, 'Reason must be at most 500 characters.']);
    expect(await refused({ lines: [{ trolley_id: c.a.id, reason: 'abc' }], note: 'n'.repeat(1001) })).toEqual([422, 'Note must be at most 1000 characters.']);
    expect(
      await refused({
        lines: [
          { trolley_id: c.a.id, reason: 'abc' },
          { trolley_id: c.a.id, reason: 'abcd' },
        ],
      }),
    ).toEqual([422, 'A trolley is named twice.']);
    // The edges that pass: a 3-character and a 500-character reason, a 1000-character note.
    const ok = await dispute(c.token, '2024-06', {
      lines: [
        { trolley_id: c.a.id, reason: 'abc' },
        { trolley_id: c.b.id, reason: 'y'.repeat(500) },
      ],
      note: 'n'.repeat(1000),
    });
    expect(ok.statusCode).toBe(201);
    const open = await dispute(c.token, '2024-08', { lines: [{ trolley_id: other.id, reason: 'Still open' }] });
    expect(open.statusCode).toBe(409);
  });

  it('the same Idempotency-Key twice raises one dispute and answers it again', async () => {
    const c = await customerWithJune();
    const key = 'b6f7c1d2-0000-4000-8000-000000000001';
    const payload = { lines: [{ trolley_id: c.a.id, reason: 'Never had it' }] };
    const [one, two] = await Promise.all([
      dispute(c.token, '2024-06', payload, '', { 'idempotency-key': key }),
      dispute(c.token, '2024-06', payload, '', { 'idempotency-key': key }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().id).toBe(two.json().id);
    const month = (await capi()({ method: 'GET', url: '/statements/2024-06', token: c.token })).json() as CustomerStatement;
    expect(month.disputes).toHaveLength(1);
  });

  it("another customer's month is a 404 (customer_id), and the master reads and disputes its business's", async () => {
    const master = await createCustomer(t.ctx, { approved: true, password: 'master-pw-1', first_name: 'Mia' });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const c = await customerWithJune({ businessId: business.id });
    const stranger = await customerWithJune();
    // A customer of no business cannot name another.
    expect((await capi()({ method: 'GET', url: `/statements/2024-06?customer_id=${c.id}`, token: stranger.token })).statusCode).toBe(404);
    const masterToken = await customerLogin(t, master.email, 'master-pw-1');
    const list = (await capi()({ method: 'GET', url: '/statements', token: masterToken })).json() as CustomerStatementSummary[];
    expect(list.filter((s) => s.month === '2024-06').map((s) => [s.customer.id, s.total])).toEqual([[c.id, 25]]);
    expect((await capi()({ method: 'GET', url: `/statements/2024-06?customer_id=${stranger.id}`, token: masterToken })).statusCode).toBe(404);
    const read = (await capi()({ method: 'GET', url: `/statements/2024-06?customer_id=${c.id}`, token: masterToken })).json() as CustomerStatement;
    expect(read).toMatchObject({ customer: { id: c.id }, total: 25 });
    const raised = await dispute(masterToken, '2024-06', { lines: [{ trolley_id: c.a.id, reason: 'Not delivered' }] }, `?customer_id=${c.id}`);
    expect(raised.statusCode).toBe(201);
    const pdf = await capi()({ method: 'GET', url: `/statements/2024-06/pdf?customer_id=${c.id}`, token: masterToken });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 4).toString()]).toEqual([200, 'application/pdf', '%PDF']);
  });
});

describe("GET /statements of a business's master customer", () => {
  it("reads its customers' holds, charges, credits and closed months at once, and lists each as staff see it", async () => {
    const master = await createCustomer(t.ctx, { approved: true, password: 'master-pw-1', first_name: 'Max' });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const first = await customerWithJune({ businessId: business.id });
    const masterToken = await customerLogin(t, master.email, 'master-pw-1');
    const read = async () => {
      let list: CustomerStatementSummary[] = [];
      const texts = await statementsDuring(async () => (list = (await capi()({ method: 'GET', url: '/statements', token: masterToken })).json()));
      // What the months are worked out from (the app's own timers may ask for pending entries or mail meanwhile).
      const sent = texts.filter((text) => /"(trolley_transactions|trolley_charges|statement_disputes|customer_statements)"/.test(text));
      return { list, sent };
    };
    const withOne = await read();
    const second = await customerWithJune({ businessId: business.id });
    await hold(second.id, '2024-08-01T08:00:00.000Z', '2024-08-05T08:00:00.000Z');
    // A credit for the first customer's June lands on its July, not on the second's.
    const d = (await dispute(first.token, '2024-06', { lines: [{ trolley_id: first.a.id, reason: 'Short' }] })).json() as CustomerDispute;
    expect((await resolve(d.id, { outcome: 'credit', amount: 2.5, reply: 'Agreed' })).statusCode).toBe(200);
    const withTwo = await read();
    // One more customer, the same statements: not five more of them for each customer.
    expect(withOne.sent.length).toBeGreaterThanOrEqual(4);
    expect(withTwo.sent.length).toBe(withOne.sent.length);
    // On PostgreSQL those statements are prepared: planned once a connection, not on every request.
    const unprepared = await unpreparedStatementsDuring(() => capi()({ method: 'GET', url: '/statements', token: masterToken }));
    const billing = unprepared.filter((text) => /"(trolley_transactions|trolley_charges|statement_disputes|customer_statements|customer_cost_history)"/.test(text));
    if (isPostgresDb(t.ctx.db)) expect(billing).toEqual([]);
    // Each customer's months as GET /customers/{id}/statements gives them to staff.
    for (const c of [master, first, second]) {
      const staff = (await t.api({ method: 'GET', url: `/customers/${c.id}/statements`, token: admin })).json() as CustomerStatementSummary[];
      const mine = withTwo.list.filter((s) => s.customer.id === c.id).map(({ month, closed, total }) => ({ month, closed, total }));
      expect(mine).toEqual(staff);
    }
    const ofMonth = (month: string) =>
      withTwo.list
        .filter((s) => s.month === month)
        .map((s) => [s.customer.id, s.closed, s.total])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(ofMonth('2024-06')).toEqual([
      [first.id, true, 25],
      [second.id, true, 25],
    ]);
    expect(ofMonth('2024-07')).toEqual([
      [first.id, false, -2.5],
      [second.id, false, 0],
    ]);
    // Read a customer at a time (a business of many thousands is read in slices): the same answer.
    statementTuning.idsPerRead = 1;
    try {
      expect((await read()).list).toEqual(withTwo.list);
    } finally {
      statementTuning.idsPerRead = 1_000;
    }
  });
});

describe('the Disputes screen: GET /disputes, GET /disputes/{id}, PUT /disputes/{id}/resolve', () => {
  it('a credit lands on the next open month as a negative adjustment naming the dispute; the owed total agrees', async () => {
    const c = await customerWithJune();
    // July is closed too: the credit lands on August, the first open month after June.
    await hold(c.id, '2024-07-01T08:00:00.000Z', '2024-07-02T08:00:00.000Z'); // $5
    expect((await close(c.id, '2024-07')).statusCode).toBe(200);
    const d = (await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.b.id, reason: 'Picked up on the 11th' }] })).json() as CustomerDispute;

    const detail = (await t.api({ method: 'GET', url: `/disputes/${d.id}`, token: admin })).json() as DisputeDetail;
    expect(detail).toMatchObject({ id: d.id, status: 'open', customer: { id: c.id }, business: null, statement: { month: '2024-06', total: 25, closed: true } });
    // The disputed trolley's hand-overs around June: its delivery and pickup.
    expect(detail.handovers.map((h) => h.kind).sort()).toEqual(['delivery', 'pickup']);

    const tooMuch = await resolve(d.id, { outcome: 'credit', amount: 25.01, reply: 'Sorry' });
    expect([tooMuch.statusCode, tooMuch.json().detail[0].msg]).toEqual([422, "Amount must be at most the month's total (25.00)."]);
    expect((await resolve(d.id, { outcome: 'credit', amount: 0, reply: 'Sorry' })).statusCode).toBe(422);
    expect((await resolve(d.id, { outcome: 'credit', amount: 1.005, reply: 'Sorry' })).statusCode).toBe(422);
    expect((await resolve(d.id, { outcome: 'credit', amount: 10, reply: 'ab' })).statusCode).toBe(422);
    expect((await resolve(d.id, { outcome: 'credit', reply: 'Sorry' })).statusCode).toBe(422);

    t.mails.length = 0;
    const res = await resolve(d.id, { outcome: 'credit', amount: 0.1, reply: 'You are right: picked up on the 11th.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'credited',
      amount: 0.1,
      credit_month: '2024-08',
      reply: 'You are right: picked up on the 11th.',
      resolved_by: { id: expect.any(Number) },
    });
    expect((await resolve(d.id, { outcome: 'reject', reply: 'Again' })).statusCode).toBe(409);

    const aug = await statement(c.id, '2024-08');
    expect(aug.charges).toEqual([{ kind: 'adjustment', trolley_id: null, uid: null, note: `Credit for dispute No. ${d.id} (2024-06)`, amount: -0.1 }]);
    expect(aug.total).toBe(-0.1);
    // June and July stay as closed.
    expect((await statement(c.id, '2024-06')).total).toBe(25);
    // Every screen that says what the customer owes agrees: the statements add up to the Additional Cost's figure.
    const list = (await t.api({ method: 'GET', url: `/customers/${c.id}/statements`, token: admin })).json() as { total: number }[];
    const costs = (await t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${c.id}`, token: admin })).json() as { owed_total: number };
    expect(Math.round(list.reduce((sum, s) => sum + s.total, 0) * 100)).toBe(Math.round(costs.owed_total * 100));
    expect(costs.owed_total).toBe(29.9);
    // August closed later keeps the credit; September owes nothing for it.
    expect((await close(c.id, '2024-08')).json()).toMatchObject({ closed: true, total: -0.1 });
    expect((await statement(c.id, '2024-09')).charges).toEqual([]);

    await t.flushMail();
    const told = t.mails.find((m) => m.to === c.email);
    expect(told?.subject).toBe(`Your GlassDesk dispute No. ${d.id} is settled`);
    expect(told?.text).toContain('credit of $0.10');
    const portal = (await capi()({ method: 'GET', url: '/statements/2024-06', token: c.token })).json() as CustomerStatement;
    expect(portal.disputes[0]).toMatchObject({ status: 'credited', amount: 0.1, credit_month: '2024-08', reply: 'You are right: picked up on the 11th.' });
    const history = await t.api({ method: 'GET', url: `/customers/${c.id}/activity`, token: admin });
    expect(history.json().list.map((e: { action: string }) => e.action)).toContain('credited');
  });

  it('a rejection changes no figure; the list puts open ones first and filters by status and customer', async () => {
    const c = await customerWithJune();
    const first = (await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.a.id, reason: 'Wrong' }] })).json() as CustomerDispute;
    const rejected = await resolve(first.id, { outcome: 'reject', reply: 'The receipt is signed.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', amount: null, credit_month: null });
    const history = await t.api({ method: 'GET', url: `/customers/${c.id}/activity`, token: admin });
    expect(history.json().list[0]).toMatchObject({ action: 'rejected', changes: [{ field: 'dispute', before: `No. ${first.id} (2024-06) open`, after: 'rejected' }] });
    expect((await statement(c.id, '2024-07')).charges).toEqual([]);
    // Rejected: the month may be disputed again.
    const second = (await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.b.id, reason: 'Also wrong' }] })).json() as CustomerDispute;
    const mine = (await t.api({ method: 'GET', url: `/disputes?customer_id=${c.id}`, token: admin })).json() as DisputeList;
    expect(mine.list.map((d) => [d.id, d.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'rejected'],
    ]);
    // Paged one at a time, the open one comes first, then the settled one; a search of the customer's name finds both.
    const pages = await Promise.all(
      [0, 1, 2].map(async (start) => (await t.api({ method: 'GET', url: `/disputes?customer_id=${c.id}&limit=1&start=${start}`, token: admin })).json() as DisputeList),
    );
    expect(pages.map((p) => [p.count, p.list.map((d) => d.id)])).toEqual([
      [2, [second.id]],
      [2, [first.id]],
      [2, []],
    ]);
    const searched = (await t.api({ method: 'GET', url: `/disputes?search=${encodeURIComponent(c.last_name.toUpperCase())}`, token: admin })).json() as DisputeList;
    expect(searched.list.map((d) => d.id)).toEqual([second.id, first.id]);
    const byMonth = (await t.api({ method: 'GET', url: `/disputes?customer_id=${c.id}&search=2024-06`, token: admin })).json() as DisputeList;
    expect(byMonth.count).toBe(2);
    // A month is YYYY-MM: a search of digits and dashes finds its months; one with any other character is looked for
    // in the names alone, and finds nothing when no name holds it.
    const partOfMonth = (await t.api({ method: 'GET', url: `/disputes?customer_id=${c.id}&search=4-06`, token: admin })).json() as DisputeList;
    expect(partOfMonth.count).toBe(2);
    const noName = (await t.api({ method: 'GET', url: `/disputes?customer_id=${c.id}&search=q2024-06`, token: admin })).json() as DisputeList;
    expect(noName).toEqual({ list: [], count: 0 });
    const open = (await t.api({ method: 'GET', url: `/disputes?status=open&customer_id=${c.id}`, token: admin })).json() as DisputeList;
    expect(open.count).toBe(1);
    const sorted = (await t.api({ method: 'GET', url: `/disputes?customer_id=${c.id}&sort_by=created_at&order=asc`, token: admin })).json() as DisputeList;
    expect(sorted.list[0].id).toBe(first.id);
    expect((await t.api({ method: 'GET', url: '/disputes?status=closed', token: admin })).statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: '/disputes/999999', token: admin })).statusCode).toBe(404);
    const dash = (await t.api({ method: 'GET', url: '/dashboard', token: admin })).json() as { open_disputes: number };
    expect(dash.open_disputes).toBeGreaterThanOrEqual(1);
  });

  it("a name's search reads the disputes of its customers only, in statements prepared on PostgreSQL", async () => {
    const c = await customerWithJune();
    const d = (await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.a.id, reason: 'Gone' }] })).json() as CustomerDispute;
    const list = (search: string) => t.api({ method: 'GET', url: `/disputes?search=${encodeURIComponent(search)}`, token: admin });
    const readsMonths = (texts: string[]) => texts.some((text) => text.includes('d.month like'));
    let found: DisputeList | undefined;
    const byName = await statementsDuring(async () => (found = (await list(c.last_name)).json() as DisputeList));
    expect(found?.list.map((x) => x.id)).toEqual([d.id]);
    // No month holds a letter: every dispute's month would have been read for nothing.
    expect(readsMonths(byName)).toBe(false);
    expect(readsMonths(await statementsDuring(() => list('2024-06')))).toBe(true);
    // Only the customers' trigram search is planned for its term; the disputes' count, page and rows are prepared.
    const unprepared = await unpreparedStatementsDuring(() => list(c.last_name));
    if (isPostgresDb(t.ctx.db)) expect(unprepared).toEqual([expect.stringMatching(/^select id from "customers" where/)]);
  });

  it('List Disputes reads, Resolve Dispute settles; neither without its operation (403)', async () => {
    const c = await customerWithJune();
    const d = (await dispute(c.token, '2024-06', { lines: [{ trolley_id: c.a.id, reason: 'Hmm' }] })).json() as CustomerDispute;
    const { token: reader } = await quickTokenWith(t, ['List Disputes']);
    const { token: nobody } = await quickTokenWith(t, ['List Trolleys']);
    expect((await t.api({ method: 'GET', url: '/disputes', token: reader })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/disputes', token: nobody })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: `/disputes/${d.id}`, token: nobody })).statusCode).toBe(403);
    expect((await resolve(d.id, { outcome: 'reject', reply: 'No way' }, reader)).statusCode).toBe(403);
    expect(((await t.api({ method: 'GET', url: '/dashboard', token: nobody })).json() as { open_disputes: number | null }).open_disputes).toBeNull();
    const { token: settler } = await quickTokenWith(t, ['Resolve Dispute']);
    expect((await resolve(d.id, { outcome: 'reject', reply: 'No way' }, settler)).statusCode).toBe(200);
  });

  it('a credit in cents without drift: three credits of $0.10 take $0.30 off', async () => {
    const c = await customerWithJune();
    for (const trolley of [c.a, c.b, c.a]) {
      const d = (await dispute(c.token, '2024-06', { lines: [{ trolley_id: trolley.id, reason: 'Cents' }] })).json() as CustomerDispute;
      expect((await resolve(d.id, { outcome: 'credit', amount: 0.1, reply: 'Ten cents' })).statusCode).toBe(200);
    }
    const july = await statement(c.id, '2024-07');
    expect(july.total).toBe(-0.3);
    const costs = (await t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${c.id}`, token: admin })).json() as { owed_total: number };
    expect(costs.owed_total).toBe(24.7);
  });
});

describe('a business customer', () => {
  it('its dispute names the business for staff', async () => {
    const e = await createEmployee(t.ctx, { password: 'emp-pass-1' });
    await setCostAt(t.ctx, e.id, '2024-01-01T00:00:00.000Z', 0, 100);
    const h = await hold(e.id, '2024-05-01T08:00:00.000Z', '2024-05-02T08:00:00.000Z');
    await close(e.id, '2024-05');
    const token = await customerLogin(t, e.email, 'emp-pass-1');
    const d = (await dispute(token, '2024-05', { lines: [{ trolley_id: h.id, reason: 'Check' }] })).json() as CustomerDispute;
    const list = (await t.api({ method: 'GET', url: `/disputes?customer_id=${e.id}`, token: admin })).json() as DisputeList;
    expect(list.list[0]).toMatchObject({ id: d.id, business: { id: e.businessId } });
  });
});
