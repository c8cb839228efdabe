import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PagingQuery, TicketRow, TicketSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { containsPattern, isPostgresDb } from '../../db/sql.js';

/**
 * The tickets list at a million rows (issue 11). Three steps, each served by an index:
 * 1. the page's ids: the filter, the search and the order on `tickets` alone (the sort indexes of migrations 0006 and
 *    0008, each ending in the id tie-breaker), so a page, even a deep one, walks an index and reads no other table
 *    (a deep page of the default order starts its walk at the block of ids where it begins: migration 0010);
 * 2. the rows of those ids with their joined names (a deferred join: ten rows joined, not a million);
 * 3. the count: per-business counters kept by triggers when there is no search (a few rows read), else a count of the
 *    search index's matches.
 * The export walks the same order in keyset batches, so batch n costs what batch 1 costs.
 */

/** Who a list is of. `visibleTo`: a customer's own tickets, plus all of `businessId`'s when given. */
export type TicketFilter = {
  deleted?: boolean;
  businessId?: number;
  customerId?: number;
  visibleTo?: { customerId: number; businessId: number | null };
};

type SortKey = { expr: RawBuilder<unknown>; nullable?: boolean; join?: 'g' | 'w' };
const col = (name: string) => sql.ref(`t.${name}`);
const lower = (name: string) => sql`lower(${sql.ref(name)})`;

/** sort_by -> what the ids query orders by (text case-insensitively, as the lower() indexes hold it). */
const SORT_KEYS: Record<TicketSortColumn, SortKey> = {
  id: { expr: col('id') },
  // Ticket codes are upper-case letters and digits (newTicketCode): their own order is the case-insensitive one.
  ticket_id: { expr: col('ticket_id') },
  customer_id: { expr: col('customer_id') },
  name: { expr: lower('t.customer_name') },
  business_id: { expr: col('business_id') },
  business_name: { expr: lower('t.business_name') },
  created_at: { expr: col('created_at') },
  glass_order_no: { expr: lower('t.glass_order_no') },
  customer_po_no: { expr: lower('t.customer_po_no'), nullable: true },
  glass_type: { expr: lower('g.name'), join: 'g' },
  warranty_reason: { expr: lower('w.name'), join: 'w' },
  glass_size: { expr: lower('t.glass_size') },
  panel_status: { expr: lower('t.panel_status'), nullable: true },
  marks: { expr: lower('t.marks'), nullable: true },
  received_date: { expr: col('received_date') },
  expected_date: { expr: col('expected_date'), nullable: true },
  status: { expr: col('status') },
};

/** What the PostgreSQL trigram index (migration 0008) holds: the searched columns, joined by a character no one types. */
const PG_SEARCH_TEXT = sql`(t.ticket_id || chr(31) || t.glass_order_no || chr(31) || coalesce(t.customer_po_no, '') || chr(31) || t.customer_name || chr(31) || t.business_name)`;
const SEARCHED = ['t.ticket_id', 't.glass_order_no', 't.customer_po_no', 't.customer_name', 't.business_name'];

/**
 * "Contains", case-insensitive, in any searched column (CONTRACT/issue 9: ticket id, order numbers, customer and
 * business names). From 3 characters on the trigram indexes answer it; a shorter search cannot use a trigram and
 * scans (still correct, just not indexed).
 */
function searchCondition(db: Kysely<Database>, search: string): Expression<SqlBool> {
  const pattern = containsPattern(search);
  if (isPostgresDb(db)) return sql<SqlBool>`${PG_SEARCH_TEXT} ilike ${pattern} escape '\\'`;
  if ([...search].length >= 3) {
    return sql<SqlBool>`t.id in (select rowid from tickets_search where tickets_search match ${ftsPhrase(search)})`;
  }
  return sql<SqlBool>`(${sql.join(
    SEARCHED.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** One FTS5 phrase: the trigram tokenizer matches it as a substring, case-folded. Quotes are doubled inside it. */
const ftsPhrase = (search: string) => `"${search.replaceAll('"', '""')}"`;

const searchOf = (query: PagingQuery<TicketSortColumn>) => (query.search && query.search !== 'all' ? query.search : '');

/** The filter and search as one condition on `t` (the list's ids query and the export's rows query share it). */
function whereOf(db: Kysely<Database>, filter: TicketFilter, search: string): Expression<SqlBool> {
  const conds: Array<Expression<SqlBool>> = [filter.deleted ? sql<SqlBool>`t.deleted_at is not null` : sql<SqlBool>`t.deleted_at is null`];
  if (filter.businessId !== undefined) conds.push(sql`t.business_id = ${filter.businessId}`);
  if (filter.customerId !== undefined) conds.push(sql`t.customer_id = ${filter.customerId}`);
  const v = filter.visibleTo;
  if (v) conds.push(v.businessId === null ? sql`t.customer_id = ${v.customerId}` : sql`(t.customer_id = ${v.customerId} or t.business_id = ${v.businessId})`);
  if (search) conds.push(searchCondition(db, search));
  return sql<SqlBool>`${sql.join(conds, sql` and `)}`;
}

/** The filtered tickets (no selection yet), with the join a sort key needs. */
function matching(db: Kysely<Database>, filter: TicketFilter, search: string, join?: 'g' | 'w') {
  let q = db.selectFrom('tickets as t');
  if (join === 'g') q = q.innerJoin('glass_types as g', 'g.id', 't.glass_type_id');
  if (join === 'w') q = q.innerJoin('warranty_reasons as w', 'w.id', 't.warranty_reason_id');
  return q.where(whereOf(db, filter, search));
}

/** The order a query asks for: its key (the trash's default is newest disabled first) and direction. */
function orderOf(query: PagingQuery<TicketSortColumn>, filter: TicketFilter): { key: SortKey; direction: 'asc' | 'desc' } {
  if (query.sort_by === 'all') {
    return { key: filter.deleted ? { expr: col('deleted_at') } : SORT_KEYS.id, direction: query.order === 'all' ? 'desc' : query.order };
  }
  return { key: SORT_KEYS[query.sort_by], direction: query.order === 'all' ? 'asc' : query.order };
}

/** Tickets with their glass type and warranty reason names: the list's rows, for ids already chosen. */
export function ticketRows(db: Kysely<Database>) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('glass_types as g', 'g.id', 't.glass_type_id')
    .innerJoin('warranty_reasons as w', 'w.id', 't.warranty_reason_id')
    .select([
      't.id',
      't.ticket_id',
      't.customer_id',
      't.customer_name as name',
      't.business_id',
      't.business_name',
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

/** The rows of `ids`, in the order of `ids`. */
async function rowsOf(db: Kysely<Database>, ids: number[]): Promise<TicketRow[]> {
  if (!ids.length) return [];
  const rows = await ticketRows(db).where('t.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, status: r.status }] : [];
  });
}

async function countOf(db: Kysely<Database>, filter: TicketFilter, search: string): Promise<number> {
  if (!search && filter.customerId === undefined && !filter.visibleTo) {
    let q = db.selectFrom('ticket_counts').select(sql<number>`coalesce(sum(${sql.ref(filter.deleted ? 'deleted' : 'live')}), 0)`.as('n'));
    if (filter.businessId !== undefined) q = q.where('business_id', '=', filter.businessId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }
  if (!filter.deleted && filter.businessId === undefined && filter.customerId === undefined && !filter.visibleTo && !isPostgresDb(db) && [...search].length >= 3) {
    // SQLite: the index's own count of matches, less the disabled ones among them (few, found through the trash
    // index), instead of reading every matching ticket to check it is live (6 ms instead of 38 ms for 40,000 matches).
    // The matches are found once (a materialised CTE): the index's phrase search is the costly part.
    const { rows } = await sql<{ n: number }>`with m(id) as materialized (select rowid from tickets_search where tickets_search match ${ftsPhrase(search)})
      select (select count(*) from m) - (select count(*) from tickets t where t.deleted_at is not null and t.id in (select id from m)) as n`.execute(db);
    return Number(rows[0].n);
  }
  const row = await matching(db, filter, search)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listTickets(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, filter: TicketFilter) {
  const search = searchOf(query);
  const { key, direction } = orderOf(query, filter);
  const idsQuery = matching(db, filter, search, key.join).select('t.id').orderBy(key.expr, direction).orderBy('t.id', direction).limit(query.limit).offset(query.start);
  const plainDefault = !search && !filter.deleted && filter.businessId === undefined && filter.customerId === undefined && !filter.visibleTo && query.sort_by === 'all';
  const [ids, count] = await Promise.all([plainDefault ? liveIdsInDefaultOrder(db, direction, query) : idsQuery.execute(), countOf(db, filter, search)]);
  return {
    list: await rowsOf(
      db,
      ids.map((r) => r.id),
    ),
    count,
  };
}

/**
 * The width of a ticket_id_blocks block: migration 0010 counts the live tickets of each `id / 4096` (245 blocks at a
 * million tickets), and a walk inside one block reads at most 4,096 index entries.
 */
export const TICKET_ID_BLOCK = 4096;

/**
 * The live list in its default order with no filter (newest first, or oldest first): the ids from the partial index
 * on id. A page near the top walks it from its end. A deeper page first finds, from ticket_id_blocks (the live
 * tickets per block of 4,096 ids), the block its first row is in and how many live tickets come before that block,
 * then walks the index from that block's edge: at most a block's tickets, however deep (a page at 485,000 walked
 * 485,000 index entries before: 7 ms on SQLite, 38 ms on PostgreSQL).
 * SQLite is told the index by name (INDEXED BY): it would otherwise walk its table by rowid, reading every row.
 */
async function liveIdsInDefaultOrder(db: Kysely<Database>, direction: 'asc' | 'desc', query: { limit: number; start: number }) {
  const desc = direction === 'desc';
  let edge: RawBuilder<unknown> = sql`true`;
  let offset = query.start;
  if (query.start >= TICKET_ID_BLOCK) {
    // `before`: the live tickets in the blocks ahead of this one, in the list's order. The page starts in the last
    // block (in that order) with before <= start; its offset inside the walk from that block's edge is start - before.
    const order = desc ? sql.raw('desc') : sql.raw('asc');
    const { rows } = await sql<{ block: number; before: number }>`select block, before from (
        select block, coalesce(sum(live) over (order by block ${order} rows between unbounded preceding and 1 preceding), 0) as before from ticket_id_blocks
      ) b where before <= ${query.start} order by block ${desc ? sql.raw('asc') : sql.raw('desc')} limit 1`.execute(db);
    const at = rows[0];
    if (at) {
      offset = query.start - Number(at.before);
      const block = Number(at.block);
      edge = desc ? sql`id < ${(block + 1) * TICKET_ID_BLOCK}` : sql`id >= ${block * TICKET_ID_BLOCK}`;
    }
  }
  const from = isPostgresDb(db) ? sql`tickets` : sql`tickets indexed by tickets_live_id_idx`;
  const { rows } = await sql<{ id: number }>`select id from ${from} where deleted_at is null and ${edge}
    order by id ${desc ? sql.raw('desc') : sql.raw('asc')} limit ${query.limit} offset ${offset}`.execute(db);
  return rows;
}

/** The live tickets' count (the dashboard): the counters, not a scan. */
export async function countLiveTickets(db: Kysely<Database>) {
  return countOf(db, {}, '');
}

/**
 * Every ticket matching the list's filter, search and sort, in batches (the export), never the whole result in
 * memory: keyset pages on (sort key, id), each one index seek. A nullable key is walked in two runs, the rows
 * without a value and those with one, in the order the database sorts NULLs (first ascending on SQLite, last on
 * PostgreSQL), so the export lists the rows in exactly the list's order.
 */
export async function* eachTicketBatch(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, filter: TicketFilter, batchSize = 1000) {
  const search = searchOf(query);
  const { key, direction } = orderOf(query, filter);
  const cmp = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  type Run = 'all' | 'nulls' | 'values';
  let runs: Run[] = ['all'];
  if (key.nullable) {
    const nullsFirst = isPostgresDb(db) ? direction === 'desc' : direction === 'asc';
    runs = nullsFirst ? ['nulls', 'values'] : ['values', 'nulls'];
  }
  for (const run of runs) {
    let last: { k: unknown; id: number } | undefined;
    for (;;) {
      // The rows themselves, not ids then rows: one small statement per batch. (Ids then `where id in (1000 ids)`
      // left a large prepared statement per batch for the garbage collector, and the server grew by 700 MB.)
      let q = ticketRows(db)
        .select(key.expr.as('k'))
        .where(whereOf(db, filter, search));
      if (run === 'nulls') q = q.where(sql<SqlBool>`${key.expr} is null`);
      if (run === 'values') q = q.where(sql<SqlBool>`${key.expr} is not null`);
      if (last) q = q.where(run === 'nulls' ? sql<SqlBool>`t.id ${cmp} ${last.id}` : sql<SqlBool>`(${key.expr}, t.id) ${cmp} (${last.k}, ${last.id})`);
      q = run === 'nulls' ? q.orderBy('t.id', direction) : q.orderBy(key.expr, direction).orderBy('t.id', direction);
      const page = await q.limit(batchSize).execute();
      if (page.length) {
        yield page.map(({ k: _k, ...row }) => row);
        const end = page[page.length - 1];
        last = { k: end.k, id: end.id };
      }
      if (page.length < batchSize) break;
    }
  }
}
