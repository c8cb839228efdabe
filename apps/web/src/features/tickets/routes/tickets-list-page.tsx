import { Link as RouterLink } from 'react-router';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TicketSortColumn } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ExportButton } from '../../../components/export-button';
import { ServerTable } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { useCanOpen } from '../../../lib/permissions';
import { exportTickets } from '../api/export-tickets';
import { tickets as ticketResource } from '../api/tickets';
import { BusinessFilter } from '../components/business-filter';
import { useBusinessParam } from '../components/use-ticket-filter';

/**
 * spec §2 "Tickets": the live tickets (disabled=0), server-paged, searched, sorted and filtered by business; Export
 * as Excel takes the same filter; Disabled Tickets leads to the trash.
 */
export default function TicketsListPage() {
  const { query } = useListParams<TicketSortColumn>();
  const { business, setBusiness } = useBusinessParam();
  const tickets = ticketResource.useList({ ...query, disabled: 0, business: business ?? undefined });
  const columns = useTicketColumns();
  const canTrash = useCanOpen('tickets/trash');
  const { start: _start, limit: _limit, ...filter } = query;
  const shownBusiness = business !== null ? tickets.data?.list.find((t) => t.business_id === business)?.business_name : undefined;

  return (
    <>
      <PageHeader title="Tickets" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}>
        <BusinessFilter value={business} knownName={shownBusiness} onChange={setBusiness} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          <ExportButton onExport={() => exportTickets({ ...filter, disabled: 0, business: business ?? undefined })} />
          {canTrash && (
            <Button component={RouterLink} to="/dashboard/tickets/trash" variant="outlined" color="secondary" startIcon={<DeleteSweepIcon />}>
              Disabled Tickets
            </Button>
          )}
        </Stack>
      </Stack>
      <ServerTable label="Tickets" columns={columns} query={tickets} rowKey={(t) => t.id} />
    </>
  );
}
