import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PagingQuery, TicketRow, TicketSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { containsPattern, ftsPhrase, indexedSearch, isPostgresDb } from '../../db/sql.js';

/**
 * The tickets list at a million rows (issue 11). Three steps, each served by an index:
 * 1. the page's ids: the filter, the search and the order on `tickets` alone (the sort indexes of migrations 0006 and
 *    0008, each ending in the id tie-breaker), so a page, even a deep one, walks an index and reads no other table
 *    (a deep page of the default order starts its walk at the block of ids where it begins: migration 0010);
 * 2. the rows of those ids with their joined names (a deferred join: ten rows joined, not a million);
 * 3. the count: per-business counters kept by triggers when there is no search (a few rows read).
 * A search of 3+ characters instead gets its page and count from one statement over the ids its trigram indexes find
 * (searchedIds, searchedPage).
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

/** What the PostgreSQL trigram index on tickets holds (migration 0011): a ticket's own searched columns, joined by a character no one types. */
const PG_TICKET_TEXT = sql`(t.ticket_id || chr(31) || t.glass_order_no || chr(31) || coalesce(t.customer_po_no, ''))`;
const SEARCHED = ['t.ticket_id', 't.glass_order_no', 't.customer_po_no', 't.customer_name', 't.business_name'];

/** "Contains", case-insensitive, in any of `columns` (a scan where no index serves it, a recheck where one does). */
const anyContains = (columns: string[], search: string) =>
  sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${containsPattern(search)} escape '\\'`),
    sql` or `,
  )})`;

/** A list direction as SQL. */
const sqlDirection = (direction: 'asc' | 'desc') => sql.raw(direction === 'asc' ? 'asc' : 'desc');

/** The join a sort key needs (glass type or warranty reason name), as SQL. */
const joinOf = (key: SortKey) =>
  key.join === 'g' ? sql`join glass_types g on g.id = t.glass_type_id` : key.join === 'w' ? sql`join warranty_reasons w on w.id = t.warranty_reason_id` : sql``;

/** The ticket's own searched columns (the tickets' trigram index, migration 0011). */
const OWN_COLUMNS = ['t.ticket_id', 't.glass_order_no', 't.customer_po_no'];

/**
 * SQLite, an ASCII search of 6 or more characters: the trigrams that cover it without overlapping (at 0, 3, 6... and
 * the last), each required, instead of the phrase of all its overlapping trigrams. FTS5 reads half the posting lists
 * ("554486": 554 and 486, not 554, 544, 448 and 486; 0.74 -> 0.43 ms at a million tickets, where a digit's trigram
 * is in 8,000 tickets), and the few candidates are checked for the whole text with LIKE, which folds ASCII case as
 * the index does. Other searches (shorter, or with non-ASCII letters, which LIKE would not fold) use the phrase.
 */
function ftsCover(search: string): string | null {
  if (search.length < 6 || !/^[\x20-\x7e]+$/.test(search)) return null;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= search.length; i += 3) grams.push(search.slice(i, i + 3));
  if (search.length % 3) grams.push(search.slice(-3));
  return grams.map(ftsPhrase).join(' AND ');
}

const searchOf = (query: PagingQuery<TicketSortColumn>) => (query.search && query.search !== 'all' ? query.search : '');

/** Who the list is of, as one condition on `t` (no search). */
function filterOf(filter: TicketFilter): Expression<SqlBool> {
  const conds: Array<Expression<SqlBool>> = [filter.deleted ? sql<SqlBool>`t.deleted_at is not null` : sql<SqlBool>`t.deleted_at is null`];
  if (filter.businessId !== undefined) conds.push(sql`t.business_id = ${filter.businessId}`);
  if (filter.customerId !== undefined) conds.push(sql`t.customer_id = ${filter.customerId}`);
  const v = filter.visibleTo;
  if (v) conds.push(v.businessId === null ? sql`t.customer_id = ${v.customerId}` : sql`(t.customer_id = ${v.customerId} or t.business_id = ${v.businessId})`);
  return sql<SqlBool>`${sql.join(conds, sql` and `)}`;
}

/**
 * The ids of the tickets in `filter` that a search of 3 or more characters finds: "contains", case-insensitive, in
 * any searched column (CONTRACT/issue 9: ticket id, order numbers, customer and business names). Three parts, each
 * read through an index, united:
 * - the ticket's own columns, from the tickets' trigram index;
 * - the customers whose "first last" holds it, from the customers' trigram index (migration 0011), then their tickets
 *   from the live customer index;
 * - the same for the businesses' names.
 * So "yang" reads the postings of 20,000 customers' names and its 1,700 tickets' index entries, not the postings of a
 * million tickets' copies of the names (SQLite FTS5 trigram tables kept by triggers; PostgreSQL pg_trgm GIN indexes,
 * searched with ILIKE on the indexed expression).
 */
function searchedIds(db: Kysely<Database>, filter: TicketFilter, search: string, key: SortKey = SORT_KEYS.id): RawBuilder<{ id: number; k: unknown }> {
  const f = filterOf(filter);
  // Each part selects the sort key with the id, so the page is sorted without reading the tickets again (a join back
  // to `tickets` made PostgreSQL hash a million rows for 1,700 matches).
  const from = sql`select t.id, ${key.expr} as k from tickets t ${joinOf(key)}`;
  if (isPostgresDb(db)) {
    const pattern = containsPattern(search);
    return sql`(${from} where ${f} and ${PG_TICKET_TEXT} ilike ${pattern} escape '\\'
      union ${from} where ${f} and t.customer_id in (select c.id from customers c where (c.first_name || ' ' || c.last_name) ilike ${pattern} escape '\\')
      union ${from} where ${f} and t.business_id in (select b.id from businesses b where b.name ilike ${pattern} escape '\\'))`;
  }
  const phrase = ftsPhrase(search);
  const cover = ftsCover(search);
  const own = cover
    ? sql`t.id in (select rowid from tickets_search where tickets_search match ${cover}) and ${anyContains(OWN_COLUMNS, search)}`
    : sql`t.id in (select rowid from tickets_search where tickets_search match ${phrase})`;
  return sql`(${from} where ${f} and ${own}
    union ${from} where ${f} and t.customer_id in (select rowid from customers_search where customers_search match ${phrase})
    union ${from} where ${f} and t.business_id in (select rowid from businesses_search where businesses_search match ${phrase}))`;
}

/** The filter and search as one condition on `t` (the list's ids query and the export's rows query share it). */
function whereOf(db: Kysely<Database>, filter: TicketFilter, search: string): Expression<SqlBool> {
  if (!search) return filterOf(filter);
  if (indexedSearch(search)) return sql<SqlBool>`${filterOf(filter)} and t.id in (select m.id from ${searchedIds(db, filter, search)} m)`;
  // Under 3 characters: a scan of the ticket's own copies of the names (still correct, just not indexed).
  return sql<SqlBool>`${filterOf(filter)} and ${anyContains(SEARCHED, search)}`;
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
  if (search && indexedSearch(search)) {
    // The found ids counted as they come from their indexes, without reading the tickets again.
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${searchedIds(db, filter, search)} m`.execute(db);
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
  let ids: Array<{ id: number }>;
  let count: number;
  if (search && indexedSearch(search)) {
    ({ ids, count } = await searchedPage(db, query, filter, search, key, direction));
  } else {
    const plainDefault = !search && !filter.deleted && filter.businessId === undefined && filter.customerId === undefined && !filter.visibleTo && query.sort_by === 'all';
    const idsQuery = plainDefault
      ? liveIdsInDefaultOrder(db, direction, query)
      : matching(db, filter, search, key.join).select('t.id').orderBy(key.expr, direction).orderBy('t.id', direction).limit(query.limit).offset(query.start).execute();
    [ids, count] = await Promise.all([idsQuery, countOf(db, filter, search)]);
  }
  return {
    list: await rowsOf(
      db,
      ids.map((r) => r.id),
    ),
    count,
  };
}

/**
 * A search's page and count in one statement: the found tickets (searchedIds, with their sort key) are evaluated
 * once, counted by a window over all of them, and sorted. (Two statements evaluated the search twice, and PostgreSQL
 * spent longer planning the three-part search than running it.) A page past the end has no row to carry the count,
 * which is then counted on its own.
 */
async function searchedPage(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, filter: TicketFilter, search: string, key: SortKey, direction: 'asc' | 'desc') {
  const dir = sqlDirection(direction);
  const { rows } = await sql<{ id: number; n: number }>`select m.id, count(*) over () as n from ${searchedIds(db, filter, search, key)} m
    order by m.k ${dir}, m.id ${dir} limit ${query.limit} offset ${query.start}`.execute(db);
  const count = rows.length ? Number(rows[0].n) : query.start > 0 ? await countOf(db, filter, search) : 0;
  return { ids: rows.map((r) => ({ id: r.id })), count };
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
    const order = sqlDirection(direction);
    const { rows } = await sql<{ block: number; before: number }>`select block, before from (
        select block, coalesce(sum(live) over (order by block ${order} rows between unbounded preceding and 1 preceding), 0) as before from ticket_id_blocks
      ) b where before <= ${query.start} order by block ${sqlDirection(desc ? 'asc' : 'desc')} limit 1`.execute(db);
    const at = rows[0];
    if (at) {
      offset = query.start - Number(at.before);
      const block = Number(at.block);
      edge = desc ? sql`id < ${(block + 1) * TICKET_ID_BLOCK}` : sql`id >= ${block * TICKET_ID_BLOCK}`;
    }
  }
  const from = isPostgresDb(db) ? sql`tickets` : sql`tickets indexed by tickets_live_id_idx`;
  const { rows } = await sql<{ id: number }>`select id from ${from} where deleted_at is null and ${edge}
    order by id ${sqlDirection(direction)} limit ${query.limit} offset ${offset}`.execute(db);
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
