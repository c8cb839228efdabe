import type { Kysely } from 'kysely';
import type { MailMessage } from '../../lib/mail.js';
import type { Database } from '../../db/schema.js';
import { settingEmails } from './ticket-settings.repository.js';

type TicketInfo = { ticket_id: string; business_id: number; customer_id: number; glass_order_no: string; status: string };

/** Lower-cased, de-duplicated addresses: nobody gets the same mail twice. */
const unique = (emails: Array<string | null | undefined>) => [...new Set(emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()))];

/**
 * The customers a business mails about its tickets: the master customer (the business's master email, spec §3) and
 * the customers in the business ticket settings' `kinds` lists, all live and of the business.
 */
async function businessEmails(db: Kysely<Database>, businessId: number, kinds: Array<'emails' | 'notifications'>): Promise<string[]> {
  const master = await db
    .selectFrom('businesses as b')
    .innerJoin('customers as m', 'm.id', 'b.customer_id')
    .select('m.email')
    .where('b.id', '=', businessId)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();
  const listed = await db
    .selectFrom('business_customer_settings as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select('c.email')
    .where('s.business_id', '=', businessId)
    .where('s.kind', 'in', kinds)
    .where('c.business_id', '=', businessId)
    .where('c.deleted_at', 'is', null)
    .execute();
  return [master?.email, ...listed.map((r) => r.email)].filter((e): e is string => !!e);
}

async function customerEmail(db: Kysely<Database>, customerId: number) {
  return (await db.selectFrom('customers').select('email').where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst())?.email;
}

/**
 * A new ticket: the business's master email and its `emails` customers, the ticket's own customer (a receipt), and
 * the users of the global settings' `emails` list.
 */
export async function newTicketMails(db: Kysely<Database>, ticket: TicketInfo & { business_name: string; customer_name: string }): Promise<MailMessage[]> {
  const to = unique([...(await businessEmails(db, ticket.business_id, ['emails'])), await customerEmail(db, ticket.customer_id), ...(await settingEmails(db, 'emails'))]);
  const text =
    `A new ticket ${ticket.ticket_id} was raised by ${ticket.customer_name} (${ticket.business_name}).\n\n` +
    `Glass Order No: ${ticket.glass_order_no}\nStatus: ${ticket.status}\n\nIt is listed under Tickets in GlassDesk.\n`;
  return to.map((address) => ({ to: address, subject: `GlassDesk: new ticket ${ticket.ticket_id}`, text }));
}

/**
 * A staff notification about a ticket: the ticket's customer, the business's master email and its `emails` and
 * `notifications` customers.
 */
export async function notificationMails(db: Kysely<Database>, ticket: TicketInfo, message: string, sender: string): Promise<MailMessage[]> {
  const to = unique([await customerEmail(db, ticket.customer_id), ...(await businessEmails(db, ticket.business_id, ['emails', 'notifications']))]);
  const text = `A message about ticket ${ticket.ticket_id} (Glass Order No ${ticket.glass_order_no}):\n\n${message}\n\n${sender}, GlassDesk\n`;
  return to.map((address) => ({ to: address, subject: `GlassDesk: ticket ${ticket.ticket_id}`, text }));
}

/** A staff comment: the users of the global settings' `sales` list (never the customer; never its own writer). */
export async function commentMails(db: Kysely<Database>, ticket: TicketInfo, message: string, sender: { name: string; email: string }): Promise<MailMessage[]> {
  const to = unique(await settingEmails(db, 'sales')).filter((e) => e !== sender.email.toLowerCase());
  const text = `${sender.name} commented on ticket ${ticket.ticket_id} (Glass Order No ${ticket.glass_order_no}):\n\n${message}\n`;
  return to.map((address) => ({ to: address, subject: `GlassDesk: new comment on ticket ${ticket.ticket_id}`, text }));
}
