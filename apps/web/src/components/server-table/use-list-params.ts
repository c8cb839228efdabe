import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PagingQuery } from '@glassdesk/shared';

export type SortOrder = 'asc' | 'desc';
type Changes = Partial<Record<'page' | 'size' | 'sort_by' | 'order' | 'search', string | null>>;

export type ListStateOptions = {
  /** The rows-per-page choices (spec §9: 10-200 for lists, 5/10/20 for the dashboard's recent tickets). */
  pageSizes?: readonly number[];
  /** The default rows per page; the first choice unless given. */
  defaultSize?: number;
};

/** A list's page, rows per page, sort and search, and how to change them: from the URL or held locally. */
export type ListState<S extends string = string> = {
  query: PagingQuery<S>;
  page: number;
  rowsPerPage: number;
  pageSizes: readonly number[];
  sortBy: string | null;
  order: SortOrder | null;
  search: string;
  setPage: (zeroBased: number) => void;
  setRowsPerPage: (rows: number) => void;
  setSort: (column: string | null, direction: SortOrder | null) => void;
  setSearch: (text: string) => void;
};

type Raw = { page: number; size: number; sortBy: string | null; order: SortOrder | null; search: string };

/** What the API takes (CONTRACT: 'all' means no sort / no search). */
function toQuery<S extends string>({ page, size, sortBy, order, search }: Raw): PagingQuery<S> {
  return {
    sort_by: sortBy && order ? (sortBy as S) : 'all',
    order: sortBy && order ? order : 'all',
    start: page * size,
    limit: size,
    search: search.trim() || 'all',
  };
}

function sizesOf(options: ListStateOptions) {
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  return { pageSizes, defaultSize: options.defaultSize ?? (options.pageSizes ? pageSizes[0] : DEFAULT_PAGE_SIZE) };
}

/**
 * A list's state (page, rows per page, sort, search) lives in the URL query string, so back, refresh and
 * shared links keep it. `page` is 1-based in the URL and left out on the first page.
 */
export function useListParams<S extends string = string>(options: ListStateOptions = {}): ListState<S> {
  const [params, setParams] = useSearchParams();
  const { pageSizes, defaultSize } = sizesOf(options);

  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;
  const size = Number(params.get('size'));
  const rowsPerPage = pageSizes.includes(size) ? size : defaultSize;
  const rawOrder = params.get('order');
  const order: SortOrder | null = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : null;
  const sortBy = order ? params.get('sort_by') || null : null;
  const search = params.get('search') ?? '';

  const query = useMemo(() => toQuery<S>({ page, size: rowsPerPage, sortBy, order, search }), [sortBy, order, page, rowsPerPage, search]);

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
    pageSizes,
    sortBy,
    order,
    search,
    setPage: (zeroBased) => update({ page: zeroBased > 0 ? String(zeroBased + 1) : null }, { keepPage: true }),
    setRowsPerPage: (rows) => update({ size: rows === defaultSize ? null : String(rows) }),
    setSort: (column, direction) => update({ sort_by: column && direction ? column : null, order: column && direction ? direction : null }),
    // Typing replaces the history entry instead of adding one per pause.
    setSearch: (text) => update({ search: text.trim() ? text : null }, { replace: true }),
  };
}

/**
 * One more value a list keeps in the URL beside its page, sort and search (a filter such as `status`, or the row
 * opened in a dialog, `message`): its raw value, and a setter that drops it for null or ''. A filter starts the list
 * again at its first page; `keepPage` leaves the page as it is (opening a row).
 */
export function useUrlParam(name: string, { keepPage = false }: { keepPage?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        if (!keepPage) next.delete('page');
        return next;
      }),
    [setParams, name, keepPage],
  );
  return [params.get(name), set] as const;
}

/**
 * The same state held by the component: for a list inside a dialog or beside another list on one screen, where
 * the screen's own URL state belongs to something else.
 */
export function useLocalListState<S extends string = string>(options: ListStateOptions & { sortBy?: string; order?: SortOrder } = {}): ListState<S> {
  const { pageSizes, defaultSize } = sizesOf(options);
  const [raw, setRaw] = useState<Raw>({ page: 0, size: defaultSize, sortBy: options.sortBy ?? null, order: options.order ?? null, search: '' });
  const query = useMemo(() => toQuery<S>(raw), [raw]);
  return {
    query,
    page: raw.page,
    rowsPerPage: raw.size,
    pageSizes,
    sortBy: raw.sortBy,
    order: raw.order,
    search: raw.search,
    setPage: (page) => setRaw((r) => ({ ...r, page })),
    setRowsPerPage: (size) => setRaw((r) => ({ ...r, size, page: 0 })),
    setSort: (sortBy, order) => setRaw((r) => ({ ...r, sortBy, order, page: 0 })),
    setSearch: (search) => setRaw((r) => ({ ...r, search, page: 0 })),
  };
}
