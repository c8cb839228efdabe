import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, type MailKind } from '@glassdesk/shared';
import { mailTime, renderMail } from './mail-layout.js';
import { type MailData, monthLabel, renderKind } from './mail-templates.js';

const look = { appUrl: 'https://gd.example.com', timeZone: 'Australia/Sydney' };
const ticket = {
  id: 7,
  ticket_id: 'T-ABC234',
  glass_order_no: 'GO-1',
  status: 'Created',
  customer_name: 'Ann Lee',
  business_name: 'Acme Glass',
  created_at: '2026-01-15T13:30:00.000Z',
};
const overdue = {
  customer_id: 7,
  first_name: 'Ann',
  name: 'Ann <two> Lee',
  business_name: 'Acme Glass',
  trolleys: [{ uid: 'T-1', name: 'Rack <two>', since: '2026-01-01T08:00:00.000Z', days: 15, days_over: 5, charge: 12.5 }],
  charge: 12.5,
};
const samples: { [K in MailKind]: MailData[K] } = {
  password_reset: { first_name: 'Ann', otp: '4821', minutes: 10 },
  customer_password_reset: { first_name: 'Flo', otp: '0457', minutes: 10 },
  registration_alert: { customer: { id: 12, first_name: 'Bo', last_name: 'Ray', email: 'bo@example.com', number: '0123456789', created_at: '2026-01-15T13:30:00.000Z' } },
  support_alert: { request: { name: 'Cy', email: 'cy@example.com', description: 'Line one\nLine <two> & "three"', created_at: '2026-07-01T02:05:00.000Z' } },
  ticket_new: { ticket, staff: true },
  ticket_notification: { ticket, message: 'Your glass is ready.', sender: 'Dee Staff' },
  ticket_comment: { ticket, message: 'Checked the stock.', sender: 'Dee Staff' },
  customer_notification: { first_name: 'Ed', message: 'Your trolley is ready', sender: 'Dee Staff' },
  customer_approved: { first_name: 'Gus', business: 'Acme <Glass>' },
  customer_linked: { first_name: 'Hal', business: 'Acme <Glass>' },
  trolley_overdue: { customer: overdue },
  trolley_digest: { day: '2026-01-15', customers: [overdue] },
  handover_receipt: { first_name: 'Ivy', id: 12, kind: 'delivery', at: '2026-01-15T13:30:00.000Z', trolleys: [{ uid: 'T-1', name: 'Rack <two>', no_of_bars: 3 }] },
  statement_closed: { first_name: 'Jo', month: '2026-11', total: 1234.5, of: { name: 'Kim <two> Lo', business: 'Acme Glass' } },
  dispute_raised: { id: 4, month: '2026-10', customer: 'Kim <two> Lo', lines: [{ uid: 'T-1', reason: 'Returned on the 3rd <two>' }], note: 'See <two> the receipt' },
  dispute_settled: { first_name: 'Jo', id: 4, month: '2026-10', customer: null, outcome: 'credit', amount: 12.5, credit_month: '2026-12', reply: 'Sorry <two>' },
};

describe('mail templates: one per kind, a text and an HTML part from the same content', () => {
  it.each(MAIL_KINDS)('%s: both parts, the app name and the brand colour, escaped HTML', (kind) => {
    const mail = renderKind(kind, samples[kind] as never, look);
    expect(mail.subject).toMatch(/GlassDesk/);
    expect(mail.text).toMatch(/GlassDesk/);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('background:#0C69A9');
    expect(mail.html).toContain('>GlassDesk</td>');
    expect(mail.html).not.toMatch(/<two>/);
  });

  it('links each to the screen it is about; customers (who cannot sign in to the back-office) get no link', () => {
    const link = (kind: MailKind, data: unknown) =>
      /https:\/\/gd\.example\.com\/\S*/.exec(
        renderKind(kind, data as never, look)
          .text.split('\n\n')
          .slice(0, -1)
          .join('\n'),
      )?.[0] ?? null;
    expect(link('password_reset', samples.password_reset)).toBe('https://gd.example.com/login');
    expect(link('registration_alert', samples.registration_alert)).toBe('https://gd.example.com/dashboard/customers/12');
    expect(link('support_alert', samples.support_alert)).toBe('https://gd.example.com/dashboard/support');
    expect(link('ticket_new', samples.ticket_new)).toBe('https://gd.example.com/dashboard/Tickets/7');
    expect(link('ticket_comment', samples.ticket_comment)).toBe('https://gd.example.com/dashboard/Tickets/7');
    expect(link('ticket_new', { ticket, staff: false })).toBeNull();
    expect(link('ticket_notification', samples.ticket_notification)).toBeNull();
    expect(link('customer_notification', samples.customer_notification)).toBeNull();
    expect(link('customer_password_reset', samples.customer_password_reset)).toBeNull();
    expect(renderKind('ticket_new', samples.ticket_new, look).html).toContain('href="https://gd.example.com/dashboard/Tickets/7"');
  });

  it("the hand-over receipt's mail lists the trolleys at the hand-over's time and points to My Trolleys", () => {
    const mail = renderKind('handover_receipt', samples.handover_receipt, look);
    expect(mail.subject).toBe('Your GlassDesk delivery receipt No. 12');
    expect(mail.text).toContain('1 trolley was delivered to you on 16/01/2026 00:30 AEDT:');
    expect(mail.text).toContain('T-1 Rack <two>: 3 bars');
    expect(mail.text).toContain('The receipt is attached as a PDF.');
    expect(mail.text).toContain('https://gd.example.com/portal/trolleys');
  });

  it("the statement's mail names the month and the total, says the PDF is attached and points to Statements", () => {
    const own = renderKind('statement_closed', { ...samples.statement_closed, of: null }, look);
    expect(own.subject).toBe('Your GlassDesk statement for November 2026');
    expect(own.text).toContain('Hello Jo,');
    expect(own.text).toContain('Your trolley statement for November 2026 is closed. Its total is $1,234.50.');
    expect(own.text).toContain('The statement is attached as a PDF. You can confirm it, or dispute any of its lines, in the GlassDesk portal under Statements.');
    expect(own.text).toContain('Open Statements: https://gd.example.com/portal/statements');
    // The business's master customer's copy names whose statement it is.
    const copy = renderKind('statement_closed', samples.statement_closed, look);
    expect(copy.subject).toBe('The GlassDesk statement of Kim <two> Lo for November 2026');
    expect(copy.text).toContain('The trolley statement of Kim <two> Lo (Acme Glass) for November 2026 is closed.');
    // The month in APP_LOCALE's words, as the screens name it.
    expect(renderKind('statement_closed', samples.statement_closed, { ...look, appLocale: 'de-DE' }).subject).toContain('November 2026');
    expect(monthLabel('2024-02')).toBe('February 2024');
  });

  it('writes times on the wall clock of TIME_ZONE as dd/MM/yyyy HH:mm with the zone named, summer time included', () => {
    // Sydney: UTC+11 in January (daylight saving, AEDT), UTC+10 in July (AEST).
    expect(mailTime('2026-01-15T13:30:00.000Z', { timeZone: 'Australia/Sydney' })).toBe('16/01/2026 00:30 AEDT');
    expect(mailTime('2026-07-01T02:05:00.000Z', { timeZone: 'Australia/Sydney', appLocale: 'en-AU' })).toBe('01/07/2026 12:05 AEST');
    // APP_LOCALE sets the order of the day's parts and the zone's name its readers know; the time stays 24-hour.
    expect(mailTime('2026-07-01T02:05:00.000Z', { timeZone: 'Australia/Sydney', appLocale: 'en-US' })).toBe('07/01/2026 12:05 GMT+10');
    expect(mailTime('2026-07-01T15:05:00.000Z', { timeZone: 'UTC', appLocale: 'de-DE' })).toBe('01.07.2026 15:05 UTC');
    expect(mailTime('2026-01-15T13:30:00.000Z', { timeZone: 'UTC' })).toBe('15/01/2026 13:30 UTC');
    expect(renderKind('registration_alert', samples.registration_alert, look).text).toContain('A customer registered on 16/01/2026 00:30 AEDT.');
    expect(renderKind('support_alert', samples.support_alert, look).text).toContain('received on 01/07/2026 12:05 AEST.');
  });

  it('keeps what people wrote as text: markup-looking input is escaped in HTML and kept as typed in text', () => {
    const mail = renderKind('support_alert', samples.support_alert, look);
    expect(mail.text).toContain('Line one\nLine <two> & "three"');
    expect(mail.html).toContain('Line one<br>Line &lt;two&gt; &amp; &quot;three&quot;');
    const evil = renderMail(
      { subject: '<script>', greeting: 'Hi <img src=x onerror=alert(1)>', blocks: [{ fields: [['<b>', '"x"']] }], action: { label: '<i>', path: '/"><script>' } },
      look,
    );
    expect(evil.html).not.toMatch(/<script>|<img|<b>|<i>/);
  });

  it('the reset code comes first in the text, in bold in HTML', () => {
    const mail = renderKind('password_reset', samples.password_reset, look);
    expect(mail.text.match(/\b(\d{4})\b/)?.[1]).toBe('4821');
    expect(mail.text).toContain('Your GlassDesk password reset code is 4821.');
    expect(mail.html).toMatch(/<strong[^>]*>4821<\/strong>/);
  });
});
