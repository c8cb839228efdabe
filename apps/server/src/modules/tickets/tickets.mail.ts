import type { Kysely } from 'kysely';
import type { MailMessage } from '../../lib/mail.js';
import type { Database } from '../../db/schema.js';
import { businessEmails, customerEmail } from '../customers/customers.repository.js';
import { settingEmails } from './ticket-settings.repository.js';

type TicketInfo = { ticket_id: string; business_id: number; customer_id: number; glass_order_no: string; status: string };

/** Lower-cased, de-duplicated addresses: nobody gets the same mail twice. */
const unique = (emails: Array<string | null | undefined>) => [...new Set(emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()))];

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
