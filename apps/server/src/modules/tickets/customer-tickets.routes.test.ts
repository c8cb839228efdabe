import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FILE_MESSAGES, IMAGE_MAX_BYTES, latestToday } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createEmployee, createGlassType, createTicket, createWarrantyReason, quickTokenWith, setTicketSettings } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { multipart, phoneJpeg, pngBomb, testImage, type FilePart } from '../../test/multipart.js';
import { NEEDS_BUSINESS } from './customer-tickets.service.js';
import { newTicketCode, TICKET_CODE_ALPHABET } from './tickets.repository.js';

let t: TestApp;
let capi: ReturnType<typeof customerApi>;
let glassTypeId: number;
let reasonId: number;
let img: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  capi = customerApi(t);
  glassTypeId = (await createGlassType(t.ctx)).id;
  reasonId = (await createWarrantyReason(t.ctx)).id;
  img = await testImage();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const fields = (over: Record<string, string | number | null | undefined> = {}) => ({
  glass_order_no: `GO-${tag()}`,
  customer_po_no: 'PO-1',
  glass_type_id: glassTypeId,
  warranty_reason_id: reasonId,
  glass_size: '1200x800',
  panel_status: 'Cracked',
  marks: 'Left corner',
  received_date: '2026-01-10',
  expected_date: '2026-01-20',
  note: '<p>Please <b>hurry</b></p><script>alert(1)</script>',
  ...over,
});
const defects = (n: number, data?: Buffer): FilePart[] => Array.from({ length: n }, () => ({ field: 'defect_images', data: data ?? img }));
const labels = (n: number): FilePart[] => Array.from({ length: n }, () => ({ field: 'label_images', data: img }));

/** An approved customer of a business, signed in. */
async function signedInEmployee(opts: { businessId?: number } = {}) {
  const e = await createEmployee(t.ctx, opts);
  return { ...e, token: await customerLogin(t, e.email, e.password) };
}
let shared: Promise<Awaited<ReturnType<typeof signedInEmployee>>> | undefined;
/** One signed-in customer for the many field-rule cases (a sign-in costs a password hash). */
const sharedEmployee = () => (shared ??= signedInEmployee());
const raise = (token: string, f: Record<string, string | number | null | undefined>, files: FilePart[]) => capi({ method: 'POST', url: '/tickets', token, ...multipart(f, files) });

describe('customer app: POST /tickets', () => {
  it('raises a ticket with its images and answers {id, ticket_id, status: Created}; staff see it whole', async () => {
    const me = await signedInEmployee();
    const before = t.mails.length;
    const res = await raise(me.token, fields({ glass_order_no: ' <i>GO-42</i> ' }), [...defects(2), ...labels(1)]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), ticket_id: expect.stringMatching(/^T-[A-HJKMNP-Z2-9]{6}$/), status: 'Created' });

    const admin = await t.login();
    const ticket = (await t.api({ method: 'GET', url: `/tickets/${body.id}`, token: admin })).json();
    expect(ticket).toMatchObject({
      id: body.id,
      ticket_id: body.ticket_id,
      customer_id: me.id,
      business_id: me.businessId,
      glass_order_no: 'GO-42',
      customer_po_no: 'PO-1',
      glass_size: '1200x800',
      panel_status: 'Cracked',
      marks: 'Left corner',
      received_date: '2026-01-10',
      expected_date: '2026-01-20',
      status: 'Created',
      deleted_at: null,
    });
    // Sanitised: formatting stays, the script goes with its content.
    expect(ticket.note).toBe('<p>Please <b>hurry</b></p>');
    expect(ticket.images.map((i: { type: string }) => i.type)).toEqual(['Defect', 'Defect', 'Label']);
    for (const image of ticket.images) {
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await t.app.inject({ method: 'GET', url: image.thumbnail_url })).statusCode).toBe(200);
    }
    // Mail goes out after the commit, in the background: the customer (receipt) and the business's master email.
    await t.flushMail();
    const to = t.mails.slice(before).map((m) => m.to);
    const master = await t.ctx.db
      .selectFrom('businesses as b')
      .innerJoin('customers as m', 'm.id', 'b.customer_id')
      .select('m.email')
      .where('b.id', '=', me.businessId)
      .executeTakeFirstOrThrow();
    expect(to.sort()).toEqual([me.email, master.email].sort());
    expect(t.mails.slice(before)[0].subject).toBe(`GlassDesk: new ticket ${body.ticket_id}`);
  });

  it.each([
    [0, 0, 422],
    [1, 0, 201],
    [5, 0, 201],
    [6, 0, 422],
    [1, 5, 201],
    [1, 6, 422],
  ])('%i defect and %i label images -> %i', async (d, l, status) => {
    const me = await signedInEmployee();
    const res = await raise(me.token, fields(), [...defects(d), ...labels(l)]);
    expect(res.statusCode).toBe(status);
    if (status === 422) {
      const field = d === 0 || d > 5 ? 'defect_images' : 'label_images';
      expect(res.json().detail[0].loc).toEqual(['body', field]);
      expect(res.json().detail[0].msg).toBe(
        d === 0 ? 'At least one Defect image is required.' : d > 5 ? `At most 5 Defect images can be sent (${d} were).` : `At most 5 Label images can be sent (${l} were).`,
      );
      // Nothing half-written.
      expect((await t.ctx.db.selectFrom('tickets').select('id').where('customer_id', '=', me.id).execute()).length).toBe(0);
    } else {
      const id = res.json().id;
      const images = await t.ctx.db.selectFrom('ticket_images').select('type').where('ticket_id', '=', id).execute();
      expect(images.length).toBe(d + l);
    }
  });

  it('refuses non-image content, a damaged image and a decompression bomb (422), a file over 10 MB (413): no ticket, no file', async () => {
    const me = await signedInEmployee();
    const filesBefore = Number(
      (
        await t.ctx.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const text = await raise(me.token, fields(), [...defects(1), { field: 'label_images', data: Buffer.from('%PDF-1.4 not an image'), filename: 'a.jpg' }]);
    expect(text.statusCode).toBe(422);
    expect(text.json().detail[0]).toEqual({ loc: ['body', 'label_images', 0], msg: FILE_MESSAGES.notImage, type: 'value_error' });
    const bomb = await raise(me.token, fields(), defects(1, pngBomb()));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().detail[0]).toMatchObject({ loc: ['body', 'defect_images', 0], msg: FILE_MESSAGES.tooManyPixels });
    const damaged = await raise(me.token, fields(), defects(1, img.subarray(0, 100)));
    expect(damaged.json().detail[0].msg).toBe(FILE_MESSAGES.unreadable);
    const big = await raise(me.token, fields(), defects(1, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_MAX_BYTES)])));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: FILE_MESSAGES.tooLarge });
    expect((await t.ctx.db.selectFrom('tickets').select('id').where('customer_id', '=', me.id).execute()).length).toBe(0);
    const filesAfter = Number(
      (
        await t.ctx.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(filesAfter).toBe(filesBefore);
  });

  it('stores photos without their EXIF/GPS, turned upright', async () => {
    const me = await signedInEmployee();
    const res = await raise(me.token, fields(), defects(1, await phoneJpeg()));
    const [image] = (await capi({ method: 'GET', url: `/tickets/${res.json().id}`, token: me.token })).json().images;
    const stored = (await t.app.inject({ method: 'GET', url: image.url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([30, 60, undefined, undefined]);
    expect(stored.includes('owner-secret')).toBe(false);
  });

  it.each([
    ['glass_order_no', '', 'Glass Order No is required.'],
    ['glass_order_no', 'x'.repeat(51), 'Glass Order No must be at most 50 characters.'],
    ['customer_po_no', 'x'.repeat(51), 'Customer PO No must be at most 50 characters.'],
    ['glass_size', '', 'Glass Size is required.'],
    ['glass_size', 'x'.repeat(51), 'Glass Size must be at most 50 characters.'],
    ['panel_status', 'x'.repeat(51), 'Panel Status must be at most 50 characters.'],
    ['marks', 'x'.repeat(256), 'Marks must be at most 255 characters.'],
    ['glass_type_id', '', 'Glass Type is required.'],
    ['glass_type_id', '999999', 'The chosen Glass Type does not exist.'],
    ['warranty_reason_id', '999999', 'The chosen Warranty Reason does not exist.'],
    ['received_date', '', 'Glass Received Date is required.'],
    ['received_date', '2026-13-01', 'Glass Received Date must be a valid date (YYYY-MM-DD).'],
    ['received_date', '2999-01-01', 'Glass Received Date cannot be in the future.'],
    ['expected_date', '2026-01-09', 'Expected Replacement Date cannot be before Glass Received Date.'],
  ])('%s = %j -> 422 %j', async (field, value, msg) => {
    const me = await sharedEmployee();
    const res = await raise(me.token, fields({ [field]: value }), defects(1));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', field], msg });
  });

  it.each([
    ['glass_order_no', 'x'.repeat(50)],
    ['glass_order_no', 'x'],
    ['customer_po_no', 'x'.repeat(50)],
    ['customer_po_no', ''],
    ['glass_size', 'x'.repeat(50)],
    ['panel_status', 'x'.repeat(50)],
    ['marks', 'x'.repeat(255)],
    ['received_date', latestToday()],
    ['expected_date', '2026-01-10'],
    ['expected_date', ''],
    ['note', ''],
    ['note', '<script>x</script>'],
  ])('%s = %j is accepted', async (field, value) => {
    const me = await sharedEmployee();
    const f: Record<string, string | number | null> = fields({ [field]: value });
    if (field === 'received_date') f.expected_date = null;
    const res = await raise(me.token, f, defects(1));
    expect(res.statusCode).toBe(201);
    const row = await t.ctx.db.selectFrom('tickets').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    if (value === '' || field === 'note') expect(row[field as 'note']).toBeNull();
    else expect(row[field as 'marks']).toBe(value);
  });

  it('answers 409 unless the customer is approved and in a live business', async () => {
    const noBusiness = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, noBusiness.email, noBusiness.password);
    const res = await raise(token, fields(), defects(1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: NEEDS_BUSINESS });

    // Approval withdrawn ends the session (401); a customer approved but whose business went to the trash: 409.
    const me = await signedInEmployee();
    await t.ctx.db.updateTable('businesses').set({ deleted_at: new Date().toISOString() }).where('id', '=', me.businessId).execute();
    expect((await raise(me.token, fields(), defects(1))).json()).toEqual({ detail: NEEDS_BUSINESS });

    // Withdrawn approval ends the customer's session at once: 401 before any rule (the route's own 409 for an
    // unapproved customer is a second guard).
    const pending = await signedInEmployee();
    await t.ctx.db.updateTable('customers').set({ is_approved: 0 }).where('id', '=', pending.id).execute();
    expect((await raise(pending.token, fields(), defects(1))).statusCode).toBe(401);
  });

  it('needs a customer token: none or a staff token is 401', async () => {
    expect((await raise('', fields(), defects(1))).statusCode).toBe(401);
    const staff = await t.login();
    expect((await raise(staff, fields(), defects(1))).statusCode).toBe(401);
    expect((await capi({ method: 'GET', url: '/tickets', token: staff })).statusCode).toBe(401);
    expect((await capi({ method: 'GET', url: '/tickets/1' })).statusCode).toBe(401);
  });

  it("mails the business settings' `emails` customers and the settings' `emails` users, each once", async () => {
    const me = await signedInEmployee();
    const colleague = await createEmployee(t.ctx, { businessId: me.businessId });
    const admin = await t.login();
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/business/${me.businessId}/customers/settings`,
          token: admin,
          payload: { access: [], emails: [colleague.id, me.id], notifications: [] },
        })
      ).statusCode,
    ).toBe(200);
    const staff = await quickTokenWith(t, ['List Tickets']);
    await setTicketSettings(t.ctx, { emails: [staff.user.id], sales: [] });
    const before = t.mails.length;
    expect((await raise(me.token, fields(), defects(1))).statusCode).toBe(201);
    await t.flushMail();
    const to = t.mails.slice(before).map((m) => m.to);
    expect(to).toContain(colleague.email);
    expect(to).toContain(staff.user.email);
    expect(to.filter((a) => a === me.email)).toHaveLength(1);
    await setTicketSettings(t.ctx, {});
  });

  it('answers 201 even when every mail fails; each message stays queued for a retry (mail/outbox tests: the backoff)', async () => {
    const me = await signedInEmployee();
    const mailer = t.ctx.mailer;
    let attempts = 0;
    t.ctx.mailer = {
      send: async () => {
        attempts++;
        throw new Error('smtp down');
      },
    };
    try {
      const res = await raise(me.token, fields(), defects(1));
      expect(res.statusCode).toBe(201);
      await t.flushMail();
      // Two addresses (the customer and the master email), one try each so far; the next falls due a minute later.
      expect(attempts).toBe(2);
      const rows = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
        .where('subject', '=', `GlassDesk: new ticket ${res.json().ticket_id}`)
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'smtp down' });
        expect(Date.parse(row.next_attempt_at!) - Date.now()).toBeGreaterThan(50_000);
      }
    } finally {
      t.ctx.mailer = mailer;
    }
  });
});

describe('customer app: GET /tickets and GET /tickets/{id}', () => {
  it("lists the customer's own tickets; another customer's ticket is a 404", async () => {
    const me = await signedInEmployee();
    const colleague = await signedInEmployee({ businessId: me.businessId });
    const mine = await createTicket(t.ctx, { customerId: me.id });
    const theirs = await createTicket(t.ctx, { customerId: colleague.id });
    const disabled = await createTicket(t.ctx, { customerId: me.id, deleted: true });

    const list = (await capi({ method: 'GET', url: '/tickets', token: me.token })).json();
    expect(list.count).toBe(1);
    expect(list.list.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(list.list[0]).not.toHaveProperty('deleted_at');
    expect((await capi({ method: 'GET', url: `/tickets/${theirs.id}`, token: me.token })).statusCode).toBe(404);
    expect((await capi({ method: 'GET', url: `/tickets/${disabled.id}`, token: me.token })).statusCode).toBe(404);
    expect((await capi({ method: 'GET', url: '/tickets/999999', token: me.token })).statusCode).toBe(404);
    expect((await capi({ method: 'GET', url: '/tickets/abc', token: me.token })).statusCode).toBe(422);
    expect((await capi({ method: 'GET', url: '/tickets?sort_by=note', token: me.token })).statusCode).toBe(422);
    const paged = (await capi({ method: 'GET', url: '/tickets?limit=1&start=1', token: me.token })).json();
    expect(paged).toEqual({ count: 1, list: [] });
  });

  it("shows the business's tickets to its master customer and to customers given `access`", async () => {
    const master = await createCustomer(t.ctx, { approved: true });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const masterToken = await customerLogin(t, master.email, master.password);
    const a = await signedInEmployee({ businessId: business.id });
    const b = await signedInEmployee({ businessId: business.id });
    const ta = await createTicket(t.ctx, { customerId: a.id });
    const tb = await createTicket(t.ctx, { customerId: b.id });
    const elsewhere = await createTicket(t.ctx, {});

    const ids = async (token: string) => (await capi({ method: 'GET', url: '/tickets?sort_by=id&order=asc', token })).json().list.map((r: { id: number }) => r.id);
    expect(await ids(masterToken)).toEqual([ta.id, tb.id]);
    expect(await ids(a.token)).toEqual([ta.id]);
    expect((await capi({ method: 'GET', url: `/tickets/${elsewhere.id}`, token: masterToken })).statusCode).toBe(404);

    await t.ctx.db.insertInto('business_customer_settings').values({ business_id: business.id, kind: 'access', customer_id: a.id }).execute();
    expect(await ids(a.token)).toEqual([ta.id, tb.id]);
    expect((await capi({ method: 'GET', url: `/tickets/${tb.id}`, token: a.token })).statusCode).toBe(200);
    // `emails` alone gives no access.
    await t.ctx.db.insertInto('business_customer_settings').values({ business_id: business.id, kind: 'emails', customer_id: b.id }).execute();
    expect(await ids(b.token)).toEqual([tb.id]);
  });

  it("mine=1 keeps only their own tickets (count too); GET /me says whether the list holds the business's", async () => {
    const master = await createCustomer(t.ctx, { approved: true });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const masterToken = await customerLogin(t, master.email, master.password);
    const a = await signedInEmployee({ businessId: business.id });
    const own = await createTicket(t.ctx, { customerId: master.id });
    const theirs = await createTicket(t.ctx, { customerId: a.id });
    const list = async (token: string, q: string) => (await capi({ method: 'GET', url: `/tickets?sort_by=id&order=asc${q}`, token })).json();
    expect(await list(masterToken, '')).toMatchObject({ count: 2, list: [{ id: own.id }, { id: theirs.id }] });
    expect(await list(masterToken, '&mine=0')).toMatchObject({ count: 2 });
    const mine = await list(masterToken, '&mine=1');
    expect(mine.count).toBe(1);
    expect(mine.list.map((r: { id: number }) => r.id)).toEqual([own.id]);
    expect((await capi({ method: 'GET', url: '/tickets?mine=2', token: masterToken })).statusCode).toBe(422);
    expect((await capi({ method: 'GET', url: '/me', token: masterToken })).json().sees_business_tickets).toBe(true);
    expect((await capi({ method: 'GET', url: '/me', token: a.token })).json().sees_business_tickets).toBe(false);
    await t.ctx.db.insertInto('business_customer_settings').values({ business_id: business.id, kind: 'access', customer_id: a.id }).execute();
    expect((await capi({ method: 'GET', url: '/me', token: a.token })).json().sees_business_tickets).toBe(true);
  });

  it('each row says when staff last sent a notification on it (null before any)', async () => {
    const me = await signedInEmployee();
    const quiet = await createTicket(t.ctx, { customerId: me.id });
    const told = await createTicket(t.ctx, { customerId: me.id });
    const admin = await t.login();
    for (const message of ['First.', 'Second.']) {
      expect((await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: told.id, message } })).statusCode).toBe(201);
    }
    const detail = (await capi({ method: 'GET', url: `/tickets/${told.id}`, token: me.token })).json();
    const rows = (await capi({ method: 'GET', url: '/tickets?sort_by=id&order=asc', token: me.token })).json().list as { id: number; last_notification_at: string | null }[];
    expect(rows.map((r) => [r.id, r.last_notification_at])).toEqual([
      [quiet.id, null],
      [told.id, detail.notifications.at(-1).created_at],
    ]);
  });

  it('gives a ticket with its images and notifications, never the comments', async () => {
    const me = await signedInEmployee();
    const ticket = await createTicket(t.ctx, { customerId: me.id, images: { defect: 2, label: 1 } });
    const admin = await t.login();
    expect((await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Your glass is ready.' } })).statusCode).toBe(201);
    expect((await t.api({ method: 'POST', url: `/tickets/${ticket.id}/comments`, token: admin, payload: { message: 'Internal: check stock' } })).statusCode).toBe(201);
    const res = await capi({ method: 'GET', url: `/tickets/${ticket.id}`, token: me.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: ticket.id, status: 'Notified' });
    expect(body.images.map((i: { type: string }) => i.type)).toEqual(['Defect', 'Defect', 'Label']);
    expect(body.notifications).toEqual([{ message: 'Your glass is ready.', sender: expect.any(String), created_at: expect.any(String) }]);
    expect(JSON.stringify(body)).not.toContain('Internal: check stock');
    expect(body).not.toHaveProperty('comments');
  });
});

describe('ticket codes', () => {
  it('are T- and 6 characters of an unambiguous alphabet', () => {
    expect(TICKET_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = new Set(Array.from({ length: 2000 }, newTicketCode));
    for (const code of codes) expect(code).toMatch(/^T-[A-HJKMNP-Z2-9]{6}$/);
    expect(codes.size).toBeGreaterThan(1990);
  });
});
