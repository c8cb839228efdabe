import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { TICKET_SORT_COLUMNS } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks, tokenFor } from '../../test/access.js';
import { createBusiness, createCustomer, createEmployee, createGlassType, createTicket, createWarrantyReason, quickTokenWith, setTicketSettings } from '../../test/factories.js';
import { ALREADY_DELIVERED, TICKET_DISABLED } from './tickets.service.js';
import { EXPORT_HEADERS } from './tickets.export.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);
const get = async (url: string, token = admin) => (await t.api({ method: 'GET', url, token })).json();

describe('GET /tickets', () => {
  it('answers rows by their SPEC §3 names, newest first, with a count', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Biz ${k}` });
    const customer = await createEmployee(t.ctx, { businessId: business.id, first_name: 'Robin', last_name: `Glazier${k}` });
    const glass = await createGlassType(t.ctx, `Float ${k}`);
    const reason = await createWarrantyReason(t.ctx, `Crack ${k}`);
    const one = await createTicket(t.ctx, { customerId: customer.id, glassTypeId: glass.id, warrantyReasonId: reason.id, glass_order_no: `GO-${k}-1` });
    const two = await createTicket(t.ctx, { customerId: customer.id, glassTypeId: glass.id, warrantyReasonId: reason.id, glass_order_no: `GO-${k}-2`, customer_po_no: `PO-${k}` });
    const res = await get(`/tickets?search=${k}`);
    expect(res.count).toBe(2);
    expect(ids(res.list)).toEqual([two.id, one.id]);
    expect(res.list[0]).toEqual({
      id: two.id,
      ticket_id: two.ticket_id,
      customer_id: customer.id,
      name: `Robin Glazier${k}`,
      business_id: business.id,
      business_name: `Biz ${k}`,
      created_at: expect.any(String),
      glass_order_no: `GO-${k}-2`,
      customer_po_no: `PO-${k}`,
      glass_type: `Float ${k}`,
      warranty_reason: `Crack ${k}`,
      glass_size: '1200x800',
      panel_status: null,
      marks: null,
      received_date: '2026-01-15',
      expected_date: null,
      status: 'Created',
      deleted_at: null,
    });
  });

  it('searches ticket id, order numbers, customer and business names; filters by business and disabled', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Shop${k}` });
    const a = await createTicket(t.ctx, { businessId: business.id });
    const b = await createTicket(t.ctx, { glass_order_no: `ORD${k}` });
    const c = await createTicket(t.ctx, { customer_po_no: `PO${k}` });
    const d = await createTicket(t.ctx, { customerId: (await createEmployee(t.ctx, { last_name: `Person${k}` })).id });
    const gone = await createTicket(t.ctx, { businessId: business.id, deleted: true });
    expect(ids((await get(`/tickets?search=shop${k}`)).list)).toEqual([a.id]);
    expect(ids((await get(`/tickets?search=ord${k}`)).list)).toEqual([b.id]);
    expect(ids((await get(`/tickets?search=po${k}`)).list)).toEqual([c.id]);
    expect(ids((await get(`/tickets?search=person${k}`)).list)).toEqual([d.id]);
    expect(ids((await get(`/tickets?search=${a.ticket_id.toLowerCase()}`)).list)).toEqual([a.id]);
    expect(ids((await get(`/tickets?business=${business.id}`)).list)).toEqual([a.id]);
    expect(ids((await get(`/tickets?business=${business.id}&disabled=1`)).list)).toEqual([gone.id]);
    expect(ids((await get(`/tickets?business=${business.id}&disabled=0`)).list)).toEqual([a.id]);
    expect((await get('/tickets?search=%25')).count).toBe(0);
    for (const bad of ['disabled=true', 'disabled=2', 'business=x', 'sort_by=note', 'limit=201', 'start=-1']) {
      const res = await t.api({ method: 'GET', url: `/tickets?${bad}`, token: admin });
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 422 });
    }
  });

  it('sorts by every SPEC field name, both ways, in the list and the trash', async () => {
    await createTicket(t.ctx, {});
    for (const column of TICKET_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        for (const disabled of ['0', '1']) {
          const res = await t.api({ method: 'GET', url: `/tickets?sort_by=${column}&order=${order}&disabled=${disabled}`, token: admin });
          expect({ column, order, disabled, status: res.statusCode }).toEqual({ column, order, disabled, status: 200 });
        }
      }
    }
  });

  it('sorts in the right order by joined names, text case-insensitively, and dates', async () => {
    const k = tag();
    const bz = await createBusiness(t.ctx, { name: `zeta ${k}` });
    const ba = await createBusiness(t.ctx, { name: `Alpha ${k}` });
    const gz = await createGlassType(t.ctx, `zz glass ${k}`);
    const ga = await createGlassType(t.ctx, `AA glass ${k}`);
    const one = await createTicket(t.ctx, { businessId: bz.id, glassTypeId: ga.id, glass_order_no: `b-${k}`, received_date: '2026-02-01', status: 'Delivered' });
    const two = await createTicket(t.ctx, { businessId: ba.id, glassTypeId: gz.id, glass_order_no: `A-${k}`, received_date: '2026-01-01', status: 'Created' });
    const order = async (column: string, dir = 'asc') => ids((await get(`/tickets?search=${k}&sort_by=${column}&order=${dir}`)).list);
    expect(await order('business_name')).toEqual([two.id, one.id]);
    expect(await order('glass_type')).toEqual([one.id, two.id]);
    expect(await order('glass_order_no')).toEqual([two.id, one.id]);
    expect(await order('received_date')).toEqual([two.id, one.id]);
    expect(await order('status')).toEqual([two.id, one.id]);
    expect(await order('status', 'desc')).toEqual([one.id, two.id]);
    expect(await order('id')).toEqual([one.id, two.id]);
  });

  it("GET /tickets/customers/{customerId}: that customer's live tickets", async () => {
    const customer = await createEmployee(t.ctx);
    const mine = await createTicket(t.ctx, { customerId: customer.id });
    await createTicket(t.ctx, { customerId: customer.id, deleted: true });
    await createTicket(t.ctx, {});
    const res = await get(`/tickets/customers/${customer.id}`);
    expect(res).toEqual({ count: 1, list: [expect.objectContaining({ id: mine.id, customer_id: customer.id })] });
    expect((await t.api({ method: 'GET', url: '/tickets/customers/999999', token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: '/tickets/customers/x', token: admin })).statusCode).toBe(422);
  });

  it('counts live tickets in the business and customer lists (ticket_count), sortable', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Count ${k}` });
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    await createTicket(t.ctx, { customerId: customer.id });
    await createTicket(t.ctx, { customerId: customer.id });
    await createTicket(t.ctx, { customerId: customer.id, deleted: true });
    expect((await get(`/business/${business.id}`)).ticket_count).toBe(2);
    expect((await get(`/customers/${customer.id}`)).ticket_count).toBe(2);
    const sorted = (await get(`/business?search=count ${k}&sort_by=ticket_count&order=desc`)).list;
    expect(sorted[0]).toMatchObject({ id: business.id, ticket_count: 2 });
  });
});

describe('one ticket', () => {
  it('GET /tickets/{id}: the row with note and images; 404 unknown, 422 malformed', async () => {
    const ticket = await createTicket(t.ctx, { note: '<p>Hi</p>', images: { defect: 2, label: 1 } });
    const res = await get(`/tickets/${ticket.id}`);
    expect(res).toMatchObject({ id: ticket.id, ticket_id: ticket.ticket_id, note: '<p>Hi</p>', status: 'Created' });
    expect(res.images).toHaveLength(3);
    expect(res.images[0]).toEqual({ type: 'Defect', url: expect.stringMatching(/^\/files\/[\w-]{24}$/), thumbnail_url: expect.stringMatching(/^\/files\/[\w-]{24}\/thumbnail$/) });
    expect((await t.api({ method: 'GET', url: '/tickets/999999', token: admin })).json()).toEqual({ detail: 'Ticket not found.' });
    expect((await t.api({ method: 'GET', url: '/tickets/abc', token: admin })).statusCode).toBe(422);
  });

  it('disables and restores; a disabled ticket opens, leaves the list, and refuses work (409)', async () => {
    const ticket = await createTicket(t.ctx, {});
    const off = await t.api({ method: 'DELETE', url: `/tickets/${ticket.id}`, token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Deleted.' });
    expect((await t.api({ method: 'DELETE', url: `/tickets/${ticket.id}`, token: admin })).statusCode).toBe(404);
    expect((await get(`/tickets/${ticket.id}`)).deleted_at).toEqual(expect.any(String));
    expect(ids((await get(`/tickets?search=${ticket.ticket_id}`)).list)).toEqual([]);
    expect(ids((await get(`/tickets?search=${ticket.ticket_id}&disabled=1`)).list)).toEqual([ticket.id]);
    for (const call of [
      { method: 'PUT' as const, url: `/tickets/${ticket.id}/status` },
      { method: 'POST' as const, url: '/tickets/notification', payload: { id: ticket.id, message: 'Hello there' } },
      { method: 'POST' as const, url: `/tickets/${ticket.id}/comments`, payload: { message: 'Hello there' } },
    ]) {
      const res = await t.api({ ...call, token: admin });
      expect({ url: call.url, status: res.statusCode, body: res.json() }).toEqual({ url: call.url, status: 409, body: { detail: TICKET_DISABLED } });
    }
    const back = await t.api({ method: 'PUT', url: `/tickets/${ticket.id}/restore`, token: admin });
    expect(back.json()).toEqual({ message: 'Restored.' });
    expect((await t.api({ method: 'PUT', url: `/tickets/${ticket.id}/restore`, token: admin })).statusCode).toBe(404);
    expect((await get(`/tickets/${ticket.id}`)).deleted_at).toBeNull();
    expect((await t.api({ method: 'PUT', url: '/tickets/999999/restore', token: admin })).statusCode).toBe(404);
  });

  it('status flow: Created -> Notified (notification) -> Delivered; a second Delivered is a 409', async () => {
    const ticket = await createTicket(t.ctx, {});
    const sent = await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: '  <b>Ready</b> for pickup ' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Sent.' });
    expect((await get(`/tickets/${ticket.id}`)).status).toBe('Notified');
    // A second notification keeps Notified.
    await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Second one' } });
    expect((await get(`/tickets/${ticket.id}`)).status).toBe('Notified');
    const notes = await get(`/tickets/${ticket.id}/notifications`);
    const admin1 = await t.ctx.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    const sender = `${admin1.first_name} ${admin1.last_name}`;
    expect(notes).toEqual([
      { message: 'Ready for pickup', sender, created_at: expect.any(String) },
      { message: 'Second one', sender, created_at: expect.any(String) },
    ]);

    const done = await t.api({ method: 'PUT', url: `/tickets/${ticket.id}/status`, token: admin });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: ticket.id, status: 'Delivered' });
    const again = await t.api({ method: 'PUT', url: `/tickets/${ticket.id}/status`, token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ALREADY_DELIVERED });
    // A notification after delivery is stored; the status stays Delivered.
    await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Thanks!' } });
    expect((await get(`/tickets/${ticket.id}`)).status).toBe('Delivered');
    expect((await t.api({ method: 'PUT', url: '/tickets/999999/status', token: admin })).statusCode).toBe(404);
  });

  it('a double click on Mark as Delivered acts once: one 200, one 409', async () => {
    const ticket = await createTicket(t.ctx, {});
    const results = await Promise.all([1, 2].map(() => t.api({ method: 'PUT', url: `/tickets/${ticket.id}/status`, token: admin })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['', 422],
    ['ab', 422],
    ['abc', 201],
    ['x'.repeat(150), 201],
    ['x'.repeat(151), 422],
  ])('notification message %j -> %i', async (message, status) => {
    const ticket = await createTicket(t.ctx, {});
    const res = await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'message']);
  });

  it('notification: 404 for an unknown ticket, 422 without an id; mails the customer and the business list', async () => {
    expect((await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: 999999, message: 'Hello' } })).statusCode).toBe(404);
    expect((await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { message: 'Hello' } })).json().detail[0].loc).toEqual(['body', 'id']);
    const master = await createCustomer(t.ctx, { approved: true });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    const listed = await createEmployee(t.ctx, { businessId: business.id });
    const quiet = await createEmployee(t.ctx, { businessId: business.id });
    await t.ctx.db.insertInto('business_customer_settings').values({ business_id: business.id, kind: 'notifications', customer_id: listed.id }).execute();
    const ticket = await createTicket(t.ctx, { customerId: customer.id });
    const before = t.mails.length;
    await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Your glass is ready.' } });
    await t.flushMail();
    const sent = t.mails.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual([customer.email, master.email, listed.email].sort());
    expect(sent.map((m) => m.to)).not.toContain(quiet.email);
    expect(sent[0].text).toContain('Your glass is ready.');
  });
});

describe('comments and permissions', () => {
  it('GET /tickets/permissions: production both, sales view only, others none, the Super Admin both', async () => {
    const production = await quickTokenWith(t, ['View Ticket']);
    const sales = await quickTokenWith(t, ['View Ticket']);
    const other = await quickTokenWith(t, ['View Ticket']);
    await setTicketSettings(t.ctx, { production: [production.user.id], sales: [sales.user.id] });
    expect(await get('/tickets/permissions', production.token)).toEqual({ add_comment: true, view_comment: true });
    expect(await get('/tickets/permissions', sales.token)).toEqual({ add_comment: false, view_comment: true });
    expect(await get('/tickets/permissions', other.token)).toEqual({ add_comment: false, view_comment: false });
    expect(await get('/tickets/permissions')).toEqual({ add_comment: true, view_comment: true });
    expect((await t.api({ method: 'GET', url: '/tickets/permissions' })).statusCode).toBe(401);

    const ticket = await createTicket(t.ctx, {});
    const comment = (token: string, message = 'Checked the stock.') => t.api({ method: 'POST', url: `/tickets/${ticket.id}/comments`, token, payload: { message } });
    const read = (token: string) => t.api({ method: 'GET', url: `/tickets/${ticket.id}/comments`, token });

    const before = t.mails.length;
    const added = await comment(production.token);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: 'Comment Added.' });
    await t.flushMail();
    // The sales list hears of it.
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([sales.user.email]);

    expect((await comment(sales.token)).statusCode).toBe(403);
    expect((await comment(other.token)).statusCode).toBe(403);
    expect((await read(production.token)).json()).toEqual([{ message: 'Checked the stock.', sender: 'Test User', created_at: expect.any(String) }]);
    expect((await read(sales.token)).statusCode).toBe(200);
    expect((await read(other.token)).json()).toEqual({ detail: "You don't have permission." });
    expect((await read(other.token)).statusCode).toBe(403);
    expect((await comment(admin)).statusCode).toBe(201);
    expect((await read(admin)).json()).toHaveLength(2);

    // Without View Ticket the groups do not help.
    const noOp = await quickTokenWith(t, ['List Tickets']);
    await setTicketSettings(t.ctx, { production: [noOp.user.id] });
    expect((await comment(noOp.token)).statusCode).toBe(403);
    expect((await read(noOp.token)).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: `/tickets/${ticket.id}/comments` })).statusCode).toBe(401);

    expect((await t.api({ method: 'GET', url: '/tickets/999999/comments', token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'POST', url: '/tickets/999999/comments', token: admin, payload: { message: 'Hello' } })).statusCode).toBe(404);
    await setTicketSettings(t.ctx, {});
  });

  it.each([
    ['ab', 422],
    ['abc', 201],
    ['x'.repeat(150), 201],
    ['x'.repeat(151), 422],
    ['<b></b>', 422],
  ])('comment %j -> %i', async (message, status) => {
    const ticket = await createTicket(t.ctx, {});
    const res = await t.api({ method: 'POST', url: `/tickets/${ticket.id}/comments`, token: admin, payload: { message } });
    expect(res.statusCode).toBe(status);
  });
});

describe('ticket settings', () => {
  it('round-trips the lists (trolley_alerts left out: kept, here empty) (de-duplicated, ascending); unknown or deleted users are a 422', async () => {
    const [u1, u2, u3] = await Promise.all([1, 2, 3].map(() => quickTokenWith(t, ['List Tickets'])));
    const body = { access: [u2.user.id, u1.user.id, u1.user.id], emails: [u1.user.id], production: [u3.user.id], sales: [] };
    const put = await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: body });
    expect(put.statusCode).toBe(200);
    const expected = { access: [u1.user.id, u2.user.id].sort((a, b) => a - b), emails: [u1.user.id], production: [u3.user.id], sales: [], trolley_alerts: [] };
    expect(put.json()).toEqual(expected);
    expect(await get('/ticket-settings')).toEqual(expected);

    const bad = await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: { ...body, sales: [999999] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'sales']);
    expect((await t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: { access: [] } })).statusCode).toBe(422);
    expect(await get('/ticket-settings')).toEqual(expected);

    // A deleted user drops out of the lists.
    await t.ctx.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', u3.user.id).execute();
    expect((await get('/ticket-settings')).production).toEqual([]);
    await setTicketSettings(t.ctx, {});
  });
});

describe('export', () => {
  async function readXlsx(payload: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number)))),
    );
    return rows;
  }

  it('streams tickets.xlsx with every matching row, in the list order, under the same filters', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Export ${k}` });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createTicket(t.ctx, { businessId: business.id, glass_order_no: `EX-${k}-${i}`, customer_po_no: i === 1 ? '=1+2' : null }));
    await createTicket(t.ctx, { businessId: business.id, glass_order_no: `EX-${k}-gone`, deleted: true });
    await createTicket(t.ctx, { glass_order_no: `EX-${k}-other` });

    const res = await t.api({ method: 'GET', url: `/report/tickets/export?business=${business.id}&sort_by=glass_order_no&order=desc&limit=1`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tickets.xlsx"');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(EXPORT_HEADERS);
    // Every match (limit ignored), sorted as asked; the trash and other businesses are not in it.
    expect(rows.slice(1).map((r) => r[2])).toEqual([`EX-${k}-2`, `EX-${k}-1`, `EX-${k}-0`]);
    expect(rows[1][0]).toBe(made[2].ticket_id);
    expect(rows[1][11]).toBe(`Export ${k}`);
    expect(rows[1][13]).toBe('Created');
    // Text that looks like a formula stays text.
    expect(rows[2][3]).toBe('=1+2');

    const trash = await readXlsx((await t.api({ method: 'GET', url: `/report/tickets/export?business=${business.id}&disabled=1`, token: admin })).rawPayload);
    expect(trash.slice(1).map((r) => r[2])).toEqual([`EX-${k}-gone`]);
    const searched = await readXlsx((await t.api({ method: 'GET', url: `/report/tickets/export?search=EX-${k}-other`, token: admin })).rawPayload);
    expect(searched).toHaveLength(2);
    const none = await readXlsx((await t.api({ method: 'GET', url: `/report/tickets/export?search=nothing-${k}`, token: admin })).rawPayload);
    expect(none).toEqual([EXPORT_HEADERS]);
    expect((await t.api({ method: 'GET', url: '/report/tickets/export?sort_by=nope', token: admin })).statusCode).toBe(422);
  });

  it('writes dates as Excel dates (dd/mm/yyyy, created_at with its time in TIME_ZONE), empty dates as empty cells', async () => {
    const sheetOf = async (app: TestApp, token: string, search: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(
        (await app.api({ method: 'GET', url: `/report/tickets/export?search=${search}&sort_by=glass_order_no&order=asc`, token })).rawPayload as unknown as ArrayBuffer,
      );
      return wb.worksheets[0];
    };
    const make = async (app: TestApp, k: string) => {
      // Late evening UTC in March (Sydney +11) and half past eleven UTC in June (Sydney +10): the next morning there.
      await createTicket(app.ctx, { glass_order_no: `DT-${k}-1`, createdAt: '2026-03-17T21:32:47.568Z', received_date: '2026-03-10', expected_date: '2026-03-31' });
      await createTicket(app.ctx, { glass_order_no: `DT-${k}-2`, createdAt: '2026-06-15T23:30:00.000Z', received_date: '2026-06-15', expected_date: null });
    };
    const column = (name: string) => EXPORT_HEADERS.indexOf(name) + 1;
    const [created, received, expected] = [column('Created At'), column('Glass Received Date'), column('Expected Replacement Date')];

    const k = tag();
    await make(t, k);
    const utc = await sheetOf(t, admin, `DT-${k}`);
    expect(utc.rowCount).toBe(3);
    const first = utc.getRow(2);
    expect(first.getCell(created).value).toEqual(new Date('2026-03-17T21:32:47.568Z'));
    expect(first.getCell(created).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(received).value).toEqual(new Date('2026-03-10T00:00:00.000Z'));
    expect(first.getCell(received).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(expected).value).toEqual(new Date('2026-03-31T00:00:00.000Z'));
    expect(first.getCell(expected).numFmt).toBe('dd/mm/yyyy');
    expect(utc.getRow(3).getCell(created).value).toEqual(new Date('2026-06-15T23:30:00.000Z'));
    expect(utc.getRow(3).getCell(expected).value).toBeNull();
    // The other columns stay text.
    expect(first.getCell(column('Glass Order No')).value).toBe(`DT-${k}-1`);

    const sydney = await buildTestApp({ timeZone: 'Australia/Sydney' });
    try {
      await make(sydney, k);
      const sheet = await sheetOf(sydney, await sydney.login(), `DT-${k}`);
      // Excel dates carry no zone: the cell holds Sydney's wall clock, read back here as if UTC.
      expect(sheet.getRow(2).getCell(created).value).toEqual(new Date('2026-03-18T08:32:47.568Z'));
      expect(sheet.getRow(3).getCell(created).value).toEqual(new Date('2026-06-16T09:30:00.000Z'));
      // Calendar days are the same days in any zone.
      expect(sheet.getRow(2).getCell(received).value).toEqual(new Date('2026-03-10T00:00:00.000Z'));
      expect(sheet.getRow(3).getCell(received).value).toEqual(new Date('2026-06-15T00:00:00.000Z'));
      expect(sheet.getRow(3).getCell(expected).value).toBeNull();
    } finally {
      await sydney.close();
    }
  });

  it('exports more rows than one batch', async () => {
    const k = tag();
    const business = await createBusiness(t.ctx, { name: `Big ${k}` });
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    const glass = await createGlassType(t.ctx);
    const reason = await createWarrantyReason(t.ctx);
    const now = new Date().toISOString();
    const values = Array.from({ length: 1203 }, (_, i) => ({
      ticket_id: `X-${k}-${i}`,
      customer_id: customer.id,
      business_id: business.id,
      glass_order_no: `B${String(i).padStart(5, '0')}`,
      glass_type_id: glass.id,
      warranty_reason_id: reason.id,
      glass_size: '1x1',
      received_date: '2026-01-01',
      status: 'Created' as const,
      customer_name: `${customer.first_name} ${customer.last_name}`,
      business_name: business.name,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < values.length; i += 300)
      await t.ctx.db
        .insertInto('tickets')
        .values(values.slice(i, i + 300))
        .execute();
    const rows = await readXlsx((await t.api({ method: 'GET', url: `/report/tickets/export?business=${business.id}&sort_by=glass_order_no&order=asc`, token: admin })).rawPayload);
    expect(rows).toHaveLength(1204);
    expect(rows[1][2]).toBe('B00000');
    expect(rows[1203][2]).toBe('B01202');
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(1203);
  });
});

describe('dashboard', () => {
  it('counts businesses, customers and tickets not in the trash; recent tickets page by 5, 10 or 20, newest first', async () => {
    const before = await get('/dashboard');
    const business = await createBusiness(t.ctx);
    const customer = await createEmployee(t.ctx, { businessId: business.id });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createTicket(t.ctx, { customerId: customer.id }));
    await createTicket(t.ctx, { customerId: customer.id, deleted: true });
    const after = await get('/dashboard');
    expect(after).toEqual({ businesses: before.businesses + 1, customers: before.customers + 2, tickets: before.tickets + 3, open_disputes: before.open_disputes });
    expect(after.tickets).toBe(
      Number(
        (
          await t.ctx.db
            .selectFrom('tickets')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('deleted_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

    const recent = await get('/tickets/recent');
    expect(recent.list).toHaveLength(5);
    expect(recent.count).toBe(after.tickets);
    expect(ids(recent.list).slice(0, 3)).toEqual(made.map((m) => m.id).reverse());
    expect((await get('/tickets/recent?limit=10')).list.length).toBe(Math.min(10, after.tickets));
    expect((await get('/tickets/recent?limit=20&start=1')).list[0].id).toBe(made[1].id);
    for (const limit of ['4', '7', '50']) expect((await t.api({ method: 'GET', url: `/tickets/recent?limit=${limit}`, token: admin })).statusCode).toBe(422);
  });
});

describe('unknown and malformed ids', () => {
  it.each([
    ['GET', '/tickets/%s'],
    ['DELETE', '/tickets/%s'],
    ['PUT', '/tickets/%s/restore'],
    ['PUT', '/tickets/%s/status'],
    ['GET', '/tickets/%s/notifications'],
    ['GET', '/tickets/%s/comments'],
    ['POST', '/tickets/%s/comments'],
    ['GET', '/tickets/customers/%s'],
  ] as const)('%s %s: 404 {detail} for an unknown id, 422 on the path for a malformed one', async (method, pattern) => {
    const payload = method === 'POST' ? { message: 'Hello there' } : undefined;
    const unknown = await t.api({ method, url: pattern.replace('%s', '999999'), token: admin, payload });
    expect(unknown.statusCode).toBe(404);
    expect(typeof unknown.json().detail).toBe('string');
    for (const bad of ['abc', '0', '-1']) {
      const res = await t.api({ method, url: pattern.replace('%s', bad), token: admin, payload });
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 422 });
      expect(res.json().detail[0].loc[0]).toBe('path');
    }
  });
});

describe('glass types and warranty reasons in use', () => {
  it('cannot be deleted while a ticket names them (409 with a detail)', async () => {
    const ticket = await createTicket(t.ctx, {});
    const glass = await t.api({ method: 'DELETE', url: `/glass-types/${ticket.glassTypeId}`, token: admin });
    expect(glass.statusCode).toBe(409);
    expect(glass.json()).toEqual({ detail: 'This Glass Type is used by a Ticket and cannot be deleted.' });
    const reason = await t.api({ method: 'DELETE', url: `/warranty-reasons/${ticket.warrantyReasonId}`, token: admin });
    expect(reason.statusCode).toBe(409);
    expect(reason.json()).toEqual({ detail: 'This Warranty Reason is used by a Ticket and cannot be deleted.' });
  });
});

describe('permanent delete of a customer', () => {
  it('erases their tickets, images, notifications and comments', async () => {
    const customer = await createEmployee(t.ctx);
    const ticket = await createTicket(t.ctx, { customerId: customer.id, images: { defect: 2, label: 1 } });
    await t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Hello there' } });
    await t.api({ method: 'POST', url: `/tickets/${ticket.id}/comments`, token: admin, payload: { message: 'Internal' } });
    const files = (await get(`/tickets/${ticket.id}`)).images.map((i: { url: string }) => i.url);
    expect((await t.api({ method: 'DELETE', url: `/customers/${customer.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/customers/${customer.id}/deleted`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/tickets/${ticket.id}`, token: admin })).statusCode).toBe(404);
    for (const table of ['ticket_images', 'ticket_notifications', 'ticket_comments'] as const) {
      expect(await t.ctx.db.selectFrom(table).select('id').where('ticket_id', '=', ticket.id).execute()).toEqual([]);
    }
    for (const url of files) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('needs a token (401) and the operation (403) on every call, checked before validation', async () => {
    const ticket = await createTicket(t.ctx, {});
    const other = await createTicket(t.ctx, {});
    const trashed = await createTicket(t.ctx, { deleted: true });
    const customer = await createEmployee(t.ctx);
    await expectOperationChecks(t, [
      { method: 'GET', url: '/tickets', ops: ['List Tickets'] },
      { method: 'GET', url: '/tickets?disabled=1', ops: ['List Deleted Tickets'] },
      { method: 'GET', url: '/tickets/recent', ops: ['List Tickets', 'View Ticket'] },
      { method: 'GET', url: `/tickets/customers/${customer.id}`, ops: ['List Tickets', 'View Customer'] },
      { method: 'GET', url: `/tickets/${ticket.id}`, ops: ['View Ticket'] },
      { method: 'GET', url: `/tickets/${ticket.id}/notifications`, ops: ['View Ticket'] },
      { method: 'POST', url: '/tickets/notification', payload: { id: ticket.id, message: 'Guarded hello' }, ops: ['Update Ticket'] },
      { method: 'PUT', url: `/tickets/${other.id}/status`, ops: ['Update Ticket'] },
      { method: 'DELETE', url: `/tickets/${other.id}`, ops: ['Disable Ticket'] },
      { method: 'PUT', url: `/tickets/${trashed.id}/restore`, ops: ['Restore Ticket'] },
      { method: 'GET', url: '/ticket-settings', ops: ['Update Ticket Settings'] },
      { method: 'PUT', url: '/ticket-settings', payload: { access: [], emails: [], production: [], sales: [] }, ops: ['Update Ticket Settings'] },
      { method: 'GET', url: '/report/tickets/export', ops: ['List Tickets'] },
      { method: 'GET', url: '/report/tickets/export?disabled=1', ops: ['List Deleted Tickets'] },
    ]);
    // 401/403 come before 422 and 404.
    const noOps = await tokenFor(t, []);
    for (const url of ['/tickets?sort_by=nope', '/tickets/abc', '/tickets/999999', '/report/tickets/export?limit=x']) {
      expect((await t.api({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.api({ method: 'GET', url, token: noOps })).statusCode).toBe(403);
    }
    expect((await t.api({ method: 'POST', url: '/tickets/notification', token: noOps, payload: {} })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/dashboard' })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/dashboard', token: noOps })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/tickets/permissions', token: noOps })).json()).toEqual({ add_comment: false, view_comment: false });
  });
});
