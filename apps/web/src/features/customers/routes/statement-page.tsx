import { useParams } from 'react-router';
import LockIcon from '@mui/icons-material/Lock';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ActionButton } from '../../../components/async-action-button';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/snackbar';
import { StatementLineCells } from '../../../components/statement-line-cells';
import { api } from '../../../lib/api-client';
import { formatApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { fullName } from '../../../lib/full-name';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { saveFile } from '../../../lib/save-file';
import { useIdParam } from '../../../lib/use-id-param';
import { ReceiptButton } from '../../../components/receipt-button';
import { useCustomer } from '../api/customers';
import { exportStatement, useStatement } from '../api/statements';
import { useCloseStatementDialog } from '../components/close-statement';
import { StatementStatus } from '../components/customer-statements';
import { monthLabel, thisMonth } from '../components/statement-month';

const PRINT_CLASS = 'statement-print';
const KIND_LABELS = { lost: 'Loss', damaged: 'Damage', adjustment: 'Adjustment' } as const;

// Printing the page prints the statement alone, black on white on A4 (the browser's Save as PDF gives the file).
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '15mm' },
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${PRINT_CLASS}, .${PRINT_CLASS} *`]: { visibility: 'visible', color: '#000 !important', background: '#fff !important', boxShadow: 'none !important' },
        [`.${PRINT_CLASS}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
        [`.${PRINT_CLASS} .no-print`]: { display: 'none' },
      },
    }}
  />
);

/** GET /report/customers/{id}/statements/{month}/pdf, saved as statement-<id>-<month>.pdf: the file the closing mail attaches. */
async function downloadStatementPdf(customerId: number, month: string) {
  saveFile(await api.download('/report/customers/{id}/statements/{month}/pdf', { params: { id: customerId, month } }), `statement-${customerId}-${month}.pdf`);
}

/**
 * One month's statement of a customer, printable: every hold overlapping the month with its days in it,
 * the days past the free days and their cost; the month's loss, damage and adjustment charges; the total. Print,
 * Export as Excel, Download PDF (the customer's own copy), and Close (an ended open month, confirmation first).
 */
export default function StatementPage() {
  const customerId = useIdParam('customerId');
  const month = useParams().month ?? '';
  const customer = useCustomer(customerId);
  const statement = useStatement(customerId, month);
  const canClose = useHasOperation('Update Customer');
  const canOpenCustomer = useCanOpen('customers/:customerId');
  // The receipts are the trolleys' (GET /report/handovers/{id}/receipt needs List Trolleys).
  const canReceipts = useHasOperation('List Trolleys');
  const closing = useCloseStatementDialog(customerId);
  const notify = useNotify();
  const name = customer.data ? fullName(customer.data) : 'Customer';
  const s = statement.data;

  return (
    <>
      {printStyles}
      <PageHeader
        title={`Statement ${monthLabel(month)}`}
        crumbs={[{ label: 'Customers', to: '/dashboard/customers' }, ...(canOpenCustomer ? [{ label: name, to: `/dashboard/customers/${customerId}?tab=statements` }] : [])]}
      />
      {statement.isPending && <LinearProgress aria-label="Loading" />}
      {statement.isError && <Alert severity="error">{formatApiError(statement.error, 'message')}</Alert>}
      {s && (
        <Paper className={PRINT_CLASS} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">
                {name}
              </Typography>
              <Typography color="text.secondary">
                Trolley statement, {monthLabel(month)} <StatementStatus closed={s.closed} />
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                Print
              </Button>
              <ExportButton onExport={() => exportStatement(customerId, month)} />
              <ActionButton
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                onClick={() => downloadStatementPdf(customerId, month).catch((error: unknown) => notify.error(formatApiError(error, 'field')))}
              >
                Download PDF
              </ActionButton>
              {canClose && !s.closed && month < thisMonth() && (
                <Button variant="contained" startIcon={<LockIcon />} onClick={() => closing.ask(month)}>
                  Close statement
                </Button>
              )}
            </Stack>
          </Stack>

          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            Holds
          </Typography>
          {s.lines.length ? (
            <TableContainer>
              <Table size="small" aria-label="Holds">
                <TableHead>
                  <TableRow>
                    <TableCell>Trolley</TableCell>
                    <TableCell>From</TableCell>
                    <TableCell>To</TableCell>
                    <TableCell align="right">Days In Month</TableCell>
                    <TableCell align="right">Chargeable Days</TableCell>
                    <TableCell align="right">Per Day</TableCell>
                    <TableCell align="right">Cost</TableCell>
                    {canReceipts && <TableCell sx={{ displayPrint: 'none' }}>Receipts</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.lines.map((l) => (
                    <TableRow key={`${l.trolley_id} ${l.from}`}>
                      <StatementLineCells line={l} />
                      {canReceipts && (
                        // The signed receipts of the delivery that started the hold and the pickup that ended it.
                        <TableCell sx={{ displayPrint: 'none', whiteSpace: 'nowrap' }}>
                          {l.delivery_handover_id !== null && <ReceiptButton handoverId={l.delivery_handover_id} />}
                          {l.pickup_handover_id !== null && <ReceiptButton handoverId={l.pickup_handover_id} />}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Typography color="text.secondary">No trolley held this month.</Typography>
          )}

          {s.charges.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
                Charges
              </Typography>
              <TableContainer>
                <Table size="small" aria-label="Charges">
                  <TableHead>
                    <TableRow>
                      <TableCell>Kind</TableCell>
                      <TableCell>Trolley</TableCell>
                      <TableCell>Note</TableCell>
                      <TableCell align="right">Amount</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {s.charges.map((c, i) => (
                      <TableRow key={i}>
                        <TableCell>{KIND_LABELS[c.kind]}</TableCell>
                        <TableCell>{c.uid ?? '—'}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.note ?? ''}</TableCell>
                        <TableCell align="right">{formatMoney(c.amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
          <Typography variant="h6" component="p" sx={{ mt: 3, textAlign: 'right' }}>
            Total {formatMoney(s.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            The month's hold-time cost, loss and damage charges and adjustments
          </Typography>
        </Paper>
      )}
      {closing.dialog}
    </>
  );
}
