import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Envelope } from '../mail/mail.service.js';
import { businessEmails, customerEmail } from '../customers/customers.service.js';
import { settingEmails } from './ticket-settings.repository.js';

type TicketInfo = { id: number; ticket_id: string; business_id: number; customer_id: number; glass_order_no: string; status: string };

/** Lower-cased, de-duplicated addresses: nobody gets the same mail twice. */
const unique = (emails: Array<string | null | undefined>) => [...new Set(emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()))];

// Built inside the transaction that changes the ticket (pass it as `db`), so the recipients and the queued messages
// are those of the committed change. Every message is about the ticket's customer (customer_id: erased with them).

/**
 * A new ticket: the business's master email and its `emails` customers, the ticket's own customer (a receipt), and
 * the users of the global settings' `emails` list. Staff get the link to the ticket; an address that is both a user
 * and a customer is mailed once, as staff.
 */
export async function newTicketMails(db: Kysely<Database>, ticket: TicketInfo & { business_name: string; customer_name: string; created_at: string }): Promise<Envelope[]> {
  const staff = unique(await settingEmails(db, 'emails'));
  const customers = unique([...(await businessEmails(db, ticket.business_id, ['emails'])), await customerEmail(db, ticket.customer_id)]).filter((e) => !staff.includes(e));
  const mail = (to: string, isStaff: boolean): Envelope => ({ kind: 'ticket_new', to, customerId: ticket.customer_id, data: { ticket, staff: isStaff } });
  return [...customers.map((to) => mail(to, false)), ...staff.map((to) => mail(to, true))];
}

/**
 * A staff notification about a ticket: the ticket's customer, the business's master email and its `emails` and
 * `notifications` customers.
 */
export async function notificationMails(db: Kysely<Database>, ticket: TicketInfo, message: string, sender: string): Promise<Envelope[]> {
  const to = unique([await customerEmail(db, ticket.customer_id), ...(await businessEmails(db, ticket.business_id, ['emails', 'notifications']))]);
  return to.map((address) => ({ kind: 'ticket_notification', to: address, customerId: ticket.customer_id, data: { ticket, message, sender } }));
}

/** A staff comment: the users of the global settings' `sales` list (never the customer; never its own writer). */
export async function commentMails(db: Kysely<Database>, ticket: TicketInfo, message: string, sender: { name: string; email: string }): Promise<Envelope[]> {
  const to = unique(await settingEmails(db, 'sales')).filter((e) => e !== sender.email.toLowerCase());
  return to.map((address) => ({ kind: 'ticket_comment', to: address, customerId: ticket.customer_id, data: { ticket, message, sender: sender.name } }));
}
