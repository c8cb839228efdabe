import { type CompiledQuery, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ListResult, PagingQuery } from '@glassdesk/shared';
import type { Database, ListVersionName } from './schema.js';
import { countedAt, keepIds, keptIds } from './count-cache.js';
import { amongIds, containsPattern, ftsPhrase, indexedSearch, isPostgresDb, runPrepared } from './sql.js';

/**
 * What a list sorts or searches on: a column reference ('users.email') or an SQL expression built from column
 * references only (fullName below), never from user input.
 */
export type ListExpr = string | RawBuilder<unknown>;

/** One sort key: an expression, or several (sorted by the first, then the next, all in the asked direction). */
export type SortBy = ListExpr | readonly ListExpr[];

/**
 * A person's full name as lists show it, "first last": the same SQL on SQLite and PostgreSQL (both concatenate
 * with ||). Searching on it finds "Chloé Tester003", which neither name column holds alone.
 */
export function fullName(firstColumn: string, lastColumn: string): RawBuilder<string> {
  return sql<string>`(${sql.ref(firstColumn)} || ' ' || ${sql.ref(lastColumn)})`;
}

/** A text expression compared case-insensitively (for sortable expressions; columns use `textColumns`). */
export function caseless(expr: ListExpr): RawBuilder<string> {
  return sql<string>`lower(${typeof expr === 'string' ? sql.ref(expr) : expr})`;
}

export type ListSpec<S extends string = string> = {
  /**
   * sort_by value -> what it sorts on; only these can be sorted on (an allow-list, never user SQL). Keyed by the
   * SPEC §3 field names of the columns the list shows (CONTRACT), the same names as the shared *_SORT_COLUMNS
   * that the query schema accepts: with a typed query, a name missing here (or extra) fails to compile.
   */
  sortable: Record<S, SortBy>;
  /** Columns or expressions searched case-insensitively with "contains" (any one matching is enough). */
  searchable: readonly ListExpr[];
  /** Order used when sort_by is 'all'. */
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** Text columns sort case-insensitively. */
  textColumns?: readonly string[];
  /** A unique column that settles ties so pages never repeat or skip a row. */
  tieBreaker: string;
  /** The list's trigram indexes and data version (lists of a hundred thousand rows; see ListIndex). */
  index?: ListIndex;
  /**
   * The database the list reads (a list without `index`): given, a page without a search runs the page and count
   * statements compiled once per base and order (plainPage) instead of building and compiling both on every request.
   */
  db?: Kysely<Database>;
};

/**
 * A large list's search indexes (migration 0025) and the version of its data (list_versions).
 * - Counts are kept per version (db/count-cache.ts): paging through a list or a search counts once, not per page.
 * - A search of 3 characters or more finds its rows through `matching` (the trigram indexes) and sorts them; one that
 *   matches a large share of the list instead walks the order's index with the "contains" test and stops at the
 *   page's end (shouldWalk), as the tickets list does.
 */
export type ListIndex = {
  db: Kysely<Database>;
  list: ListVersionName;
  /** Where the rows whose searched texts contain `search` (3 characters or more) are found: the trigram indexes. */
  matches: ListMatches;
  /**
   * count(*) as `count` of the same rows without the joins (under the same alias, so the tie-breaker applies), narrowed by
   * `where`: every join of a list is on a key, so it never repeats or drops a row, and SQLite would otherwise look up
   * each joined row (100,000 trolleys with their plants and customer: 110 ms; the trolleys alone: 4 ms).
   */
  countRows: (where: Expression<SqlBool>) => CountQuery;
};

/**
 * A count(*) query (what ListIndex.countRows gives): compiled for its cache key, run on a miss, and a subquery of
 * the walk by id (inIdOrder) that tells whether a found row is one of the list's.
 */
export type CountQuery = { compile(): CompiledQuery; executeTakeFirst(): Promise<unknown> } & Expression<unknown>;

/**
 * One of migration 0025's trigram indexes: see textMatches. `grams`: on PostgreSQL, the table of the texts'
 * 3-character pieces by (gram, id) (migration 0042), which gives the matches in the id order (gramsInIdOrder).
 */
export type TextIndex = { table: string; fts: string; columns?: readonly string[]; pg: readonly string[]; grams?: string };

/**
 * Where a list's search finds its rows: through its own texts (`own`, the trigram index of the list's table), and
 * through an owner (`through`): the rows whose `column` holds one of the ids `ids(search)` gives (a trolley through
 * its customer's name), a live one of table `live` when named (a customer through its live business's name).
 */
export type ListMatches = {
  own: TextIndex;
  through: ReadonlyArray<{ column: string; ids: (db: Kysely<Database>, search: string) => RawBuilder<{ id: unknown }>; live?: 'customers' | 'businesses' }>;
};

/** The rows of the list's table found through one owner: joined to the live owners on PostgreSQL (its plan for it was 10% faster). */
function throughOwner(db: Kysely<Database>, table: string, owner: ListMatches['through'][number], search: string) {
  const ids = owner.ids(db, search);
  if (!owner.live) return sql`select id from ${sql.table(table)} where ${sql.ref(owner.column)} in (${ids})`;
  return sql`select m_r.id from ${sql.table(table)} as m_r inner join ${sql.table(owner.live)} as m_w
    on m_w.id = ${sql.ref(`m_r.${owner.column}`)} and m_w.deleted_at is null where m_w.id in (${ids})`;
}

/** PostgreSQL: whether a row's own texts (unqualified columns) contain a search's `pattern` (containsPattern). */
const ownContains = (index: TextIndex, pattern: string) =>
  sql<SqlBool>`(${sql.join(
    index.pg.map((expr) => sql`lower(${sql.raw(expr)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;

/** The condition every row meets (ListIndex.countRows without a search). */
export const everyRow = sql<SqlBool>`1 = 1`;

/** The count(*) select of a list's count query. */
export const countAll = sql<number>`count(*)`.as('count');

/**
 * PostgreSQL: each source of a list's matches as a condition on a row of the list's table (unqualified columns): its
 * own texts, then each owner's, each less the sources before it, so they are disjoint and their `union all` names
 * each match once without building and deduplicating the set of every match: a limit stops at its n-th row. The
 * first request of a broad term asks for its first 5,001 ids (pagedList, fewIds): "son" among 100,000 customers
 * (25,764 matches) took 21-33 ms as one union, 6-12 ms so.
 */
function disjointSources(db: Kysely<Database>, matches: ListMatches, search: string): RawBuilder<SqlBool>[] {
  const pattern = containsPattern(search);
  const sources = [
    ownContains(matches.own, pattern),
    ...matches.through.map((t) =>
      t.live
        ? sql<SqlBool>`${sql.ref(t.column)} in (select m_w.id from ${sql.table(t.live)} as m_w where m_w.deleted_at is null and m_w.id in (${t.ids(db, search)}))`
        : sql<SqlBool>`${sql.ref(t.column)} in (${t.ids(db, search)})`,
    ),
  ];
  // `not coalesce(..., false)`: a source that is null for a row (a text that is null) did not match it.
  return sources.map((source, i) => (i === 0 ? source : sql<SqlBool>`(${source} and not coalesce(${sql.join(sources.slice(0, i), sql` or `)}, false))`));
}

/** PostgreSQL: the ids of a list's rows (live or not) whose searched texts contain `search`, each once (disjointSources). */
function disjointMatches(db: Kysely<Database>, matches: ListMatches, search: string) {
  return sql<{ id: unknown }>`${sql.join(
    disjointSources(db, matches, search).map((where) => sql`select id from ${sql.table(matches.own.table)} where ${where}`),
    sql` union all `,
  )}`;
}

/**
 * Walk or sort: a walk reads about (start + limit) x rows / matches rows (the matches spread through the order), a
 * sort reads every match and its key, about twice the cost of a walked row. So a walk when
 * (start + limit) x rows < 2 x matches^2: at a million live tickets, a first page of 10 walks from 2,237 matches on.
 */
export function shouldWalk(query: { start: number; limit: number }, matches: number, rows: number) {
  return (query.start + query.limit) * rows < 2 * matches * matches;
}

/**
 * Whether the "contains" test finds what the trigram index finds: always on PostgreSQL (both compare lower() texts);
 * on SQLite for printable ASCII only (its LIKE and lower() fold ASCII letters only, FTS5 folds every letter).
 */
export const walksLikeIndex = (db: Kysely<Database>, search: string) => isPostgresDb(db) || /^[\x20-\x7e]+$/.test(search);

/**
 * The ids of a table's rows whose texts contain `search` (3 characters or more), through migration 0025's trigram
 * indexes: its FTS5 table on SQLite (`columns` names the FTS columns to look in, all when absent), the GIN indexes on
 * the lowered columns on PostgreSQL (`pg`: the same texts as SQL over the table's columns).
 */
export function textMatches(db: Kysely<Database>, index: TextIndex, search: string) {
  if (isPostgresDb(db)) {
    const pattern = containsPattern(search);
    return sql<{ id: number }>`select id from ${sql.table(index.table)} where ${ownContains(index, pattern)}`;
  }
  return sql<{ id: number }>`select rowid as id from ${sql.table(index.fts)} where ${sql.table(index.fts)} match ${ftsQuery(index, search)}`;
}

/** SQLite: the FTS5 query of a search in a trigram index (its columns only, when it names them). */
const ftsQuery = (index: TextIndex, search: string) => (index.columns ? `{${index.columns.join(' ')}} : ` : '') + ftsPhrase(search);

/** The ids of a list's rows whose searched texts contain `search` (3 characters or more), from every source of `matches`. */
export function listMatching(db: Kysely<Database>, matches: ListMatches, search: string) {
  return sql<{ id: unknown }>`${sql.join([textMatches(db, matches.own, search), ...matches.through.map((t) => throughOwner(db, matches.own.table, t, search))], sql` union `)}`;
}

/**
 * The first `n` ids, in the id order, of the union of `parts` (each a select of `id` whose rows have distinct ids):
 * each part is cut to its own first `n` in that order before the union, since the first n of all are among them. A
 * part read from an index in the id order (SQLite's FTS5 rowids; a (key, id) index) stops at its n-th row instead of
 * giving every match to a sort. `ctes`: the named subqueries (`name as (...)`) the parts read.
 */
export function firstIdsOf(parts: ReadonlyArray<RawBuilder<unknown>>, direction: 'asc' | 'desc', n: number, ctes: ReadonlyArray<RawBuilder<unknown>> = []) {
  const dir = sql.raw(direction);
  const withs = ctes.length ? sql`with ${sql.join(ctes)} ` : sql``;
  return sql<{ id: unknown }>`${withs}select id from (${sql.join(
    parts.map((part, i) => sql`select * from (${part} order by id ${dir} limit ${n}) as ${sql.id(`m_p${i}`)}`),
    sql` union `,
  )}) as m_u order by id ${dir} limit ${n}`;
}

/**
 * SQLite: the ids of the first `n` matches of a search in the order of the list's key, one of the list's rows each
 * (`isListRow`: a correlated count of 0 or 1). The own trigram index gives its matches in rowid order, which is the
 * key's, and stops at the n-th that is one of the list's rows; each owner's rows are taken in key order up to `n`.
 * Matches bunched at the far end of the order ("tr-1", the oldest third of the trolleys, newest first) are found
 * without reading the rows before them or sorting every match.
 */
function inIdOrder(matches: ListMatches, db: Kysely<Database>, search: string, direction: 'asc' | 'desc', n: number, isListRow: (ref: string) => Expression<unknown>) {
  const own = sql`select m_f.rowid as id from ${sql.table(matches.own.fts)} as m_f
    where ${sql.ref(`m_f.${matches.own.fts}`)} match ${ftsQuery(matches.own, search)} and (${isListRow('m_f.rowid')}) > 0`;
  const through = matches.through.map(
    (t) => sql`select m_o.id from ${sql.table(matches.own.table)} as m_o
      where m_o.id in (${throughOwner(db, matches.own.table, t, search)}) and (${isListRow('m_o.id')}) > 0`,
  );
  return firstIdsOf([own, ...through], direction, n);
}

/** The distinct 3-character pieces of a lowered search, by code points as PostgreSQL's substr counts them. */
export function gramsOf(lowered: string): string[] {
  const chars = [...lowered];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

/**
 * PostgreSQL: the ids of the first `n` matches of a search in the id order, one of the list's rows each, when the
 * own texts keep their grams (migration 0042). Every own match holds each of the search's grams, so a walk of one
 * gram's ids in that order, each row rechecked by the "contains" test and the list's filters (`isListRow`), meets
 * the own matches in order and stops at the n-th: the gram with the fewest ids ("r-1" for "tr-1", not "tr-", which
 * every trolley has). Each owner's rows are gathered next, beyond the n-th own match only, and cut to their first n
 * list rows. Undefined when the gram has more ids than the walk reads (listTuning.gramWalk) and the walk found fewer
 * than n: the matches are then sorted.
 */
async function gramsInIdOrder(
  db: Kysely<Database>,
  matches: ListMatches,
  search: string,
  version: string,
  direction: 'asc' | 'desc',
  n: number,
  isListRow: (ref: string, where: RawBuilder<SqlBool>) => Expression<unknown>,
): Promise<unknown[] | undefined> {
  const table = sql.table(matches.own.grams as string);
  const grams = gramsOf(search.toLowerCase());
  // How many ids each gram has, kept per version of the list (a stale figure would only choose a slower gram).
  const counts = await Promise.all(
    grams.map((gram) =>
      countedAt(db, JSON.stringify(['grams', matches.own.grams, gram]), version, async () => {
        const [row] = await runPrepared(db, sql<{ count: number | string }>`select count(*) as count from ${table} where gram = ${gram}`.compile(db));
        return Number(row?.count ?? 0);
      }),
    ),
  );
  const fewest = counts.indexOf(Math.min(...counts));
  const dir = sql.raw(direction);
  const cap = listTuning.gramWalk;
  const contains = ownContains(matches.own, containsPattern(search));
  const own =
    counts[fewest] === 0
      ? []
      : await runPrepared(
          db,
          sql<{ id: unknown }>`select m_g.id from (select id from ${table} where gram = ${grams[fewest]} order by id ${dir} limit ${cap}) as m_g
            where (${isListRow('m_g.id', contains)}) > 0 order by m_g.id ${dir} limit ${n}`.compile(db),
        );
  if (own.length < n && counts[fewest] > cap) return undefined;
  // With n own matches, an owner's rows count only before the n-th of them in the order ("ack": 1,263 customers' names,
  // whose 530 trolleys took 20-80 ms to gather whole, the newest few a millisecond).
  const last = own.length >= n ? own[n - 1].id : undefined;
  const before = (rows: RawBuilder<unknown>) => (last === undefined ? rows : sql`select id from (${rows}) as m_b where id ${sql.raw(direction === 'desc' ? '>' : '<')} ${last}`);
  // Each owner's rows found first, then the list's first n of them: asked for the first n in the id order with the
  // owner's ids as a condition, PostgreSQL walked the whole id order ("tr-1", no holder's name matches: 46 ms). An
  // id bound (`before`) is a range of the primary key.
  const through = matches.through.length
    ? (
        await db.executeQuery(
          firstIdsOf(
            matches.through.map((_t, i) => sql`select m_o.id from ${sql.table(`m_t${i}`)} as m_o where (${isListRow('m_o.id', everyRow)}) > 0`),
            direction,
            n,
            matches.through.map((t, i) => sql`${sql.table(`m_t${i}`)} as materialized (${before(throughOwner(db, matches.own.table, t, search))})`),
          ).compile(db),
        )
      ).rows
    : [];
  const ids = [...new Set([...own, ...through].map((row) => Number(row.id)))];
  return ids.sort((a, b) => (direction === 'asc' ? a - b : b - a)).slice(0, n);
}

type PlainStatements = { page: CompiledQuery; count: CompiledQuery };
/** The most base-and-order pairs kept per dialect (the lists' few shapes; past it the cache starts again). */
const PLAIN_STATEMENTS_MAX = 500;
// By dialect only, and a kept statement runs with its first compile's query node and id: right while the databases
// have no Kysely plugins (create-db.ts), which could rewrite a statement or keep state by query.
const plainStatements = { sqlite: new Map<string, PlainStatements | null>(), postgres: new Map<string, PlainStatements | null>() };
const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

// A builder's statement, by the builder: Kysely's builders are immutable, so one compiles to the same SQL and values
// every time. A base kept across requests (listBase) is compiled once; any other is forgotten with its request.
const compiledBases = new WeakMap<object, CompiledQuery>();
function compiledOnce(base: { compile(): CompiledQuery }): CompiledQuery {
  let compiled = compiledBases.get(base);
  if (!compiled) compiledBases.set(base, (compiled = base.compile()));
  return compiled;
}

/**
 * A list's base statement that takes nothing from the request (its table, joins and columns), built once per database
 * handle and kept: building and compiling it on every request was 23 us of GET /cities' 155 (Kysely parses each column
 * name and walks the statement's nodes), about as much as the statements' own work on SQLite. pagedList compiles a
 * kept base once (compiledOnce).
 */
export function listBase<B extends object>(build: (db: Kysely<Database>) => B): (db: Kysely<Database>) => B {
  const built = new WeakMap<Kysely<Database>, B>();
  return (db) => {
    let base = built.get(db);
    if (!base) built.set(db, (base = build(db)));
    return base;
  };
}

/**
 * A page and the count of a list without a search. Building and compiling its two statements cost about 19 us of a
 * request (Kysely; GET /cities takes about 200 us of CPU in all): they are compiled once per base statement (its SQL)
 * and order (`shape`), and later requests run them with the base's parameters and the page's limit and offset. Kept
 * only when the compiled statements show that is where the parameters go (the page's: the base's, then limit and
 * offset; the count's: the base's); otherwise (a parameter in a select) the shape is compiled every time.
 */
async function plainPage<O>(
  db: Kysely<Database>,
  base: CompiledQuery,
  shape: string,
  query: { limit: number; start: number },
  make: () => PlainStatements,
): Promise<ListResult<O>> {
  const cache = plainStatements[isPostgresDb(db) ? 'postgres' : 'sqlite'];
  const key = `${base.sql}\u0000${shape}`;
  const params = base.parameters;
  let kept = cache.get(key);
  let page: CompiledQuery;
  let count: CompiledQuery;
  if (kept) {
    page = { ...kept.page, parameters: [...params, query.limit, query.start] };
    count = { ...kept.count, parameters: params };
  } else {
    ({ page, count } = make());
    // Equal limit and offset could not tell which is which: the shape is learnt from another request.
    if (kept === undefined && query.limit !== query.start) {
      // The values alone could coincide (a parameter after the limit equal to it): the page must also end with them.
      const tail = isPostgresDb(db) ? `limit $${params.length + 1} offset $${params.length + 2}` : 'limit ? offset ?';
      const fits = page.sql.endsWith(tail) && sameValues(page.parameters, [...params, query.limit, query.start]) && sameValues(count.parameters, params);
      kept = fits ? { page, count } : null;
      if (cache.size >= PLAIN_STATEMENTS_MAX) cache.clear();
      cache.set(key, kept);
    }
  }
  const [list, counted] = await Promise.all([db.executeQuery<O>(page), db.executeQuery<{ count: number | string }>(count)]);
  return { list: list.rows, count: Number(counted.rows[0]?.count ?? 0) };
}

/** The fewest rows a walk of a list's order reads (see pagedList). */
const WALK_MIN = 200;

/**
 * fewIds: the most matches PostgreSQL sorts from their ids found first (see pagedList): at 1,292 of 20,000 businesses
 * 17 ms against 20 ms as one statement, at 12,694 80 ms against 54 ms (the ids travel to the server and back). The
 * tests lower it to check the other path with a handful of rows.
 */
export const listTuning = {
  fewIds: 5_000,
  /** The most rows a walk of a list's order reads (see pagedList); the tests set 0 to take the other paths. */
  walkMax: 20_000,
  /** PostgreSQL: the most ids of a gram a walk in the id order reads (gramsInIdOrder). */
  gramWalk: 20_000,
};

/** The version of a list's data (migration 0025). */
export async function listVersion(db: Kysely<Database>, list: ListVersionName): Promise<string> {
  const [row] = await runPrepared(db, db.selectFrom('list_versions').select('version').where('name', '=', list).compile());
  return String(row?.version ?? '');
}

/** What a statement asks, as a key of the kept counts and ids. */
const keyOf = (compiled: CompiledQuery) => JSON.stringify([compiled.sql, compiled.parameters]);

const toSql = (expr: ListExpr) => (typeof expr === 'string' ? sql.ref(expr) : expr);

/**
 * Runs a paged list: one query for the page, one for the count, both under the same search filter.
 * `base` selects the rows (with joins); the count reuses it without the selection.
 */
export async function pagedList<DB, TB extends keyof DB, O, S extends string = string>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: PagingQuery<S>,
  spec: ListSpec<NoInfer<S>>,
): Promise<ListResult<O>> {
  const search = query.search && query.search !== 'all' ? query.search : '';
  // The plain "contains" test: any searched text holding the search, case aside (built only for a search).
  const pattern = search && containsPattern(search);
  const contains = search
    ? sql<SqlBool>`(${sql.join(
        spec.searchable.map((expr) => sql`lower(${toSql(expr)}) like ${pattern} escape '\\'`),
        sql` or `,
      )})`
    : everyRow;
  const filtered = search && spec.searchable.length ? base.where(contains) : base;

  // The schema already refused an unknown sort_by (422); a name it accepts but the spec lacks is a bug, not a default.
  let sortKeys: readonly ListExpr[];
  if (query.sort_by !== 'all') {
    const by: SortBy | undefined = spec.sortable[query.sort_by];
    if (by === undefined) throw new Error(`sort_by '${query.sort_by}' has no column in this list's spec`);
    sortKeys = typeof by === 'string' || !Array.isArray(by) ? [by as ListExpr] : by;
  } else {
    sortKeys = [spec.defaultSort.column];
  }
  const direction = query.order === 'all' ? (query.sort_by !== 'all' ? 'asc' : spec.defaultSort.direction) : query.order;

  const ordered = <R>(rows: SelectQueryBuilder<DB, TB, R>) => {
    let page = rows;
    for (const key of sortKeys) {
      page = page.orderBy(typeof key === 'string' && spec.textColumns?.includes(key) ? caseless(key) : toSql(key), direction);
    }
    return page.orderBy(sql.ref(spec.tieBreaker), direction);
  };
  const pageOf = <R>(rows: SelectQueryBuilder<DB, TB, R>) => ordered(rows).limit(query.limit).offset(query.start);
  const countQuery = (rows: SelectQueryBuilder<DB, TB, O>) => rows.clearSelect().clearOrderBy().select(countAll);
  const counted = async (count: CountQuery) => Number(((await count.executeTakeFirst()) as { count?: number | string } | undefined)?.count ?? 0);

  if (!spec.index) {
    // Sorted on columns only: an expression (fullName) is a new object on every request, with no name to keep it by.
    if (spec.db && !search && sortKeys.every((k) => typeof k === 'string')) {
      const shape = [direction, spec.tieBreaker, ...sortKeys.map((k) => `${spec.textColumns?.includes(k) ? 'lower ' : ''}${k}`)].join('\u0000');
      return plainPage<O>(spec.db, compiledOnce(base), shape, query, () => ({ page: pageOf(base).compile(), count: countQuery(base).compile() }));
    }
    const [list, count] = await Promise.all([pageOf(filtered).execute(), counted(countQuery(filtered))]);
    return { list, count };
  }

  const { db, list: name, matches, countRows } = spec.index;
  const matching = (terms: string) => listMatching(db, matches, terms);
  // Counted without the joins, unless a short search compares the joined texts.
  const indexed = search && spec.searchable.length > 0 && indexedSearch(search);
  const keysOf = <R>(rows: SelectQueryBuilder<DB, TB, R>) => rows.clearSelect().select(sql.ref(spec.tieBreaker).as('key'));
  // Without an indexed search, the page's keys come with the list's version (one statement, one snapshot), and the
  // count is kept at that version (counted after it, when it is not). On PostgreSQL a trolleys page sorted by uid took
  // four statements (the session, the version, the keys, the rows): three now, where the count is kept. (Keys and rows
  // as one statement, the keys a subquery, took 1.7-2 ms to plan on every request: its generic plan, estimated for an
  // unknown limit, always lost to a custom one.)
  const plainKeys = indexed
    ? undefined
    : await runPrepared(
        db,
        keysOf(pageOf(filtered))
          .select(sql<string>`(select version from list_versions where name = ${name})`.as('version'))
          .compile() as CompiledQuery<{ key: unknown; version: unknown }>,
      );
  // A search, or an empty page (past the end, or no rows), reads the version by itself.
  const version = plainKeys?.length ? String(plainKeys[0]?.version) : await listVersion(db, name);
  // A statement through the trigram indexes is planned for its term on PostgreSQL (an unnamed statement): a prepared
  // one's generic plan cannot know how few rows a term matches and read the whole table instead of the index
  // ("5946", 13 of 20,000 businesses: 180-360 ms). The others run prepared (planning cost more than running them).
  const run = (compiled: CompiledQuery, termPlanned: boolean) => (termPlanned ? db.executeQuery(compiled).then((r) => r.rows) : runPrepared(db, compiled));
  const countNow = async (count: CountQuery, termPlanned: boolean) => Number(((await run(count.compile(), termPlanned))[0] as { count?: number | string } | undefined)?.count ?? 0);
  // `made` makes the count when none is kept (the statement itself by default).
  const countOf = (count: CountQuery, termPlanned = false, made = () => countNow(count, termPlanned)) => {
    const compiled = count.compile();
    return countedAt(db, keyOf(compiled), version, made);
  };
  const matchIn = (ids: Expression<unknown>) => sql<SqlBool>`${sql.ref(spec.tieBreaker)} in (${ids})`;
  // PostgreSQL takes the matches by their disjoint sources: a limit stops the first source's scan at its n-th row.
  const matchingIds = () => (isPostgresDb(db) ? disjointMatches(db, matches, search) : matching(search));
  // PostgreSQL: the matches' ids, when few (listTuning.fewIds): fetched (see below), or kept at this version.
  const idsKey = indexed && isPostgresDb(db) ? keyOf(matchingIds().compile(db)) : '';
  let matchedIds = idsKey ? keptIds(db, idsKey, version) : undefined;
  const fewIdsAre = (ids: readonly unknown[]) => {
    keepIds(db, idsKey, version, ids);
    return (matchedIds = ids);
  };
  const idsOf = async (limit?: number) =>
    (await run((limit === undefined ? matchingIds() : sql`select id from (${matchingIds()}) as m limit ${limit}`).compile(db), true)).map((row) => (row as { id: unknown }).id);
  const searchedCount = () => countRows(matchIn(matching(search)));
  const count = await (indexed
    ? countOf(searchedCount(), true, async () => {
        // A term not counted yet on PostgreSQL: its ids first, and when few, counted by key from them (counted as one
        // statement, the union's estimates sent it through the whole table: a new 4-digit term, 60 of 100,000
        // trolleys, 29 ms; the ids and their count: 4 ms). The page then sorts the same ids.
        if (isPostgresDb(db)) {
          const few = await idsOf(listTuning.fewIds + 1);
          // Counted prepared: the ids are one array parameter, and nothing in the statement is the term's (sent
          // unnamed, it was parsed and planned for every new term: 0.65 ms of PostgreSQL's time).
          if (few.length <= listTuning.fewIds) return countNow(countRows(amongIds(db, spec.tieBreaker, fewIdsAre(few))), false);
        }
        return countNow(searchedCount(), true);
      })
    : countOf(search ? countQuery(filtered) : countRows(everyRow)));
  if (count === 0 || query.start >= count) return { list: [], count };
  // The page's keys first, then its rows: a sort that cannot walk an index (a filter, a joined name) then sorts the
  // rows' keys only, not every column of every row (a trolley's open pickup request is a subquery: sorting a plant's
  // 8,000 trolleys with every column took 45 ms on SQLite).
  let keys: Array<{ key: unknown }> | undefined = plainKeys;
  // Matches too many to sort cheaply (shouldWalk) are walked, or taken in the id order.
  const all = indexed ? await countOf(countRows(everyRow)) : 0;
  const broad = indexed && shouldWalk(query, count, all);
  const inKeyOrder = sortKeys.length === 1 && sortKeys[0] === spec.tieBreaker;
  // PostgreSQL in the key's order with the own texts' grams: the walk of a gram's ids (gramsInIdOrder) tests the rows
  // a walk of the order would, less those without the gram, so it goes instead (see below).
  const byGrams = broad && inKeyOrder && isPostgresDb(db) && matches.own.grams !== undefined;
  if (broad && !byGrams && walksLikeIndex(db, search)) {
    // A walk of the order: the first `cap` rows with each one's contains test, where the matches' share says the
    // page lies within a quarter of them. Matches bunched further along the order ("tr-1": the oldest third of
    // the trolleys' uids, newest first) leave the page short: in the id order SQLite then takes them from the
    // trigram index in that order (inIdOrder), in any other the matches are sorted.
    const cap = Math.max(WALK_MIN, Math.ceil((4 * (query.start + query.limit) * all) / count));
    if (cap <= listTuning.walkMax) {
      // Only the page's matches come back: the server parsed every walked row with its test and dropped most ("son",
      // a customer in four: 200 rows for a page of 10). The outer statement only filters and cuts the walk, so both
      // databases give its rows in the walk's order (an outer ORDER BY made PostgreSQL sort them again, and read
      // every walked row instead of stopping at the page's last match: 200 rows and their businesses, 1.9 ms,
      // where the page of "son" lies within the first 40).
      const walk = ordered(keysOf(base).select(sql<number>`case when ${contains} then 1 else 0 end`.as('hit'))).limit(cap);
      const walked = (await runPrepared(
        db,
        sql<{ key: unknown }>`select ${sql.ref('w.key')} from (${walk}) as w where ${sql.ref('w.hit')} = 1 limit ${query.limit} offset ${query.start}`.compile(db),
      )) as Array<{ key: unknown }>;
      // Short of the page: the matches lie further along the order than the cap (a walk of every row finds them all).
      if (walked.length === Math.min(query.limit, count - query.start)) keys = walked;
    }
  }
  if (!keys && broad && !isPostgresDb(db) && inKeyOrder) {
    // SQLite, in the order of the key (the id): the first matches in that order, where the walk did not find them
    // (a few hundred matches sort faster: "e645", 7 of 100,000 trolleys, 1,944 requests/s sorted, 1,548 so).
    const first = await runPrepared(
      db,
      inIdOrder(matches, db, search, direction, query.start + query.limit, (ref) => countRows(sql<SqlBool>`${sql.ref(spec.tieBreaker)} = ${sql.ref(ref)}`)).compile(db),
    );
    keys = first.slice(query.start).map((row) => ({ key: row.id }));
  }
  if (byGrams) {
    // PostgreSQL, in the order of the key (the id): the first matches in that order from the grams' table.
    const first = await gramsInIdOrder(db, matches, search, version, direction, query.start + query.limit, (ref, where) =>
      countRows(sql<SqlBool>`${sql.ref(spec.tieBreaker)} = ${sql.ref(ref)} and ${where}`),
    );
    if (first) keys = first.slice(query.start).map((id) => ({ key: id }));
  }
  if (!keys && indexed && isPostgresDb(db) && count <= listTuning.fewIds) {
    // PostgreSQL sorts the matches' ids, found first: planned as one statement, its estimates of a union of trigram
    // matches (a plant's name matching puts a twelfth of the trolleys in) sent it through the whole table ("4998",
    // 55 of 100,000 trolleys: 39 ms; from its ids: 3 ms).
    matchedIds ??= fewIdsAre(await idsOf());
    // One array parameter whatever the ids: prepared, its plan is made once (planning it was 0.5 ms a request).
    keys = (await run(keysOf(pageOf(base.where(amongIds(db, spec.tieBreaker, matchedIds)))).compile(), false)) as Array<{ key: unknown }>;
  }
  keys ??= (await run(keysOf(pageOf(indexed ? base.where(() => matchIn(matching(search))) : filtered)).compile(), Boolean(indexed))) as Array<{ key: unknown }>;
  const key = spec.tieBreaker.slice(spec.tieBreaker.lastIndexOf('.') + 1);
  if (keys.length === 0) return { list: [], count };
  const found = await runPrepared(
    db,
    base
      .where((eb) =>
        eb(
          sql.ref(spec.tieBreaker),
          'in',
          keys.map((k) => k.key),
        ),
      )
      .compile(),
  );
  const byKey = new Map(found.map((row) => [(row as Record<string, unknown>)[key], row]));
  return { list: keys.flatMap((k) => byKey.get(k.key) ?? []), count };
}
