import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { TrolleyBalanceRow, TrolleyBalanceSortColumn, TrolleyFleetTotals, TrolleyStatus } from '@glassdesk/shared';
import { nowrap } from '../../../components/cells';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatMoney } from '../../../lib/format-money';
import { useCanOpen } from '../../../lib/permissions';
import { RowButton } from '../../../components/row-actions';
import { useConfirmAction } from '../../../components/use-delete-confirm';
import { exportTrolleyBalance, useSendTrolleyReminder, useTrolleyBalance } from '../api/trolleys';
import { days } from '../components/format';

/** Customer Trolley for that customer (its chooser reads the customer from the URL). */
const heldBy = (r: TrolleyBalanceRow) => `/dashboard/trolleys/customers?${new URLSearchParams({ customer: String(r.customer_id), customer_name: r.customer_name })}`;

// The fleet's figures; those that are one status open Trolleys filtered to it.
const TOTALS: [keyof TrolleyFleetTotals, string, TrolleyStatus?][] = [
  ['at_plants', 'At plants'],
  ['in_transit', 'In transit'],
  ['at_customers', 'At customers'],
  ['over_free_days', 'Past free days'],
  ['maintenance', 'In maintenance', 'Maintenance'],
  ['lost', 'Lost', 'Lost'],
  ['damaged', 'Damaged', 'Damaged'],
];

/**
 * "Trolley Balance": every customer that holds trolleys now, what it holds and owes so far (highest charge
 * first unless sorted), searchable by customer or business, list state in the URL; a row opens Customer Trolley for
 * that customer. Above it, the whole fleet in one line.
 */
export default function TrolleyBalancePage() {
  const { query } = useListParams<TrolleyBalanceSortColumn>();
  const balance = useTrolleyBalance(query);
  const canOpenHeld = useCanOpen('trolleys/customers');
  const canOpenTrolleys = useCanOpen('trolleys');
  const totals = balance.data?.totals;
  const reminder = useSendTrolleyReminder();
  const confirmation = useConfirmAction();
  const remind = (r: TrolleyBalanceRow) =>
    confirmation.ask(r.customer_id, {
      title: 'Send reminder',
      // The server mails its business's master customer too (each address once): the question says so.
      text: `Mail ${r.customer_name} the list of its ${r.over_free_days === 1 ? 'trolley' : `${r.over_free_days} trolleys`} past the free days now? Its business's master customer gets it too.`,
      successMessage: 'Sent.',
      confirmColor: 'primary',
      remove: (id) => reminder.mutateAsync(id),
    });

  const columns: Column<TrolleyBalanceRow>[] = [
    {
      id: 'customer_name',
      label: 'Customer',
      sortable: true,
      phone: 'title',
      render: (r) =>
        canOpenHeld ? (
          <Link component={RouterLink} to={heldBy(r)} aria-label={`Trolleys held by ${r.customer_name}`}>
            {r.customer_name}
          </Link>
        ) : (
          r.customer_name
        ),
    },
    { id: 'business_name', label: 'Business', sortable: true, render: (r) => r.business_name ?? '—' },
    { id: 'held', label: 'Held', sortable: true, align: 'right', render: (r) => r.held },
    { id: 'oldest_days', label: 'Oldest Hold', sortable: true, align: 'right', render: (r) => nowrap(days(r.oldest_days)) },
    {
      id: 'over_free_days',
      label: 'Past Free Days',
      sortable: true,
      align: 'right',
      render: (r) => (r.over_free_days > 0 ? <Chip size="small" color="warning" label={r.over_free_days} /> : 0),
    },
    { id: 'accrued_cost', label: 'Charge So Far', sortable: true, align: 'right', sticky: true, render: (r) => nowrap(<strong>{formatMoney(r.accrued_cost)}</strong>) },
    { id: 'pickup_requests', label: 'Pickup Requests', sortable: true, align: 'right', render: (r) => r.pickup_requests },
    {
      id: 'action',
      label: 'Action',
      render: (r) =>
        r.over_free_days > 0 ? (
          <RowButton label="Send reminder" name={r.customer_name} onClick={() => remind(r)} color="primary" icon={<ForwardToInboxIcon fontSize="small" />} />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title="Trolley Balance" crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }]} />
      <Paper component="section" aria-label="The fleet" sx={{ p: 2, mb: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' } }}>
          {TOTALS.map(([key, label, status]) => (
            <Box key={key}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {totals && status && canOpenTrolleys ? (
                  <Link component={RouterLink} to={`/dashboard/trolleys?status=${status}`} aria-label={`${label}: ${totals[key]}, open the list`}>
                    {totals[key]}
                  </Link>
                ) : totals ? (
                  totals[key]
                ) : (
                  '…'
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          Charge So Far: the hold-time cost of the trolleys each customer holds now. Loss and damage charges are on its statements.
        </Typography>
        <ExportButton onExport={() => exportTrolleyBalance({ search: query.search, sort_by: query.sort_by, order: query.order })} />
      </Stack>
      <ServerTable dense label="Trolley Balance" columns={columns} query={balance} rowKey={(r) => r.customer_id} emptyText="No customer holds a trolley." />
      {confirmation.dialog}
    </>
  );
}
