import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListResult } from '@glassdesk/shared';
import { PhoneSort } from './phone-sort';
import { paginationLayout, partClass, tableLayout, type CellPart } from './table-layout';
import { TableSearch } from './table-search';
import { Truncated } from './truncated';
import { useListParams, type ListState } from './use-list-params';

export type Column<T> = {
  /** Also the API's sort_by value when sortable. The column 'action' holds the row's buttons. */
  id: string;
  label: string;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  render: (row: T) => ReactNode;
  /**
   * The column's place in a phone's card (below 600 px): 'title' heads the card (by default the first column that
   * is not a photo), 'media' sits before the title, 'aside' after it (a status), 'hide' is left out (the record
   * shows it); the rest show as "label  value" lines.
   */
  phone?: 'title' | 'media' | 'aside' | 'hide';
  /** Stays in view at the table's right edge while the others scroll sideways (the 'action' column always does). */
  sticky?: boolean;
  /** Long text stays on one line, cut with an ellipsis at this width (e.g. '26ch'); pointing at it shows it whole. */
  truncate?: string;
  /** Where the cell's text wraps, when a sentence needs more than the usual 32 characters (e.g. '72ch'). */
  wrapAt?: string;
};

/**
 * The parts of a TanStack Query result the table reads. `isPlaceholderData` is true while `data` is still the
 * previous page's (crud-resource lists use `placeholderData: keepPreviousData`).
 */
export type ListQueryResult<T> = { data?: ListResult<T>; isFetching: boolean; isPlaceholderData?: boolean; isError?: boolean };

/**
 * A cell's content wraps a long single word (a 120-character name) at 32 characters instead of pushing the other
 * columns away, while ordinary words and e-mail addresses stay whole: `break-word` (unlike `anywhere`) does not
 * shrink the column below its longest word, and the max-width caps that word.
 */
const wrapLongWords = { maxWidth: '32ch', overflowWrap: 'break-word' } as const;
const SKELETON_ROWS = 5;

type Props<T> = {
  columns: Column<T>[];
  query: ListQueryResult<T>;
  rowKey: (row: T) => Key;
  /** The table's accessible name, e.g. "Cities". */
  label: string;
  /** Where page, size, sort and search live: the URL (the default) or the component (useLocalListState). */
  state?: ListState;
  /** Show the search box (default true). */
  searchable?: boolean;
  /** Tighter cell padding from 600 px up, for a list with many columns. */
  dense?: boolean;
  /** What the list says when it has no row. */
  emptyText?: ReactNode;
  /** Shown under the rows, above the pager (e.g. a total). */
  summary?: ReactNode;
};

/** The part each column plays in a row (see Column.phone and table-layout). */
function partsOf<T>(columns: Column<T>[]): CellPart[] {
  const explicitTitle = columns.some((c) => c.phone === 'title');
  let titled = explicitTitle;
  return columns.map((c) => {
    if (c.id === 'action') return 'action';
    if (c.phone) return c.phone;
    if (!titled) {
      titled = true;
      return 'title';
    }
    return 'field';
  });
}

/**
 * spec §2 "Common list behaviour": numbered rows, column sort, search and rows per page, all server side. Wide
 * tables keep their actions in view; on a phone each row is a card (table-layout.ts).
 */
export function ServerTable<T>({ columns, query, rowKey, label, state, searchable = true, dense = false, emptyText = 'No records found.', summary }: Props<T>) {
  const urlState = useListParams();
  const list = state ?? urlState;
  const rows = query.data?.list ?? [];
  const count = query.data?.count ?? 0;
  const { start } = list.query;
  const placeholder = !!query.data && !!query.isPlaceholderData;
  const firstLoad = !query.data && query.isFetching;
  const parts = partsOf(columns);
  const sortable = columns.filter((c) => c.sortable);

  // The page the rows on screen belong to. While the next page loads, the previous page's rows stay (dimmed),
  // and their numbers and the footer stay theirs: they change when the new rows arrive, not on the click.
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(scroller);
  const [shown, setShown] = useState({ start, rowsPerPage: list.rowsPerPage });
  if (query.data && !placeholder && (shown.start !== start || shown.rowsPerPage !== list.rowsPerPage)) {
    setShown({ start, rowsPerPage: list.rowsPerPage });
  }
  const shownStart = placeholder ? shown.start : start;
  const shownRowsPerPage = placeholder ? shown.rowsPerPage : list.rowsPerPage;
  const shownPage = Math.floor(shownStart / shownRowsPerPage);

  // After a delete or a narrower search the page may lie past the end: step back to the last page.
  useEffect(() => {
    if (query.data && !placeholder && count > 0 && start >= count) list.setPage(Math.ceil(count / list.rowsPerPage) - 1);
  });

  const sortClick = (column: string) => {
    const ascending = list.sortBy === column && list.order === 'asc';
    list.setSort(column, ascending ? 'desc' : 'asc');
  };
  const cellClass = (index: number) => partClass(parts[index], columns[index].id === 'action' || !!columns[index].sticky);

  return (
    <Paper>
      {(searchable || sortable.length > 0) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 2, display: searchable ? 'flex' : { xs: 'flex', sm: 'none' } }}>
          {searchable && <TableSearch value={list.search} onSearch={list.setSearch} />}
          {sortable.length > 0 && <PhoneSort columns={sortable} state={list} />}
        </Stack>
      )}
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label="Loading" />}</Box>
      {/* From 600 px up a table wider than its card scrolls sideways inside it; its sticky column stays in view. */}
      <TableContainer
        ref={scroller}
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
        // A table wider than its card scrolls sideways: keyboard users then need to reach the scroll area
        // (axe scrollable-region-focusable), so it becomes a named, focusable region only while it overflows.
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': `${label} table, scrolls sideways` } : {})}
      >
        {/* tabIndex -1: focus can land on the table after a row is deleted (useDeleteConfirm). The explicit roles
            keep the table's meaning where a phone lays its rows out as cards. */}
        <Table
          size="small"
          role="table"
          aria-label={label}
          aria-busy={query.isFetching}
          tabIndex={-1}
          sx={(theme) => ({
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
            ...tableLayout(theme, { dense }),
          })}
        >
          <TableHead>
            <TableRow role="row">
              <TableCell role="columnheader" sx={{ width: { xs: 40, sm: 56 } }}>
                #
              </TableCell>
              {columns.map((column, index) => (
                <TableCell
                  key={column.id}
                  role="columnheader"
                  className={cellClass(index)}
                  align={column.align}
                  // Headers never break inside a word; a header of several words ("Master Customer") may take two
                  // lines when the table is short of room (1280 px with the menu), so no column hides under Action.
                  sx={{ width: column.width, whiteSpace: column.label.includes(' ') ? 'normal' : 'nowrap', minWidth: column.label.includes(' ') ? '8ch' : undefined }}
                  sortDirection={list.sortBy === column.id && list.order ? list.order : false}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={list.sortBy === column.id}
                      direction={list.sortBy === column.id && list.order ? list.order : 'asc'}
                      onClick={() => sortClick(column.id)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: placeholder ? 0.5 : 1, transition: 'opacity 150ms' }}>
            {rows.map((row, rowIndex) => (
              <TableRow key={rowKey(row)} hover role="row">
                <TableCell role="cell" className={partClass('num')}>
                  {shownStart + rowIndex + 1}
                </TableCell>
                {columns.map((column, index) => {
                  const value = column.render(row);
                  // An empty value stays empty (not an empty Truncated span), so a phone card leaves its line out.
                  const empty = value === '' || value === null || value === undefined;
                  return (
                    <TableCell key={column.id} role="cell" className={cellClass(index)} align={column.align} data-label={column.label}>
                      <Box className="gd-value" sx={column.wrapAt ? { ...wrapLongWords, maxWidth: column.wrapAt } : wrapLongWords}>
                        {column.truncate && !empty ? <Truncated max={column.truncate}>{value}</Truncated> : value}
                      </Box>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {firstLoad &&
              Array.from({ length: Math.min(SKELETON_ROWS, list.rowsPerPage) }, (_, index) => (
                <TableRow key={`skeleton-${index}`} data-testid="skeleton-row" aria-hidden>
                  {[{ id: '#' }, ...columns].map((column) => (
                    <TableCell key={column.id} className={partClass('full')}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows.length === 0 && !query.isFetching && (
              <TableRow role="row">
                <TableCell role="cell" className={partClass('full')} colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {summary}
      <TablePagination
        component="div"
        sx={paginationLayout}
        count={count}
        page={count === 0 ? 0 : Math.min(shownPage, Math.max(0, Math.ceil(count / shownRowsPerPage) - 1))}
        rowsPerPage={shownRowsPerPage}
        // Before the first answer there is no count to tell: a placeholder, not "0-0 of 0".
        labelDisplayedRows={({ from, to, count: total }) =>
          query.data ? `${from}–${to} of ${total}` : <Skeleton component="span" width={80} sx={{ display: 'inline-block' }} aria-hidden />
        }
        rowsPerPageOptions={[...list.pageSizes]}
        onPageChange={(_event, page) => list.setPage(page)}
        onRowsPerPageChange={(event) => list.setRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}

/** Whether the element is wider inside than it shows (it scrolls sideways), kept up to date as it resizes. */
function useHorizontalOverflow(ref: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
