import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrolleyCostList } from '@glassdesk/shared';
import { sanitizeRichText } from '../lib/sanitize-html.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi, customerLogin } from '../test/customer-api.js';
import { NOT_APPROVED } from '../modules/customer-app/customer-app.service.js';
import { citiesRepository } from '../modules/cities/cities.repository.js';
import { DEMO_PASSWORD, demoPortalCustomer, demoSignInText, fillDemo, type DemoSummary } from './index.js';
import { DEMO_NOTIFICATION_EMAIL, FAQS } from './reference.js';
import { labelSvg } from './images.js';
import { DEMO_STAFF, DEMO_STAFF_EXAMPLES } from './staff.js';
import { DEMO_TICKETS } from './tickets.js';
import { verifyActivityChain } from '../modules/activity/activity.verify.js';

// A fixed "today", so two fills can be compared moment for moment.
const TODAY = new Date('2026-06-15T10:00:00Z');
// A fill writes thousands of rows: a minute or more on a busy machine, on PostgreSQL.
const FILL_TIMEOUT = 300_000;

type ListBody = { list: Record<string, unknown>[]; count: number };
type CostList = TrolleyCostList;

describe('npm run demo: the demo fill', () => {
  let t: TestApp;
  let admin: string;
  let filled: DemoSummary | undefined;
  const list = async (url: string, token = admin) => {
    const res = await t.api({ method: 'GET', url, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<ListBody>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    filled = await fillDemo(t.ctx.db, { today: TODAY });
    admin = await t.login();
  }, FILL_TIMEOUT);
  afterAll(() => t.close());

  it('records its history in the activity log as the system, and the chain verifies (npm run activity:verify)', async () => {
    const check = await verifyActivityChain(t.ctx.db);
    expect(check.ok).toBe(true);
    expect(check.entries).toBeGreaterThan(100);
    const actors = await t.ctx.db.selectFrom('activity').select('actor_type').distinct().where('action', '!=', 'signed_in').execute();
    expect(actors.map((a) => a.actor_type)).toEqual(['system']);
  });

  it('fills a fresh database with the counts it reports', async () => {
    expect(filled).toMatchObject({ cities: 3, plants: 4, staff: 11, businesses: 12, businessesInTrash: 1, customersInTrash: 8, trolleys: 36, trolleysDeleted: 4 });
    // The counts are the lists' and the dashboard's (the trash apart).
    const dashboard = (await t.api({ method: 'GET', url: '/dashboard', token: admin })).json<{ businesses: number; customers: number; tickets: number }>();
    // One dispute waits for staff (the others are settled: demo/disputes.ts).
    expect(dashboard).toEqual({ businesses: filled!.businesses, customers: filled!.customers, tickets: filled!.tickets, open_disputes: 1 });
    expect(filled!.customers + filled!.customersInTrash).toBe(80);
    expect(filled!.tickets + filled!.ticketsDisabled).toBe(DEMO_TICKETS);
    expect((await list('/tickets?disabled=1')).count).toBe(filled!.ticketsDisabled);
    expect((await list('/trolleys?is_deleted=true')).count).toBe(filled!.trolleysDeleted);
    const customers = (await list('/customers?limit=200')).list;
    expect(customers.filter((c) => c.is_approved === false)).toHaveLength(filled!.customersWaiting);
    expect((await list('/cities')).count).toBe(3);
    expect((await list('/plants')).count).toBe(4);
    expect((await list('/warranty-reasons')).count).toBe(9);
    expect((await list('/glass-types')).count).toBe(8);
    expect((await list('/support')).count).toBe(5);
    expect((await list('/faqs')).count).toBe(FAQS.length);
    // Super Admin plus the five demo roles; the first admin plus eleven staff.
    expect((await list('/roles')).count).toBe(6);
    expect((await list('/users')).count).toBe(12);
    expect((await t.api({ method: 'GET', url: '/notification-settings', token: admin })).json()).toMatchObject({ email: DEMO_NOTIFICATION_EMAIL });
  });

  it('has businesses with master customers, one in the trash, and customers in every state', async () => {
    const businesses = await list('/business?limit=200');
    expect(businesses.count).toBe(12);
    for (const b of businesses.list) expect(b.customer_id, String(b.name)).not.toBeNull();
    expect((await list('/business?deleted=true')).count).toBe(1);

    const live = await list('/customers?limit=200');
    const trash = await list('/customers?deleted=true&limit=200');
    expect(live.count + trash.count).toBe(80);
    expect(trash.count).toBe(8);
    const states = new Set(live.list.map((c) => `${String(c.is_approved)}/${String(c.is_verified)}/${c.business_id === null ? 'none' : 'business'}`));
    // Staff verify before they approve: waiting (neither), checked and waiting for approval, approved; never approved unchecked.
    for (const state of ['false/false/none', 'false/true/none', 'false/true/business', 'true/true/none', 'true/true/business']) expect(states).toContain(state);
    expect([...states].filter((state) => state.startsWith('true/false'))).toEqual([]);
    const dashboard = (await t.api({ method: 'GET', url: '/dashboard', token: admin })).json<{ businesses: number; customers: number }>();
    expect(dashboard).toMatchObject({ businesses: 12, customers: live.count });
  });

  it('tells one story per customer: approved ones are verified, unverified ones raised nothing, a few new ones wait', async () => {
    const everyone = [...(await list('/customers?limit=200')).list, ...(await list('/customers?deleted=true&limit=200')).list];
    expect(everyone).toHaveLength(80);
    expect(everyone.filter((c) => c.is_approved === true && c.is_verified !== true).map((c) => c.email)).toEqual([]);
    // Tickets of unverified or unapproved customers, disabled ones included: none.
    const raisedByUnchecked = await t.ctx.db
      .selectFrom('tickets')
      .innerJoin('customers', 'customers.id', 'tickets.customer_id')
      .select('tickets.ticket_id')
      .where((eb) => eb.or([eb('customers.is_verified', '=', 0), eb('customers.is_approved', '=', 0)]))
      .execute();
    expect(raisedByUnchecked).toEqual([]);
    // Waiting for approval: registered in the last three weeks, unverified and unapproved, a few of them.
    const waiting = everyone.filter((c) => c.is_approved === false && c.is_verified === false && c.deleted_at === null);
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const c of waiting) expect(TODAY.getTime() - Date.parse(String(c.created_at)), String(c.email)).toBeLessThan(21 * 86_400_000);
    // Every customer not approved yet is a recent registration, or an old one given up on (in the trash).
    for (const c of everyone.filter((c) => c.is_approved === false && c.deleted_at === null)) {
      expect(TODAY.getTime() - Date.parse(String(c.created_at)), String(c.email)).toBeLessThan(31 * 86_400_000);
    }
  });

  it('has FAQs with real questions, stored as safe rich text', async () => {
    const faqs = await list('/faqs?limit=200');
    expect(faqs.count).toBe(FAQS.length);
    expect(faqs.count).toBeGreaterThanOrEqual(5);
    for (const faq of faqs.list) {
      expect(String(faq.title)).toMatch(/\?$/);
      expect(faq.content).toBe(sanitizeRichText(String(faq.content)));
      expect(String(faq.content)).toMatch(/^<p>/);
    }
  });

  it('gives customers cost terms with changes at different dates', async () => {
    const customers = await list('/customers?limit=200');
    const histories = await Promise.all(customers.list.map((c) => list(`/customers/${String(c.id)}/cost?limit=200`)));
    const changed = histories.filter((h) => h.count >= 2);
    expect(histories.filter((h) => h.count >= 1).length).toBeGreaterThan(30);
    expect(changed.length).toBeGreaterThan(5);
    for (const h of changed) expect(new Set(h.list.map((row) => String(row.created_at).slice(0, 10))).size).toBe(h.count);
  });

  it('has trolleys across the plants with transfers, hand-overs and costs, a few DeFleet and deleted', async () => {
    const fleet = await list('/trolleys?limit=200');
    const deleted = await list('/trolleys?is_deleted=true&limit=200');
    expect(fleet.count + deleted.count).toBe(40);
    expect(deleted.count).toBeGreaterThanOrEqual(2);
    const statuses = new Set(fleet.list.map((tr) => String(tr.trolley_status)));
    for (const s of ['OnPlant', 'Delivery', 'DeFleet']) expect(statuses).toContain(s);
    expect(new Set(fleet.list.map((tr) => (tr.plant as { id: number }).id)).size).toBe(4);
    // Months of history: every trolley has several steps, transfers among them.
    const histories = await Promise.all(fleet.list.slice(0, 10).map((tr) => list(`/trolleys/${String(tr.id)}/transactions?limit=200`)));
    expect(histories.every((h) => h.count >= 3)).toBe(true);
    expect(histories.flatMap((h) => h.list.map((x) => String(x.trolley_status)))).toEqual(expect.arrayContaining(['PlantChange', 'DropOff', 'Delivery', 'Pickup']));
    // Some customers hold trolleys past their free days: a cost above 0.
    const customers = [...new Set(fleet.list.filter((tr) => tr.customer).map((tr) => (tr.customer as { id: number }).id))];
    const billed = await Promise.all(
      customers.map((id) => t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${id}&limit=200`, token: admin }).then((r) => r.json<CostList>())),
    );
    expect(billed.some((b) => b.total_cost > 0)).toBe(true);
  });

  it("carries each hand-over's proof as the Hand-over screen records it: signed and placed, a few unsigned with the reason, a few sent later from a phone offline", async () => {
    const rows = await t.ctx.db
      .selectFrom('handovers')
      .select(['signature_url', 'signed_by', 'unsigned_reason', 'location_lat', 'location_accuracy', 'at', 'recorded_at'])
      .execute();
    expect(rows.length).toBeGreaterThan(300);
    const signed = rows.filter((r) => r.signature_url !== null);
    expect(signed.length / rows.length).toBeGreaterThan(0.8);
    expect(signed.every((r) => r.signed_by !== null && r.unsigned_reason === null)).toBe(true);
    const unsigned = rows.filter((r) => r.signature_url === null);
    expect(unsigned.length).toBeGreaterThan(0);
    expect(new Set(unsigned.map((r) => r.unsigned_reason))).toEqual(new Set(['Customer not present', 'Refused to sign']));
    const placed = rows.filter((r) => r.location_lat !== null);
    expect(placed.length / rows.length).toBeGreaterThan(0.7);
    expect(placed.every((r) => r.location_accuracy !== null && Number(r.location_accuracy) > 0)).toBe(true);
    // Sent later from a phone offline: the server got them 20 minutes to 4 hours after they happened (their client_ids
    // are forgotten after 7 days, as every client_id is).
    const late = rows.filter((r) => Date.parse(String(r.recorded_at)) - Date.parse(String(r.at)) >= 20 * 60_000);
    expect(late.length).toBeGreaterThan(5);
    expect(late.length / rows.length).toBeLessThan(0.2);
    // A receipt of a signed one reads back with its signature (the stored drawing is a real image).
    const [one] = await t.ctx.db.selectFrom('handovers').select('id').where('signature_url', 'is not', null).orderBy('id').limit(1).execute();
    const receipt = await t.api({ method: 'GET', url: `/report/handovers/${one!.id}/receipt`, token: admin });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('has trolleys at customers past their free days and within them on the day of the fill, each hold billed by terms in force', async () => {
    const fleet = (await list('/trolleys?limit=200')).list;
    const held = fleet.filter((tr) => tr.trolley_status === 'Delivery');
    // Who holds them: approved, verified customers of live businesses, never one in the trash.
    const customers = new Map((await list('/customers?limit=200')).list.map((c) => [c.id as number, c]));
    const liveBusinesses = new Set((await list('/business?limit=200')).list.map((b) => b.id as number));
    for (const tr of held) {
      const customer = customers.get((tr.customer as { id: number }).id);
      expect(customer, String(tr.uid)).toMatchObject({ is_approved: true, is_verified: true });
      expect(liveBusinesses.has(customer!.business_id as number), String(tr.uid)).toBe(true);
    }
    // Each trolley at a customer has one open hold, started by its delivery; counted from the day of the fill.
    const fillEnd = Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth(), TODAY.getUTCDate(), 7);
    const openHolds = [];
    for (const id of new Set(held.map((tr) => (tr.customer as { id: number }).id))) {
      const costs = (await t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${id}&limit=200`, token: admin })).json<CostList>();
      for (const hold of costs.list) expect(hold.charge_free_days, `hold ${hold.id}: terms in force at its start`).toBeGreaterThan(0);
      openHolds.push(...costs.list.filter((hold) => hold.ended_at === null));
    }
    expect(openHolds.map((h) => h.trolley.uid).sort()).toEqual(held.map((tr) => String(tr.uid)).sort());
    const daysHeld = (hold: CostList['list'][number]) => Math.ceil((fillEnd - Date.parse(hold.created_at)) / 86_400_000);
    expect(openHolds.filter((hold) => daysHeld(hold) > hold.charge_free_days).length).toBeGreaterThanOrEqual(4);
    expect(openHolds.filter((hold) => daysHeld(hold) < hold.charge_free_days).length).toBeGreaterThanOrEqual(4);
  });

  it('has one trolley lost at a customer (charged to it) and one damaged at its plant, and customers on the balance board', async () => {
    const fleet = (await list('/trolleys?limit=200')).list;
    expect(fleet.filter((tr) => tr.trolley_status === 'Lost').length).toBe(1);
    expect(fleet.filter((tr) => tr.trolley_status === 'Damaged').length).toBe(1);
    const charges = await t.ctx.db.selectFrom('trolley_charges').select(['kind', 'amount_cents']).execute();
    expect(charges.map((c) => [c.kind, Number(c.amount_cents)])).toEqual([['lost', 45000]]);
    const board = (await t.api({ method: 'GET', url: '/trolleys/balance', token: admin })).json<{
      count: number;
      totals: { lost: number; damaged: number; over_free_days: number };
    }>();
    expect(board.count).toBeGreaterThan(0);
    expect(board.totals).toMatchObject({ lost: 1, damaged: 1 });
    expect(board.totals.over_free_days).toBeGreaterThanOrEqual(4);
  });

  it('has closed statements (the months two and three back) and open ones after them', async () => {
    const closed = await t.ctx.db.selectFrom('customer_statements').select(['customer_id', 'month']).execute();
    expect(closed.length).toBeGreaterThanOrEqual(2);
    const { customer_id } = closed[0]!;
    const list = (await t.api({ method: 'GET', url: `/customers/${customer_id}/statements`, token: admin })).json<{ month: string; closed: boolean }[]>();
    expect(list[0]!.closed).toBe(false);
    expect(list.filter((s) => s.closed).length).toBe(2);
  });

  it('lets demo staff sign in with the shared password, with their role and plants', async () => {
    for (const { role, email } of DEMO_STAFF_EXAMPLES) {
      const res = await t.api({ method: 'POST', url: '/login', payload: { email, password: DEMO_PASSWORD } });
      expect(res.statusCode, email).toBe(200);
      expect(res.json<{ role: { name: string } }>().role.name).toBe(role);
    }
    const operator = await t.login(DEMO_STAFF_EXAMPLES.find((e) => e.role === 'Plant Operator')!.email, DEMO_PASSWORD);
    const me = await t.api({ method: 'GET', url: '/operations', token: operator });
    expect(me.json<{ menu: string[] }>().menu).toEqual(['Trolley']);
    // A plant operator cannot see the customers.
    expect((await t.api({ method: 'GET', url: '/customers', token: operator })).statusCode).toBe(403);
  });

  it('lets approved demo customers sign in to the customer app; the others wait for approval', async () => {
    const customers = (await list('/customers?limit=200')).list;
    const approved = customers.find((c) => c.is_approved === true)!;
    const waiting = customers.find((c) => c.is_approved === false)!;
    await customerLogin(t, String(approved.email), DEMO_PASSWORD);
    const res = await customerApi(t)({ method: 'POST', url: '/login', payload: { email: waiting.email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: NOT_APPROVED });
  });

  it('has tickets in every status, with photos, notifications and comments, and a few disabled', async () => {
    const live = await list('/tickets?limit=200');
    const disabled = await list('/tickets?disabled=1&limit=200');
    expect(live.count + disabled.count).toBe(DEMO_TICKETS);
    expect(disabled.count).toBeGreaterThan(0);
    const statuses = new Set<unknown>();
    for (let start = 0; start < live.count; start += 200) for (const row of (await list(`/tickets?limit=200&start=${start}`)).list) statuses.add(row.status);
    expect([...statuses].sort()).toEqual(['Created', 'Delivered', 'Notified']);

    const delivered = live.list.find((row) => row.status === 'Delivered')!;
    const ticket = (await t.api({ method: 'GET', url: `/tickets/${String(delivered.id)}`, token: admin })).json<{ images: { type: string; url: string }[] }>();
    expect(ticket.images.filter((i) => i.type === 'Defect').length).toBeGreaterThanOrEqual(1);
    const photo = await t.app.inject({ method: 'GET', url: ticket.images[0]!.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const notifications = (await t.api({ method: 'GET', url: `/tickets/${String(delivered.id)}/notifications`, token: admin })).json<unknown[]>();
    expect(notifications.length).toBeGreaterThanOrEqual(1);

    // Staff comments on some of them.
    const counts = await Promise.all(
      live.list.slice(0, 60).map(async (row) => (await t.api({ method: 'GET', url: `/tickets/${String(row.id)}/comments`, token: admin })).json<unknown[]>().length),
    );
    expect(counts.some((n) => n > 0)).toBe(true);
    expect((await t.api({ method: 'GET', url: '/dashboard', token: admin })).json()).toMatchObject({ tickets: live.count });
  });

  it('dates every ticket in order: glass received, then the ticket raised, then the replacement expected', async () => {
    const rows: { ticket_id: string; created_at: string; received_date: string; expected_date: string | null }[] = [];
    for (const disabled of [0, 1]) {
      for (let start = 0; ; start += 200) {
        const page = await list(`/tickets?disabled=${disabled}&limit=200&start=${start}`);
        rows.push(...(page.list as typeof rows));
        if (start + 200 >= page.count) break;
      }
    }
    expect(rows).toHaveLength(DEMO_TICKETS);
    const wrong = rows.filter((r) => {
      const raised = r.created_at.slice(0, 10);
      return r.received_date > raised || (r.expected_date !== null && (r.expected_date < r.received_date || r.expected_date < raised));
    });
    expect(wrong.map((r) => `${r.ticket_id}: ${r.received_date} ${r.created_at} ${r.expected_date ?? '-'}`)).toEqual([]);
  });

  it("gives each ticket with a label photo its own label, showing that ticket's order", async () => {
    const labels = await t.ctx.db
      .selectFrom('ticket_images as i')
      .innerJoin('files as f', 'f.name', 'i.file_name')
      .select(['i.ticket_id', 'f.data'])
      .where('i.type', '=', 'Label')
      .execute();
    expect(labels.length).toBeGreaterThan(DEMO_TICKETS / 4);
    expect(new Set(labels.map((l) => l.ticket_id)).size).toBe(labels.length);
    expect(new Set(labels.map((l) => createHash('sha256').update(l.data).digest('hex'))).size).toBe(labels.length);
    const svg = labelSvg({ orderNo: 'GO-123456', glassType: 'Toughened Safety 10 mm', size: '1200 x 900 mm', customerPo: 'PO<1>', batch: '1234-56', tilt: 2 });
    for (const text of ['ORDER GO-123456', 'Toughened Safety 10 mm', 'Size 1200 x 900 mm', 'Cust. PO PO&#60;1&#62;']) expect(svg).toContain(text);
  });

  it('prints where it runs, every staff account with its role and plants, what the counts hold, and where customers sign in', async () => {
    const text = demoSignInText({ email: ADMIN_EMAIL, password: 'demo-admin' }, filled, 'http://127.0.0.1:3200');
    expect(text).toContain('open http://127.0.0.1:3200 and sign in at http://127.0.0.1:3200/login');
    expect(text).toContain(`${ADMIN_EMAIL}`);
    expect(text).toContain('password demo-admin: everything');
    expect(text).toContain(`Staff, password ${DEMO_PASSWORD}.`);
    for (const m of DEMO_STAFF) {
      const line = text.split('\n').find((l) => l.includes(` ${m.email} `));
      expect(line, m.email).toBeDefined();
      expect(line).toContain(m.role);
      for (const plant of m.plants.length === 4 ? ['all four plants'] : m.plants.length ? m.plants : ['no plant']) expect(line).toContain(plant);
    }
    expect(text).toContain('12 businesses (and 1 in the trash)');
    expect(text).toContain(`${filled!.customers} customers (${filled!.customersWaiting} of them waiting for approval; and 8 in the trash)`);
    expect(text).toContain(`${filled!.tickets} tickets (and ${filled!.ticketsDisabled} disabled)`);
    expect(text).toContain('Customers do not sign in at /login');
    expect(text).toContain('http://127.0.0.1:3200/portal/login');
    expect(text).toContain('http://127.0.0.1:3200/api/customer/v1.0');
    // A customer to try the portal with, who can sign in there with the demo password.
    const portal = await demoPortalCustomer(t.ctx.db);
    expect(portal).toBeDefined();
    const withPortal = demoSignInText({ email: ADMIN_EMAIL, password: 'demo-admin' }, filled, 'http://127.0.0.1:3200', portal);
    expect(withPortal).toContain(`For example ${portal!.first_name} ${portal!.last_name}, master customer of ${portal!.business}: ${portal!.email}  password ${DEMO_PASSWORD}`);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/customer/v1.0/login', payload: { email: portal!.email, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    // Later starts: the accounts again, no counts (the data may have changed since).
    const later = demoSignInText({ email: ADMIN_EMAIL, password: undefined }, undefined, 'http://127.0.0.1:3200');
    expect(later).not.toContain('Filled with');
    expect(later).toContain('password the ADMIN_PASSWORD you set');
    expect(later).toContain('liam.oconnor@glassdesk.example');
  });

  it('never fills again: a second run adds nothing', async () => {
    const before = await Promise.all(['/customers', '/customers?deleted=true', '/business', '/users', '/cities'].map(async (u) => (await list(u)).count));
    expect(await fillDemo(t.ctx.db, { today: TODAY })).toBeUndefined();
    const after = await Promise.all(['/customers', '/customers?deleted=true', '/business', '/users', '/cities'].map(async (u) => (await list(u)).count));
    expect(after).toEqual(before);
  });

  it(
    'is the same on every run (a seeded generator)',
    async () => {
      const other = await buildTestApp();
      try {
        await fillDemo(other.ctx.db, { today: TODAY });
        const token = await other.login();
        for (const url of ['/customers?limit=200&sort_by=id&order=asc', '/business?limit=200&sort_by=id&order=asc', '/users?limit=200&sort_by=email&order=asc']) {
          // The first admin is made by the start itself, at the real time: not part of the demo set.
          const demoRows = (body: ListBody) => body.list.filter((row) => row.email !== ADMIN_EMAIL);
          const mine = demoRows(await list(url));
          const theirs = demoRows((await other.api({ method: 'GET', url, token })).json<ListBody>());
          expect(theirs.length, url).toBeGreaterThan(10);
          expect(theirs, url).toEqual(mine);
        }
      } finally {
        await other.close();
      }
    },
    FILL_TIMEOUT,
  );

  // Every figure the trolley screens show for the demo, on a fixed day five days after the fill, against the file
  // written when the billing engine took over from the copies it replaced: a change to how a hold, a month, the board,
  // the dashboard, a reminder or the customer's "charge so far" is priced fails here, on both databases.
  it('has closed months settled every way: one confirmed, an open dispute of two lines, a credited one and a rejected one', async () => {
    const disputes = (await list('/disputes?limit=50')).list as { status: string; lines: unknown[]; amount: number | null; credit_month: string | null }[];
    expect(disputes.map((d) => d.status).sort()).toEqual(['credited', 'open', 'rejected']);
    expect(disputes.find((d) => d.status === 'open')!.lines).toHaveLength(2);
    const credit = disputes.find((d) => d.status === 'credited')!;
    expect(credit.amount).toBeGreaterThan(0);
    const confirmed = await t.ctx.db.selectFrom('customer_statements').select('customer_id').where('confirmed_at', 'is not', null).execute();
    expect(confirmed).toHaveLength(1);
  });

  it('prices the demo the same on every trolley screen (the billing figures kept in demo-billing.json)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-20T12:34:56Z') });
    try {
      const get = async <T>(url: string) => {
        const res = await t.api({ method: 'GET', url, token: admin });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json<T>();
      };
      const customers = [...(await list('/customers?limit=200')).list, ...(await list('/customers?deleted=true&limit=200')).list].map((c) => c.id as number).sort((a, b) => a - b);
      const figures: Record<string, unknown> = {};
      figures.dashboard = await get('/dashboard/trolleys');
      figures.balance = await get('/trolleys/balance?limit=200');
      for (const id of customers) {
        const costs = await get<CostList>(`/trolleys/costs?customer_id=${id}&limit=200`);
        const statements = await get<{ month: string }[]>(`/customers/${id}/statements`);
        if (!costs.count && !statements.length) continue;
        figures[`customer ${id}`] = {
          costs,
          statements: await Promise.all(statements.map((s) => get(`/customers/${id}/statements/${s.month}`))),
          // The trolleys it holds, without their photos' addresses (random on every fill).
          holds: (await get<ListBody>(`/trolleys/customers?customer_id=${id}&limit=200`)).list.map(({ trolley_photo_url: _, ...row }) => row),
        };
      }
      const trolleys = [...(await list('/trolleys?limit=200')).list, ...(await list('/trolleys?is_deleted=true&limit=200')).list].map((tr) => tr.id as number);
      for (const id of trolleys.sort((a, b) => a - b)) {
        const steps = (await get<ListBody>(`/trolleys/${id}/transactions?limit=200`)).list.map((x) => x.id as number);
        figures[`trolley ${id}`] = await Promise.all(steps.map(async (x) => ({ id: x, ...(await get<object>(`/trolleys/${id}/transactions/${x}/history`)) })));
      }
      const portal = (await demoPortalCustomer(t.ctx.db))!;
      const token = await customerLogin(t, portal.email, DEMO_PASSWORD);
      figures.portal = (await customerApi(t)({ method: 'GET', url: '/trolleys?limit=200', token })).json();
      // The reminders: each customer past its free days, mailed its overdue list (the digest's lines too).
      const board = figures.balance as { list: { customer_id: number; over_free_days: number }[] };
      for (const row of board.list.filter((r) => r.over_free_days > 0)) {
        const sent = await t.api({ method: 'POST', url: '/trolleys/reminders', token: admin, payload: { customer_id: row.customer_id } });
        expect(sent.statusCode, sent.body).toBe(200);
      }
      await t.flushMail();
      figures.reminders = t.mails
        .filter((m) => m.subject.includes('past the free days'))
        .map((m) => ({ to: m.to, subject: m.subject, text: m.text }))
        .sort((a, b) => a.to.localeCompare(b.to) || a.text.localeCompare(b.text));
      await expect(JSON.stringify(figures, null, 1)).toMatchFileSnapshot('./__snapshots__/demo-billing.json');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('npm run demo on a database that is not fresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('changes nothing when anything more than the first admin is there', async () => {
    await citiesRepository.insert(t.ctx.db, 'Perth');
    expect(await fillDemo(t.ctx.db)).toBeUndefined();
    const admin = await t.login();
    expect((await t.api({ method: 'GET', url: '/cities', token: admin })).json<ListBody>().count).toBe(1);
    expect((await t.api({ method: 'GET', url: '/customers', token: admin })).json<ListBody>().count).toBe(0);
  });
});
