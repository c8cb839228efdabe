import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, type PagingQuery } from '@glassdesk/shared';
import { formatApiError } from '../../../lib/api-error';
import { useCostHistory } from '../api/customers';
import { formatDateTime, formatMoney } from './format';

type Props = { customer: { id: number; name: string } | null; onClose: () => void };

/**
 * spec §2/§3: a customer's cost history, newest first, paged on the server. The paging lives in the dialog, not
 * the URL: the dialog is a passing look, and the list page's own state stays in the URL.
 */
export function CostHistoryDialog({ customer, onClose }: Props) {
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const query: PagingQuery = { sort_by: 'created_at', order: 'desc', start: page * size, limit: size, search: 'all' };
  const history = useCostHistory(customer?.id ?? 0, query, customer !== null);
  const rows = history.data?.list ?? [];

  const close = () => {
    setPage(0);
    onClose();
  };

  return (
    <Dialog open={customer !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        Cost History
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {customer?.name}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {history.isFetching && <LinearProgress aria-label="Loading" />}
        {history.isError && <Typography color="error">{formatApiError(history.error, 'field')}</Typography>}
        <TableContainer>
          <Table size="small" aria-label="Cost History">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell align="right">Max Days Allowed</TableCell>
                <TableCell align="right">Per Day Charge</TableCell>
                <TableCell>Changed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={`${row.created_at}-${index}`}>
                  <TableCell>{query.start + index + 1}</TableCell>
                  <TableCell align="right">{row.max_day_allowed}</TableCell>
                  <TableCell align="right">{formatMoney(row.per_day_charge)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
                </TableRow>
              ))}
              {rows.length === 0 && !history.isFetching && (
                <TableRow>
                  <TableCell colSpan={4} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                    No cost has been set yet.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={history.data?.count ?? 0}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
