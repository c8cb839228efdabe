import { useEffect, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
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

/** The parts of a TanStack Query result the table reads. */
export type ListQueryResult<T> = { data?: ListResult<T>; isFetching: boolean };

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

  // After a delete or a narrower search the page may lie past the end: step back to the last page.
  useEffect(() => {
    if (query.data && count > 0 && start >= count) list.setPage(Math.ceil(count / list.rowsPerPage) - 1);
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
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 72 }}>#</TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={{ width: column.width }}
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
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKey(row)} hover>
                <TableCell>{start + index + 1}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.render(row)}
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
        count={count}
        page={count === 0 ? 0 : Math.min(list.page, Math.max(0, Math.ceil(count / list.rowsPerPage) - 1))}
        rowsPerPage={list.rowsPerPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => list.setPage(page)}
        onRowsPerPageChange={(event) => list.setRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
