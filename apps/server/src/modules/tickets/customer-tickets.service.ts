import type { Kysely } from 'kysely';
import { recordCreated, recordHistory } from '../activity/activity.service.js';
import { clean, TICKET_NOTE_MAX, type ActivityHistoryQuery, type CustomerTicketCreate, type CustomerAppTicketListQuery, type TicketImageType } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation, now, nowIso } from '../../db/sql.js';
import { conflict, found, invalidField, notFound } from '../../lib/http-error.js';
import type { ProcessedImage } from '../../lib/images.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { businessMasterId, findCustomer, hasBusinessAccess } from '../customers/customers.service.js';
import { glassTypesService } from '../glass-types/glass-types.service.js';
import { warrantyReasonsService } from '../warranty-reasons/warranty-reasons.service.js';
import { findTicket, latestNotifications, listTicketMessages, listTickets } from './tickets.repository.js';
import { insertTicketWithPhotos } from './tickets.service.js';
import { newTicketMails } from './tickets.mail.js';
import { queueMail } from '../mail/mail.service.js';
import { claimSubmission, findSubmission, forgetSubmissions } from './customer-ticket-submissions.repository.js';

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

/** An Idempotency-Key is honoured for 24 hours (an offline draft is sent when the phone is back online). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const keyCutoff = () => new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();

/** Thrown inside the ticket's transaction when another request took the key first: the new ticket rolls back. */
class KeyTaken extends Error {}

/**
 * The answer POST /tickets gave the first time this customer sent `key` (within 24 hours), or undefined. Checked
 * before the upload is read, so a repeated submit costs no photo processing; raiseTicket settles the race of two
 * submits at once.
 */
export async function earlierSubmission(db: Kysely<Database>, customerId: number, key: string | undefined) {
  if (!key) return undefined;
  const row = await findSubmission(db, customerId, key, keyCutoff());
  // The first answer again: a ticket is always Created when raised.
  return row && { id: row.id, ticket_id: row.ticket_id, status: 'Created' as const };
}

/**
 * One transaction for the ticket, its files, their links, its Idempotency-Key and its mail (sent after the commit);
 * a ticket_id collision retries it with a new code. When another request committed the same key first, this ticket
 * is rolled back (no second ticket, no second mail) and that request's answer is given instead.
 */
export async function raiseTicket(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>,
  owner: { customerId: number; businessId: number },
  data: CustomerTicketCreate,
  images: Array<{ type: TicketImageType; image: ProcessedImage }>,
  idempotencyKey?: string,
) {
  const [glassType, reason] = await Promise.all([glassTypesService.find(ctx.db, data.glass_type_id), warrantyReasonsService.find(ctx.db, data.warranty_reason_id)]);
  if (!glassType) throw invalidField('glass_type_id', 'The chosen Glass Type does not exist.');
  if (!reason) throw invalidField('warranty_reason_id', 'The chosen Warranty Reason does not exist.');
  const note = sanitizedNote(data.note);
  let created: { id: number; ticket_id: string; status: 'Created' | 'Notified' | 'Delivered' } | undefined;
  for (let attempt = 1; !created; attempt++) {
    try {
      created = await ctx.db.transaction().execute(async (trx) => {
        const row = await insertTicketWithPhotos(trx, { ...data, note }, owner, images);
        if (idempotencyKey) {
          await forgetSubmissions(trx, owner.customerId, keyCutoff());
          const claim = { customer_id: owner.customerId, idempotency_key: idempotencyKey, ticket_id: row.id, created_at: nowIso() };
          if (!(await claimSubmission(trx, claim))) throw new KeyTaken();
        }
        const ticket = (await findTicket(trx, row.id))!;
        await queueMail(trx, ctx.config, await newTicketMails(trx, { ...ticket, customer_name: ticket.name }));
        await recordCreated(trx, 'ticket', row.id);
        return row;
      });
    } catch (err) {
      if (err instanceof KeyTaken) {
        const earlier = await earlierSubmission(ctx.db, owner.customerId, idempotencyKey);
        if (earlier) return earlier;
      } else if (!isUniqueViolation(err)) {
        throw err;
      }
      if (attempt >= 5) throw err;
    }
  }
  ctx.mailSender.wake();
  return created;
}

/** Whether the customer's list holds the business's tickets too (GET /me's sees_business_tickets). */
export async function seesBusinessTickets(db: Kysely<Database>, customerId: number) {
  return (await visibleTo(db, customerId)).businessId !== null;
}

/** The customer's list (`mine=1`: their own only), each row with its latest notification's time. */
export async function visibleTickets(db: Kysely<Database>, customerId: number, query: CustomerAppTicketListQuery) {
  const { mine, ...paging } = query;
  const viewer = await visibleTo(db, customerId);
  const page = await listTickets(db, paging, { visibleTo: mine === '1' ? { ...viewer, businessId: null } : viewer });
  const latest = await latestNotifications(
    db,
    page.list.map((row) => row.id),
  );
  // The added field first: spread and then added to, a row cost V8 (Node 20) a microsecond a field.
  return { list: page.list.map(({ deleted_at: _d, ...row }) => ({ last_notification_at: latest.get(row.id) ?? null, ...row })), count: page.count };
}

/**
 * The History of a ticket the customer can see (404 otherwise, as GET /tickets/{id}): its entries newest
 * first, without staff comments (`commented`: comments are staff-only).
 */
export async function visibleTicketHistory(db: Kysely<Database>, customerId: number, id: number, query: ActivityHistoryQuery) {
  await visibleTicket(db, customerId, id);
  return recordHistory(db, 'ticket', id, query, ['commented']);
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
