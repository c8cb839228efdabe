import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createCustomer, createEmployee, createPlant, quickTokenWith, setCostAt } from '../../test/factories.js';
import { holdMaker } from '../../test/holds.js';
import { pdfText } from '../../test/pdf.js';

// CONTRACT "Statements the customer confirms or disputes": a month's statement as a PDF (GET
// /report/customers/{id}/statements/{month}/pdf), and the mail that closing the month sends with that PDF attached,
// to the customer and to its business's master customer.

let t: TestApp;
let admin: string;
let plantId: number;
const { hold } = holdMaker(
  () => t,
  () => admin,
  () => plantId,
);
const pdfUrl = (customerId: number, month: string) => `/report/customers/${customerId}/statements/${month}/pdf`;
const close = async (customerId: number, month: string) => {
  const res = await t.api({ method: 'PUT', url: `/customers/${customerId}/statements/${month}/close`, token: admin });
  if (res.statusCode !== 200) throw new Error(`close: ${res.statusCode} ${res.body}`);
};
/** The statement mails handed over so far to `to`. */
const statementMails = (to: string) => t.mails.filter((m) => m.to === to && /statement/i.test(m.subject));

beforeAll(async () => {
  t = await buildTestApp({ timeZone: 'UTC' });
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
});
afterAll(() => t.close());

describe('GET /report/customers/{id}/statements/{month}/pdf', () => {
  it('is a PDF of the month: the customer and business, a line per hold, the charges, the total, the zone named', async () => {
    const business = await createBusiness(t.ctx, { name: 'Acme Glass' });
    const ann = await createEmployee(t.ctx, { businessId: business.id, first_name: 'Ann', last_name: 'Lee' });
    await setCostAt(t.ctx, ann.id, '2024-01-01T00:00:00.000Z', 0, 1000);
    const ended = await hold(ann.id, '2024-02-10T08:00:00.000Z', '2024-02-12T09:30:00.000Z', { name: 'Rack Two' }); // 3 days, $30
    const held = await hold(ann.id, '2024-02-28T12:00:00.000Z', null, { name: 'Still Out' }); // 28 and 29 Feb, $20

    const res = await t.api({ method: 'GET', url: pdfUrl(ann.id, '2024-02'), token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${ann.id}-2024-02.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = await pdfText(res.rawPayload);
    expect(words).toContain('GlassDesk');
    expect(words).toContain('Statement February 2024');
    expect(words).toContain(`Ann Lee (${ann.email})`);
    expect(words).toContain('Acme Glass');
    expect(words).toContain('Open: the figures so far.');
    // TIME_ZONE is UTC in the tests: the day in APP_LOCALE's order (en-AU), the zone named once.
    expect(words).toMatch(new RegExp(`${ended.uid} Rack Two\\s+10/02/2024 08:00\\s+12/02/2024 09:30\\s+3\\s+3\\s+\\$10\\.00\\s+\\$30\\.00`));
    expect(words).toMatch(new RegExp(`${held.uid} Still Out\\s+28/02/2024 12:00\\s+Still held\\s+2\\s+2\\s+\\$10\\.00\\s+\\$20\\.00`));
    expect(words).toContain('No charges or adjustments this month.');
    expect(words).toContain('Total $50.00');
    expect(words).toContain('Times are UTC time.');

    // Closed: it says when.
    await close(ann.id, '2024-02');
    const closed = await pdfText((await t.api({ method: 'GET', url: pdfUrl(ann.id, '2024-02'), token: admin })).rawPayload);
    expect(closed).toMatch(/Closed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it('a month with nothing in it is a PDF all the same; a loss is a charge line', async () => {
    const bo = await createCustomer(t.ctx, { approved: true, first_name: 'Bo', last_name: 'Ek' });
    const empty = await t.api({ method: 'GET', url: pdfUrl(bo.id, '2024-03'), token: admin });
    expect(empty.statusCode).toBe(200);
    const words = await pdfText(empty.rawPayload);
    expect(words).toContain('No trolley held this month.');
    expect(words).toContain('Total $0.00');
    expect(words).toMatch(/Business\s+—/);
  });

  it('pages a long month, the table header again on each page', async () => {
    const cy = await createCustomer(t.ctx, { approved: true });
    await setCostAt(t.ctx, cy.id, '2024-01-01T00:00:00.000Z', 0, 100);
    for (let day = 1; day <= 30; day++) {
      const start = `2024-04-${String(day).padStart(2, '0')}T08:00:00.000Z`;
      await hold(cy.id, start, new Date(Date.parse(start) + 3_600_000).toISOString());
    }
    const words = await pdfText((await t.api({ method: 'GET', url: pdfUrl(cy.id, '2024-04'), token: admin })).rawPayload);
    const pages = Number(/Page 1 of (\d+)/.exec(words)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(words.match(/Trolley From To Days/g)).toHaveLength(pages);
    expect(words).toContain('Total $30.00');
  });

  it('needs View Additional Cost (403); an unknown customer or a month to come is a 404, a bad month a 422', async () => {
    const dee = await createCustomer(t.ctx, { approved: true });
    const { token: editor } = await quickTokenWith(t, ['Update Customer']);
    expect((await t.api({ method: 'GET', url: pdfUrl(dee.id, '2024-02'), token: editor })).statusCode).toBe(403);
    const { token: viewer } = await quickTokenWith(t, ['View Additional Cost']);
    expect((await t.api({ method: 'GET', url: pdfUrl(dee.id, '2024-02'), token: viewer })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: pdfUrl(999999, '2024-02'), token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: pdfUrl(dee.id, '2999-01'), token: admin })).statusCode).toBe(404);
    for (const bad of ['2024-13', '2024-1', 'march']) expect((await t.api({ method: 'GET', url: pdfUrl(dee.id, bad), token: admin })).statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: pdfUrl(dee.id, '2024-02') })).statusCode).toBe(401);
  });
});

describe('closing a month mails its statement', () => {
  it("to the customer and to its business's master customer, the PDF attached (made when the mail goes out)", async () => {
    const master = await createCustomer(t.ctx, { approved: true, first_name: 'Max', last_name: 'Boss' });
    const business = await createBusiness(t.ctx, { name: 'Acme Panes', customerId: master.id });
    const fay = await createEmployee(t.ctx, { businessId: business.id, first_name: 'Fay', last_name: 'Wu' });
    await setCostAt(t.ctx, fay.id, '2024-01-01T00:00:00.000Z', 0, 250);
    const tr = await hold(fay.id, '2024-05-10T08:00:00.000Z', '2024-05-14T08:00:00.000Z'); // 4 days, $10
    await close(fay.id, '2024-05');
    await t.flushMail();

    const own = statementMails(fay.email);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ subject: 'Your GlassDesk statement for May 2024' });
    expect(own[0].text).toContain('Hello Fay,');
    expect(own[0].text).toContain('Your trolley statement for May 2024 is closed. Its total is $10.00.');
    expect(own[0].text).toContain('The statement is attached as a PDF. You can confirm it, or dispute any of its lines, in the GlassDesk portal under Statements.');
    expect(own[0].text).toMatch(/Open Statements: \S+\/portal\/statements/);
    expect(own[0].attachments).toHaveLength(1);
    const [pdf] = own[0].attachments!;
    expect(pdf).toMatchObject({ filename: `statement-${fay.id}-2024-05.pdf`, contentType: 'application/pdf' });
    const words = await pdfText(pdf.content);
    expect(words).toContain('Statement May 2024');
    expect(words).toContain(tr.uid);
    expect(words).toMatch(/Closed on \d{2}\/\d{2}\/\d{4}/);
    expect(words).toContain('Total $10.00');

    // The master customer's copy: greeted by its own name, told whose statement it is.
    const copy = statementMails(master.email);
    expect(copy).toHaveLength(1);
    expect(copy[0]).toMatchObject({ subject: 'The GlassDesk statement of Fay Wu for May 2024' });
    expect(copy[0].text).toContain('Hello Max,');
    expect(copy[0].text).toContain('The trolley statement of Fay Wu (Acme Panes) for May 2024 is closed. Its total is $10.00.');
    expect(copy[0].attachments!.map((a) => a.filename)).toEqual([`statement-${fay.id}-2024-05.pdf`]);

    // The outbox keeps the kind and the attachment by reference: the customer and the month, no bytes.
    const rows = await t.ctx.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient', 'customer_id', 'attachments'])
      .where('kind', '=', 'statement_closed')
      .where('customer_id', '=', fay.id)
      .execute();
    expect(rows.map((r) => r.recipient).sort()).toEqual([fay.email, master.email].sort());
    expect(JSON.parse(rows[0].attachments!)).toEqual([
      { kind: 'statement', id: fay.id, key: '2024-05', filename: `statement-${fay.id}-2024-05.pdf`, content_type: 'application/pdf' },
    ]);
    const listed = (await t.api({ method: 'GET', url: `/mail?search=${encodeURIComponent(fay.email)}`, token: admin })).json().list;
    expect(listed.find((m: { kind: string }) => m.kind === 'statement_closed')).toBeTruthy();
  });

  it('the master customer closing its own month gets one mail; an unapproved customer none (its master still does)', async () => {
    const master = await createCustomer(t.ctx, { approved: true, first_name: 'Gil' });
    const business = await createBusiness(t.ctx, { customerId: master.id });
    await setCostAt(t.ctx, master.id, '2024-01-01T00:00:00.000Z', 0, 100);
    await hold(master.id, '2024-06-03T08:00:00.000Z', '2024-06-04T08:00:00.000Z');
    await close(master.id, '2024-06');
    const waiting = await createEmployee(t.ctx, { businessId: business.id, approved: false, first_name: 'Hana', last_name: 'Po' });
    await close(waiting.id, '2024-06');
    await t.flushMail();
    expect(statementMails(master.email).map((m) => m.subject)).toEqual(['Your GlassDesk statement for June 2024', 'The GlassDesk statement of Hana Po for June 2024']);
    expect(statementMails(waiting.email)).toEqual([]);
  });
});
