import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatApiError } from '../../../lib/api-error';
import { useTrolleyCosts } from '../api/trolleys';
import { CustomerChooser, useChosenCustomer } from '../components/customer-chooser';
import { days, formatDateTime, formatMoney } from '../components/format';

// The figures' headers may wrap onto two lines, so every column fits 1280 px; the values never break.
const HEADERS = ['#', 'Trolley', 'Held', 'Time Duration', 'Charge Free Days', 'After Free Day Charge', 'Chargeable Days', 'Cost'];
const FIRST_FIGURE = 3;
const cell = { whiteSpace: 'nowrap' } as const;

/**
 * spec §2 "Additional Cost" with CONTRACT hold-time cost: choose a customer (required, spec §5), see one row per
 * hold (newest first; an open hold counts up to now) and the customer's total, charges in dollars (spec §9).
 */
export default function TrolleyCostPage() {
  const { chosen, choose } = useChosenCustomer();
  const list = useListParams();
  const page = { start: list.query.start, limit: list.query.limit };
  const costs = useTrolleyCosts(chosen?.id ?? null, page);
  const rows = costs.data?.list ?? [];

  return (
    <>
      <PageHeader title="Additional Cost" />
      <Paper sx={{ p: 2, mb: 2 }}>
        <CustomerChooser value={chosen} onChange={choose} requiredText="Customer is required." />
      </Paper>
      {!chosen && <Alert severity="info">Choose a customer to see the costs of the trolleys it has held.</Alert>}
      {chosen && (
        <Paper>
          <Box sx={{ px: 2, pt: 2, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {chosen.name}
            </Typography>
            {costs.data && (
              <Typography variant="h6" component="p" aria-label={`Total cost ${formatMoney(costs.data.total_cost)}`}>
                Total: <strong>{formatMoney(costs.data.total_cost)}</strong>
              </Typography>
            )}
          </Box>
          <Box sx={{ height: 4, mt: 1 }}>{costs.isFetching && <LinearProgress aria-label="Loading" />}</Box>
          {costs.isError && (
            <Alert severity="error" sx={{ m: 2 }}>
              {formatApiError(costs.error, 'field')}
            </Alert>
          )}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Additional Cost">
              <TableHead>
                <TableRow>
                  {HEADERS.map((h, index) => (
                    <TableCell key={h} align={index >= FIRST_FIGURE ? 'right' : 'left'} sx={index >= FIRST_FIGURE ? { maxWidth: 110 } : cell}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, index) => (
                  <TableRow key={r.id} hover>
                    <TableCell>{page.start + index + 1}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {r.trolley.name}
                      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {r.trolley.uid}
                      </Typography>
                    </TableCell>
                    <TableCell sx={cell}>
                      {formatDateTime(r.created_at)}
                      <Typography variant="body2" color="text.secondary">
                        {r.ended_at ? `to ${formatDateTime(r.ended_at)}` : 'Still held'}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={cell}>
                      {days(r.time_duration)}
                    </TableCell>
                    <TableCell align="right" sx={cell}>
                      {days(r.charge_free_days)}
                    </TableCell>
                    <TableCell align="right" sx={cell}>
                      {formatMoney(r.after_free_day_charge)} / day
                    </TableCell>
                    <TableCell align="right" sx={cell}>
                      {days(r.chargeable_days)}
                    </TableCell>
                    <TableCell align="right" sx={{ ...cell, fontWeight: 600 }}>
                      {formatMoney(r.cost)}
                    </TableCell>
                  </TableRow>
                ))}
                {rows.length === 0 && !costs.isFetching && (
                  <TableRow>
                    <TableCell colSpan={HEADERS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      No records found.
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
              {costs.data && rows.length > 0 && (
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={HEADERS.length - 1} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      Total (all holds)
                    </TableCell>
                    <TableCell align="right" sx={{ ...cell, fontWeight: 700, color: 'text.primary' }}>
                      {formatMoney(costs.data.total_cost)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={costs.data?.count ?? 0}
            page={list.page}
            rowsPerPage={list.rowsPerPage}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_event, next) => list.setPage(next)}
            onRowsPerPageChange={(event) => list.setRowsPerPage(Number(event.target.value))}
          />
        </Paper>
      )}
    </>
  );
}
