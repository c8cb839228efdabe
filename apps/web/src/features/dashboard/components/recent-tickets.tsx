import { useSearchParams } from 'react-router';
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
import Typography from '@mui/material/Typography';
import { RECENT_TICKET_PAGE_SIZES } from '@glassdesk/shared';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { useRecentTickets } from '../api/dashboard';

const SIZES: readonly number[] = RECENT_TICKET_PAGE_SIZES;
const DEFAULT_SIZE = RECENT_TICKET_PAGE_SIZES[0];

/** The page and rows per page in the URL (?page=2&size=10), so back and refresh keep them. */
function usePaging() {
  const [params, setParams] = useSearchParams();
  const sizeParam = Number(params.get('size'));
  const size = SIZES.includes(sizeParam) ? sizeParam : DEFAULT_SIZE;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const set = (nextPage: number, nextSize: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (nextPage > 0) next.set('page', String(nextPage + 1));
        else next.delete('page');
        if (nextSize !== DEFAULT_SIZE) next.set('size', String(nextSize));
        else next.delete('size');
        return next;
      },
      { replace: true },
    );
  return { page, size, set };
}

/** spec §2 "Dashboard": Recent Tickets, newest first, 5, 10 or 20 rows per page. */
export function RecentTickets() {
  const { page, size, set } = usePaging();
  const recent = useRecentTickets(page * size, size, true);
  const columns = useTicketColumns({ sortable: false });
  const rows = recent.data?.list ?? [];
  const count = recent.data?.count ?? 0;
  const placeholder = !!recent.isPlaceholderData;

  return (
    <Paper component="section">
      <Typography id="recent-tickets-heading" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        Recent Tickets
      </Typography>
      <Box sx={{ height: 4 }}>{recent.isFetching && <LinearProgress aria-label="Loading" />}</Box>
      {/* Focusable: a keyboard user scrolls the wide table with the arrow keys, also when it holds no link (no tickets). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby="recent-tickets-heading"
        sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }}
      >
        <Table size="small" aria-labelledby="recent-tickets-heading" aria-busy={recent.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: 40, sm: 56 } }}>#</TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} sx={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: placeholder ? 0.5 : 1, transition: 'opacity 150ms' }}>
            {rows.map((row, index) => (
              <TableRow key={row.id} hover>
                <TableCell>{page * size + index + 1}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} sx={{ overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!recent.data &&
              recent.isFetching &&
              Array.from({ length: size }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden>
                  {[{ id: '#' }, ...columns].map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows.length === 0 && !recent.isFetching && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {recent.isError ? 'The recent tickets could not be loaded.' : 'No tickets yet.'}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, pl: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-spacer': { display: 'none' },
        }}
        count={count}
        page={count === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(count / size) - 1))}
        rowsPerPage={size}
        rowsPerPageOptions={[...SIZES]}
        onPageChange={(_event, next) => set(next, size)}
        onRowsPerPageChange={(event) => set(0, Number(event.target.value))}
      />
    </Paper>
  );
}
