import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PagingQuery, TicketRow, TicketSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { amongIds, containsPattern, ftsPhrase, indexedSearch, isPostgresDb, runPrepared, runPreparedFirst, selectArrays } from '../../db/sql.js';
import { countedAt, idsMadeAt, keepCount, keptCount } from '../../db/count-cache.js';
import { firstIdsOf, shouldWalk, walksLikeIndex } from '../../db/list-query.js';

/**
 * The tickets list at a million rows. Three steps, each served by an index:
 * 1. the page's ids: the filter, the search and the order on `tickets` alone (the sort indexes of migrations 0006 and
 *    0008, each ending in the id tie-breaker), so a page, even a deep one, walks an index and reads no other table
 *    (a deep page of the default order starts its walk at the block of ids where it begins: migration 0010);
 * 2. the rows of those ids with their joined names (a deferred join: ten rows joined, not a million);
 * 3. the count: per-business counters kept by triggers when there is no search (a few rows read).
 * A search of 3+ characters goes through searchedPage instead: a broad one walks the order's index, a
 * narrow one sorts the ids its trigram indexes find, and its count is kept per version of the searched data.
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

/** SQLite: the id at `ref` is not a trashed ticket's, from the index of their ids alone (migration 0032). */
const notTrashed = (ref: string) => sql<SqlBool>`not exists (select 1 from tickets x indexed by tickets_trash_id_idx where x.deleted_at is not null and x.id = ${sql.ref(ref)})`;

/**
 * The ids of the tickets in `filter` that a search of 3 or more characters finds: "contains", case-insensitive, in
 * any searched column (CONTRACT: ticket id, order numbers, customer and business names). Three parts, each
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
  const ownPart =
    !ftsCover(search) && key === SORT_KEYS.id && isLiveList(filter) ? sql`select o.id, o.id as k from (${liveOwnIds(phrase)}) o` : sql`${from} where ${f} and ${ownMatch(search)}`;
  return sql`(${ownPart}
    union ${from} where ${f} and t.customer_id in (${ftsIds('customers_search', phrase)})
    union ${from} where ${f} and t.business_id in (${ftsIds('businesses_search', phrase)}))`;
}

/**
 * SQLite: the ids (as `id`) of the rows an FTS5 query finds in one of the trigram indexes: the tickets' own columns
 * (migration 0008, trashed tickets too), the customers' or businesses' names (migration 0011).
 */
const ftsIds = (index: 'tickets_search' | 'customers_search' | 'businesses_search', query: string) =>
  sql<{ id: number }>`select rowid as id from ${sql.table(index)} where ${sql.table(index)} match ${query}`;

/** SQLite: the ticket `t` holds the search in its own columns, from the tickets' trigram index (see ftsCover). */
function ownMatch(search: string): RawBuilder<SqlBool> {
  const cover = ftsCover(search);
  return cover
    ? sql<SqlBool>`t.id in (${ftsIds('tickets_search', cover)}) and ${anyContains(OWN_COLUMNS, search)}`
    : sql<SqlBool>`t.id in (${ftsIds('tickets_search', ftsPhrase(search))})`;
}

/**
 * SQLite, the live tickets holding `phrase` in their own columns, as ids (and their key in the default order): the
 * trigram index's rowids are the ids and the trashed ones are left out by the index of their ids (migration 0032), so
 * no row of `tickets` is read (550 rows not read before: 13 ms).
 */
const liveOwnIds = (phrase: string) => sql<{ id: number }>`select s.rowid as id from tickets_search s where tickets_search match ${phrase} and ${notTrashed('s.rowid')}`;

/** SQLite: the live tickets whose customer's (or business's) name holds `phrase`, as ids, from the live (owner, id) index. */
function liveThrough(owner: 'customer' | 'business', phrase: string) {
  const owners = ftsIds(owner === 'customer' ? 'customers_search' : 'businesses_search', phrase);
  return sql<{ id: number }>`select t.id from tickets t where t.deleted_at is null and ${sql.ref(`t.${owner}_id`)} in (${owners})`;
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

/** Each field of a list row as ticketsJoined selects it. */
const ROW_SELECTION = {
  id: 't.id',
  ticket_id: 't.ticket_id',
  customer_id: 't.customer_id',
  name: 't.customer_name as name',
  business_id: 't.business_id',
  business_name: 't.business_name',
  created_at: 't.created_at',
  glass_order_no: 't.glass_order_no',
  customer_po_no: 't.customer_po_no',
  glass_type: 'g.name as glass_type',
  warranty_reason: 'w.name as warranty_reason',
  glass_size: 't.glass_size',
  panel_status: 't.panel_status',
  marks: 't.marks',
  received_date: 't.received_date',
  expected_date: 't.expected_date',
  status: 't.status',
  deleted_at: 't.deleted_at',
} as const satisfies Record<keyof TicketRow, string>;

/** Tickets with their glass type (g) and warranty reason (w). */
const ticketsJoined = (db: Kysely<Database>) =>
  db.selectFrom('tickets as t').innerJoin('glass_types as g', 'g.id', 't.glass_type_id').innerJoin('warranty_reasons as w', 'w.id', 't.warranty_reason_id');

/** Tickets with their glass type and warranty reason names: the list's rows, for ids already chosen. */
export function ticketRows(db: Kysely<Database>) {
  return ticketsJoined(db).select(Object.values(ROW_SELECTION));
}

/**
 * The rows of `ids`, in the order of `ids`. Prepared, the ids one array parameter on PostgreSQL (amongIds): a page's
 * 50 ids as 50 parameters were planned again on every request.
 */
async function rowsOf(db: Kysely<Database>, ids: number[]): Promise<TicketRow[]> {
  if (!ids.length) return [];
  const rows = await runPrepared(
    db,
    ticketRows(db)
      .where(amongIds(db, 't.id', ids))
      .compile(),
  );
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
    const count = !isPostgresDb(db) && isLiveList(filter) ? liveSearchCount(db, search) : sql<{ n: number }>`select count(*) as n from ${searchedIds(db, filter, search)} m`;
    const { rows } = await count.execute(db);
    return Number(rows[0].n);
  }
  const row = await matching(db, filter, search)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Own matches from which the live count unites the parts instead (liveSearchCount): they are read one row each. Tests lower it. */
export const countTuning = { ownReadMost: 5_000 };

/**
 * SQLite, the live list: a search's exact count without uniting its parts (searchedIds), which put every match's id
 * in a temporary b-tree ("son", 250,626 tickets: 134 ms; "smi", 83,745: 37 ms). The tickets found through the names
 * are counted from the owners' live ticket counts (migration 0026): |C ∪ B| = |C| + |B| − |C ∩ B|, the tickets whose
 * customer and business both match read from the (customer, business) index (migration 0033); then the ticket's own
 * matches found through neither name, one row each ("son" 45 ms, "smi" 16 ms, "glas", 328,165: 6 ms). Own matches
 * alone (no name holds the search: digits) are counted from the trigram index; many own matches and names as well
 * are united as before. One statement, so the parts are of one state of the data.
 */
function liveSearchCount(db: Kysely<Database>, search: string) {
  const phrase = ftsPhrase(search);
  const cover = ftsCover(search);
  const own = ownMatch(search);
  const ownAlone = cover ? sql`select count(*) from tickets t where t.deleted_at is null and ${own}` : sql`select count(*) from (${liveOwnIds(phrase)})`;
  return sql<{ n: number }>`with
    cs as materialized (${ftsIds('customers_search', phrase)}),
    bs as materialized (${ftsIds('businesses_search', phrase)}),
    s as materialized (select
      (select count(*) from (${ftsIds('tickets_search', cover ?? phrase)} limit ${countTuning.ownReadMost})) as o,
      (select coalesce(sum(c.ticket_count), 0) from customers c where c.id in (select id from cs)) as c,
      (select coalesce(sum(b.ticket_count), 0) from businesses b where b.id in (select id from bs)) as b)
    select case
      when s.c + s.b = 0 then (${ownAlone})
      when s.o < ${countTuning.ownReadMost} then s.c + s.b
        - case when s.c > 0 and s.b > 0 then (select count(*) from tickets t indexed by tickets_live_customer_business_idx
            where t.deleted_at is null and t.customer_id in (select id from cs) and +t.business_id in (select id from bs)) else 0 end
        + (select count(*) from tickets t where t.deleted_at is null and ${own}
            and t.customer_id not in (select id from cs) and t.business_id not in (select id from bs))
      else (select count(*) from ${searchedIds(db, {}, search)} m) end as n
    from s`;
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
    const whole = !search && filter.businessId === undefined && filter.customerId === undefined && !filter.visibleTo;
    [ids, count] = await Promise.all([idsQuery, whole ? wholeListCount(db, filter.deleted) : countOf(db, filter, search)]);
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
 * A search's page (fast whatever the search matches). Its exact count (kept per version of the searched
 * data; a narrow search not counted yet gets page and count from one statement), then the page by whichever read is
 * cheaper for that many matches:
 * - few matches: all of them from the trigram indexes with their sort key, sorted (sortedSearch);
 * - many: a walk of the order's own index that keeps the first rows that match and stops at the page's end
 *   (walkedSearchIds): a year in the order numbers matches one ticket in three, so a page reads about 30 rows
 *   instead of sorting 300,000.
 */
async function searchedPage(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, filter: TicketFilter, search: string, key: SortKey, direction: 'asc' | 'desc') {
  const version = await searchVersion(db);
  const live = await countedSearch(db, version, {}, '');
  let count = keptSearchCount(db, version, filter, search);
  if (count === undefined) {
    // A search not counted yet (at this version): unless it may be one to walk, its page and count from one statement.
    const first = await unwalkedFirst(db, query, filter, search, key, direction, walkFrom(query, live));
    if (first) {
      keepSearchCount(db, version, filter, search, first.count);
      return first;
    }
    count = await countedSearch(db, version, filter, search);
  }
  if (count === 0 || query.start >= count) return { ids: [], count };
  if (isPostgresDb(db) && key === SORT_KEYS.id && count <= keptIdsTuning.most) {
    const ids = await keptSearchIds(db, version, filter, search);
    // Kept newest first: an ascending page is cut from the end, not from a reversed copy of every id.
    const end = query.start + query.limit;
    const page = direction === 'desc' ? ids.slice(query.start, end) : ids.slice(Math.max(0, ids.length - end), Math.max(0, ids.length - query.start)).toReversed();
    return { ids: page.map((id) => ({ id })), count: ids.length };
  }
  const want = Math.min(query.limit, count - query.start);
  if (canWalk(db, filter, search) && shouldWalk(query, count, live)) {
    // The rows a walk may read: four times what the matches' share predicts, and at least twice the matches (a sort
    // would read every match and its key, about as costly as walking twice as many rows). Matches gathered far along
    // the order (last year's order numbers, oldest first) can make the walk read that far; past the cap the page is
    // sorted instead.
    const cap = Math.max(WALK_MIN, 2 * count, Math.ceil((4 * (query.start + query.limit) * live) / count));
    const walked = key.join ? await walkedByJoinedName(db, query, filter, search, key, direction, cap) : await walkedSearchIds(db, query, filter, search, key, direction, cap);
    if (walked.length === want) return { ids: walked, count };
  }
  // Its three parts read up to start + limit rows each, where a sort reads every match: the first pages.
  const early = 3 * (query.start + query.limit) <= count;
  if (early && !isPostgresDb(db) && key === SORT_KEYS.id && isLiveList(filter) && !ftsCover(search)) return { ids: await firstMatchesById(db, query, search, direction), count };
  return { ids: (await sortedSearch(db, query, filter, search, key, direction, false)).map((r) => ({ id: r.id })), count };
}

/** The most matches whose ids PostgreSQL keeps for a search in the id order (keptSearchIds): 10,000 ids, 80 KB. Tests lower it. */
export const keptIdsTuning = { most: 10_000 };

/**
 * PostgreSQL, a search of at most keptIdsTuning.most matches in the id order (the list's default): every
 * match's id, newest first, kept per version of the searched data as its count is (db/count-cache.ts). So the next
 * pages, or the same page asked again, read the version and the page's rows alone; the matches are looked for again
 * (the trigram index's candidates each rechecked on its row, and the owners' names: 5-8 ms of PostgreSQL's time at a
 * million tickets, planned for the term) only after a write that can change them. An id's place in the order never
 * changes, so the version of the matches is the version of their order too. The first request of a search keeps its
 * count alone (its page and count come from one statement): the second reads every match's id once.
 */
async function keptSearchIds(db: Kysely<Database>, version: string, filter: TicketFilter, search: string): Promise<readonly number[]> {
  return (await idsMadeAt(db, countKey(filter, search), version, async () => {
    const rows = await prepared(db, sql<{ id: number }>`select m.id from ${searchedIds(db, filter, search)} m order by m.id desc`);
    const ids = rows.map((r) => Number(r.id));
    // Read with the ids, so the count the next requests answer is theirs.
    keepSearchCount(db, version, filter, search, ids.length);
    return ids;
  })) as readonly number[];
}

/**
 * SQLite, the live list by id, a search of 3 to 5 characters whose count is known: the page from the first
 * start + limit matches of each part in the id order (firstIdsOf), not from a sort of every match. The own matches
 * come in rowid order from the trigram index, the names' from the live (owner, id) indexes. At a million tickets,
 * one statement: "t-w9" (1,037 matches) 1.36 -> 0.36 ms, "4475" (574) 1.13 -> 0.51 ms, "dner" (916, through
 * customers' names) 0.75 -> 0.44 ms. Deep in the matches it reads about what the sort does, and its three parts'
 * sorts make it slower ("4475" from its 561st match: 2.0 -> 3.3 ms a request), so it serves the first pages only.
 */
async function firstMatchesById(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, search: string, direction: 'asc' | 'desc') {
  const phrase = ftsPhrase(search);
  const first = await prepared(db, firstIdsOf([liveOwnIds(phrase), liveThrough('customer', phrase), liveThrough('business', phrase)], direction, query.start + query.limit));
  return first.slice(query.start).map((row) => ({ id: Number(row.id) }));
}

/**
 * The page and count of a search not counted yet, from one statement, as a search of a few hundred matches always
 * had them (counting it first would read its matches twice); or null when it may find `most` tickets or more, which
 * a walk serves better (SQLite's live list). PostgreSQL does not look: its look reads the table's rows of the
 * matches found by the ticket's own columns (GIN cannot count alone), as the statement does; and counting a broad
 * search there costs what sorting it does (a year: 0.7 s either way), so the first request of one pays that once.
 */
async function unwalkedFirst(
  db: Kysely<Database>,
  query: PagingQuery<TicketSortColumn>,
  filter: TicketFilter,
  search: string,
  key: SortKey,
  direction: 'asc' | 'desc',
  most: number,
): Promise<{ ids: Array<{ id: number }>; count: number } | null> {
  let rows: Array<{ id: number; n?: number }>;
  if (isPostgresDb(db) || !isLiveList(filter) || !canWalk(db, filter, search)) rows = await sortedSearch(db, query, filter, search, key, direction, true);
  // Its page and its count, even past the end (the count does not ride on the page's rows).
  else if (key === SORT_KEYS.id && !ftsCover(search)) return boundedSearchById(db, query, search, direction, most);
  else {
    if (await reaches(db, search, most)) return null;
    rows = await sortedSearch(db, query, filter, search, key, direction, true);
  }
  // A page past the end has no row to carry the count, which is then counted on its own.
  const count = rows.length ? Number(rows[0].n) : query.start > 0 ? await countOf(db, filter, search) : 0;
  return { ids: rows.map((r) => ({ id: r.id })), count };
}

/**
 * SQLite, the live list by id, a search of 3 to 5 characters: reaches() and sortedSearch() in one statement, so
 * each trigram index is read once (the look read them, then the page read them again: 1.5 of a new search's 3.5 ms).
 * Each part's matches are taken up to `most` (the ticket's own from the trigram index alone, trashed ones included,
 * as reaches() counts them); when their sum stays under `most`, each part holds all its matches and the page and
 * count are exact (searchedIds' parts); otherwise no page is made and null says the search may be one to walk.
 */
async function boundedSearchById(db: Kysely<Database>, query: PagingQuery<TicketSortColumn>, search: string, direction: 'asc' | 'desc', most: number) {
  const phrase = ftsPhrase(search);
  const dir = sqlDirection(direction);
  // The matches are united once (u), then counted and paged from there. A window over them (count(*) over ()) made
  // the statement 3.1 ms instead of 1.2 (mean of 300 new 4-digit searches, about 550 matches at a million tickets).
  const { rows } = await sql<{ parts: number; id: number | null; n: number | null }>`with
    o as materialized (${ftsIds('tickets_search', phrase)} limit ${most}),
    c as materialized (${liveThrough('customer', phrase)} limit ${most}),
    b as materialized (${liveThrough('business', phrase)} limit ${most}),
    r as materialized (select (select count(*) from o) + (select count(*) from c) + (select count(*) from b) as parts),
    u as materialized (select o.id from o where ${notTrashed('o.id')} union select id from c union select id from b)
    select r.parts, p.id, case when r.parts < ${most} then (select count(*) from u) end as n from r left join (
      select u.id from u where (select parts from r) < ${most}
      order by u.id ${dir} limit ${query.limit} offset ${query.start}) p
    order by p.id ${dir}`.execute(db);
  if (Number(rows[0].parts) >= most) return null;
  return { ids: rows.flatMap((r) => (r.id === null ? [] : [{ id: Number(r.id) }])), count: Number(rows[0].n) };
}

/** A search statement, prepared on PostgreSQL (db/sql.ts runPrepared). */
const prepared = <R>(db: Kysely<Database>, query: RawBuilder<R>): Promise<R[]> => runPrepared(db, query.compile(db));

/** The fewest rows a walk may read before it gives up for a sort (about 5-10 ms on SQLite at a million tickets). */
const WALK_MIN = 10_000;

/**
 * Every found ticket with its sort key (searchedIds), sorted, the page cut from them. With `counted`, each row also
 * carries the count (`n`): the matches are evaluated once and counted by a window over all of them.
 */
async function sortedSearch(
  db: Kysely<Database>,
  query: PagingQuery<TicketSortColumn>,
  filter: TicketFilter,
  search: string,
  key: SortKey,
  direction: 'asc' | 'desc',
  counted: boolean,
) {
  const dir = sqlDirection(direction);
  return prepared(
    db,
    sql<{ id: number; n?: number }>`select m.id${counted ? sql`, count(*) over () as n` : sql``} from ${searchedIds(db, filter, search, key)} m
    order by m.k ${dir}, m.id ${dir} limit ${query.limit} offset ${query.start}`,
  );
}

/** The unfiltered live list (no business, customer or trash): the one whose broad searches a walk serves. */
const isLiveList = (filter: TicketFilter) => !filter.deleted && filter.businessId === undefined && filter.customerId === undefined && !filter.visibleTo;

/** The fewest matches from which shouldWalk walks for this page. */
const walkFrom = (query: { start: number; limit: number }, live: number) => Math.floor(Math.sqrt(((query.start + query.limit) * live) / 2)) + 1;

/**
 * Whether a search of the live list may find `most` tickets or more (SQLite): each of its three parts (the ticket's own
 * columns, its customer's name, its business's name) counted up to `most` only, so a broad search stops early and a
 * narrow one reads its few matches. The sum can only overstate the union (a ticket found twice): the exact count
 * then decides.
 */
async function reaches(db: Kysely<Database>, search: string, most: number) {
  const phrase = ftsPhrase(search);
  // The trigram index alone (trashed tickets too: an overstatement, which the exact count corrects).
  const own = ftsIds('tickets_search', ftsCover(search) ?? phrase);
  const upTo = (part: RawBuilder<unknown>) => sql`(select count(*) from (${part} limit ${most}) p)`;
  const rows = await prepared(
    db,
    sql<{ a: number; b: number; c: number }>`select ${upTo(own)} as a, ${upTo(liveThrough('customer', phrase))} as b, ${upTo(liveThrough('business', phrase))} as c`,
  );
  return Number(rows[0].a) + Number(rows[0].b) + Number(rows[0].c) >= most;
}

/**
 * Many matches: the live tickets in the list's order, from the index behind that order, each tested against the
 * search on the ticket's own row (its order numbers, ticket id and its copies of its customer's and business's names,
 * which every rename keeps in step), until the page is full.
 * The default order names its index on SQLite (INDEXED BY), as the unsearched list does.
 */
async function walkedSearchIds(
  db: Kysely<Database>,
  query: { start: number; limit: number },
  filter: TicketFilter,
  search: string,
  key: SortKey,
  direction: 'asc' | 'desc',
  cap: number,
  where: RawBuilder<unknown> = sql`true`,
) {
  const dir = sqlDirection(direction);
  const from = !isPostgresDb(db) && key === SORT_KEYS.id ? sql`tickets t indexed by tickets_live_id_idx` : sql`tickets t`;
  // The inner walk reads at most `cap` rows of the order (SQLite runs it as a co-routine the outer query stops as
  // soon as the page is full); the outer keeps the matching ones.
  const rows = await prepared(
    db,
    sql<{ id: number }>`select w.id from (
      select t.id, ${key.expr} as k, ${rowMatches(db, search)} as m from ${from} where ${filterOf(filter)} and ${where}
      order by ${key.expr} ${dir}, t.id ${dir} limit ${cap}
    ) w where w.m order by w.k ${dir}, w.id ${dir} limit ${query.limit} offset ${query.start}`,
  );
  return rows.map((r) => ({ id: r.id }));
}

/**
 * The walk for an order by the glass type's or warranty reason's name: those names live in their own (small) tables,
 * so the walk goes through them in the list's order, and for each, its tickets newest or oldest first from the
 * (type, id) index, until the page is full. Names that are equal ignoring case form one step (their tickets by id).
 */
async function walkedByJoinedName(
  db: Kysely<Database>,
  query: { start: number; limit: number },
  filter: TicketFilter,
  search: string,
  key: SortKey,
  direction: 'asc' | 'desc',
  cap: number,
) {
  const table = key.join === 'g' ? 'glass_types' : 'warranty_reasons';
  const column = key.join === 'g' ? 't.glass_type_id' : 't.warranty_reason_id';
  const names = await db
    .selectFrom(table)
    .select(['id', sql<string>`lower(name)`.as('k')])
    .orderBy(sql`lower(name)`, direction)
    .orderBy('id', direction)
    .execute();
  const steps: number[][] = [];
  for (let i = 0; i < names.length; i++) {
    if (i && names[i].k === names[i - 1].k) steps[steps.length - 1].push(names[i].id);
    else steps.push([names[i].id]);
  }
  const need = query.start + query.limit;
  const found: Array<{ id: number }> = [];
  let budget = cap;
  for (const ids of steps) {
    if (found.length >= need) break;
    const inStep = sql`${sql.ref(column)} in (${sql.join(ids)})`;
    const rows = await walkedSearchIds(db, { start: 0, limit: need - found.length }, filter, search, SORT_KEYS.id, direction, budget, inStep);
    found.push(...rows);
    if (found.length >= need) break;
    // The step gave less than asked: it was read to its end, or the walk stopped at its budget, after which the page
    // cannot be known from the walk (the caller sorts instead). Its size tells which, counted only up to the budget.
    const read = await sizeUpTo(db, filter, inStep, budget + 1);
    if (read > budget) return [];
    budget -= read;
  }
  return found.slice(query.start, need);
}

/** How many live tickets of `filter` meet `where`, counted up to `most` (an index-only count that stops there). */
async function sizeUpTo(db: Kysely<Database>, filter: TicketFilter, where: RawBuilder<unknown>, most: number) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from tickets t where ${filterOf(filter)} and ${where} limit ${most}) s`.execute(db);
  return Number(rows[0].n);
}

/**
 * The search tested on one ticket's row: "contains", case-insensitive, in its ticket id, order numbers or copies of
 * its owners' names. PostgreSQL: ILIKE, as its trigram indexes are searched. SQLite: LIKE on lower(), which folds ASCII
 * only, so canWalk keeps non-ASCII searches on the trigram indexes (which fold every letter).
 * (PostgreSQL reads the columns one by one, not the indexed expression, so its planner cannot swap the walk for a
 * bitmap of every match.)
 */
function rowMatches(db: Kysely<Database>, search: string) {
  if (!isPostgresDb(db)) return anyContains(SEARCHED, search);
  const pattern = containsPattern(search);
  return sql<SqlBool>`(${sql.join(
    SEARCHED.map((c) => sql`${sql.ref(c)} ilike ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * Whether a walk can give the page: the live list (the trash has no order indexes: it is small) and, on SQLite, a
 * printable ASCII search (see rowMatches).
 */
function canWalk(db: Kysely<Database>, filter: TicketFilter, search: string) {
  return !filter.deleted && walksLikeIndex(db, search);
}

export { shouldWalk };

/** The version of the searched data (migration 0023): moved on by every write that can change a search's matches. */
async function searchVersion(db: Kysely<Database>): Promise<string> {
  const row = await runPreparedFirst(db, db.selectFrom('ticket_search_version').select('version').where('id', '=', 1).compile());
  return String(row?.version ?? '');
}

const countKey = (filter: TicketFilter, search: string) =>
  JSON.stringify(['tickets', filter.deleted ?? false, filter.businessId ?? null, filter.customerId ?? null, filter.visibleTo ?? null, search]);

/** The count kept for this filter and search at this version (db/count-cache.ts), if any. */
const keptSearchCount = (db: Kysely<Database>, version: string, filter: TicketFilter, search: string) => keptCount(db, countKey(filter, search), version);
const keepSearchCount = (db: Kysely<Database>, version: string, filter: TicketFilter, search: string, count: number) => keepCount(db, countKey(filter, search), version, count);

const countedSearch = (db: Kysely<Database>, version: string, filter: TicketFilter, search: string) =>
  countedAt(db, countKey(filter, search), version, () => countOf(db, filter, search));

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
  return prepared(
    db,
    sql<{ id: number }>`select id from ${from} where deleted_at is null and ${edge}
    order by id ${sqlDirection(direction)} limit ${query.limit} offset ${offset}`,
  );
}

/**
 * The live (or trashed) tickets' count with no filter: the per-business counters summed (20,000 rows at the
 * realistic scale, 1-2 ms on SQLite), kept per version of the searched data, which every insert, delete, trash and
 * restore moves on.
 */
async function wholeListCount(db: Kysely<Database>, deleted = false) {
  return countedSearch(db, await searchVersion(db), deleted ? { deleted } : {}, '');
}

/** The live tickets' count (the dashboard). */
export async function countLiveTickets(db: Kysely<Database>) {
  return wholeListCount(db);
}

/**
 * Every ticket matching the list's filter, search and sort, in batches (the export), never the whole result in
 * memory: keyset pages on (sort key, id), each one index seek. A nullable key is walked in two runs, the rows
 * without a value and those with one, in the order the database sorts NULLs (first ascending on SQLite, last on
 * PostgreSQL), so the export lists the rows in exactly the list's order. Each row is an array of `fields`' values.
 */
export async function* eachTicketBatch(
  db: Kysely<Database>,
  query: PagingQuery<TicketSortColumn>,
  filter: TicketFilter,
  fields: ReadonlyArray<keyof TicketRow>,
  batchSize = 1000,
): AsyncGenerator<unknown[][]> {
  const search = searchOf(query);
  const { key, direction } = orderOf(query, filter);
  const cmp = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const n = fields.length;
  type Run = 'all' | 'nulls' | 'values';
  let runs: Run[] = ['all'];
  if (key.nullable) {
    const nullsFirst = isPostgresDb(db) ? direction === 'desc' : direction === 'asc';
    runs = nullsFirst ? ['nulls', 'values'] : ['values', 'nulls'];
  }
  for (const run of runs) {
    let last: { k: unknown; id: unknown } | undefined;
    for (;;) {
      // Only the fields asked for, then the id and the sort key of the keyset, as arrays (selectArrays): one small
      // statement per batch. (Ids then `where id in (1000 ids)` left a large prepared statement per batch for the
      // garbage collector, and the server grew by 700 MB.)
      let q = ticketsJoined(db)
        .select(fields.map((f) => ROW_SELECTION[f]))
        .select([sql.ref('t.id').as('keyset_id'), key.expr.as('keyset_k')])
        .where(whereOf(db, filter, search));
      if (run === 'nulls') q = q.where(sql<SqlBool>`${key.expr} is null`);
      if (run === 'values') q = q.where(sql<SqlBool>`${key.expr} is not null`);
      if (last) q = q.where(run === 'nulls' ? sql<SqlBool>`t.id ${cmp} ${last.id}` : sql<SqlBool>`(${key.expr}, t.id) ${cmp} (${last.k}, ${last.id})`);
      q = run === 'nulls' ? q.orderBy('t.id', direction) : q.orderBy(key.expr, direction).orderBy('t.id', direction);
      const page = await selectArrays(db, q.limit(batchSize).compile());
      if (page.length) {
        const end = page[page.length - 1];
        last = { id: end[n], k: end[n + 1] };
        for (const row of page) row.length = n;
        yield page;
      }
      if (page.length < batchSize) break;
    }
  }
}
