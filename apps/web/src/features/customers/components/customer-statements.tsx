import { useRef, useState } from 'react';
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
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RowButton } from '../../../components/row-actions';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { useHasOperation } from '../../../lib/permissions';
import { useCloseStatement, useStatements } from '../api/statements';
import { CLOSE_TEXT, monthLabel, thisMonth } from './statement-month';

export const StatementStatus = ({ closed }: { closed: boolean }) => <Chip size="small" color={closed ? 'success' : 'info'} label={closed ? 'Closed' : 'Open'} />;

/**
 * Issue 22, the customer's Statements tab: a row per month from its first hold to now, newest first (one request: a
 * month a row, a few dozen), each opening its printable statement; Close on an ended open month, confirmation first.
 */
export function CustomerStatements({ customerId }: { customerId: number }) {
  const statements = useStatements(customerId);
  const canClose = useHasOperation('Update Customer');
  const close = useCloseStatement(customerId);
  const notify = useNotify();
  const [closing, setClosing] = useState<string | null>(null);
  // The month asked about stays while the dialog fades out, so its text does not blank.
  const [asked, setAsked] = useState('');
  const current = thisMonth();

  // A ref, not state: a second click on Yes can land before the dialog has re-rendered closed.
  const armed = useRef<string | null>(null);
  const confirm = async () => {
    const month = armed.current;
    if (!month) return;
    armed.current = null;
    try {
      await close.mutateAsync(month);
      notify.success(CLOSE_TEXT.done);
    } catch (error) {
      notify.error(formatApiError(error, 'message'));
    } finally {
      setClosing(null);
    }
  };

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
                    <RowButton
                      label="Close statement"
                      name={monthLabel(s.month)}
                      onClick={() => {
                        armed.current = s.month;
                        setAsked(s.month);
                        setClosing(s.month);
                      }}
                      color="primary"
                      icon={<LockIcon fontSize="small" />}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={closing !== null}
        title={CLOSE_TEXT.title}
        text={asked ? CLOSE_TEXT.question(asked) : ''}
        confirmColor="primary"
        onCancel={() => {
          armed.current = null;
          setClosing(null);
        }}
        onConfirm={confirm}
      />
    </>
  );
}
