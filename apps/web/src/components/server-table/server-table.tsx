import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { PAGE_SIZES, type ListResult } from '@glassdesk/shared';
import { TableSearch } from './table-search';
import { useListParams } from './use-list-params';

export type Column<T> = {
  /** Also the API's sort_by value when sortable. */
  id: string;
  label: string;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  render: (row: T) => ReactNode;
};

/**
 * The parts of a TanStack Query result the table reads. `isPlaceholderData` is true while `data` is still the
 * previous page's (crud-resource lists use `placeholderData: keepPreviousData`).
 */
export type ListQueryResult<T> = { data?: ListResult<T>; isFetching: boolean; isPlaceholderData?: boolean };

/**
 * A cell's content wraps a long single word (a 120-character name) at 32 characters instead of pushing the Action
 * column off the table, while ordinary words and e-mail addresses stay whole: `break-word` (unlike `anywhere`) does
 * not shrink the column below its longest word, and the max-width caps that word. A table wider than its card then
 * scrolls sideways inside it (a phone) rather than squeezing names into one letter per line.
 */
const wrapLongWords = { maxWidth: '32ch', overflowWrap: 'break-word' } as const;
const SKELETON_ROWS = 5;

type Props<T> = {
  columns: Column<T>[];
  query: ListQueryResult<T>;
  rowKey: (row: T) => Key;
  /** The table's accessible name, e.g. "Cities". */
  label: string;
};

/** spec §2 "Common list behaviour": numbered rows, column sort, search and rows per page, all server side. */
export function ServerTable<T>({ columns, query, rowKey, label }: Props<T>) {
  const list = useListParams();
  const rows = query.data?.list ?? [];
  const count = query.data?.count ?? 0;
  const { start } = list.query;
  const placeholder = !!query.data && !!query.isPlaceholderData;
  const firstLoad = !query.data && query.isFetching;

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

  return (
    <Paper>
      <Box sx={{ p: 2 }}>
        <TableSearch value={list.search} onSearch={list.setSearch} />
      </Box>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label="Loading" />}</Box>
      {/* On a narrow screen the table scrolls sideways inside its card instead of widening the page. */}
      <TableContainer
        ref={scroller}
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
        // A table wider than its card scrolls sideways: keyboard users then need to reach the scroll area
        // (axe scrollable-region-focusable), so it becomes a named, focusable region only while it overflows.
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': `${label} table, scrolls sideways` } : {})}
      >
        {/* tabIndex -1: focus can land on the table after a row is deleted (useDeleteConfirm). */}
        <Table
          size="small"
          aria-label={label}
          aria-busy={query.isFetching}
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: 40, sm: 72 } }}>#</TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  // Headers never break inside a word: their widths keep a wide table readable, and on a phone it scrolls.
                  sx={{ width: column.width, whiteSpace: 'nowrap' }}
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
            {rows.map((row, index) => (
              <TableRow key={rowKey(row)} hover>
                <TableCell>{shownStart + index + 1}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    <Box sx={wrapLongWords}>{column.render(row)}</Box>
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {firstLoad &&
              Array.from({ length: Math.min(SKELETON_ROWS, list.rowsPerPage) }, (_, index) => (
                <TableRow key={`skeleton-${index}`} data-testid="skeleton-row" aria-hidden>
                  {[{ id: '#' }, ...columns].map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows.length === 0 && !query.isFetching && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  No records found.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        // On a phone the footer wraps onto two lines rather than pushing the page arrows out of the card.
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, pl: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-spacer': { display: 'none' },
        }}
        count={count}
        page={count === 0 ? 0 : Math.min(shownPage, Math.max(0, Math.ceil(count / shownRowsPerPage) - 1))}
        rowsPerPage={shownRowsPerPage}
        // Before the first answer there is no count to tell: a placeholder, not "0-0 of 0".
        labelDisplayedRows={({ from, to, count: total }) =>
          query.data ? `${from}–${to} of ${total}` : <Skeleton component="span" width={80} sx={{ display: 'inline-block' }} aria-hidden />
        }
        rowsPerPageOptions={[...PAGE_SIZES]}
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
