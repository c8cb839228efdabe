import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomerTicketCreate, Ticket, TicketImage, TicketImageType, TicketMessage, TicketStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { plain, text, type Snapshot } from '../activity/activity-snapshots.js';
import { listTickets, ticketRows } from './tickets-list.repository.js';
import { nowIso, runPrepared, runPreparedFirst } from '../../db/sql.js';
import { fileUrl, thumbnailUrl } from '../files/file-urls.js';

// ---- ticket ids ----------------------------------------------------------------------------------------------

/** No 0/O, 1/I/L: a code read aloud over the phone or copied from a mail is not misread. */
export const TICKET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 'T-' and 6 characters of TICKET_CODE_ALPHABET (31^6, about 887 million codes); unique (index), retried on collision. */
export function newTicketCode(): string {
  let code = 'T-';
  for (let i = 0; i < 6; i++) code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}

// ---- rows ----------------------------------------------------------------------------------------------------

// The list, its count and the export's batches live in tickets-list.repository.ts (indexed for a million rows).
export { countLiveTickets, eachTicketBatch, listTickets, ticketRows, type TicketFilter } from './tickets-list.repository.js';

/** The dashboard's Recent Tickets: live tickets, newest first. */
export function recentTickets(db: Kysely<Database>, start: number, limit: number) {
  return listTickets(db, { sort_by: 'all', order: 'all', start, limit, search: 'all' }, {});
}

/** A ticket's images: Defect first, each kind in upload order. */
export async function ticketImages(db: Kysely<Database>, ticketId: number): Promise<TicketImage[]> {
  const rows = await runPrepared(db, db.selectFrom('ticket_images').select(['type', 'file_name']).where('ticket_id', '=', ticketId).orderBy('type').orderBy('position').compile());
  return rows.map((r) => ({ type: r.type, url: fileUrl(r.file_name), thumbnail_url: thumbnailUrl(r.file_name) }));
}

/** One ticket with its note and images; `deleted`: live (false, default), disabled (true) or either ('any'). */
export async function findTicket(db: Kysely<Database>, id: number, opts: { deleted?: boolean | 'any' } = {}): Promise<Ticket | undefined> {
  let q = ticketRows(db).select('t.note').where('t.id', '=', id);
  const deleted = opts.deleted ?? false;
  if (deleted !== 'any') q = q.where('t.deleted_at', deleted ? 'is not' : 'is', null);
  // Prepared on PostgreSQL (runPreparedFirst): its joins were planned again on every read of a ticket.
  const row = await runPreparedFirst(db, q.compile());
  if (!row) return undefined;
  return { ...row, status: row.status, note: row.note, images: await ticketImages(db, id) };
}

/** The state of a ticket whatever it is (for telling 404 from 409). */
export function ticketState(db: Kysely<Database>, id: number) {
  return db.selectFrom('tickets').select(['id', 'ticket_id', 'status', 'deleted_at', 'customer_id', 'business_id']).where('id', '=', id).executeTakeFirst();
}

// ---- writes --------------------------------------------------------------------------------------------------

export type NewTicket = Omit<CustomerTicketCreate, 'note'> & { note: string | null };

/**
 * Writes a ticket, its images (bytes into `files`) and their links in the caller's transaction: both or neither.
 */
export async function insertTicket(
  trx: Kysely<Database>,
  data: NewTicket,
  owner: { customerId: number; businessId: number },
  /** The photos, stored already (files.service.ts) in this transaction. */
  images: Array<{ type: TicketImageType; fileName: string }>,
) {
  const now = nowIso();
  const names = await ownerNames(trx, owner);
  const row = await trx
    .insertInto('tickets')
    .values({
      ticket_id: newTicketCode(),
      customer_id: owner.customerId,
      business_id: owner.businessId,
      glass_order_no: data.glass_order_no,
      customer_po_no: data.customer_po_no,
      glass_type_id: data.glass_type_id,
      warranty_reason_id: data.warranty_reason_id,
      glass_size: data.glass_size,
      panel_status: data.panel_status,
      marks: data.marks,
      received_date: data.received_date,
      expected_date: data.expected_date,
      status: 'Created',
      note: data.note,
      ...names,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning(['id', 'ticket_id', 'status'])
    .executeTakeFirstOrThrow();
  const positions: Record<TicketImageType, number> = { Defect: 0, Label: 0 };
  for (const { type, fileName } of images) {
    await trx.insertInto('ticket_images').values({ ticket_id: row.id, type, position: positions[type]++, file_name: fileName }).execute();
  }
  return row;
}

/** The names a ticket keeps for its list's sort and search (tickets-list.repository.ts): the customer's "first last", the business's name. */
async function ownerNames(trx: Kysely<Database>, owner: { customerId: number; businessId: number }) {
  const c = await trx.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', owner.customerId).executeTakeFirstOrThrow();
  const b = await trx.selectFrom('businesses').select('name').where('id', '=', owner.businessId).executeTakeFirstOrThrow();
  return { customer_name: `${c.first_name} ${c.last_name}`, business_name: b.name };
}

/** A business was renamed: its tickets take the new name (in the rename's transaction), for their list's sort and search. */
export async function renameBusinessTickets(trx: Kysely<Database>, businessId: number, name: string) {
  await trx.updateTable('tickets').set({ business_name: name }).where('business_id', '=', businessId).where('business_name', '!=', name).execute();
}

/**
 * A customer was renamed (the customer app's profile): its tickets take the new "first last" in the same transaction,
 * for their list's columns, sort and search (a dense search reads the ticket's own copy).
 */
export async function renameCustomerTickets(trx: Kysely<Database>, customerId: number, fullName: string) {
  await trx.updateTable('tickets').set({ customer_name: fullName }).where('customer_id', '=', customerId).where('customer_name', '!=', fullName).execute();
}

/** Disables (true) or restores (false) a ticket; false when it was not in the other state. */
export async function setTicketDisabled(db: Kysely<Database>, id: number, disabled: boolean): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('tickets')
    .set({ deleted_at: disabled ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', disabled ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A guarded status change: it happens only when the live ticket's status is one of `from`, so of two identical
 * requests (a double click) one changes the row and the other finds nothing to change.
 */
export async function changeStatus(db: Kysely<Database>, id: number, from: TicketStatus[], to: TicketStatus): Promise<boolean> {
  const res = await db
    .updateTable('tickets')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertTicketMessage(db: Kysely<Database>, table: 'ticket_notifications' | 'ticket_comments', ticketId: number, message: string, senderUserId: number) {
  await db.insertInto(table).values({ ticket_id: ticketId, message, sender_user_id: senderUserId, created_at: nowIso() }).execute();
}

/** The time of each ticket's latest notification (one query for a page of tickets; the ticket_id index serves it). */
export async function latestNotifications(db: Kysely<Database>, ticketIds: number[]): Promise<Map<number, string>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_notifications')
    .select(['ticket_id', (eb) => eb.fn.max('created_at').as('at')])
    .where('ticket_id', 'in', ticketIds)
    .groupBy('ticket_id')
    .execute();
  return new Map(rows.map((r) => [r.ticket_id, r.at]));
}

/** A ticket's notifications or comments, oldest first (a conversation), with the sender's full name. */
export async function listTicketMessages(db: Kysely<Database>, table: 'ticket_notifications' | 'ticket_comments', ticketId: number): Promise<TicketMessage[]> {
  const rows = await db
    .selectFrom(`${table} as m` as 'ticket_notifications as m')
    .leftJoin('users as u', 'u.id', 'm.sender_user_id')
    .select(['m.message', 'm.created_at', 'u.first_name', 'u.last_name'])
    .where('m.ticket_id', '=', ticketId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ message: r.message, created_at: r.created_at, sender: r.first_name ? `${r.first_name} ${r.last_name}` : 'GlassDesk' }));
}

/**
 * Erases every ticket of a customer (the customer's permanent delete): the tickets, their images, notifications and
 * comments, in the caller's transaction. Answers the images' file names (the files module deletes them).
 */
export async function eraseCustomerTickets(trx: Kysely<Database>, customerId: number): Promise<string[]> {
  const files = await trx.selectFrom('ticket_images as i').innerJoin('tickets as t', 't.id', 'i.ticket_id').select('i.file_name').where('t.customer_id', '=', customerId).execute();
  const ids = (await trx.selectFrom('tickets').select('id').where('customer_id', '=', customerId).execute()).map((r) => r.id);
  if (!ids.length) return [];
  for (const table of ['ticket_images', 'ticket_notifications', 'ticket_comments'] as const) await trx.deleteFrom(table).where('ticket_id', 'in', ids).execute();
  await trx.deleteFrom('tickets').where('id', 'in', ids).execute();
  return files.map((f) => f.file_name);
}

/** The ticket as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function ticketSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db
    .selectFrom('tickets as t')
    .leftJoin('glass_types as g', 'g.id', 't.glass_type_id')
    .leftJoin('warranty_reasons as w', 'w.id', 't.warranty_reason_id')
    .select([
      't.ticket_id',
      't.customer_name',
      't.business_name',
      't.glass_order_no',
      't.customer_po_no',
      'g.name as glass_type',
      'w.name as warranty_reason',
      't.glass_size',
      't.panel_status',
      't.marks',
      't.received_date',
      't.expected_date',
      't.status',
      't.note',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      label: `Ticket ${r.ticket_id}`,
      fields: {
        customer_id: r.customer_name,
        business_id: r.business_name,
        glass_order_no: r.glass_order_no,
        customer_po_no: text(r.customer_po_no),
        glass_type_id: text(r.glass_type),
        warranty_reason_id: text(r.warranty_reason),
        glass_size: r.glass_size,
        panel_status: text(r.panel_status),
        marks: text(r.marks),
        received_date: text(r.received_date),
        expected_date: text(r.expected_date),
        status: r.status,
        note: plain(r.note),
      },
    }
  );
}
