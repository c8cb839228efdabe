import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrolleyCost } from '@glassdesk/shared';
import { nowrap } from '../../../components/cells';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useTrolleyCosts } from '../api/trolleys';
import { CustomerChooser, useChosenCustomer } from '../components/customer-chooser';
import { days } from '../components/format';

const oneLine = { whiteSpace: 'nowrap' } as const;

const columns: Column<TrolleyCost>[] = [
  {
    id: 'trolley',
    label: 'Trolley',
    render: (r) => (
      <>
        {r.trolley.name}
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
          {r.trolley.uid}
        </Typography>
      </>
    ),
  },
  {
    id: 'created_at',
    label: 'Held',
    render: (r) => (
      <Box component="span" sx={oneLine}>
        {formatDateTime(r.created_at)}
        <Typography variant="body2" color="text.secondary">
          {r.ended_at ? `to ${formatDateTime(r.ended_at)}` : 'Still held'}
        </Typography>
      </Box>
    ),
  },
  { id: 'time_duration', label: 'Time Duration', align: 'right', render: (r) => nowrap(days(r.time_duration)) },
  { id: 'charge_free_days', label: 'Charge Free Days', align: 'right', render: (r) => nowrap(days(r.charge_free_days)) },
  { id: 'after_free_day_charge', label: 'After Free Day Charge', align: 'right', render: (r) => nowrap(`${formatMoney(r.after_free_day_charge)} / day`) },
  { id: 'chargeable_days', label: 'Chargeable Days', align: 'right', render: (r) => nowrap(days(r.chargeable_days)) },
  // The figure the page is about stays in view on a narrow screen.
  { id: 'cost', label: 'Cost', align: 'right', sticky: true, render: (r) => <strong style={oneLine}>{formatMoney(r.cost)}</strong> },
];

/**
 * spec §2 "Additional Cost" with CONTRACT hold-time cost: choose a customer (required, spec §5), see one row per
 * hold (newest first; an open hold counts up to now), its hold-time cost and what the customer owes in all, charges in
 * dollars (spec §9).
 */
export default function TrolleyCostPage() {
  const { chosen, choose } = useChosenCustomer();
  const list = useListParams();
  const page = { start: list.query.start, limit: list.query.limit };
  const costs = useTrolleyCosts(chosen?.id ?? null, page);
  const total = costs.data ? formatMoney(costs.data.total_cost) : null;
  // What the customer owes is one figure (the billing engine's): its holds and its loss and damage charges, as its
  // statements add up; each figure says what it covers.
  const owed = costs.data ? formatMoney(costs.data.owed_total) : null;
  const charges = costs.data ? formatMoney(costs.data.charges_total) : null;

  return (
    <>
      <PageHeader title="Additional Cost" />
      <Paper sx={{ p: 2, mb: 2 }}>
        <CustomerChooser value={chosen} onChange={choose} requiredText="Customer is required." />
      </Paper>
      {!chosen && <Alert severity="info">Choose a customer to see the costs of the trolleys it has held.</Alert>}
      {chosen && (
        <>
          <Box sx={{ mb: 1, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {chosen.name}
            </Typography>
            {owed && (
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="h6" component="p" aria-label={`Owed in all ${owed}`}>
                  Owed in all: <strong>{owed}</strong>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Hold-time cost {total} + loss and damage charges {charges}, as the statements add up
                </Typography>
              </Box>
            )}
          </Box>
          {costs.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formatApiError(costs.error, 'field')}
            </Alert>
          )}
          <ServerTable
            dense
            label="Additional Cost"
            state={list}
            searchable={false}
            columns={columns}
            query={costs}
            rowKey={(r) => r.id}
            summary={
              total && (costs.data?.count ?? 0) > 0 ? (
                <Typography sx={{ px: 2, pt: 1.5, textAlign: 'right', fontWeight: 600 }}>
                  Hold-time cost (all holds): <strong>{total}</strong>
                </Typography>
              ) : null
            }
          />
        </>
      )}
    </>
  );
}
