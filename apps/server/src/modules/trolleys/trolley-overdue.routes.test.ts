import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp, usingPostgres } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createPlant, createRole, createUserQuick, quickTokenWith, setCostAt, setTicketSettings } from '../../test/factories.js';
import { daysAgoFrom, holdMaker } from '../../test/holds.js';
import { digestRun } from './trolley-overdue.repository.js';
import { runTrolleyDigest } from './trolley-overdue.service.js';

// CONTRACT "Trolley fleet control": POST /trolleys/reminders and the daily overdue digest: who gets what,
// and the day's run claimed exactly once across instances and restarts.

let t: TestApp;
let admin: string;
let plantId: number;
const daysAgo = daysAgoFrom();
const { hold } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
const remind = (customer_id: unknown, token = admin) => t.api({ method: 'POST', url: '/trolleys/reminders', payload: { customer_id }, token });
const queued = () => t.ctx.db.selectFrom('mail_outbox').select(['kind', 'recipient', 'subject', 'text_body as text', 'html_body as html']).orderBy('id').execute();
const clearOutbox = () => t.ctx.db.deleteFrom('mail_outbox').execute();

let master: { id: number; email: string };
let ann: { id: number; email: string };
let bob: { id: number; email: string };
let cy: { id: number; email: string };
let alertUser: { id: number; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
  master = await createCustomer(t.ctx, { approved: true, first_name: 'Mo', last_name: 'Master', email: 'mo@harbour.example' });
  const business = await createBusiness(t.ctx, { name: 'Harbour Glass', customerId: master.id });
  // Ann (of Harbour Glass): 2 free days at $3: one trolley 10 days (8 over, $24), one 1 day (not over).
  ann = await createCustomer(t.ctx, { approved: true, first_name: 'Ann', last_name: 'Lee', businessId: business.id, email: 'ann@harbour.example' });
  await setCostAt(t.ctx, ann.id, daysAgo(60), 2, 300);
  await hold(ann.id, daysAgo(10), null, { name: 'Rack Ten' });
  await hold(ann.id, daysAgo(1), null, { name: 'Rack One' });
  // Bob (no business): 0 free days at $10: 5 days ($50), the worst.
  bob = await createCustomer(t.ctx, { approved: true, first_name: 'Bob', last_name: 'Stone', email: 'bob@example.com' });
  await setCostAt(t.ctx, bob.id, daysAgo(60), 0, 1000);
  await hold(bob.id, daysAgo(5), null, { name: 'Rack Five' });
  // Cy: within its free days: no mail.
  cy = await createCustomer(t.ctx, { approved: true, first_name: 'Cy', last_name: 'Early', email: 'cy@example.com' });
  await setCostAt(t.ctx, cy.id, daysAgo(60), 30, 500);
  await hold(cy.id, daysAgo(3), null, { name: 'Rack Three' });
  alertUser = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), email: 'alerts@glassdesk.example' });
  await setTicketSettings(t.ctx, { trolley_alerts: [alertUser.id] });
});
afterAll(() => t.close());

describe('POST /trolleys/reminders', () => {
  it("mails the customer and its business's master customer the trolleys past their free days", async () => {
    await clearOutbox();
    const res = await remind(ann.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipients: ['ann@harbour.example', 'mo@harbour.example'], trolleys: 1 });
    const mail = await queued();
    expect(mail.map((m) => [m.kind, m.recipient])).toEqual([
      ['trolley_overdue', 'ann@harbour.example'],
      ['trolley_overdue', 'mo@harbour.example'],
    ]);
    expect(mail[0].subject).toBe('GlassDesk: 1 trolley past the free days');
    expect(mail[0].text).toContain('Hello Ann,');
    expect(mail[0].text).toContain('Rack Ten');
    expect(mail[0].text).toContain('8 days over, $24.00 so far');
    expect(mail[0].text).not.toContain('Rack One');
    expect(mail[0].text).toContain('Charged so far: $24.00.');
    // The master reads about someone else's trolleys: greeted by its own name, the holder named.
    expect(mail[1].text).toContain('Hello Mo,');
    expect(mail[1].text).not.toContain('Hello Ann,');
    expect(mail[1].text).toMatch(/Ann \S+ of [^\n]+ holds 1 trolley past the free days\./);
    expect(mail[1].text).toContain('8 days over, $24.00 so far');
    // Times name their zone.
    expect(mail[0].text).toMatch(/since \d\d\/\d\d\/\d{4} \d\d:\d\d [A-Z]{3,5}\b/);
  });

  it('the master customer asking about itself gets one message (each address once, letter case aside)', async () => {
    const business = await createBusiness(t.ctx, { name: 'Solo Glass' });
    const solo = await t.ctx.db.selectFrom('businesses').select('customer_id').where('id', '=', business.id).executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('customers').set({ business_id: business.id }).where('id', '=', solo.customer_id!).execute();
    await setCostAt(t.ctx, solo.customer_id!, daysAgo(60), 0, 100);
    await hold(solo.customer_id!, daysAgo(2));
    await clearOutbox();
    const res = await remind(solo.customer_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().recipients).toHaveLength(1);
    expect(await queued()).toHaveLength(1);
  });

  it('records a notified entry on the customer', async () => {
    await remind(bob.id);
    const res = await t.api({ method: 'GET', url: `/activity?entity_type=customer&entity_id=${bob.id}`, token: admin });
    expect(res.json().list[0]).toMatchObject({ action: 'notified', entity: { type: 'customer', id: bob.id } });
  });

  it('409 for a customer with nothing over, 404 for none, 422 for a bad id, 403 without View Additional Cost', async () => {
    await clearOutbox();
    const none = await remind(cy.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('This Customer holds no Trolley past its free days.');
    expect((await remind(999_999)).statusCode).toBe(404);
    for (const bad of [0, -1, 1.5, 'x', null]) expect((await remind(bad)).statusCode).toBe(422);
    const { token: viewer } = await quickTokenWith(t, ['List Trolleys']);
    expect((await remind(ann.id, viewer)).statusCode).toBe(403);
    expect(await queued()).toEqual([]);
  });
});

describe('the daily overdue digest', () => {
  it('one mail per customer over (to it and its master), one to each Trolley alerts user, worst first', async () => {
    await clearOutbox();
    expect(await runTrolleyDigest(t.ctx, '2026-01-01')).toBe(true);
    const mail = await queued();
    const customerMail = mail.filter((m) => m.kind === 'trolley_overdue').map((m) => m.recipient);
    expect(customerMail).toEqual(expect.arrayContaining(['bob@example.com', 'ann@harbour.example', 'mo@harbour.example']));
    expect(customerMail).not.toContain('cy@example.com');
    const digest = mail.filter((m) => m.kind === 'trolley_digest');
    expect(digest.map((m) => m.recipient)).toEqual(['alerts@glassdesk.example']);
    // Bob ($50) before Ann ($24); Cy is not over.
    const text = digest[0].text ?? '';
    expect(text.indexOf('Bob Stone')).toBeGreaterThan(-1);
    expect(text.indexOf('Bob Stone')).toBeLessThan(text.indexOf('Ann Lee (Harbour Glass)'));
    expect(text).toContain('$50.00 so far');
    expect(text).not.toContain('Cy Early');
    expect(digest[0].html).toContain('/dashboard/trolley-balance');
    expect(await digestRun(t.ctx.db, '2026-01-01')).toMatchObject({ messages: mail.length });
    // Each customer mailed is on the activity log, notified by the system.
    const log = await t.api({ method: 'GET', url: `/activity?entity_type=customer&entity_id=${bob.id}`, token: admin });
    expect(log.json().list[0]).toMatchObject({
      action: 'notified',
      actor: { type: 'system' },
      changes: [{ field: 'message', after: 'Daily digest: 1 trolley(s) past their free days' }],
    });
  });

  it('runs once per day: a second run (a restart, another instance) sends nothing', async () => {
    await clearOutbox();
    expect(await runTrolleyDigest(t.ctx, '2026-01-02')).toBe(true);
    const first = (await queued()).length;
    expect(await runTrolleyDigest(t.ctx, '2026-01-02')).toBe(false);
    expect(await queued()).toHaveLength(first);
  });

  it('two app instances on one database racing for the same day: exactly one sends', async () => {
    const second = await buildApp(t.ctx.config, { mailer: { send: async () => undefined } });
    try {
      await clearOutbox();
      // PostgreSQL: at once. SQLite's two connections in one process cannot wait for each other (its busy wait
      // blocks the only thread), so there the second instance comes after the first, as a restart would.
      const run = (ctx: typeof t.ctx) => runTrolleyDigest(ctx, '2026-01-03');
      const results = usingPostgres() ? await Promise.all([run(t.ctx), run(second.ctx), run(t.ctx)]) : [await run(t.ctx), await run(second.ctx), await run(t.ctx)];
      expect(results.filter(Boolean)).toHaveLength(1);
      const mail = await queued();
      expect(mail.filter((m) => m.kind === 'trolley_digest')).toHaveLength(1);
      expect(new Set(mail.map((m) => `${m.kind} ${m.recipient}`)).size).toBe(mail.length);
    } finally {
      await second.app.close();
    }
  });

  it('a run that fails before its commit leaves the day unclaimed and no mail; the next try sends it', async () => {
    await clearOutbox();
    // A zone the mail cannot be written in: rendering throws inside the run's transaction.
    const broken = { ...t.ctx, config: { ...t.ctx.config, timeZone: 'Not/AZone' } };
    await expect(runTrolleyDigest(broken, '2026-01-04')).rejects.toThrow();
    expect(await digestRun(t.ctx.db, '2026-01-04')).toBeUndefined();
    expect(await queued()).toEqual([]);
    expect(await runTrolleyDigest(t.ctx, '2026-01-04')).toBe(true);
    expect((await queued()).length).toBeGreaterThan(0);
  });

  it('the Trolley alerts list is kept by PUT /ticket-settings, and a client that leaves it out keeps it', async () => {
    const lists = { access: [], emails: [], production: [], sales: [] };
    const kept = await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: lists });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().trolley_alerts).toEqual([alertUser.id]);
    const cleared = await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: { ...lists, trolley_alerts: [] } });
    expect(cleared.json().trolley_alerts).toEqual([]);
    const bad = await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: { ...lists, trolley_alerts: [987_654] } });
    expect(bad.statusCode).toBe(422);
    await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: { ...lists, trolley_alerts: [alertUser.id] } });
    expect((await t.api({ method: 'GET', url: '/ticket-settings', token: admin })).json().trolley_alerts).toEqual([alertUser.id]);
  });

  it('TROLLEY_DIGEST_HOUR: a server started past the hour sends the day at once; without it, none runs', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const off = await buildTestApp({ timeZone: 'UTC' });
    const on = await buildTestApp({ timeZone: 'UTC', trolleyDigestHour: 0 });
    try {
      // Not before the app is whole (its routes and activity snapshot readers registered): at ready.
      await new Promise((r) => setTimeout(r, 200));
      expect(await digestRun(on.ctx.db, day)).toBeUndefined();
      await Promise.all([on.app.ready(), off.app.ready()]);
      await expect.poll(() => digestRun(on.ctx.db, day), { timeout: 5_000 }).toBeDefined();
      await new Promise((r) => setTimeout(r, 200));
      expect(await digestRun(off.ctx.db, day)).toBeUndefined();
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });

  it('with nobody over, customers get nothing and neither do the staff', async () => {
    const quiet = await buildTestApp();
    try {
      await quiet.ctx.db.deleteFrom('mail_outbox').execute();
      expect(await runTrolleyDigest(quiet.ctx, '2026-01-05')).toBe(true);
      expect(await quiet.ctx.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      expect(await digestRun(quiet.ctx.db, '2026-01-05')).toMatchObject({ customers: 0, messages: 0 });
    } finally {
      await quiet.close();
    }
  });
});
