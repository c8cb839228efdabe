import { DEFAULT_APP_LOCALE, type MailKind } from '@glassdesk/shared';
import { type MailContent, type MailLook, mailTime, renderMail, type RenderedMail } from './mail-layout.js';

/** A customer past its free days and what it holds: charges in dollars, since as an ISO instant. */
export type OverdueCustomer = {
  customer_id: number;
  first_name: string;
  name: string;
  business_name: string | null;
  trolleys: Array<{ uid: string; name: string; since: string; days: number; days_over: number; charge: number }>;
  charge: number;
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const monthNames = new Map<string, Intl.DateTimeFormat>();
/** '2026-11' -> 'November 2026': a statement's month as the screens name it (in APP_LOCALE's words). */
export function monthLabel(month: string, locale = DEFAULT_APP_LOCALE): string {
  let names = monthNames.get(locale);
  if (!names) monthNames.set(locale, (names = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return names.format(new Date(`${month}-01T00:00:00.000Z`));
}

type TicketFacts = { id: number; ticket_id: string; glass_order_no: string; status: string };

/** What each kind of message is made from. `staff`: the reader can open the back-office, so the mail links there. */
export type MailData = {
  password_reset: { first_name: string; otp: string; minutes: number };
  customer_password_reset: { first_name: string; otp: string; minutes: number };
  registration_alert: { customer: { id: number; first_name: string; last_name: string; email: string; number: string; created_at: string } };
  support_alert: { request: { name: string; email: string; description: string; created_at: string } };
  ticket_new: { ticket: TicketFacts & { customer_name: string; business_name: string; created_at: string }; staff: boolean };
  ticket_notification: { ticket: TicketFacts; message: string; sender: string };
  ticket_comment: { ticket: TicketFacts; message: string; sender: string };
  customer_notification: { first_name: string; message: string; sender: string };
  customer_approved: { first_name: string; business: string | null };
  customer_linked: { first_name: string; business: string };
  /** greet: the first name of the person it goes to; forHolder: false for the business's master customer's copy. */
  trolley_overdue: { customer: OverdueCustomer; greet?: string; forHolder?: boolean };
  trolley_digest: { day: string; customers: OverdueCustomer[] };
  handover_receipt: { first_name: string; id: number; kind: 'delivery' | 'pickup'; at: string; trolleys: Array<{ uid: string; name: string; no_of_bars: number }> };
  /** `of`: whose statement, when the reader is the business's master customer and it is another customer's. */
  statement_closed: { first_name: string; month: string; total: number; of: { name: string; business: string | null } | null };
  /** To the staff in Ticket Settings' Trolley alerts. */
  dispute_raised: { id: number; month: string; customer: string; lines: Array<{ uid: string; reason: string }>; note: string | null };
  /** `customer`: whose statement, when the reader is the master customer who raised it for another customer. */
  dispute_settled: {
    first_name: string;
    id: number;
    month: string;
    customer: string | null;
    outcome: 'credit' | 'reject';
    amount: number | null;
    credit_month: string | null;
    reply: string;
  };
};

const ticketPath = (id: number) => `/dashboard/Tickets/${id}`;
/** The customer portal's sign-in (CONTRACT "The customer portal (browser) and its calls"). */
const PORTAL_SIGN_IN = '/portal/login';

/**
 * One template per kind: the subject and the content; the layout (mail-layout.ts) writes the text and HTML parts.
 * Customers cannot open the back-office (and the customer portal is not served yet), so their mail carries no link.
 */
const TEMPLATES: { [K in MailKind]: (data: MailData[K], look: MailLook) => MailContent } = {
  password_reset: ({ first_name, otp, minutes }) => ({
    subject: 'GlassDesk password reset code',
    greeting: `Hello ${first_name},`,
    blocks: [{ p: ['Your GlassDesk password reset code is ', { strong: otp }, '.'] }, { p: `It expires in ${minutes} minutes. If you did not ask for it, ignore this message.` }],
    action: { label: 'Open the sign-in page', path: '/login' },
  }),
  // The customer's code: the same words, no link (a customer's sign-in is the customer app's, not /login).
  customer_password_reset: ({ first_name, otp, minutes }) => ({
    subject: 'GlassDesk password reset code',
    greeting: `Hello ${first_name},`,
    blocks: [{ p: ['Your GlassDesk password reset code is ', { strong: otp }, '.'] }, { p: `It expires in ${minutes} minutes. If you did not ask for it, ignore this message.` }],
  }),
  registration_alert: ({ customer }, look) => ({
    subject: `GlassDesk: new customer registration from ${customer.first_name} ${customer.last_name}`,
    blocks: [
      { p: `A customer registered on ${mailTime(customer.created_at, look)}.` },
      {
        fields: [
          ['Name', `${customer.first_name} ${customer.last_name}`],
          ['Email', customer.email],
          ['Number', customer.number],
        ],
      },
      { p: 'They can sign in once approved: see Customers in the back-office.' },
    ],
    action: { label: 'Open the customer', path: `/dashboard/customers/${customer.id}` },
  }),
  support_alert: ({ request }, look) => ({
    subject: `GlassDesk support request from ${request.name}`,
    blocks: [
      { p: `A new support request was received on ${mailTime(request.created_at, look)}.` },
      {
        fields: [
          ['Name', request.name],
          ['Email', request.email],
        ],
      },
      { quote: request.description },
      { p: 'It is listed under Settings > Support List.' },
    ],
    action: { label: 'Open the Support List', path: '/dashboard/support' },
  }),
  ticket_new: ({ ticket, staff }, look) => ({
    subject: `GlassDesk: new ticket ${ticket.ticket_id}`,
    blocks: [
      { p: `A new ticket ${ticket.ticket_id} was raised by ${ticket.customer_name} (${ticket.business_name}) on ${mailTime(ticket.created_at, look)}.` },
      {
        fields: [
          ['Glass Order No', ticket.glass_order_no],
          ['Status', ticket.status],
        ],
      },
      { p: 'It is listed under Tickets in GlassDesk.' },
    ],
    action: staff ? { label: 'Open the ticket', path: ticketPath(ticket.id) } : undefined,
  }),
  ticket_notification: ({ ticket, message, sender }) => ({
    subject: `GlassDesk: ticket ${ticket.ticket_id}`,
    blocks: [{ p: `A message about ticket ${ticket.ticket_id} (Glass Order No ${ticket.glass_order_no}):` }, { quote: message }, { p: `${sender}, GlassDesk` }],
  }),
  ticket_comment: ({ ticket, message, sender }) => ({
    subject: `GlassDesk: new comment on ticket ${ticket.ticket_id}`,
    blocks: [{ p: `${sender} commented on ticket ${ticket.ticket_id} (Glass Order No ${ticket.glass_order_no}):` }, { quote: message }],
    action: { label: 'Open the ticket', path: ticketPath(ticket.id) },
  }),
  customer_notification: ({ first_name, message, sender }) => ({
    subject: 'A message from GlassDesk',
    greeting: `Hello ${first_name},`,
    blocks: [{ quote: message }, { p: `${sender}, GlassDesk` }],
  }),
  // Approval opens the portal: the mail says what the customer can do now, and (with no business yet) what waits.
  customer_approved: ({ first_name, business }) => ({
    subject: 'Your GlassDesk account is approved',
    greeting: `Hello ${first_name},`,
    blocks: business
      ? [{ p: ['Your account is approved, for ', { strong: business }, '. You can sign in to the GlassDesk portal, raise warranty tickets and follow them.'] }]
      : [
          { p: 'Your account is approved: you can sign in to the GlassDesk portal and follow your trolleys.' },
          { p: 'Tickets open once our staff link your account to your business. We will email you when it is done.' },
        ],
    action: { label: 'Open the GlassDesk portal', path: PORTAL_SIGN_IN },
  }),
  customer_linked: ({ first_name, business }) => ({
    subject: `Your GlassDesk account now belongs to ${business}`,
    greeting: `Hello ${first_name},`,
    blocks: [{ p: ['Your account now belongs to ', { strong: business }, '. You can raise warranty tickets in the GlassDesk portal.'] }],
    action: { label: 'Open the GlassDesk portal', path: PORTAL_SIGN_IN },
  }),
  // One line per trolley, the longest over first as listed; the charge so far is what the hold-time cost says now.
  // The holder reads about its own trolleys; the business's master customer, greeted by name, about the holder's.
  trolley_overdue: ({ customer, greet, forHolder = true }, look) => ({
    subject: `GlassDesk: ${plural(customer.trolleys.length, 'trolley')} past the free days`,
    greeting: greet ? `Hello ${greet},` : forHolder ? `Hello ${customer.first_name},` : 'Hello,',
    blocks: [
      {
        p: forHolder
          ? `${customer.business_name ?? customer.name} holds ${plural(customer.trolleys.length, 'trolley')} past the free days. Please arrange their return.`
          : `${customer.name}${customer.business_name ? ` of ${customer.business_name}` : ''} holds ${plural(customer.trolleys.length, 'trolley')} past the free days. Please arrange their return.`,
      },
      {
        fields: customer.trolleys.map((t) => [`${t.uid} ${t.name}`, `since ${mailTime(t.since, look)}, ${plural(t.days_over, 'day')} over, ${money.format(t.charge)} so far`]),
      },
      { p: `Charged so far: ${money.format(customer.charge)}.` },
    ],
  }),
  trolley_digest: ({ day, customers }) => ({
    subject: `GlassDesk: ${plural(customers.length, 'customer')} past the trolleys' free days (${day})`,
    blocks: [
      { p: `On ${day}, ${plural(customers.length, 'customer')} held trolleys past their free days, the highest charge first:` },
      {
        fields: customers.map((c) => [
          c.business_name ? `${c.name} (${c.business_name})` : c.name,
          `${plural(c.trolleys.length, 'trolley')} over, up to ${plural(Math.max(...c.trolleys.map((t) => t.days_over)), 'day')}, ${money.format(c.charge)} so far`,
        ]),
      },
    ],
    action: { label: 'Open the Trolley Balance', path: '/dashboard/trolley-balance' },
  }),
  // The receipt itself is the attached PDF (the outbox makes it when it sends: mail-attachments.ts).
  handover_receipt: ({ first_name, id, kind, at, trolleys }, look) => ({
    subject: `Your GlassDesk ${kind} receipt No. ${id}`,
    greeting: `Hello ${first_name},`,
    blocks: [
      {
        p: `${plural(trolleys.length, 'trolley')} ${trolleys.length === 1 ? 'was' : 'were'} ${kind === 'delivery' ? 'delivered to you' : 'picked up from you'} on ${mailTime(at, look)}:`,
      },
      { fields: trolleys.map((t) => [`${t.uid} ${t.name}`, plural(t.no_of_bars, 'bar')]) },
      { p: 'The receipt is attached as a PDF. You can also find every receipt in the GlassDesk portal, under My Trolleys.' },
    ],
    action: { label: 'Open My Trolleys', path: '/portal/trolleys' },
  }),
  // CONTRACT "Statements the customer confirms or disputes": the statement itself is the attached PDF, made when the
  // message goes out from the month as closed.
  statement_closed: ({ first_name, month, total, of }, look) => {
    const name = monthLabel(month, look.appLocale);
    return {
      subject: of ? `The GlassDesk statement of ${of.name} for ${name}` : `Your GlassDesk statement for ${name}`,
      greeting: `Hello ${first_name},`,
      blocks: [
        {
          p: `${of ? `The trolley statement of ${of.name}${of.business ? ` (${of.business})` : ''}` : 'Your trolley statement'} for ${name} is closed. Its total is ${money.format(total)}.`,
        },
        { p: 'The statement is attached as a PDF. You can confirm it, or dispute any of its lines, in the GlassDesk portal under Statements.' },
      ],
      action: { label: 'Open Statements', path: '/portal/statements' },
    };
  },
  dispute_raised: ({ id, month, customer, lines, note }, look) => ({
    subject: `GlassDesk: ${customer} disputes the statement for ${monthLabel(month, look.appLocale)}`,
    blocks: [
      { p: `${customer} disputes ${plural(lines.length, 'line')} of the statement for ${monthLabel(month, look.appLocale)} (dispute No. ${id}):` },
      { fields: lines.map((l) => [l.uid, l.reason]) },
      ...(note ? [{ p: `Note: ${note}` }] : []),
    ],
    action: { label: 'Open the dispute', path: `/dashboard/disputes/${id}` },
  }),
  dispute_settled: ({ first_name, id, month, customer, outcome, amount, credit_month, reply }, look) => {
    const name = monthLabel(month, look.appLocale);
    const whose = customer ? `the statement of ${customer}` : 'your statement';
    return {
      subject: `Your GlassDesk dispute No. ${id} is settled`,
      greeting: `Hello ${first_name},`,
      blocks: [
        {
          p:
            outcome === 'credit'
              ? `Your dispute of ${whose} for ${name} is settled with a credit of ${money.format(amount ?? 0)}, taken off the statement for ${monthLabel(credit_month ?? month, look.appLocale)}.`
              : `Your dispute of ${whose} for ${name} was looked into and is not credited.`,
        },
        { p: `GlassDesk replied: ${reply}` },
      ],
      action: { label: 'Open Statements', path: '/portal/statements' },
    };
  },
};

/** The message of one kind, both parts. */
export function renderKind<K extends MailKind>(kind: K, data: MailData[K], look: MailLook): RenderedMail {
  return renderMail(TEMPLATES[kind](data, look), look);
}
