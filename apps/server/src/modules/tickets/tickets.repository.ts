import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CustomerTicketCreate, PagingQuery, Ticket, TicketImage, TicketImageType, TicketMessage, TicketRow, TicketSortColumn, TicketStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { fullName, pagedList, type ListSpec } from '../../db/list-query.js';
import { nowIso } from '../../db/sql.js';
import type { ProcessedImage } from '../../lib/images.js';
import { deleteFiles, fileUrl, insertFile, thumbnailUrl } from '../files/files.repository.js';

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

/** Tickets with their customer's name, business name, glass type and warranty reason names (one query, joins). */
function ticketRows(db: Kysely<Database>) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .innerJoin('businesses as b', 'b.id', 't.business_id')
    .innerJoin('glass_types as g', 'g.id', 't.glass_type_id')
    .innerJoin('warranty_reasons as w', 'w.id', 't.warranty_reason_id')
    .select([
      't.id',
      't.ticket_id',
      't.customer_id',
      fullName('c.first_name', 'c.last_name').as('name'),
      't.business_id',
      'b.name as business_name',
      't.created_at',
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
      't.deleted_at',
    ]);
}

const SORTABLE: Record<TicketSortColumn, string> = {
  id: 'r.id',
  ticket_id: 'r.ticket_id',
  customer_id: 'r.customer_id',
  name: 'r.name',
  business_id: 'r.business_id',
  business_name: 'r.business_name',
  created_at: 'r.created_at',
  glass_order_no: 'r.glass_order_no',
  customer_po_no: 'r.customer_po_no',
  glass_type: 'r.glass_type',
  warranty_reason: 'r.warranty_reason',
  glass_size: 'r.glass_size',
  panel_status: 'r.panel_status',
  marks: 'r.marks',
  received_date: 'r.received_date',
  expected_date: 'r.expected_date',
  status: 'r.status',
};

/** Who a list is of. `visibleTo`: a customer's own tickets, plus all of `businessId`'s when given. */
export type TicketFilter = {
  deleted?: boolean;
  businessId?: number;
  customerId?: number;
  visibleTo?: { customerId: number; businessId: number | null };
};

function filtered(db: Kysely<Database>, filter: TicketFilter) {
  let q = ticketRows(db).where('t.deleted_at', filter.deleted ? 'is not' : 'is', null);
  if (filter.businessId !== undefined) q = q.where('t.business_id', '=', filter.businessId);
  if (filter.customerId !== undefined) q = q.where('t.customer_id', '=', filter.customerId);
  const v = filter.visibleTo;
  if (v) {
    q =
      v.businessId === null
        ? q.where('t.customer_id', '=', v.customerId)
        : q.where((eb) => eb.or([eb('t.customer_id', '=', v.customerId), eb('t.business_id', '=', v.businessId!)]));
  }
  return db.selectFrom(q.as('r')).selectAll();
}

function listSpec(deleted: boolean | undefined): ListSpec<TicketSortColumn> {
  return {
    sortable: SORTABLE,
    // CONTRACT/issue: ticket id, order numbers, customer and business names.
    searchable: ['r.ticket_id', 'r.glass_order_no', 'r.customer_po_no', 'r.name', 'r.business_name'],
    textColumns: [
      'r.ticket_id',
      'r.name',
      'r.business_name',
      'r.glass_order_no',
      'r.customer_po_no',
      'r.glass_type',
      'r.warranty_reason',
      'r.glass_size',
      'r.panel_status',
      'r.marks',
    ],
    defaultSort: { column: deleted ? 'r.deleted_at' : 'r.id', direction: 'desc' },
    tieBreaker: 'r.id',
  };
}

type Row = Omit<TicketRow, 'status'> & { status: string };
const toRow = (r: Row): TicketRow => ({ ...r, status: r.status as TicketStatus });

export async function listTickets(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, filter: TicketFilter) {
  const page = await pagedList(filtered(db, filter), query, listSpec(filter.deleted));
  return { list: page.list.map(toRow), count: page.count };
}

/**
 * Every ticket matching the list's filter, search and sort, in batches (for the export): never the whole result in
 * memory. Offset batches keep the list's exact order.
 */
export async function* eachTicketBatch(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, filter: TicketFilter, batchSize = 500) {
  for (let start = 0; ; start += batchSize) {
    const page = await pagedList(filtered(db, filter), { ...query, start, limit: batchSize }, listSpec(filter.deleted));
    if (page.list.length) yield page.list.map(toRow);
    if (page.list.length < batchSize) return;
  }
}

/** The dashboard's Recent Tickets: live tickets, newest first. */
export function recentTickets(db: Kysely<Database>, start: number, limit: number) {
  return listTickets(db, { sort_by: 'all', order: 'all', start, limit, search: 'all' }, {});
}

export async function countLiveTickets(db: Kysely<Database>) {
  const row = await db
    .selectFrom('tickets')
    .select(sql<number>`count(*)`.as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A ticket's images: Defect first, each kind in upload order. */
export async function ticketImages(db: Kysely<Database>, ticketId: number): Promise<TicketImage[]> {
  const rows = await db.selectFrom('ticket_images').select(['type', 'file_name']).where('ticket_id', '=', ticketId).orderBy('type').orderBy('position').execute();
  return rows.map((r) => ({ type: r.type, url: fileUrl(r.file_name), thumbnail_url: thumbnailUrl(r.file_name) }));
}

/** One ticket with its note and images; `deleted`: live (false, default), disabled (true) or either ('any'). */
export async function findTicket(db: Kysely<Database>, id: number, opts: { deleted?: boolean | 'any' } = {}): Promise<Ticket | undefined> {
  let q = ticketRows(db).select('t.note').where('t.id', '=', id);
  const deleted = opts.deleted ?? false;
  if (deleted !== 'any') q = q.where('t.deleted_at', deleted ? 'is not' : 'is', null);
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  return { ...toRow(row), note: row.note, images: await ticketImages(db, id) };
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
  images: Array<{ type: TicketImageType; image: ProcessedImage }>,
) {
  const now = nowIso();
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
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning(['id', 'ticket_id', 'status'])
    .executeTakeFirstOrThrow();
  const positions: Record<TicketImageType, number> = { Defect: 0, Label: 0 };
  for (const { type, image } of images) {
    const file = await insertFile(trx, image, { customerId: owner.customerId });
    await trx.insertInto('ticket_images').values({ ticket_id: row.id, type, position: positions[type]++, file_name: file.name }).execute();
  }
  return row;
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
 * Erases every ticket of a customer (the customer's permanent delete): the tickets, their images' files, their
 * notifications and comments (cascades), in the caller's transaction.
 */
export async function eraseCustomerTickets(trx: Kysely<Database>, customerId: number) {
  const files = await trx.selectFrom('ticket_images as i').innerJoin('tickets as t', 't.id', 'i.ticket_id').select('i.file_name').where('t.customer_id', '=', customerId).execute();
  const ids = (await trx.selectFrom('tickets').select('id').where('customer_id', '=', customerId).execute()).map((r) => r.id);
  if (!ids.length) return;
  for (const table of ['ticket_images', 'ticket_notifications', 'ticket_comments'] as const) await trx.deleteFrom(table).where('ticket_id', 'in', ids).execute();
  await trx.deleteFrom('tickets').where('id', 'in', ids).execute();
  await deleteFiles(
    trx,
    files.map((f) => f.file_name),
  );
}
