import { Link as RouterLink } from 'react-router';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StatementSummary } from '@glassdesk/shared';
import { RowButton } from '../../../components/row-actions';
import { formatApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { useHasOperation } from '../../../lib/permissions';
import { useStatements } from '../api/statements';
import { useCloseStatementDialog } from './close-statement';
import { monthLabel, thisMonth } from './statement-month';

export const StatementStatus = ({ closed }: { closed: boolean }) => <Chip size="small" color={closed ? 'success' : 'info'} label={closed ? 'Closed' : 'Open'} />;

/**
 * The customer's Statements tab: a row per month from its first hold to now, newest first (one request: a
 * month a row, a few dozen), each opening its printable statement; Close on an ended open month, confirmation first.
 */
export function CustomerStatements({ customerId }: { customerId: number }) {
  const statements = useStatements(customerId);
  const canClose = useHasOperation('Update Customer');
  const closing = useCloseStatementDialog(customerId);
  const current = thisMonth();

  if (statements.isPending) return <LinearProgress aria-label="Loading" />;
  if (statements.isError) return <Alert severity="error">{formatApiError(statements.error, 'message')}</Alert>;
  if (!statements.data.length) return <Typography color="text.secondary">No trolley has been held yet: no statement.</Typography>;
  return (
    <>
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Statements">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.data.map((s: StatementSummary) => (
              <TableRow key={s.month}>
                <TableCell>
                  <Link component={RouterLink} to={`/dashboard/customers/${customerId}/statements/${s.month}`}>
                    {monthLabel(s.month)}
                  </Link>
                </TableCell>
                <TableCell>
                  <StatementStatus closed={s.closed} />
                </TableCell>
                <TableCell align="right">{formatMoney(s.total)}</TableCell>
                <TableCell>
                  {canClose && !s.closed && s.month < current && (
                    <RowButton label="Close statement" name={monthLabel(s.month)} onClick={() => closing.ask(s.month)} color="primary" icon={<LockIcon fontSize="small" />} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Each total covers the month's hold-time cost, its loss and damage charges and its adjustments; added up, they are what the customer owes (Additional Cost's &quot;Owed in
        all&quot;).
      </Typography>
      {closing.dialog}
    </>
  );
}
