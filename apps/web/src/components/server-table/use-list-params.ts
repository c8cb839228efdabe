import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PagingQuery } from '@glassdesk/shared';

export type SortOrder = 'asc' | 'desc';
type Changes = Partial<Record<'page' | 'size' | 'sort_by' | 'order' | 'search', string | null>>;

const SIZES: readonly number[] = PAGE_SIZES;

/**
 * A list's state (page, rows per page, sort, search) lives in the URL query string, so back, refresh and
 * shared links keep it. `page` is 1-based in the URL and left out on the first page; `query` is what the API
 * takes (CONTRACT: 'all' means no sort / no search).
 */
export function useListParams<S extends string = string>() {
  const [params, setParams] = useSearchParams();

  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;
  const size = Number(params.get('size'));
  const rowsPerPage = SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE;
  const rawOrder = params.get('order');
  const order: SortOrder | null = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : null;
  const sortBy = order ? params.get('sort_by') || null : null;
  const search = params.get('search') ?? '';

  const query = useMemo<PagingQuery<S>>(
    () => ({
      sort_by: sortBy && order ? (sortBy as S) : 'all',
      order: sortBy && order ? order : 'all',
      start: page * rowsPerPage,
      limit: rowsPerPage,
      search: search.trim() || 'all',
    }),
    [sortBy, order, page, rowsPerPage, search],
  );

  const update = useCallback(
    (changes: Changes, { keepPage = false, replace = false } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return {
    query,
    page,
    rowsPerPage,
    sortBy,
    order,
    search,
    setPage: (zeroBased: number) => update({ page: zeroBased > 0 ? String(zeroBased + 1) : null }, { keepPage: true }),
    setRowsPerPage: (rows: number) => update({ size: rows === DEFAULT_PAGE_SIZE ? null : String(rows) }),
    setSort: (column: string, direction: SortOrder) => update({ sort_by: column, order: direction }),
    // Typing replaces the history entry instead of adding one per pause.
    setSearch: (text: string) => update({ search: text.trim() ? text : null }, { replace: true }),
  };
}
