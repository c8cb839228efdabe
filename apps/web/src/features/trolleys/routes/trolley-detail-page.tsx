import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import EditIcon from '@mui/icons-material/Edit';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RestoreIcon from '@mui/icons-material/Restore';
import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { trolleyStatusLabel, type TrolleyTransaction, type TrolleyTransactionSortColumn } from '@glassdesk/shared';
import { HistoryPanel } from '../../../components/activity/history-panel';
import { nowrap } from '../../../components/cells';
import { ImageGallery } from '../../../components/image-gallery';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useCanOpen } from '../../../lib/permissions';
import { useIdParam } from '../../../lib/use-id-param';
import { useActingPlants, useTrolley, useTrolleyTransactions } from '../api/trolleys';
import { days, personName, thumbnailOf } from '../components/format';
import { offersEdit, offersMove } from '../components/offered-moves';
import { Facts } from '../components/trolley-facts';
import { ReceiptButton } from '../../../components/receipt-button';
import { Certified, CustomerCell, Expiry } from '../components/trolley-columns';
import { TrolleyLabel } from '../components/trolley-label';
import { TrolleyStatusChip } from '../components/trolley-status-chip';
import { INCIDENT_WORDS, TrolleyIncidentDialog, type IncidentKind } from '../components/trolley-incident-dialog';

const INCIDENT_ICONS = { lost: <SearchOffIcon />, damaged: <ReportProblemIcon />, recover: <RestoreIcon />, defleet: <BlockIcon /> };

/** spec §2 "Trolleys": one trolley's data, its printable label and its transactions (each opens its history). */
export default function TrolleyDetailPage() {
  const id = useIdParam('trolleyId');
  const trolley = useTrolley(id);
  const { query } = useListParams<TrolleyTransactionSortColumn>();
  const transactions = useTrolleyTransactions(id, query);
  const canUpdate = useCanOpen('trolleys/:trolleyId/edit');
  const canViewCustomer = useCanOpen('customers/:customerId');
  const plants = useActingPlants();
  const t = trolley.data;
  const canTransfer = !!t && canUpdate && offersMove(t, 'transfer', plants.data ?? []);
  // Report lost or damaged, recover a lost one (as the lifecycle table allows, at the user's plants).
  const incidents = (['lost', 'damaged', 'recover', 'defleet'] as const).filter((k) => !!t && canUpdate && offersMove(t, k, plants.data ?? []));
  const [incident, setIncident] = useState<IncidentKind | null>(null);

  const columns: Column<TrolleyTransaction>[] = [
    {
      id: 'created_at',
      label: 'Date',
      sortable: true,
      render: (x) => (
        <Link
          component={RouterLink}
          to={`/dashboard/trolleys/${id}/${x.id}`}
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={`History of ${trolleyStatusLabel(x.trolley_status)} on ${formatDateTime(x.created_at)}`}
        >
          {formatDateTime(x.created_at)}
        </Link>
      ),
    },
    { id: 'trolley_status', label: 'Status', sortable: true, render: (x) => <TrolleyStatusChip status={x.trolley_status} /> },
    { id: 'customer', label: 'Customer', sortable: true, render: (x) => personName(x.customer) },
    {
      id: 'plants',
      label: 'From / To Plant',
      render: (x) => [x.from_plant?.name, x.to_plant?.name].filter(Boolean).join(' → '),
    },
    { id: 'no_of_bars', label: 'Bars', sortable: true, align: 'right', render: (x) => x.no_of_bars },
    { id: 'user', label: 'User', sortable: true, render: (x) => personName(x.user) },
    { id: 'time_duration', label: 'Duration', render: (x) => nowrap(days(x.time_duration)) },
    { id: 'note', label: 'Note', sortable: true, render: (x) => x.note ?? '' },
    {
      id: 'photos',
      label: 'Photos',
      render: (x) => (x.photos.length > 0 ? <ImageGallery label="Transaction" size={40} images={x.photos.map((p) => ({ url: p.url, thumbnail: thumbnailOf(p.url) }))} /> : ''),
    },
    // A delivery or pickup was a hand-over: its signed receipt.
    { id: 'receipt', label: 'Receipt', render: (x) => (x.handover_id ? <ReceiptButton handoverId={x.handover_id} /> : '') },
  ];

  return (
    <>
      <PageHeader title={t ? t.name : 'Trolley'} crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }]} />
      {trolley.isPending && <LinearProgress aria-label="Loading" />}
      {t && (
        <Stack spacing={3}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
                  {t.trolley_photo_url ? (
                    <ImageGallery label="Trolley" size={120} images={[{ url: t.trolley_photo_url, thumbnail: thumbnailOf(t.trolley_photo_url) }]} />
                  ) : (
                    <Box sx={{ width: 120, height: 120, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
                      <Typography variant="caption" color="text.secondary">
                        No photo
                      </Typography>
                    </Box>
                  )}
                  <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TrolleyStatusChip status={t.trolley_status} />
                    {canUpdate && offersEdit(t) && (
                      <Button component={RouterLink} to={`/dashboard/trolleys/${t.id}/edit`} size="small" startIcon={<EditIcon />}>
                        Edit
                      </Button>
                    )}
                    {canTransfer && (
                      <Button component={RouterLink} to={`/dashboard/trolleys/${t.id}/transfer`} size="small" startIcon={<SwapHorizIcon />}>
                        Transfer
                      </Button>
                    )}
                    {incidents.map((k) => (
                      <Button
                        key={k}
                        size="small"
                        color={k === 'recover' ? 'primary' : k === 'defleet' ? 'warning' : 'error'}
                        startIcon={INCIDENT_ICONS[k]}
                        onClick={() => setIncident(k)}
                      >
                        {INCIDENT_WORDS[k].action}
                      </Button>
                    ))}
                  </Stack>
                </Stack>
                <Facts
                  facts={[
                    { label: 'Trolley Name', value: t.name },
                    { label: 'UID', value: t.uid },
                    { label: 'Plant', value: t.plant?.name ?? '' },
                    { label: 'Customer Name', value: <CustomerCell trolley={t} canView={canViewCustomer} /> },
                    { label: 'Serial Number', value: t.serial_number ?? '' },
                    { label: 'Certified', value: <Certified value={t.is_certified} /> },
                    { label: 'Expiry Date', value: t.expiry_date ? <Expiry iso={t.expiry_date} /> : '' },
                    { label: `${trolleyStatusLabel(t.trolley_status)} for`, value: days(t.time_duration) },
                    ...(t.from_plant_name || t.to_plant_name
                      ? [
                          { label: 'From Plant', value: t.from_plant_name ?? '' },
                          { label: 'To Plant', value: t.to_plant_name ?? '' },
                        ]
                      : []),
                    { label: 'Create Date', value: formatDate(t.created_at) },
                    { label: 'Last Update', value: formatDate(t.updated_at) },
                  ]}
                />
              </Box>
              <Box sx={{ flexShrink: 0 }}>
                <TrolleyLabel trolley={t} />
              </Box>
            </Stack>
          </Paper>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Transactions
            </Typography>
            <ServerTable dense label="Transactions" columns={columns} query={transactions} rowKey={(x) => x.id} />
          </Box>
          <HistoryPanel resource="trolleys" id={t.id} label={t.name} />
          {incident && <TrolleyIncidentDialog trolley={t} kind={incident} plants={plants.data ?? []} onClose={() => setIncident(null)} />}
        </Stack>
      )}
    </>
  );
}
