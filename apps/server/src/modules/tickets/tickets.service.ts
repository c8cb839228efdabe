import type { Kysely } from 'kysely';
import type { PagingQuery, TicketImageType, TicketListQuery, TicketNotificationCreate, TicketSortColumn } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, found, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findCustomer } from '../customers/customers.service.js';
import { removeFiles, storeCustomerImage } from '../files/files.service.js';
import type { ProcessedImage } from '../../lib/images.js';
import { ticketPermissions } from './ticket-settings.service.js';
import {
  eraseCustomerTickets as eraseTicketRows,
  insertTicket,
  changeStatus,
  findTicket,
  insertTicketMessage,
  listTicketMessages,
  listTickets,
  setTicketDisabled,
  ticketState,
} from './tickets.repository.js';
import { commentMails, notificationMails } from './tickets.mail.js';
import { queueMail } from '../mail/mail.service.js';
import { recordChange, snapshot, tracked } from '../activity/activity.service.js';

export { recentTickets } from './tickets.repository.js';
// For other modules: the tickets keep their customer's and business's names (the list's sort and search), renamed in
// the same transaction as the owner; the dashboard counts them.
export { countLiveTickets, renameBusinessTickets, renameCustomerTickets } from './tickets.repository.js';

/** A new ticket with its photos (each stored by the files module first), in the caller's transaction. */
export async function insertTicketWithPhotos(
  trx: Kysely<Database>,
  data: Parameters<typeof insertTicket>[1],
  owner: { customerId: number; businessId: number },
  images: Array<{ type: TicketImageType; image: ProcessedImage }>,
) {
  const stored: Array<{ type: TicketImageType; fileName: string }> = [];
  for (const { type, image } of images) stored.push({ type, fileName: (await storeCustomerImage(trx, image, owner.customerId)).name });
  return insertTicket(trx, data, owner, stored);
}

/** Erases every ticket of a customer and its photos' files (the customer's permanent delete), in the caller's transaction. */
export async function eraseCustomerTickets(trx: Kysely<Database>, customerId: number) {
  await removeFiles(trx, await eraseTicketRows(trx, customerId));
}

export const TICKET_DISABLED = 'This Ticket is disabled. Restore it first.';
export const ALREADY_DELIVERED = 'This Ticket is already Delivered.';

/** A ticket that can still be worked on: 404 when there is none, 409 while it is disabled. */
async function workable(db: Kysely<Database>, id: number) {
  const state = found(await ticketState(db, id), 'Ticket');
  if (state.deleted_at) throw conflict(TICKET_DISABLED);
  return state;
}

/** GET /tickets and, with disabled=1, the trash. */
export function ticketList(db: Kysely<Database>, query: TicketListQuery) {
  return listTickets(db, query, { deleted: query.disabled, businessId: query.business });
}

/** The customer detail's paged list of that customer's tickets. */
export async function customerTicketList(db: Kysely<Database>, customerId: number, query: PagingQuery<TicketSortColumn>) {
  found(await findCustomer(db, customerId), 'Customer');
  return listTickets(db, query, { customerId });
}

/** A disabled ticket can be opened too (from the trash list): deleted_at tells. */
export async function getTicket(db: Kysely<Database>, id: number) {
  return found(await findTicket(db, id, { deleted: 'any' }), 'Ticket');
}

export async function disableTicket(db: Kysely<Database>, id: number) {
  await db.transaction().execute((trx) =>
    tracked(trx, 'ticket', id, 'deleted', async () => {
      if (!(await setTicketDisabled(trx, id, true))) throw notFound('Ticket');
    }),
  );
}

export async function restoreTicket(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await setTicketDisabled(trx, id, false))) throw notFound('Ticket');
    await recordChange(trx, 'ticket', id, undefined, 'restored');
  });
}

/** spec §7: marks the ticket Delivered. A guarded update: of two clicks, the second is a 409. */
export async function deliverTicket(db: Kysely<Database>, id: number) {
  const delivered = await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'ticket', id);
    if (!(await changeStatus(trx, id, ['Created', 'Notified'], 'Delivered'))) return false;
    await recordChange(trx, 'ticket', id, before, 'delivered');
    return true;
  });
  if (!delivered) {
    await workable(db, id);
    throw conflict(ALREADY_DELIVERED);
  }
  return (await findTicket(db, id))!;
}

/**
 * Stored with its sender; a Created ticket becomes Notified (a Notified or Delivered one keeps its status). Its mail is
 * queued in the same transaction and sent after the commit.
 */
export async function notifyTicket(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, sender: AuthUser, { id, message }: TicketNotificationCreate) {
  await ctx.db.transaction().execute(async (trx) => {
    await workable(trx, id);
    const before = await snapshot(trx, 'ticket', id);
    await insertTicketMessage(trx, 'ticket_notifications', id, message, sender.id);
    await changeStatus(trx, id, ['Created'], 'Notified');
    const changes = [
      { field: 'message', before: null, after: message },
      ...(before?.fields.status === 'Created' ? [{ field: 'status', before: 'Created', after: 'Notified' }] : []),
    ];
    await recordChange(trx, 'ticket', id, undefined, 'notified', { changes });
    const ticket = (await findTicket(trx, id))!;
    await queueMail(trx, ctx.config, await notificationMails(trx, ticket, message, `${sender.first_name} ${sender.last_name}`));
  });
  ctx.mailSender.wake();
}

export async function ticketNotifications(db: Kysely<Database>, id: number) {
  found(await ticketState(db, id), 'Ticket');
  return listTicketMessages(db, 'ticket_notifications', id);
}

// Comments are staff-only (never shown to customers): view_comment / add_comment from GET /tickets/permissions.

export async function ticketComments(db: Kysely<Database>, user: AuthUser, id: number) {
  if (!(await ticketPermissions(db, user)).view_comment) throw forbidden("You don't have permission.");
  found(await ticketState(db, id), 'Ticket');
  return listTicketMessages(db, 'ticket_comments', id);
}

export async function commentOnTicket(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, user: AuthUser, id: number, message: string) {
  if (!(await ticketPermissions(ctx.db, user)).add_comment) throw forbidden("You don't have permission.");
  await ctx.db.transaction().execute(async (trx) => {
    await workable(trx, id);
    await insertTicketMessage(trx, 'ticket_comments', id, message, user.id);
    // The comment itself, as a private change: only readers with view_comment see it in the log (tickets.module.ts),
    // it is never in the search text, and the customer's history leaves `commented` out altogether.
    await recordChange(trx, 'ticket', id, undefined, 'commented', { changes: [{ field: 'comment', before: null, after: message }] });
    const ticket = (await findTicket(trx, id))!;
    await queueMail(trx, ctx.config, await commentMails(trx, ticket, message, { name: `${user.first_name} ${user.last_name}`, email: user.email }));
  });
  ctx.mailSender.wake();
}
