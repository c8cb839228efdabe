import type { TicketSortColumn } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { useCanOpen } from '../../../lib/permissions';
import { useIdParam } from '../../../lib/use-id-param';
import { useBusinessTickets, useBusinessWhen } from '../api/businesses';
import { BusinessTabs } from '../components/business-tabs';

/** spec §2 "Business tickets screen": the live tickets of one business, server-paged, searched and sorted. */
export default function BusinessTicketsPage() {
  const id = useIdParam('businessId');
  const { query } = useListParams<TicketSortColumn>();
  const tickets = useBusinessTickets(id, query);
  // The business's name for the title: from its record where the user may read it, else from its tickets.
  const canEdit = useCanOpen('business/:businessId');
  const canEmployees = useCanOpen('business/:businessId/customers');
  const canReadBusiness = canEdit || canEmployees;
  const business = useBusinessWhen(id, canReadBusiness);
  const name = (canReadBusiness ? business.data?.name : undefined) ?? tickets.data?.list[0]?.business_name;
  const columns = useTicketColumns({ business: false });
  const canList = useCanOpen('business');

  return (
    <>
      <PageHeader title={name ? `Tickets of ${name}` : 'Business Tickets'} crumbs={canList ? [{ label: 'Business', to: '/dashboard/business' }] : []} />
      <BusinessTabs businessId={id} />
      <ServerTable label="Business Tickets" columns={columns} query={tickets} rowKey={(t) => t.id} />
    </>
  );
}
