import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Trolley, TrolleySortColumn } from '@glassdesk/shared';
import { nowrap } from '../../../components/cells';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatDateTime } from '../../../lib/format-date';
import { useCanOpen } from '../../../lib/permissions';
import { useCustomerTrolleys } from '../api/trolleys';
import { CustomerChooser, useChosenCustomer } from '../components/customer-chooser';
import { days } from '../components/format';
import { ReceiptButton } from '../../../components/receipt-button';
import { trolleyColumns } from '../components/trolley-columns';

/** A moment as two lines: its day (dd/MM/yyyy), then its time (HH:mm) smaller. */
function dayOverTime(iso: string | null) {
  if (!iso) return '';
  const [day, time] = formatDateTime(iso).split(' ');
  return (
    <time dateTime={iso}>
      {nowrap(day)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {time}
      </Typography>
    </time>
  );
}

/** spec §2 "Customer Trolley": choose a customer, see the trolleys it holds now and for how many days. */
export default function CustomerTrolleysPage() {
  const { chosen, choose } = useChosenCustomer();
  const { query } = useListParams<TrolleySortColumn>();
  const trolleys = useCustomerTrolleys(chosen?.id ?? null, query);
  const canViewTrolley = useCanOpen('trolleys/:trolleyId');
  const c = trolleyColumns({ canViewTrolley, canViewCustomer: false });

  const columns: Column<Trolley>[] = [
    c.image,
    c.name,
    c.uid,
    c.status,
    { ...c.plant, label: 'From Plant' },
    // The day, and the time under it: one column narrower at 1280 px.
    { id: 'status_at', label: 'Delivered', render: (t) => dayOverTime(t.status_at) },
    { id: 'time_duration', label: 'Days Held', align: 'right', render: (t) => nowrap(days(t.time_duration)) },
    {
      id: 'pickup_requested_at',
      label: 'Pickup Requested',
      render: (t) => (t.pickup_requested_at ? <Chip size="small" color="warning" label={formatDateTime(t.pickup_requested_at)} /> : '—'),
    },
    // Serial number and Certified are on the trolley's page (its name opens it): the list keeps to what fits 1280 px;
    // the expiry stays, with its marker, so an expired trolley at a customer is seen here.
    c.expiry,
    // The delivery that brought it there: its signed receipt.
    { id: 'receipt', label: 'Receipt', render: (t) => (t.handover_id ? <ReceiptButton handoverId={t.handover_id} /> : '') },
  ];

  return (
    <>
      <PageHeader title="Customer Trolley" crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }]} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <CustomerChooser value={chosen} onChange={choose} />
      </Paper>
      {chosen ? (
        <ServerTable dense label={`Trolleys held by ${chosen.name}`} columns={columns} query={trolleys} rowKey={(t) => t.id} />
      ) : (
        <Alert severity="info">Choose a customer to see the trolleys it holds.</Alert>
      )}
    </>
  );
}
