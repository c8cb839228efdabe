import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardOverdueCustomer, DashboardTrolleys } from '@glassdesk/shared';
import { useCanOpen } from '../../../lib/permissions';

/** The id the Past free days card links to. */
export const OVERDUE_ANCHOR = 'past-free-days';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Customer Trolley with this customer chosen (the screen keeps its choice in the URL). */
export function customerTrolleyHref(row: Pick<DashboardOverdueCustomer, 'customer_id' | 'customer_name'>) {
  return `/dashboard/trolleys/customers?${new URLSearchParams({ customer: String(row.customer_id), customer_name: row.customer_name }).toString()}`;
}

function CustomerCell({ row, canOpen }: { row: DashboardOverdueCustomer; canOpen: boolean }) {
  return (
    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
      {canOpen ? (
        <Link component={RouterLink} to={customerTrolleyHref(row)} sx={{ fontWeight: 600 }}>
          {row.customer_name}
        </Link>
      ) : (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {row.customer_name}
        </Typography>
      )}
      {row.business_name && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {row.business_name}
        </Typography>
      )}
    </TableCell>
  );
}

/**
 * The customers holding trolleys longer than their free days, worst first (the longest overdue hold), each linking
 * to Customer Trolley with that customer chosen where the user may open it.
 */
export function OverdueCustomers({ figures }: { figures: DashboardTrolleys | null | undefined }) {
  const canOpen = useCanOpen('trolleys/customers');
  const rows = figures?.overdue ?? [];
  return (
    <Paper component="section" aria-labelledby={OVERDUE_ANCHOR} aria-busy={figures === undefined} sx={{ mb: 3, overflow: 'hidden' }}>
      {/* The Past free days card's anchor; clear of the app bar when scrolled to. */}
      <Typography id={OVERDUE_ANCHOR} variant="h6" component="h3" sx={{ px: 2, pt: 2, pb: 1, scrollMarginTop: 80 }}>
        Customers past their free days
      </Typography>
      {figures === undefined && (
        <Typography component="div" sx={{ px: 2, pb: 2 }}>
          <Skeleton />
          <Skeleton />
        </Typography>
      )}
      {figures === null && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          The trolley figures could not be loaded.
        </Typography>
      )}
      {figures && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No customer holds a trolley past its free days.
        </Typography>
      )}
      {figures && rows.length > 0 && (
        <>
          <Table size="small" aria-labelledby={OVERDUE_ANCHOR} sx={{ '& .MuiTableCell-root:not(:first-of-type)': { pl: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Customer</TableCell>
                <TableCell align="right">Trolleys over</TableCell>
                <TableCell align="right">Days over</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.customer_id}>
                  <CustomerCell row={row} canOpen={canOpen} />
                  <TableCell align="right">{row.trolleys}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {days(row.days_over)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {figures.overdue_customers > rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              The {rows.length} longest overdue of {figures.overdue_customers} customers.
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
