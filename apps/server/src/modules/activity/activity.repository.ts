import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ActivityEntry, ActivityExportQuery, ActivityListQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { versionedCache } from '../../db/count-cache.js';
import { lastChainEntry, textWordsSqlite, timeOrderMark } from './activity-chain.repository.js';
import { SEARCH_TEXT_APART } from './activity-private.js';
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

/**
 * How a filter is read: `upTo`, only the entries up to that id; `scan`, the search read row by row (a short id range);
 * `words`, the log's words that contain the search (wordsContaining): the entries holding one of them; `after`, only
 * the entries after that id.
 */
type Reading = { upTo?: number; scan?: boolean; words?: readonly string[]; after?: number };

function filtered<O>(db: Kysely<Database>, q: SelectQueryBuilder<Database, 'activity', O>, f: ActivityFilter, how: Reading = {}) {
  if (how.upTo !== undefined) q = q.where('id', '<=', how.upTo);
  if (how.after !== undefined) q = q.where('id', '>', how.after);
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
    else if (how.words) q = q.where(holdsOneOf(db, how.words, how.after, how.upTo));
    else if (indexedSearch(search) && !isPostgresDb(db)) q = q.where(sql<boolean>`id in (${fromTextIndex(search)})`);
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
    const page = (await windowPage(db, query, search)) ?? (await walkedPage(db, query, search));
    if (page) return { list: page.map((r) => toEntry(r as Row)), count: search.count };
  }
  const [rows, total] = await Promise.all([
    filtered(db, db.selectFrom('activity').select(COLUMNS), query, { words: search?.words?.all })
      .orderBy('at', direction)
      .orderBy('id', direction)
      .limit(query.limit)
      .offset(query.start)
      .execute(),
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
type Matches = { count: number; ids?: number[]; upTo: number; words?: Words };
export const searchTuning = {
  /** The most matches whose ids are kept (20,000 ids: 160 KB); a search with more keeps its count alone. */
  idsMax: 20_000,
  /** The most entries after `upTo` read one by one to bring a kept search up to date; more than this, it is made again. */
  catchUpMax: 5_000,
  /** A search of many matches is paged from a window of its newest entries: this many times the entries that hold its page on average... */
  walkWindow: 4,
  /** ...and at most this many (50,000: a few milliseconds of the time index); the tests set Infinity. */
  walkMax: 50_000,
  /** PostgreSQL: the most words containing a search that its entries are found by; more, its whole text is searched. */
  wordsMax: 200,
  /** PostgreSQL: a word held by more entries than this is common: its entries are not read to count a search... */
  commonFrom: 1_000,
  /** ...and a search alone is counted from the vocabulary when at most this many of its words are common (pairs: 45)... */
  commonMax: 10,
  /** ...and its rare words' entries, read one by one, are at most this many. */
  rareMax: 20_000,
  /** PostgreSQL: a search of more matches than this keeps no ids: its newest pages come from a window of the newest ids... */
  windowFrom: 1_000,
  /** ...first this many times the ids that hold its page's matches on average, then walkWindow times. */
  windowTimes: 1.5,
};
const searches = versionedCache<Matches>(100);

async function searchMatches(db: Kysely<Database>, f: ActivityFilter): Promise<Matches> {
  const { actor_type, actor_id, entity_type, entity_id, action, hideActions, from, to } = f;
  const key = JSON.stringify([searchOf(f), actor_type, actor_id, entity_type, entity_id, action, hideActions, from, to]);
  const last = await lastChainEntry(db);
  const upTo = Number(last?.id ?? 0);
  const kept = searches.latest(db, key);
  let matches: Matches | undefined;
  // Whether it was asked before (kept, and still standing or brought up to date).
  let again = false;
  if (kept && Number(kept.version) === upTo) {
    if (kept.value.ids || !kept.value.words || kept.value.count > searchTuning.idsMax) return kept.value;
    matches = kept.value;
    again = true;
  }
  if (!matches && kept && Number(kept.version) < upTo && upTo - Number(kept.version) <= searchTuning.catchUpMax) {
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
    // New matches may hold a word new to the log: the words are looked up again.
    if (!purge) matches = n ? { count: kept.value.count + n, upTo, words: await wordsContaining(db, searchOf(f)) } : { ...kept.value, upTo };
    again = !purge;
  }
  if (!matches) {
    const words = await wordsContaining(db, searchOf(f));
    matches = { count: await countOf(db, f, upTo, words), upTo, words };
  }
  // On PostgreSQL, a search its words answer, asked for the first time, pages its many matches from windows of the
  // newest ids (windowPage) instead: their ids were each match's row read, 4,472 of them for "martin" (82 ms), where
  // a window reads 48. Asked again, its ids are read then, and its next pages come from them.
  const windowed = !again && isPostgresDb(db) && matches.words && matches.count > searchTuning.windowFrom;
  if (!matches.ids && matches.count <= searchTuning.idsMax && !windowed) {
    const ids = await matchIdsNewestFirst(db, f, upTo, matches.words?.all);
    matches = { ...matches, count: ids.length, ids };
  }
  searches.keep(db, key, String(upTo), matches);
  return matches;
}

/**
 * The log's words that contain a search: all of them; on PostgreSQL, the common and the rare, and the rare's entries
 * (SQLite counts its words' entries in their index: none is common).
 */
type Words = { all: string[]; common: string[]; rare: string[]; rareEntries: number };

/**
 * The log's words that contain a search, when they answer it exactly: 3+ characters, none of them one that parts two
 * words (a term with one may span two words), and at most searchTuning.wordsMax words containing it. undefined: the
 * whole text is searched (its trigrams) instead. PostgreSQL's words (migration 0047) are parted by spaces and U+001F;
 * SQLite's (migration 0048) by every ASCII character but a letter or a digit.
 */
async function wordsContaining(db: Kysely<Database>, search: string): Promise<Words | undefined> {
  if (!indexedSearch(search)) return undefined;
  if (!isPostgresDb(db)) return wordsContainingSqlite(db, search.toLowerCase());
  if (search.includes(' ') || search.includes(SEARCH_TEXT_APART)) return undefined;
  const rows = await db
    .selectFrom('activity_vocabulary')
    .select(['word', 'n'])
    .where(sql<boolean>`word like ${containsPattern(search)} escape '\\'`)
    .where('n', '>', 0)
    .limit(searchTuning.wordsMax + 1)
    .execute();
  if (rows.length > searchTuning.wordsMax) return undefined;
  const common = rows.filter((r) => Number(r.n) > searchTuning.commonFrom);
  const rare = rows.filter((r) => Number(r.n) <= searchTuning.commonFrom);
  return {
    all: rows.map((r) => r.word),
    common: common.map((r) => r.word),
    rare: rare.map((r) => r.word),
    rareEntries: rare.reduce((sum, r) => sum + Number(r.n), 0),
  };
}

/**
 * SQLite: the words of the log's list that contain a term (lower-cased) of 4+ characters, found by the list's
 * trigram index, its trigrams folded for case, so each word is checked to contain the term as it is.
 */
async function wordsContainingSqlite(db: Kysely<Database>, term: string): Promise<Words | undefined> {
  // The words answer a term that is one word as the sealer lists them (textWordsSqlite): no character that parts two
  // words, and not digits alone (the list leaves those out). A term of 3 characters is one trigram: its postings
  // alone, without positions to match, where the words are an OR of several ("son", 52 words: 68 ms by words, 38 ms
  // by its trigram, at 5,000,000 entries).
  const [word] = textWordsSqlite([term]);
  if (word !== term || [...term].length <= 3) return undefined;
  const { rows } = await sql<{
    word: string;
  }>`select word from activity_word_list where id in (select rowid from activity_word_search where activity_word_search match ${ftsPhrase(term)}) limit ${searchTuning.wordsMax + 1}`.execute(
    db,
  );
  if (rows.length > searchTuning.wordsMax) return undefined;
  const all = rows.map((r) => r.word).filter((word) => word.includes(term));
  return { all, common: [], rare: all, rareEntries: 0 };
}

/** SQLite: the FTS5 query of the entries holding one of `words` (each a phrase of one word, so taken as it is). */
const anyOfWords = (words: readonly string[]) => words.map(ftsPhrase).join(' OR ');

/**
 * The entries holding one of `words`, between `after` and `upTo` when given. Exact either way: PostgreSQL's words'
 * GIN index needs no check on the rows (the range inside the subquery: PostgreSQL carries an equality into it, not a
 * range); SQLite's words index answers the entries' ids.
 */
function holdsOneOf(db: Kysely<Database>, words: readonly string[], after?: number, upTo?: number) {
  const above = (column: string) => (after === undefined ? sql`` : sql` and ${sql.raw(column)} > ${after}`);
  const below = (column: string) => (upTo === undefined ? sql`` : sql` and ${sql.raw(column)} <= ${upTo}`);
  if (isPostgresDb(db)) return sql<boolean>`id in (select e.id from activity_entry_words as e where e.words && ${words}::text[]${above('e.id')}${below('e.id')})`;
  if (!words.length) return sql<boolean>`0 = 1`;
  return sql<boolean>`id in (${fromTextIndex('', words)}${above('rowid')}${below('rowid')})`;
}

/**
 * PostgreSQL, a search alone: its count up to `upTo` from the vocabulary's counts (each word's entries), less what
 * they count twice. An entry holding m of the words is counted m times, so m - 1 comes off: the entries of the rare
 * words are read (few), and those holding two common words and no rare one are found by the index, a pair of common
 * words at a time (few entries hold two names that contain one term). The entries after `upTo` come off whole. One
 * statement, so one snapshot: the counts and the entries agree. "smith" at 5,000,000 entries (110,655 of them): one
 * row of the vocabulary read, where counting the entries read 87,048 of the table's pages.
 */
async function countByWords(db: Kysely<Database>, words: Words, upTo: number): Promise<number> {
  if (!words.all.length) return 0;
  const held = sql<number>`(select count(distinct w) from unnest(a.words) as w where w = any(${words.all}::text[]))`;
  const holds = (list: readonly string[]) => sql<boolean>`a.words && ${list}::text[]`;
  const pairs = words.common.flatMap((x, i) => words.common.slice(i + 1).map((y) => sql<boolean>`a.words @> ${[x, y]}::text[]`));
  const rareTwice = words.rare.length ? sql`- coalesce((select sum(${held} - 1) from activity_entry_words as a where a.id <= ${upTo} and ${holds(words.rare)}), 0)` : sql``;
  const commonTwice = pairs.length
    ? sql`- coalesce((select sum(${held} - 1) from activity_entry_words as a where a.id <= ${upTo} and (${sql.join(pairs, sql` or `)})
        ${words.rare.length ? sql`and not ${holds(words.rare)}` : sql``}), 0)`
    : sql``;
  const { rows } = await sql<{ n: string }>`select
      coalesce((select sum(n) from activity_vocabulary where word = any(${words.all}::text[])), 0)
      - coalesce((select sum(${held}) from activity_entry_words as a where a.id > ${upTo} and ${holds(words.all)}), 0)
      ${rareTwice} ${commonTwice} as n`.execute(db);
  return Number(rows[0].n);
}

/**
 * PostgreSQL, a search its words answer, newest first: its page from a window of the newest ids, its matches found by
 * the words' index and the id's together (BitmapAnd), so that only the window's matches are read. The window holds
 * searchTuning.windowTimes times the entries that hold the page's matches on average, then, when that is not a full
 * page, walkWindow times (the ids' bitmap is most of the cost: 44,722 ids, 3.2 of 6.5 ms, for "martin"). Its ids are
 * the newest entries by time only past the time order's mark (migration 0046); a window reaching before it gives no
 * answer, nor one that does not hold a full page (the caller reads the page another way).
 */
async function windowPage(db: Kysely<Database>, query: ActivityListQuery & Pick<ActivityFilter, 'hideActions'>, search: Matches) {
  if (!search.words || query.order === 'asc' || !isPostgresDb(db)) return undefined;
  const mark = (await timeOrderMark(db)).disorderedUpto;
  for (const times of [searchTuning.windowTimes, searchTuning.walkWindow]) {
    const span = Math.ceil((times * (query.start + query.limit) * search.upTo) / Math.max(search.count, 1));
    const after = Math.max(search.upTo - span, 0);
    if (after < mark) return undefined;
    const rows = await filtered(db, db.selectFrom('activity').select(COLUMNS), query, { upTo: search.upTo, words: search.words.all, after })
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.start)
      .execute();
    // A window from the log's start is the whole log.
    if (rows.length === query.limit || after === 0) return rows;
  }
  return undefined;
}

/**
 * A search's matching ids up to `upTo`, in the list's order (newest first). Each match's time is read to sort them,
 * except, for a search alone on SQLite, the matches after the time order's mark (migration 0046): those are later
 * than every entry before them and in time order already, so the words' index (or the trigram index, for a term the
 * words do not answer) answers them newest first by id without reading an entry (a surname's 2,000 matches at
 * 5,000,000 entries: their times read from as many pages).
 */
async function matchIdsNewestFirst(db: Kysely<Database>, f: ActivityFilter, upTo: number, words?: readonly string[]): Promise<number[]> {
  if (words?.length === 0) return [];
  const byTime = async (upTo: number) =>
    (await filtered(db, db.selectFrom('activity').select('id'), f, { upTo, words }).orderBy('at', 'desc').orderBy('id', 'desc').execute()).map((r) => Number(r.id));
  if (!searchedAlone(db, f)) return byTime(upTo);
  const mark = Math.min((await timeOrderMark(db)).disorderedUpto, upTo);
  const newer = await sql<{ id: number }>`${fromTextIndex(searchOf(f), words)} and rowid > ${mark} and rowid <= ${upTo} order by rowid desc`.execute(db);
  return [...newer.rows.map((r) => Number(r.id)), ...(mark > 0 ? await byTime(mark) : [])];
}

/**
 * SQLite: the ids of the entries that contain a search, from its words' index when the words answer it (wordsContaining:
 * at least one word), else from the trigram index (`and` the conditions after it).
 */
const fromTextIndex = (search: string, words?: readonly string[]) =>
  words
    ? sql`select rowid as id from activity_words where activity_words match ${anyOfWords(words)}`
    : sql`select rowid as id from activity_search where activity_search match ${ftsPhrase(search)}`;

/** A search of 3+ characters and no other filter. */
const searchOnly = (f: ActivityFilter) =>
  indexedSearch(searchOf(f)) && !f.actor_type && f.actor_id === undefined && !f.entity_type && f.entity_id === undefined && !f.action && !f.hideActions?.length && !f.from && !f.to;

/** SQLite, a search alone: answered by the trigram index alone (it holds every entry's text). */
const searchedAlone = (db: Kysely<Database>, f: ActivityFilter) => !isPostgresDb(db) && searchOnly(f);

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
async function countOf(db: Kysely<Database>, f: ActivityFilter, upTo?: number, words?: Words): Promise<number> {
  const dims: [string, string][] = [];
  if (f.actor_type && f.actor_id !== undefined) dims.push(['actor', `${f.actor_type}:${f.actor_id}`]);
  else if (f.actor_type) dims.push(['actor_type', f.actor_type]);
  else if (f.actor_id !== undefined) dims.push(['x', '']);
  if (f.entity_type) dims.push(['entity_type', f.entity_type]);
  if (f.action) dims.push(['action', f.action]);
  const search = searchOf(f);
  if (searchedAlone(db, f)) {
    // Counted in the words' index or the trigram index, which hold every entry's text (the sealer adds it in the
    // entries' own transaction, the purge's trigger takes it out), without reading the entries themselves.
    if (words?.all.length === 0) return 0;
    const r = await sql<{ n: number }>`select count(*) as n from (${fromTextIndex(search, words?.all)} and rowid <= ${upTo ?? Number.MAX_SAFE_INTEGER})`.execute(db);
    return Number(r.rows[0].n);
  }
  if (words && upTo !== undefined && searchOnly(f) && words.common.length <= searchTuning.commonMax && words.rareEntries <= searchTuning.rareMax)
    return countByWords(db, words, upTo);
  if (search || f.entity_id !== undefined || f.hideActions?.length || dims.length > 1 || dims[0]?.[0] === 'x') {
    const r = await filtered(
      db,
      db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')),
      f,
      { upTo, words: words?.all },
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
