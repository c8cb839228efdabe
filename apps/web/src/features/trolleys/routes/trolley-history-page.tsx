import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImageGallery } from '../../../components/image-gallery';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useIdParam } from '../../../lib/use-id-param';
import { useTrolley, useTrolleyHistory, useTrolleyTransaction } from '../api/trolleys';
import { days, personName, thumbnailOf } from '../components/format';
import { Facts } from '../components/trolley-facts';
import { TrolleyStatusChip } from '../components/trolley-status-chip';

/** A figure of the history header, large. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/**
 * spec §3 transaction history: the header (uid, time_duration, charge_free_days, after_free_day_charge,
 * chargeable_days, cost; charges in dollars, spec §9) above the transaction itself.
 */
export default function TrolleyHistoryPage() {
  const id = useIdParam('trolleyId');
  const historyId = useIdParam('historyId');
  const trolley = useTrolley(id);
  const transaction = useTrolleyTransaction(id, historyId);
  const header = useTrolleyHistory(id, historyId);
  const h = header.data;
  const x = transaction.data;
  const trolleyCrumb = { label: trolley.data ? trolley.data.name : 'Trolley', to: `/dashboard/trolleys/${id}` };

  return (
    <>
      <PageHeader title="Transaction History" crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }, trolleyCrumb]} />
      {(header.isPending || transaction.isPending) && <LinearProgress aria-label="Loading" />}
      <Stack spacing={3}>
        {h && (
          <Box
            component="section"
            aria-label="Charges"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}
          >
            <Figure label="UID" value={h.uid} />
            <Figure label="Time Duration" value={days(h.time_duration)} />
            <Figure label="Charge Free Days" value={days(h.charge_free_days)} />
            <Figure label="After Free Day Charge (per day)" value={formatMoney(h.after_free_day_charge)} />
            <Figure label="Chargeable Days" value={days(h.chargeable_days)} />
            <Figure label="Cost" value={formatMoney(h.cost)} />
          </Box>
        )}
        {x && (
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Facts
              facts={[
                { label: 'Status', value: <TrolleyStatusChip status={x.trolley_status} /> },
                { label: 'Date', value: formatDateTime(x.created_at) },
                { label: 'Recorded', value: formatDateTime(x.recorded_at) },
                { label: 'Customer', value: personName(x.customer) },
                { label: 'From Plant', value: x.from_plant?.name ?? '' },
                { label: 'To Plant', value: x.to_plant?.name ?? '' },
                { label: 'Name', value: x.name ?? '' },
                { label: 'No of Bars', value: x.no_of_bars },
                { label: 'User', value: personName(x.user) },
                { label: 'Duration', value: days(x.time_duration) },
                { label: 'Note', value: x.note ?? '' },
              ]}
            />
            <Typography variant="subtitle2" component="h2" sx={{ mt: 3, mb: 1 }}>
              Photos
            </Typography>
            <ImageGallery label="Transaction" images={x.photos.map((p) => ({ url: p.url, thumbnail: thumbnailOf(p.url) }))} emptyText="No photos." />
          </Paper>
        )}
      </Stack>
    </>
  );
}
