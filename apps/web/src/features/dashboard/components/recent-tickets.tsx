import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { RECENT_TICKET_PAGE_SIZES } from '@glassdesk/shared';
import { ServerTable } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { useRecentTickets } from '../api/dashboard';

/**
 * spec §2 "Dashboard": Recent Tickets, newest first, 5, 10 or 20 rows per page; the page and rows per page live
 * in the URL (?page=2&size=10), so back and refresh keep them. No search and no sort: the list is the newest.
 */
export function RecentTickets() {
  const list = useListParams({ pageSizes: RECENT_TICKET_PAGE_SIZES });
  const recent = useRecentTickets(list.query.start, list.query.limit, true);
  const columns = useTicketColumns({ sortable: false });

  return (
    <Box component="section" aria-labelledby="recent-tickets-heading">
      <Typography id="recent-tickets-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent Tickets
      </Typography>
      <ServerTable
        label="Recent Tickets"
        state={list}
        searchable={false}
        columns={columns}
        query={recent}
        rowKey={(t) => t.id}
        emptyText={recent.isError ? 'The recent tickets could not be loaded.' : 'No tickets yet.'}
      />
    </Box>
  );
}
