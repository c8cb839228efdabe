import { type SelectQueryBuilder, sql } from 'kysely';
import type { ListResult, PagingQuery } from '@glassdesk/shared';
import { containsPattern } from './sql.js';

type ListSpec = {
  /** sort_by value -> SQL column reference; only these can be sorted on (an allow-list, never user SQL). */
  sortable: Record<string, string>;
  /** Columns searched case-insensitively with "contains". */
  searchable: string[];
  /** Order used when sort_by is 'all'. */
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** Text columns sort case-insensitively. */
  textColumns?: string[];
  /** A unique column that settles ties so pages never repeat or skip a row. */
  tieBreaker: string;
};

/**
 * Runs a paged list: one query for the page, one for the count, both under the same search filter.
 * `base` selects the rows (with joins); the count reuses it without the selection.
 */
export async function pagedList<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: PagingQuery,
  spec: ListSpec,
): Promise<ListResult<O>> {
  let filtered = base;
  const search = query.search && query.search !== 'all' ? query.search : '';
  if (search && spec.searchable.length) {
    const pattern = containsPattern(search);
    filtered = filtered.where((eb) =>
      eb.or(spec.searchable.map((col) => eb(sql`lower(${sql.ref(col)})`, 'like', sql`${pattern} escape '\\'`))),
    ) as typeof base;
  }

  const sortColumn = query.sort_by !== 'all' ? spec.sortable[query.sort_by] : undefined;
  const column = sortColumn ?? spec.defaultSort.column;
  const direction = query.order === 'all' ? (sortColumn ? 'asc' : spec.defaultSort.direction) : query.order;
  const sortExpr = spec.textColumns?.includes(column) ? sql`lower(${sql.ref(column)})` : sql.ref(column);

  const page = filtered
    .orderBy(sortExpr, direction)
    .orderBy(sql.ref(spec.tieBreaker), direction)
    .limit(query.limit)
    .offset(query.start);

  const countQuery = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'));

  const [list, countRow] = await Promise.all([page.execute(), countQuery.executeTakeFirst()]);
  return { list: list as O[], count: Number((countRow as { count?: number } | undefined)?.count ?? 0) };
}
