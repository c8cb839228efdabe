import { useState } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { CustomerStatements } from '../components/customer-statements';
import { READABLE_TABS } from '../../../components/tabs-style';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketSortColumn } from '@glassdesk/shared';
import { HistoryPanel } from '../../../components/activity/history-panel';
import { PageHeader } from '../../../components/page-header';
import { useIdParam } from '../../../lib/use-id-param';
import { ServerTable } from '../../../components/server-table/server-table';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatApiError } from '../../../lib/api-error';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useCustomer, useCustomerTickets } from '../api/customers';
import { CustomerDetails } from '../components/customer-details';
import { fullName } from '../../../lib/full-name';
import { UpdateBusinessDialog } from '../components/update-business-dialog';

/** The customer's tickets, paged, searched and sorted on the server (spec §7 GET /tickets/customers/{id}). */
function CustomerTickets({ customerId }: { customerId: number }) {
  const { query } = useListParams<TicketSortColumn>();
  const tickets = useCustomerTickets(customerId, query);
  const ticketColumns = useTicketColumns({ customer: false });
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Tickets
      </Typography>
      <ServerTable label="Tickets" columns={ticketColumns} query={tickets} rowKey={(t) => t.id} />
    </Stack>
  );
}

/** spec §2 "Customer detail": the fields, the Update Business dialog and the customer's tickets; the Statements tab (CONTRACT "Trolley fleet control"). */
export default function CustomerDetailPage() {
  const id = useIdParam('customerId');
  const customer = useCustomer(id);
  const [updating, setUpdating] = useState(false);
  const canUpdate = useHasOperation('Update Customer');
  const canList = useCanOpen('customers');
  const data = customer.data;
  // The Statements tab (View Additional Cost), chosen in the URL so back and shared links keep it.
  const canSeeStatements = useHasOperation('View Additional Cost');
  const [params, setParams] = useSearchParams();
  const tab = canSeeStatements && params.get('tab') === 'statements' ? 'statements' : 'tickets';
  const showTab = (next: string) =>
    setParams((previous) => {
      if (next === 'statements') return new URLSearchParams({ tab: 'statements' });
      const changed = new URLSearchParams(previous);
      changed.delete('tab');
      return changed;
    });
  const name = data ? fullName(data) : 'Customer';

  return (
    <>
      <PageHeader title={name} crumbs={canList ? [{ label: 'Customers', to: '/dashboard/customers' }] : []} />
      {customer.isPending && <LinearProgress aria-label="Loading" />}
      {customer.isError && <Alert severity="error">{formatApiError(customer.error, 'field')}</Alert>}
      {data && (
        <>
          {canUpdate && (
            <Stack direction="row" sx={{ mb: 2 }}>
              <Button variant="contained" startIcon={<BusinessIcon />} onClick={() => setUpdating(true)}>
                Update Business
              </Button>
            </Stack>
          )}
          <CustomerDetails customer={data} />
          {updating && (
            <UpdateBusinessDialog
              open
              customer={{ id: data.id, name }}
              business={data.business ? { id: data.business.id, name: data.business.name } : null}
              onClose={() => setUpdating(false)}
            />
          )}
          {canSeeStatements ? (
            <>
              <Tabs value={tab} onChange={(_e, next: string) => showTab(next)} aria-label="Customer records" sx={{ mt: 3, ...READABLE_TABS }}>
                <Tab value="tickets" label="Tickets" id="customer-tab-tickets" aria-controls="customer-panel-tickets" />
                <Tab value="statements" label="Statements" id="customer-tab-statements" aria-controls="customer-panel-statements" />
              </Tabs>
              <Box role="tabpanel" id={`customer-panel-${tab}`} aria-labelledby={`customer-tab-${tab}`}>
                {tab === 'statements' ? (
                  <Box sx={{ mt: 2 }}>
                    <CustomerStatements customerId={id} />
                  </Box>
                ) : (
                  <CustomerTickets customerId={id} />
                )}
              </Box>
            </>
          ) : (
            <CustomerTickets customerId={id} />
          )}
          <HistoryPanel resource="customers" id={id} label={name} />
        </>
      )}
    </>
  );
}
