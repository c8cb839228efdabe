import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ListResult, PagingQuery } from '@glassdesk/shared';
import { containsPattern } from './sql.js';

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
};

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
  let filtered = base;
  const search = query.search && query.search !== 'all' ? query.search : '';
  if (search && spec.searchable.length) {
    const pattern = containsPattern(search);
    filtered = filtered.where((eb) => eb.or(spec.searchable.map((expr) => eb(sql`lower(${toSql(expr)})`, 'like', sql`${pattern} escape '\\'`))));
  }

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

  let page = filtered;
  for (const key of sortKeys) {
    page = page.orderBy(typeof key === 'string' && spec.textColumns?.includes(key) ? caseless(key) : toSql(key), direction);
  }
  page = page.orderBy(sql.ref(spec.tieBreaker), direction).limit(query.limit).offset(query.start);

  const countQuery = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'));

  const [list, countRow] = await Promise.all([page.execute(), countQuery.executeTakeFirst()]);
  return { list, count: Number((countRow as { count?: number } | undefined)?.count ?? 0) };
}
