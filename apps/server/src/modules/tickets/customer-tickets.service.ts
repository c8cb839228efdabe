import type { Kysely } from 'kysely';
import { clean, TICKET_NOTE_MAX, type CustomerTicketCreate, type PagingQuery, type TicketImageType, type TicketSortColumn } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql.js';
import { conflict, found, invalidField, notFound } from '../../lib/http-error.js';
import type { ProcessedImage } from '../../lib/images.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { businessMasterId, findCustomer, hasBusinessAccess } from '../customers/customers.repository.js';
import { glassTypesRepository } from '../glass-types/glass-types.repository.js';
import { warrantyReasonsRepository } from '../warranty-reasons/warranty-reasons.repository.js';
import { findTicket, insertTicket, listTicketMessages, listTickets } from './tickets.repository.js';
import { newTicketMails } from './tickets.mail.js';
import { queueMail } from '../mail/mail.service.js';

export const NEEDS_APPROVAL = 'Your account must be approved before you can raise a ticket.';
export const NEEDS_BUSINESS = 'Your account must belong to a Business before you can raise a ticket. Ask GlassDesk to assign you to one.';

/**
 * Ticket visibility: a customer sees their own tickets, and their business's when they are its master customer or
 * the business's ticket settings give them `access`.
 */
async function visibleTo(db: Kysely<Database>, customerId: number) {
  const customer = found(await findCustomer(db, customerId), 'Customer');
  let businessId: number | null = null;
  if (customer.business) {
    const id = customer.business.id;
    if ((await businessMasterId(db, id)) === customer.id || (await hasBusinessAccess(db, id, customer.id))) businessId = id;
  }
  return { customerId: customer.id, businessId };
}

/** Who raises a ticket: an approved customer of a business (409 otherwise). Checked before the upload is read. */
export async function ticketOwner(db: Kysely<Database>, customerId: number) {
  const customer = found(await findCustomer(db, customerId), 'Customer');
  if (!customer.is_approved) throw conflict(NEEDS_APPROVAL);
  if (!customer.business) throw conflict(NEEDS_BUSINESS);
  return { customerId: customer.id, businessId: customer.business.id };
}

/** The note is rich text, stored sanitised; its bound counts the sanitised HTML, and markup alone is no note. */
function sanitizedNote(note: string | null): string | null {
  if (note === null) return null;
  const html = sanitizeRichText(note);
  if (clean(html.replace(/&nbsp;|&#160;/gi, ' ')) === '') return null;
  if (html.length > TICKET_NOTE_MAX) throw invalidField('note', `Note must be at most ${TICKET_NOTE_MAX} characters.`);
  return html;
}

/**
 * One transaction for the ticket, its files, their links and its mail (sent after the commit); a ticket_id collision
 * retries it with a new code.
 */
export async function raiseTicket(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>,
  owner: { customerId: number; businessId: number },
  data: CustomerTicketCreate,
  images: Array<{ type: TicketImageType; image: ProcessedImage }>,
) {
  const [glassType, reason] = await Promise.all([glassTypesRepository.find(ctx.db, data.glass_type_id), warrantyReasonsRepository.find(ctx.db, data.warranty_reason_id)]);
  if (!glassType) throw invalidField('glass_type_id', 'The chosen Glass Type does not exist.');
  if (!reason) throw invalidField('warranty_reason_id', 'The chosen Warranty Reason does not exist.');
  const note = sanitizedNote(data.note);
  let created: { id: number; ticket_id: string; status: 'Created' | 'Notified' | 'Delivered' } | undefined;
  for (let attempt = 1; !created; attempt++) {
    try {
      created = await ctx.db.transaction().execute(async (trx) => {
        const row = await insertTicket(trx, { ...data, note }, owner, images);
        const ticket = (await findTicket(trx, row.id))!;
        await queueMail(trx, ctx.config, await newTicketMails(trx, { ...ticket, customer_name: ticket.name }));
        return row;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
  ctx.mailSender.wake();
  return created;
}

export async function visibleTickets(db: Kysely<Database>, customerId: number, query: PagingQuery<TicketSortColumn>) {
  const page = await listTickets(db, query, { visibleTo: await visibleTo(db, customerId) });
  return { list: page.list.map(({ deleted_at: _d, ...row }) => row), count: page.count };
}

/** Another customer's ticket (or one disabled by staff) is a 404: it does not exist for this customer. */
export async function visibleTicket(db: Kysely<Database>, customerId: number, id: number) {
  const viewer = await visibleTo(db, customerId);
  const ticket = await findTicket(db, id);
  const visible = ticket && (ticket.customer_id === viewer.customerId || (viewer.businessId !== null && ticket.business_id === viewer.businessId));
  if (!ticket || !visible) throw notFound('Ticket');
  const { deleted_at: _d, ...rest } = ticket;
  return { ...rest, notifications: await listTicketMessages(db, 'ticket_notifications', ticket.id) };
}
