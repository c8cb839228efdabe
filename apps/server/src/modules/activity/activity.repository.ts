import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ActivityEntry, ActivityExportQuery, ActivityListQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { versionedCache } from '../../db/count-cache.js';
import { lastChainEntry, timeOrderMark } from './activity-chain.repository.js';
import { amongIds, containsPattern, ftsPhrase, indexedSearch, isPostgresDb, runPrepared } from '../../db/sql.js';

// Reads of the activity log. There is no update or delete here: entries are written by activity.recorder.ts and
// removed only by the retention purge (activity.retention.ts), which records what it removed; the SQL of those
// writes is in activity-chain.repository.ts and activity-retention.repository.ts.

export type ActivityFilter = Omit<ActivityExportQuery, 'search'> & {
  search?: string;
  /** Never shown to this reader (a customer does not see staff comments). */
  hideActions?: string[];
};

const COLUMNS = ['id', 'at', 'actor_type', 'actor_id', 'actor_name', 'action', 'entity_type', 'entity_id', 'entity_label', 'changes', 'request_id'] as const;
type Row = Pick<Database['activity'], (typeof COLUMNS)[number]> & { id: number };

const searchOf = (f: ActivityFilter) => (f.search && f.search !== 'all' ? f.search : '');

/** How a filter is read: `upTo`, only the entries up to that id; `scan`, the search read row by row (a short id range). */
type Reading = { upTo?: number; scan?: boolean };

function filtered<O>(db: Kysely<Database>, q: SelectQueryBuilder<Database, 'activity', O>, f: ActivityFilter, how: Reading = {}) {
  if (how.upTo !== undefined) q = q.where('id', '<=', how.upTo);
  if (f.actor_type) q = q.where('actor_type', '=', f.actor_type);
  if (f.actor_id !== undefined) q = q.where('actor_id', '=', f.actor_id);
  if (f.entity_type) q = q.where('entity_type', '=', f.entity_type);
  if (f.entity_id !== undefined) q = q.where('entity_id', '=', f.entity_id);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.hideActions?.length) q = q.where('action', 'not in', f.hideActions);
  // Inclusive calendar days (UTC): `at` is ISO text, so a day's entries sort between its date and the next one.
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', `${f.to}T99`);
  const search = searchOf(f);
  if (search) {
    // search_text is lower-cased: a contains-search of 3+ characters is read from its trigram index (FTS5 or pg_trgm).
    // A scan tests each row of its range instead (on PostgreSQL, `|| ''` keeps the planner off the trigram index).
    if (how.scan) q = q.where(sql<boolean>`(search_text || '') like ${containsPattern(search)} escape '\\'`);
    else if (indexedSearch(search) && !isPostgresDb(db)) q = q.where(sql<boolean>`id in (select rowid from activity_search where activity_search match ${ftsPhrase(search)})`);
    else q = q.where(sql<boolean>`search_text like ${containsPattern(search)} escape '\\'`);
  }
  return q;
}

export const toEntry = (r: Row): ActivityEntry => ({
  id: Number(r.id),
  at: r.at,
  actor: { type: r.actor_type, id: r.actor_id == null ? null : Number(r.actor_id), name: r.actor_name },
  action: r.action as ActivityEntry['action'],
  entity: { type: r.entity_type as ActivityEntry['entity']['type'], id: r.entity_id == null ? null : Number(r.entity_id), label: r.entity_label },
  changes: JSON.parse(r.changes) as ActivityEntry['changes'],
  request_id: r.request_id,
});

export async function listActivity(db: Kysely<Database>, query: ActivityListQuery & Pick<ActivityFilter, 'hideActions'>) {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const search = searchOf(query) ? await searchMatches(db, query) : undefined;
  if (search?.ids) {
    const ids = direction === 'desc' ? search.ids.slice(query.start, query.start + query.limit) : search.ids.toReversed().slice(query.start, query.start + query.limit);
    // Prepared, the ids one array parameter on PostgreSQL: as a parameter each, a page's ids were planned on every request.
    const rows = ids.length
      ? await runPrepared(
          db,
          db
            .selectFrom('activity')
            .select(COLUMNS)
            .where(amongIds(db, 'id', ids))
            .orderBy('at', direction)
            .orderBy('id', direction)
            .compile(),
        )
      : [];
    return { list: rows.map((r) => toEntry(r as Row)), count: search.count };
  }
  if (search) {
    const page = await walkedPage(db, query, search);
    if (page) return { list: page.map((r) => toEntry(r as Row)), count: search.count };
  }
  const [rows, total] = await Promise.all([
    filtered(db, db.selectFrom('activity').select(COLUMNS), query).orderBy('at', direction).orderBy('id', direction).limit(query.limit).offset(query.start).execute(),
    search ? search.count : countOf(db, query),
  ]);
  return { list: rows.map((r) => toEntry(r as Row)), count: total };
}

/**
 * A search of many matches (more than searchTuning.idsMax, so no ids kept): its page from the newest entries alone (the
 * oldest, in ascending order), each entry's text tested, read by the time index. The window is searchTuning.walkWindow
 * times the entries that hold the page's matches on average ((start + limit) x entries / matches), at most walkMax of
 * them. When the window holds a full page, that page is the list's (every entry outside it is older); when it does
 * not (the matches lie further back, or it is the last page), there is no answer and the caller sorts every match.
 * "james" at 5,000,000 entries (224,601 matches): the sort reads every match; this reads about 2,000 entries.
 */
async function walkedPage(db: Kysely<Database>, query: ActivityListQuery & Pick<ActivityFilter, 'hideActions'>, search: Matches) {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const window = Math.ceil((searchTuning.walkWindow * (query.start + query.limit) * search.upTo) / Math.max(search.count, 1));
  if (search.ids || !(window <= searchTuning.walkMax)) return undefined;
  const edge = !Number.isFinite(window)
    ? undefined
    : await db
        .selectFrom('activity')
        .select('at')
        .orderBy('at', direction)
        .orderBy('id', direction)
        .offset(window - 1)
        .limit(1)
        .executeTakeFirst();
  let q = filtered(db, db.selectFrom('activity').select(COLUMNS), query, { scan: true });
  if (edge) q = q.where('at', direction === 'desc' ? '>=' : '<=', edge.at);
  const rows = await q.orderBy('at', direction).orderBy('id', direction).limit(query.limit).offset(query.start).execute();
  // No edge: the window is the whole log, so the walk saw every entry.
  return rows.length === query.limit || !edge ? rows : undefined;
}

/**
 * A search's matches as the log grows: its count, and, up to searchTuning.idsMax matches, their ids in the list's order
 * (newest first), both made at `upTo` (the last entry's id then). The log only grows at its end, in id order (the
 * chain's writers take turns), and the only removal, the retention purge, appends its own 'purged' entry in the same
 * transaction. So a kept search is brought up to date by reading the entries after `upTo` alone: none of them
 * matching, it stands as it is; some matching, they are added to the count and the ids are read again; a purge among
 * them, it is made again. Paging through a search, or asking for it again, does not search the whole log again.
 */
type Matches = { count: number; ids?: number[]; upTo: number };
export const searchTuning = {
  /** The most matches whose ids are kept (20,000 ids: 160 KB); a search with more keeps its count alone. */
  idsMax: 20_000,
  /** The most entries after `upTo` read one by one to bring a kept search up to date; more than this, it is made again. */
  catchUpMax: 5_000,
  /** A search of many matches is paged from a window of its newest entries: this many times the entries that hold its page on average... */
  walkWindow: 4,
  /** ...and at most this many (50,000: a few milliseconds of the time index); the tests set Infinity. */
  walkMax: 50_000,
};
const searches = versionedCache<Matches>(100);

async function searchMatches(db: Kysely<Database>, f: ActivityFilter): Promise<Matches> {
  const { actor_type, actor_id, entity_type, entity_id, action, hideActions, from, to } = f;
  const key = JSON.stringify([searchOf(f), actor_type, actor_id, entity_type, entity_id, action, hideActions, from, to]);
  const last = await lastChainEntry(db);
  const upTo = Number(last?.id ?? 0);
  const kept = searches.latest(db, key);
  let matches: Matches | undefined;
  if (kept && Number(kept.version) === upTo) return kept.value;
  if (kept && Number(kept.version) < upTo && upTo - Number(kept.version) <= searchTuning.catchUpMax) {
    const after = Number(kept.version);
    const [added, purge] = await Promise.all([
      filtered(
        db,
        db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')),
        f,
        { upTo, scan: true },
      )
        .where('id', '>', after)
        .executeTakeFirstOrThrow(),
      db.selectFrom('activity').select('id').where('id', '>', after).where('id', '<=', upTo).where('action', '=', 'purged').limit(1).executeTakeFirst(),
    ]);
    const n = Number(added.n);
    if (!purge) matches = n ? { count: kept.value.count + n, upTo } : { ...kept.value, upTo };
  }
  matches ??= { count: await countOf(db, f, upTo), upTo };
  if (!matches.ids && matches.count <= searchTuning.idsMax) {
    const ids = await matchIdsNewestFirst(db, f, upTo);
    matches = { count: ids.length, ids, upTo };
  }
  searches.keep(db, key, String(upTo), matches);
  return matches;
}

/**
 * A search's matching ids up to `upTo`, in the list's order (newest first). Each match's time is read to sort them,
 * except, for a search alone on SQLite, the matches after the time order's mark (migration 0046): those are later
 * than every entry before them and in time order already, so the trigram index answers them newest first by id
 * without reading an entry (a surname's 2,000 matches at 5,000,000 entries: their times read from as many pages).
 */
async function matchIdsNewestFirst(db: Kysely<Database>, f: ActivityFilter, upTo: number): Promise<number[]> {
  const byTime = async (upTo: number) =>
    (await filtered(db, db.selectFrom('activity').select('id'), f, { upTo }).orderBy('at', 'desc').orderBy('id', 'desc').execute()).map((r) => Number(r.id));
  if (!searchedAlone(db, f)) return byTime(upTo);
  const mark = Math.min((await timeOrderMark(db)).disorderedUpto, upTo);
  const newer = await sql<{
    id: number;
  }>`select rowid as id from activity_search where activity_search match ${ftsPhrase(searchOf(f))} and rowid > ${mark} and rowid <= ${upTo} order by rowid desc`.execute(db);
  return [...newer.rows.map((r) => Number(r.id)), ...(mark > 0 ? await byTime(mark) : [])];
}

/** SQLite, a search of 3+ characters and no other filter: answered by the trigram index alone (it holds every entry's text). */
const searchedAlone = (db: Kysely<Database>, f: ActivityFilter) =>
  !isPostgresDb(db) &&
  indexedSearch(searchOf(f)) &&
  !f.actor_type &&
  f.actor_id === undefined &&
  !f.entity_type &&
  f.entity_id === undefined &&
  !f.action &&
  !f.hideActions?.length &&
  !f.from &&
  !f.to;

/** Every matching entry, newest first, in pages by keyset (the export streams them; memory stays flat at any size). */
export async function* activityBatches(db: Kysely<Database>, filter: ActivityFilter, size = 1000) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    let q = filtered(db, db.selectFrom('activity').select(COLUMNS), filter);
    if (after) {
      const a = after;
      q = q.where((eb) => eb.or([eb('at', '<', a.at), eb.and([eb('at', '=', a.at), eb('id', '<', a.id)])]));
    }
    const rows = (await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(size).execute()) as Row[];
    if (!rows.length) return;
    yield rows.map(toEntry);
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: Number(last.id) };
  }
}

/**
 * The count under a filter. One filter dimension at most (actor, actor type, entity type, action, or none), with or
 * without a date range: the tally's rows of those days summed (migration 0017, one row per day). Anything else (a
 * record's History, a search, two dimensions at once) is counted from the entries, through the filter's index.
 */
async function countOf(db: Kysely<Database>, f: ActivityFilter, upTo?: number): Promise<number> {
  const dims: [string, string][] = [];
  if (f.actor_type && f.actor_id !== undefined) dims.push(['actor', `${f.actor_type}:${f.actor_id}`]);
  else if (f.actor_type) dims.push(['actor_type', f.actor_type]);
  else if (f.actor_id !== undefined) dims.push(['x', '']);
  if (f.entity_type) dims.push(['entity_type', f.entity_type]);
  if (f.action) dims.push(['action', f.action]);
  const search = searchOf(f);
  if (searchedAlone(db, f)) {
    // Counted in the trigram index, which holds every entry's text (the sealer adds it in the entries' own
    // transaction, the purge's trigger takes it out), without reading the entries themselves.
    const r = await sql<{
      n: number;
    }>`select count(*) as n from activity_search where activity_search match ${ftsPhrase(search)} and rowid <= ${upTo ?? Number.MAX_SAFE_INTEGER}`.execute(db);
    return Number(r.rows[0].n);
  }
  if (search || f.entity_id !== undefined || f.hideActions?.length || dims.length > 1 || dims[0]?.[0] === 'x') {
    const r = await filtered(
      db,
      db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')),
      f,
      { upTo },
    ).executeTakeFirstOrThrow();
    return Number(r.n);
  }
  const [dim, value] = dims[0] ?? ['all', ''];
  let q = db
    .selectFrom('activity_tally')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('dim', '=', dim as never)
    .where('value', '=', value);
  if (f.from) q = q.where('day', '>=', f.from);
  if (f.to) q = q.where('day', '<=', f.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
